import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm, PageContainer, ProForm, ProFormDependency, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, ProTable,
  type ActionType, type ProColumns,
} from '@ant-design/pro-components';
import { Button, Popconfirm, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { CONFIG_LABELS, SETTING_LABELS } from '../../lib/labels';
import { adminApi, type ConfigItem } from '../../api/admin';
import { DEFAULT_WEB_SETTINGS } from '../../../contract/web-setting-defaults';
import { settingsRequested, useAppDispatch } from '../../store';
import { SETTING_NAMES, type WebSetting } from '../../api/webSettings';
import {
  AdminFriendLinksEditor, friendLinkError, friendLinksFromJson, friendLinksToJson,
} from '../../components/AdminFriendLinksEditor';
import type { FriendLink } from '../../components/FriendLinks/types';
import { listData, write, PageTitle, StatusTag, RowAction } from './shared';

/** What each known setting (spec §3) means: src/lib/labels.ts; settingKind picks its editor. */
export { SETTING_LABELS } from '../../lib/labels';

/**
 * The settings catalogue of the server (GET /admin/v1/config: label, type, range, default and
 * group of every price, reward, limit and game setting) — one source of truth for the labels and
 * editors of this page too (issue 30: about half the rows showed raw keys and raw values).
 */
let catalogue = new Map<string, ConfigItem>();

/** What the spec's site settings do (the config items' help is made from their type and range). */
export const SETTING_HELP: Record<string, string> = {
  notice: '显示在每个页面顶部的公告，留空则不显示。',
  maintain: '打开后，网站顶部提示正在维护。',
  friend_links: '页脚的友情链接，按顺序显示。',
  show_hot_key: '搜索框下显示管理员设置的热门关键词。',
  show_movie_site_link: '导航栏显示影视站入口。',
  show_mobile_site_notice: '手机访问时显示移动端提示。',
  show_share_union_disk: '分享页可选择分享联盟网盘。',
  show_taoke_page: '开放 优惠券 页面。',
  show_hot_search_kw: '搜索框下显示大家最近搜索的词（「热搜词需审核」开启时只显示通过审核或置顶的词）。',
  show_buy_invite_code: '会员能否用金币购买邀请码；可只在夜间开放。',
  show_random_list: '首页显示随机推荐资源。',
  show_input_invite_code: '打开后，注册必须填写邀请码。',
};

const GROUP_TITLES: Record<string, string> = { site: '站点开关与内容', rewards: '奖励', prices: '价格', limits: '限制', games: '游戏', custom: '自定义设置' };
const GROUP_ORDER = ['site', 'rewards', 'prices', 'limits', 'games', 'custom'];

export const settingLabel = (name: string) => catalogue.get(name)?.label ?? SETTING_LABELS[name] ?? CONFIG_LABELS[name] ?? `自定义设置（${name}）`;

/** The group of a setting, as on the 奖励与价格配置 page. */
export function settingGroup(name: string): string {
  if (name in SETTING_LABELS) return 'site';
  return catalogue.get(name)?.group ?? (name in CONFIG_LABELS ? 'rewards' : 'custom');
}

/** One line of help: what the setting does, its range and its default, in words. */
export function settingHelp(name: string): string {
  if (SETTING_HELP[name]) return SETTING_HELP[name];
  const item = catalogue.get(name);
  if (!item) return '自定义设置：取值为文本，由使用它的功能解释。';
  if (item.type === 'bool') return `${item.help ?? '开关，'}默认${item.default === 'true' ? '开' : '关'}。`;
  if (item.type === 'int') return `整数，可填 ${item.min}–${item.max.toLocaleString('zh-CN')}，默认 ${item.default}。`;
  if (item.type === 'int_list') return '一组整数，在「奖励与价格配置」页编辑。';
  return '表格，在「奖励与价格配置」页编辑。';
}

/** A setting the site cannot do without: reset to its default, never deleted. */
export function isCoreSetting(name: string): boolean {
  return name in SETTING_LABELS || catalogue.has(name);
}

type Kind = 'boolean' | 'mode' | 'notice' | 'links' | 'number' | 'table' | 'text';

export function settingKind(name: string): Kind {
  if (name === 'notice') return 'notice';
  if (name === 'friend_links') return 'links';
  if (name === 'show_buy_invite_code') return 'mode';
  if (name === 'maintain' || name.startsWith('show_')) return 'boolean';
  const item = catalogue.get(name);
  if (item?.type === 'bool') return 'boolean';
  if (item?.type === 'int') return 'number';
  if (item?.type === 'int_list' || item?.type === 'json') return 'table';
  return 'text';
}

const MODE_OPTIONS = [
  { label: '开启', value: 'true' },
  { label: '关闭', value: 'false' },
  { label: '仅夜间 23:00–04:59', value: 'night' },
];

interface EditorValues {
  name: string;
  flag?: boolean;
  num?: number;
  mode?: string;
  text?: string;
  links?: FriendLink[];
}

function toEditor(name: string, value: string): EditorValues {
  const kind = settingKind(name);
  if (kind === 'boolean') return { name, flag: value === 'true' || value === '1' };
  if (kind === 'number') return { name, num: Number(value) };
  if (kind === 'mode') return { name, mode: ['true', 'false', 'night'].includes(value) ? value : 'false' };
  if (kind === 'links') return { name, links: friendLinksFromJson(value) };
  return { name, text: value };
}

function fromEditor(v: EditorValues): string {
  const kind = settingKind(v.name);
  if (kind === 'boolean') return v.flag ? 'true' : 'false';
  if (kind === 'number') return String(v.num ?? '');
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
  const help = settingHelp(name);
  if (kind === 'boolean') return <ProFormSwitch name="flag" label="取值" checkedChildren="开" unCheckedChildren="关" extra={help} />;
  if (kind === 'number') {
    const item = catalogue.get(name)!;
    return (
      <ProFormDigit
        name="num"
        label="取值"
        min={item.min}
        max={item.max}
        fieldProps={{ precision: 0 }}
        extra={help}
        rules={[{ required: true, message: `请输入 ${item.min}–${item.max} 之间的整数` }]}
      />
    );
  }
  if (kind === 'table') return <Typography.Paragraph>{help} <a href="#/admin/config">前往奖励与价格配置</a></Typography.Paragraph>;
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
    return <Switch aria-label={`${settingLabel(row.name)}开关`} checked={row.value === 'true' || row.value === '1'} onChange={onToggle} checkedChildren="开" unCheckedChildren="关" />;
  if (kind === 'mode') return <StatusTag tone="grey">{MODE_OPTIONS.find((o) => o.value === row.value)?.label ?? row.value}</StatusTag>;
  if (kind === 'number') return <span>{Number(row.value).toLocaleString('zh-CN')}</span>;
  if (kind === 'table') return <a href="#/admin/config">在「奖励与价格配置」中查看和编辑</a>;
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
  const [, setCatalogueSize] = useState(0);
  const dispatch = useAppDispatch();
  useEffect(() => {
    adminApi
      .config()
      .then((reply) => {
        catalogue = new Map(reply.data.map((i) => [i.name, i]));
        setCatalogueSize(catalogue.size);
        void ref.current?.reload();
      })
      .catch(() => undefined);
  }, []);
  const reload = () => {
    void ref.current?.reload();
    // this tab's own notice, flags and friend links follow the save at once (issue 16)
    dispatch(settingsRequested());
  };
  const columns: ProColumns<WebSetting>[] = [
    // the setting's Chinese name; the key itself only as a tooltip (issue 16: no codes on screen)
    {
      title: '设置',
      dataIndex: 'name',
      width: 260,
      render: (_, r) => (
        <div>
          <div title={r.name}>{settingLabel(r.name)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {settingHelp(r.name)}
          </Typography.Text>
        </div>
      ),
    },
    { title: '类别', dataIndex: 'label', width: 120, render: (_, r) => GROUP_TITLES[settingGroup(r.name)] },
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
        settingKind(r.name) === 'table' ? null : <EditSetting key="edit" row={r} onDone={reload} />,
        // core settings are reset, never deleted (issue 30); custom ones may go
        isCoreSetting(r.name) ? (
          <Popconfirm
            key="reset"
            title={`把“${settingLabel(r.name)}”恢复为默认值？`}
            okText="恢复默认"
            cancelText="取消"
            onConfirm={async () => {
              const value = catalogue.get(r.name)?.default ?? DEFAULT_WEB_SETTINGS[r.name] ?? '';
              if (await write(() => adminApi.updateWebSetting(r.id, value))) reload();
            }}
          >
            <RowAction>恢复默认</RowAction>
          </Popconfirm>
        ) : (
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
        </Popconfirm>
        ),
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
          // grouped as on the config page: site switches first, then rewards, prices, limits, games
          const rank = (name: string) => GROUP_ORDER.indexOf(settingGroup(name));
          const sorted = [...reply.data].sort((a, b) => rank(a.name) - rank(b.name) || a.id - b.id);
          return listData({ ...reply, data: sorted });
        }}
        toolBarRender={() => [<CreateSetting key="create" existing={names} onDone={reload} />]}
      />
    </PageContainer>
  );
}
