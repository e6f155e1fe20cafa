import { PageContainer, ProCard, ProForm, ProFormDigit, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Empty, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { PageTitle } from './shared';
import { adminApi, type ConfigItem } from '../../api/admin';
import { ApiError } from '../../api/http';
import { configFieldName } from '../../../contract/admin';
import { PageLoading } from '../../components/PageLoading';
import { PrizeTableEditor, prizeTableProblem } from '../../components/PrizeTableEditor';
import { notify } from '../../lib/toast';

const GROUPS: { key: ConfigItem['group']; title: string }[] = [
  { key: 'rewards', title: '奖励' },
  { key: 'prices', title: '价格' },
  { key: 'limits', title: '限制' },
  { key: 'games', title: '游戏' },
  { key: 'community', title: '社区' },
  { key: 'search', title: '搜索' },
];

/** True when the text is a JSON object (the level formula). */
function isJsonObject(text: string): boolean {
  try {
    const v: unknown = JSON.parse(String(text ?? ''));
    return !!v && typeof v === 'object' && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** 砸金蛋奖品表 as a table; the expected return follows the price and VIP day value being edited. */
function EggPrizesField({ value, onChange }: { value?: string; onChange?: (next: string) => void }) {
  const form = Form.useFormInstance();
  const price = Number(Form.useWatch('game_egg_price', form));
  const vip = Number(Form.useWatch('vip_price_per_day', form));
  return <PrizeTableEditor value={value} onChange={onChange} price={price} vipDayValue={vip || 10} />;
}

/** Parses an int_list text ("5,10,15" or "[5,10,15]") into numbers; null when invalid. */
export function parseIntList(text: string): number[] | null {
  const parts = text.replace(/[[\]\s]/g, '').split(/[,，]/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^-?\d+$/.test(p))) return null;
  return parts.map(Number);
}

function ConfigForm({ items, onSaved }: { items: ConfigItem[]; onSaved: (next: ConfigItem[]) => void }) {
  const [form] = Form.useForm<Record<string, number | string | boolean>>();
  const initial = Object.fromEntries(
    items.map((i) => [
      i.name,
      i.type === 'int' ? Number(i.value) : i.type === 'bool' ? i.value === 'true' : i.type === 'json' ? JSON.stringify(JSON.parse(i.value), null, 1) : i.value.replace(/^\[|\]$/g, ''),
    ]),
  );
  return (
    <ProForm<Record<string, number | string | boolean>>
      form={form}
      initialValues={initial}
      submitter={{ searchConfig: { submitText: '保存全部', resetText: '重置' } }}
      onFinish={async (values) => {
        const out: Record<string, number | number[] | boolean | string> = {};
        for (const item of items) {
          const v = values[item.name];
          out[item.name] = item.type === 'int' ? Number(v) : item.type === 'bool' ? v === true : item.type === 'json' ? String(v) : (parseIntList(String(v)) ?? []);
        }
        const save = async (confirm: boolean) => {
          const reply = await adminApi.saveConfig(out, confirm);
          notify.success(reply.msg || '已保存');
          onSaved(reply.data);
        };
        try {
          await save(false);
          return true;
        } catch (error) {
          // a game whose return to player is over 100 %: save only after the admin confirms
          if (!(error instanceof ApiError) || error.code !== 409) return false;
          return new Promise<boolean>((resolve) => {
            Modal.confirm({
              title: '返还率超过 100%',
              content: `${error.message.replace(/。确认后才能保存$/, '')}。玩家长期平均会赢走金币，确定要保存吗？`,
              okText: '确认保存',
              cancelText: '取消',
              onOk: () => save(true).then(() => resolve(true), () => resolve(false)),
              onCancel: () => resolve(false),
            });
          });
        }
      }}
    >
      {GROUPS.map((g) => {
        const list = items.filter((i) => i.group === g.key);
        if (list.length === 0) return null;
        return (
          <ProCard key={g.key} title={g.title} bordered style={{ marginBottom: 16 }}>
            {list.map((i) =>
              i.type === 'bool' ? (
                <ProFormSwitch key={i.name} name={i.name} label={i.label} extra={i.help} />
              ) : i.name === 'level_formula' ? (
                <ProFormTextArea
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  tooltip='例如 {"weights":{"article":5,"reply":1,"like":2,"sign_day":1},"levels":[{"min":0,"name":"新手上路"},{"min":20,"name":"初来乍到"}]}'
                  fieldProps={{ autoSize: { minRows: 6, maxRows: 16 }, style: { fontFamily: 'monospace' } }}
                  rules={[{ required: true, message: `请输入${configFieldName(i)}` }, { validator: (_: unknown, v: string) => (isJsonObject(v) ? Promise.resolve() : Promise.reject(new Error('应为 JSON 对象'))) }]}
                />
              ) : i.name === 'game_egg_prizes' ? (
                <ProForm.Item
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  rules={[{ validator: (_: unknown, v: string) => { const problem = prizeTableProblem(v); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } }]}
                >
                  <EggPrizesField />
                </ProForm.Item>
              ) : i.type === 'json' ? (
                <ProFormTextArea
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  fieldProps={{ autoSize: { minRows: 6, maxRows: 16 }, style: { fontFamily: 'monospace' } }}
                  rules={[
                    { required: true, message: `请输入${configFieldName(i)}` },
                    {
                      validator: (_: unknown, v: string) => {
                        try {
                          JSON.parse(String(v ?? ''));
                          return Promise.resolve();
                        } catch {
                          return Promise.reject(new Error('不是有效的 JSON'));
                        }
                      },
                    },
                  ]}
                />
              ) : i.type === 'int' ? (
                <ProFormDigit
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  tooltip={`默认 ${i.default}，范围 ${i.min}–${i.max}`}
                  extra={i.help}
                  min={i.min}
                  max={i.max}
                  fieldProps={{ precision: 0 }}
                  rules={[{ required: true, message: `请输入${configFieldName(i)}` }]}
                />
              ) : (
                <ProFormText
                  key={i.name}
                  name={i.name}
                  label={i.label}
                  tooltip={`用逗号分隔的整数，每项 ${i.min}–${i.max}；默认 ${i.default}`}
                  rules={[
                    { required: true, message: `请输入${configFieldName(i)}` },
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
