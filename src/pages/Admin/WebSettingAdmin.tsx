import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm, PageContainer, ProForm, ProFormDependency, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, ProTable,
  type ActionType, type ProColumns,
} from '@ant-design/pro-components';
import { Button, Popconfirm, Switch, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CONFIG_LABELS, SETTING_LABELS } from '../../lib/labels';

const settingLabel = (name: string) => SETTING_LABELS[name] ?? CONFIG_LABELS[name] ?? name;
import { adminApi } from '../../api/admin';
import { settingsRequested, useAppDispatch } from '../../store';
import { SETTING_NAMES, type WebSetting } from '../../api/webSettings';
import {
  AdminFriendLinksEditor, friendLinkError, friendLinksFromJson, friendLinksToJson,
} from '../../components/AdminFriendLinksEditor';
import type { FriendLink } from '../../components/FriendLinks/types';
import { listData, write, PageTitle, StatusTag, RowAction } from './shared';

/** What each known setting (spec §3) means: src/lib/labels.ts; settingKind picks its editor. */
export { SETTING_LABELS } from '../../lib/labels';

type Kind = 'boolean' | 'mode' | 'notice' | 'links' | 'text';

export function settingKind(name: string): Kind {
  if (name === 'notice') return 'notice';
  if (name === 'friend_links') return 'links';
  if (name === 'show_buy_invite_code') return 'mode';
  if (name === 'maintain' || name.startsWith('show_')) return 'boolean';
  return 'text';
}

const MODE_OPTIONS = [
  { label: '开启（true）', value: 'true' },
  { label: '关闭（false）', value: 'false' },
  { label: '仅夜间 23:00–04:59（night）', value: 'night' },
];

interface EditorValues {
  name: string;
  flag?: boolean;
  mode?: string;
  text?: string;
  links?: FriendLink[];
}

function toEditor(name: string, value: string): EditorValues {
  const kind = settingKind(name);
  if (kind === 'boolean') return { name, flag: value === 'true' };
  if (kind === 'mode') return { name, mode: ['true', 'false', 'night'].includes(value) ? value : 'false' };
  if (kind === 'links') return { name, links: friendLinksFromJson(value) };
  return { name, text: value };
}

function fromEditor(v: EditorValues): string {
  const kind = settingKind(v.name);
  if (kind === 'boolean') return v.flag ? 'true' : 'false';
  if (kind === 'mode') return v.mode ?? 'false';
  if (kind === 'links') return friendLinksToJson(v.links ?? []);
  return v.text ?? '';
}

const linksRule = {
  validator: (_: unknown, rows: FriendLink[] | undefined) => {
    const bad = (rows ?? []).map(friendLinkError).find(Boolean);
    return bad ? Promise.reject(new Error(`友情链接有误：${bad}`)) : Promise.resolve();
  },
};

/** The typed value editor for one setting name. */
function ValueEditor({ name }: { name: string }) {
  const kind = settingKind(name);
  if (kind === 'boolean') return <ProFormSwitch name="flag" label="取值" checkedChildren="开" unCheckedChildren="关" />;
  if (kind === 'mode') return <ProFormSelect name="mode" label="取值" options={MODE_OPTIONS} rules={[{ required: true, message: '请选择取值' }]} />;
  if (kind === 'notice')
    return <ProFormTextArea name="text" label="公告内容" fieldProps={{ rows: 5, showCount: true, maxLength: 2000 }} rules={[{ max: 2000, message: '公告最多 2000 字' }]} />;
  if (kind === 'links')
    return (
      <ProForm.Item name="links" label="友情链接" rules={[linksRule]} initialValue={[]}>
        <LinksField />
      </ProForm.Item>
    );
  return <ProFormTextArea name="text" label="取值" fieldProps={{ rows: 3 }} rules={[{ max: 20000, message: '取值最多 20000 个字符' }]} />;
}

function LinksField({ value, onChange }: { value?: FriendLink[]; onChange?: (v: FriendLink[]) => void }) {
  return <AdminFriendLinksEditor value={value ?? []} onChange={(v) => onChange?.(v)} />;
}

function EditSetting({ row, onDone }: { row: WebSetting; onDone: () => void }) {
  return (
    <ModalForm<EditorValues>
      title={`修改设置：${settingLabel(row.name)}`}
      trigger={<RowAction>修改</RowAction>}
      width={640}
      modalProps={{ destroyOnHidden: true }}
      initialValues={toEditor(row.name, row.value)}
      onFinish={async (v) => {
        const ok = await write(() => adminApi.updateWebSetting(row.id, fromEditor({ ...v, name: row.name })));
        if (ok) onDone();
        return ok;
      }}
    >
      <ValueEditor name={row.name} />
    </ModalForm>
  );
}

function CreateSetting({ existing, onDone }: { existing: string[]; onDone: () => void }) {
  const missing = SETTING_NAMES.filter((n) => !existing.includes(n));
  return (
    <ModalForm<EditorValues>
      title="新增设置"
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          新增设置
        </Button>
      }
      width={640}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ flag: false, mode: 'false', text: '', links: [] }}
      onFinish={async (v) => {
        const ok = await write(() => adminApi.createWebSetting({ name: v.name.trim(), value: fromEditor({ ...v, name: v.name.trim() }) }));
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormText
        name="name"
        label="名称"
        tooltip={missing.length ? `尚未创建：${missing.join('、')}` : undefined}
        rules={[
          { required: true, message: '请输入设置名称' },
          { pattern: /^[a-z0-9_]+$/, message: '只能包含小写字母、数字和下划线' },
          { max: 64, message: '名称最多 64 个字符' },
          { validator: (_: unknown, v: string) => (v && existing.includes(v.trim()) ? Promise.reject(new Error('该设置已存在')) : Promise.resolve()) },
        ]}
      />
      <ProFormDependency name={['name']}>{({ name }: { name?: string }) => <ValueEditor name={name ?? ''} />}</ProFormDependency>
    </ModalForm>
  );
}

/** A short read-only rendering of a value by its kind. */
function ValueView({ row, onToggle }: { row: WebSetting; onToggle: (next: boolean) => void }) {
  const kind = settingKind(row.name);
  if (kind === 'boolean')
    return <Switch aria-label={`${settingLabel(row.name)}开关`} checked={row.value === 'true'} onChange={onToggle} checkedChildren="开" unCheckedChildren="关" />;
  if (kind === 'mode') return <StatusTag tone="grey">{MODE_OPTIONS.find((o) => o.value === row.value)?.label ?? row.value}</StatusTag>;
  if (kind === 'links') {
    const links = friendLinksFromJson(row.value);
    return <span>{links.length ? links.map((l) => l.name).join('、') : '（无）'}</span>;
  }
  return (
    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
      {row.value || '（空）'}
    </Typography.Paragraph>
  );
}

/** /admin/webSetting — every setting with a typed editor; changes reach visitors on their next settings load. */
export default function WebSettingAdmin() {
  const ref = useRef<ActionType>(undefined);
  const [names, setNames] = useState<string[]>([]);
  const dispatch = useAppDispatch();
  const reload = () => {
    void ref.current?.reload();
    // this tab's own notice, flags and friend links follow the save at once (issue 16)
    dispatch(settingsRequested());
  };
  const columns: ProColumns<WebSetting>[] = [
    // the setting's Chinese name; the key itself only as a tooltip (issue 16: no codes on screen)
    { title: '设置', dataIndex: 'name', width: 200, render: (_, r) => <span title={r.name}>{settingLabel(r.name)}</span> },
    { title: '类别', dataIndex: 'label', width: 120, render: (_, r) => (r.name in SETTING_LABELS ? '站点开关与内容' : r.name in CONFIG_LABELS ? '奖励与价格' : '自定义设置') },
    {
      title: '当前值',
      dataIndex: 'value',
      render: (_, r) => (
        <ValueView
          row={r}
          onToggle={async (next) => {
            if (await write(() => adminApi.updateWebSetting(r.id, next ? 'true' : 'false'))) reload();
          }}
        />
      ),
    },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      render: (_, r) => [
        <EditSetting key="edit" row={r} onDone={reload} />,
        <Popconfirm
          key="delete"
          title={`确定删除设置“${settingLabel(r.name)}”？`}
          description="删除后访客端按默认值处理。"
          okText="删除"
          cancelText="取消"
          onConfirm={async () => {
            if (await write(() => adminApi.deleteWebSetting(r.id))) reload();
          }}
        >
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>站点设置</PageTitle>} content="修改后，访客下次加载设置时生效。">
      <ProTable<WebSetting>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={false}
        pagination={false}
        options={{ density: false, setting: false }}
        request={async () => {
          const reply = await adminApi.webSettings();
          setNames(reply.data.map((r) => r.name));
          return listData(reply);
        }}
        toolBarRender={() => [<CreateSetting key="create" existing={names} onDone={reload} />]}
      />
    </PageContainer>
  );
}
