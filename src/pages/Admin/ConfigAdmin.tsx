import { PageContainer, ProCard, ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Empty, Form } from 'antd';
import { useEffect, useState } from 'react';
import { PageTitle } from './shared';
import { adminApi, type ConfigItem } from '../../api/admin';
import { PageLoading } from '../../components/PageLoading';
import { notify } from '../../lib/toast';

const GROUPS: { key: ConfigItem['group']; title: string }[] = [
  { key: 'rewards', title: '奖励' },
  { key: 'prices', title: '价格' },
  { key: 'limits', title: '限制' },
];

/** Parses an int_list text ("5,10,15" or "[5,10,15]") into numbers; null when invalid. */
export function parseIntList(text: string): number[] | null {
  const parts = text.replace(/[[\]\s]/g, '').split(/[,，]/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^-?\d+$/.test(p))) return null;
  return parts.map(Number);
}

function ConfigForm({ items, onSaved }: { items: ConfigItem[]; onSaved: (next: ConfigItem[]) => void }) {
  const [form] = Form.useForm<Record<string, number | string>>();
  const initial = Object.fromEntries(items.map((i) => [i.name, i.type === 'int' ? Number(i.value) : i.value.replace(/^\[|\]$/g, '')]));
  return (
    <ProForm<Record<string, number | string>>
      form={form}
      initialValues={initial}
      submitter={{ searchConfig: { submitText: '保存全部', resetText: '重置' } }}
      onFinish={async (values) => {
        const out: Record<string, number | number[]> = {};
        for (const item of items) {
          const v = values[item.name];
          out[item.name] = item.type === 'int' ? Number(v) : (parseIntList(String(v)) ?? []);
        }
        try {
          const reply = await adminApi.saveConfig(out);
          notify.success(reply.msg || '已保存');
          onSaved(reply.data);
          return true;
        } catch {
          return false;
        }
      }}
    >
      {GROUPS.map((g) => {
        const list = items.filter((i) => i.group === g.key);
        if (list.length === 0) return null;
        return (
          <ProCard key={g.key} title={g.title} bordered style={{ marginBottom: 16 }}>
            {list.map((i) =>
              i.type === 'int' ? (
                <ProFormDigit
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  tooltip={`默认 ${i.default}，范围 ${i.min}–${i.max}`}
                  min={i.min}
                  max={i.max}
                  fieldProps={{ precision: 0 }}
                  rules={[{ required: true, message: `请输入${i.label}` }]}
                />
              ) : (
                <ProFormText
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  tooltip={`用逗号分隔的整数，每项 ${i.min}–${i.max}；默认 ${i.default}`}
                  rules={[
                    { required: true, message: `请输入${i.label}` },
                    {
                      validator: (_: unknown, v: string) => {
                        const list = parseIntList(String(v ?? ''));
                        if (!list) return Promise.reject(new Error('请输入用逗号分隔的整数'));
                        if (list.some((n) => n < i.min || n > i.max)) return Promise.reject(new Error(`每项须在 ${i.min}–${i.max} 之间`));
                        return Promise.resolve();
                      },
                    },
                  ]}
                />
              ),
            )}
          </ProCard>
        );
      })}
    </ProForm>
  );
}

/** /admin/config — rewards table, prices and limits; all or nothing on save. */
export default function ConfigAdmin() {
  const [items, setItems] = useState<ConfigItem[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    adminApi.config().then(
      (r) => live && setItems(r.data),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <PageContainer title={<PageTitle>奖励与价格配置</PageTitle>} content="保存时全部校验，任一项无效则全部不保存。">
      {items === null ? (
        <PageLoading tip="加载中…" />
      ) : items.length === 0 ? (
        <Empty description="暂无数据" />
      ) : (
        <ConfigForm
          key={version}
          items={items}
          onSaved={(next) => {
            setItems(next);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </PageContainer>
  );
}
