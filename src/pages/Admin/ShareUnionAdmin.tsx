import { ModalForm, PageContainer, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Typography, type CheckboxProps } from 'antd';
import { useRef, useState, type Key } from 'react';
import { adminApi, type AdminResource, type FailedItem, type LinkcheckHost, type LinkcheckOverview } from '../../api/admin';
import { DISK_NAMES, RESOURCE_SOURCES, SHARE_STATUS, VALIDITY as VALIDITY_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast';
import { ValidityBadge } from '../../components/ValidityBadge';
import { cleanParams, formatDateTime, pagination, tableData, write, PageTitle, StatusTag, RowAction } from './shared';

const asEnum = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([k, text]) => [k, { text }]));
const STATUS = asEnum(SHARE_STATUS);
const VALIDITY = asEnum(VALIDITY_LABELS);
const SOURCE = asEnum(RESOURCE_SOURCES);
const DISKS = asEnum(DISK_NAMES);
/** The link checker's verdicts (issue 19). */
const CHECK_STATES: Record<string, string> = { ok: '有效', bad: '失效', locked: '需要提取码', unsupported: '不支持检测', uncertain: '无法确认', unchecked: '未检测' };

function reportFailed(failed: FailedItem[]) {
  if (failed.length) notify.warning(`${failed.length} 个未处理：${failed.map((f) => `#${f.id} ${f.msg}`).join('；')}`);
}

async function netdiskCateOptions() {
  const { data } = await adminApi.netdiskCates();
  return data.map((c) => ({ label: c.name, value: c.id }));
}

/** Reject with a reason: per row (row = true, a 驳回 row action) or for the selected rows (批量驳回). */
function RejectForm({ ids, onDone, row = false }: { ids: number[]; onDone: () => void; row?: boolean }) {
  return (
    <ModalForm<{ reason: string }>
      title={row ? `驳回分享 #${ids[0]}` : `驳回 ${ids.length} 个分享`}
      trigger={row ? <RowAction danger>驳回</RowAction> : <Button danger disabled={ids.length === 0}>批量驳回</Button>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        try {
          const reply = await adminApi.rejectShares(ids, v.reason.trim());
          notify.success(reply.msg);
          reportFailed(reply.data.failed);
          onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormTextArea name="reason" label="驳回原因（分享者会收到消息）" rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }, { max: 200, message: '原因最多 200 字' }]} />
    </ModalForm>
  );
}

function PendingQueue() {
  const ref = useRef<ActionType>(undefined);
  const [selected, setSelected] = useState<Key[]>([]);
  const ids = selected.map(Number);
  const done = () => {
    setSelected([]);
    void ref.current?.reload();
  };
  const approve = async (list: number[]) => {
    try {
      const reply = await adminApi.approveShares(list);
      notify.success(`${reply.msg}，共发放 ${reply.data.approved.reduce((a, b) => a + b.reward, 0)} 金币`);
      reportFailed(reply.data.failed);
      done();
    } catch {
      /* the error toast comes from http.ts */
    }
  };
  const columns: ProColumns<AdminResource>[] = [
    { title: 'ID', dataIndex: 'id', width: 72 },
    {
      title: '标题',
      dataIndex: 'title',
      ellipsis: true,
    },
    { title: '网盘', dataIndex: 'disk_type', width: 100, valueType: 'select', valueEnum: DISKS, search: false },
    {
      title: '链接',
      dataIndex: 'url',
      ellipsis: true,
      // CSS truncation and a copy button beside it: antd's measured ellipsis would clone the
      // copy button into an aria-hidden measuring box (a focusable element hidden from readers)
      render: (_, r) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
          <span title={r.url} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
            {r.url}
          </span>
          <Typography.Text copyable={{ text: r.pwd ? `${r.url} 提取码：${r.pwd}` : r.url }} />
        </span>
      ),
    },
    { title: '分享者', dataIndex: 'sharer_name', width: 110 },
    { title: '提交时间', dataIndex: 'create_time', width: 150, render: (_, r) => formatDateTime(r.create_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 140,
      render: (_, r) => [
        <RowAction key="approve" onClick={() => void approve([r.id])}>
          通过
        </RowAction>,
        <RejectForm key="reject" ids={[r.id]} onDone={done} row />,
      ],
    },
  ];
  return (
    <ProTable<AdminResource>
      headerTitle="待审核的分享（最早的在前）"
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={false}
      pagination={pagination}
      options={{ density: false, setting: false }}
      rowSelection={{ selectedRowKeys: selected, onChange: setSelected, getCheckboxProps: (r) => ({ 'aria-label': `选择 ${r.title}` }) as CheckboxProps }}
      tableAlertRender={({ selectedRowKeys }) => `已选择 ${selectedRowKeys.length} 个`}
      tableAlertOptionRender={() => (
        <Space>
          <Button type="primary" size="small" onClick={() => void approve(ids)}>
            批量通过
          </Button>
          <RejectForm ids={ids} onDone={done} />
        </Space>
      )}
      request={async (params) => tableData(await adminApi.pendingShares({ page: params.current ?? 1, size: params.pageSize ?? 10 }))}
    />
  );
}

function EditResource({ row, onDone }: { row: AdminResource; onDone: () => void }) {
  return (
    <ModalForm<{ title: string; url: string; pwd: string; size: string; category_id?: number | null; price: number }>
      title={`编辑资源 #${row.id}`}
      name={`resource_edit_${row.id}`}
      trigger={<RowAction>编辑</RowAction>}
      width={640}
      modalProps={{ destroyOnHidden: true }}
      initialValues={{ title: row.title, url: row.url, pwd: row.pwd, size: row.size, category_id: row.category_id ?? undefined, price: row.price }}
      onFinish={async (v) => {
        const ok = await write(() => adminApi.updateResource(row.id, { ...v, category_id: v.category_id ?? null }));
        if (ok) onDone();
        return ok;
      }}
    >
      <ProFormText name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 300, message: '标题最多 300 字' }]} />
      <ProFormText name="url" label="链接" rules={[{ required: true, whitespace: true, message: '请输入链接' }, { max: 1000, message: '链接最多 1000 个字符' }]} />
      <ProFormText name="pwd" label="提取码" rules={[{ max: 16, message: '提取码最多 16 个字符' }]} />
      <ProFormText name="size" label="大小" rules={[{ max: 32, message: '大小最多 32 个字符' }]} />
      <ProFormSelect name="category_id" label="分类" request={netdiskCateOptions} allowClear />
      <ProFormDigit name="price" label="价格（金币）" min={0} max={1000} fieldProps={{ precision: 0 }} rules={[{ required: true, message: '请输入价格' }]} />
    </ModalForm>
  );
}

function AllResources() {
  const ref = useRef<ActionType>(undefined);
  const reload = () => void ref.current?.reload();
  const recheck = async (id: number) => {
    try {
      const reply = await adminApi.linkcheckRecheck([id]);
      notify.success(`${reply.msg}：${reply.data.list.map((r) => `#${r.resource_id} ${CHECK_STATES[r.state] ?? r.state}`).join('，')}`);
      reload();
    } catch {
      /* the error toast (e.g. the checker is off) comes from http.ts */
    }
  };
  const columns: ProColumns<AdminResource>[] = [
    { title: 'ID', dataIndex: 'id', width: 72, search: false },
    { title: '标题', dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: '标题包含' } },
    { title: '标题', dataIndex: 'title', search: false, ellipsis: true },
    { title: '网盘', dataIndex: 'disk_type', width: 100, valueType: 'select', valueEnum: DISKS },
    { title: '分类', dataIndex: 'category_id', valueType: 'select', request: netdiskCateOptions, render: (_, r) => r.category_name || '—' },
    { title: '审核', dataIndex: 'status', valueType: 'select', valueEnum: STATUS, width: 90 },
    {
      title: '有效性',
      dataIndex: 'validity',
      valueType: 'select',
      valueEnum: VALIDITY,
      width: 150,
      // the same badge, the same words as the public pages (issue 30: 有效 here, 未验证 there)
      render: (_, r) => <ValidityBadge validity={r.validity} checkState={r.check_state} checkedTime={r.checked_time} />,
    },
    { title: '来源', dataIndex: 'source', valueType: 'select', valueEnum: SOURCE, width: 90 },
    { title: '分享者', dataIndex: 'sharer_name', search: false, render: (_, r) => r.sharer_name || '—' },
    { title: '更新时间', dataIndex: 'update_time', search: false, render: (_, r) => formatDateTime(r.update_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 250,
      render: (_, r) => [
        <EditResource key="edit" row={r} onDone={reload} />,
        <RowAction key="validity" onClick={async () => {
          if (await write(() => adminApi.setResourceInvalid(r.id, r.validity !== 'invalid'))) reload();
        }}>
          {r.validity === 'invalid' ? '恢复有效' : '标记失效'}
        </RowAction>,
        <RowAction key="recheck" onClick={() => void recheck(r.id)}>
          重新检测
        </RowAction>,
        <Popconfirm key="delete" title={`确定删除资源「${r.title}」？`} okText="删除" cancelText="取消" onConfirm={async () => {
          if (await write(() => adminApi.deleteResource(r.id))) reload();
        }}>
          <RowAction danger>删除</RowAction>
        </Popconfirm>,
      ],
    },
  ];
  return (
    <ProTable<AdminResource>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      pagination={pagination}
      search={{ labelWidth: 'auto' }}
      options={{ density: false, setting: false }}
      request={async (params) => tableData(await adminApi.resources(cleanParams(params)))}
    />
  );
}

const MODES: Record<string, string> = { off: '已关闭（CHECKER=off，不访问任何网盘）', manual: '手动（仅在重新检测时访问网盘）', on: '自动（后台按顺序检测）' };
const BREAKER: Record<string, { text: string; tone: 'green' | 'red' | 'orange' }> = {
  closed: { text: '正常', tone: 'green' }, open: { text: '熔断中', tone: 'red' }, half_open: { text: '试探中', tone: 'orange' },
};

/** Re-check resources now: ids typed as a list (issue 19). */
function RecheckForm({ disabled, onDone }: { disabled: boolean; onDone: () => void }) {
  return (
    <ModalForm<{ ids: string }>
      title="重新检测资源"
      trigger={<Button type="primary" disabled={disabled}>重新检测</Button>}
      modalProps={{ destroyOnHidden: true }}
      onFinish={async (v) => {
        const ids = [...new Set(v.ids.split(/[\s,，]+/).map(Number).filter((n) => Number.isInteger(n) && n > 0))].slice(0, 20);
        if (!ids.length) {
          notify.warning('请填写资源 ID');
          return false;
        }
        try {
          const reply = await adminApi.linkcheckRecheck(ids);
          notify.success(`${reply.msg}：${reply.data.list.map((r) => `#${r.resource_id} ${CHECK_STATES[r.state] ?? r.state}`).join('，')}`);
          onDone();
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormTextArea name="ids" label="资源 ID（逗号或空格分隔，最多 20 个）" rules={[{ required: true, whitespace: true, message: '请填写资源 ID' }]} />
    </ModalForm>
  );
}

/** The link checker per disk (issue 19): mode, counts by state, each host's breaker and last answer. */
function LinkcheckHosts() {
  const ref = useRef<ActionType>(undefined);
  const [overview, setOverview] = useState<LinkcheckOverview | null>(null);
  const columns: ProColumns<LinkcheckHost>[] = [
    { title: '网盘', dataIndex: 'disk_type', width: 100, render: (_, h) => DISK_NAMES[h.disk_type as keyof typeof DISK_NAMES] ?? h.disk_type },
    { title: '状态', dataIndex: 'breaker', width: 90, render: (_, h) => <StatusTag tone={BREAKER[h.breaker].tone}>{BREAKER[h.breaker].text}</StatusTag> },
    { title: '检测次数', dataIndex: 'checks', width: 90 },
    { title: '无法确认', dataIndex: 'failures', width: 90 },
    { title: '连续失败', dataIndex: 'streak', width: 90 },
    { title: '最近结果', dataIndex: 'last_summary', ellipsis: true, render: (_, h) => (h.last_state ? `${CHECK_STATES[h.last_state] ?? h.last_state}：${h.last_summary}` : '—') },
    { title: '最近检测', dataIndex: 'last_at', width: 170, render: (_, h) => (h.last_at ? formatDateTime(h.last_at) : '—') },
  ];
  return (
    <ProTable<LinkcheckHost>
      rowKey="disk_type"
      actionRef={ref}
      columns={columns}
      search={false}
      pagination={false}
      options={{ density: false, setting: false }}
      headerTitle={
        overview ? (
          <Typography.Text>
            {MODES[overview.mode]} · 每个网盘每秒最多 {overview.rate_per_host} 次 · {overview.recheck_hours} 小时后重新检测 ·{' '}
            {Object.entries(overview.counts).map(([k, n]) => `${CHECK_STATES[k || 'unchecked'] ?? k} ${n}`).join('，')}
          </Typography.Text>
        ) : null
      }
      toolBarRender={() => [<RecheckForm key="recheck" disabled={overview?.mode === 'off'} onDone={() => void ref.current?.reload()} />]}
      request={async () => {
        const reply = await adminApi.linkcheckOverview();
        setOverview(reply.data);
        return { data: reply.data.hosts, total: reply.data.hosts.length, success: true };
      }}
    />
  );
}

/** /admin/shareUnion — the review queue of user shares and every resource. */
export default function ShareUnionAdmin() {
  const [tab, setTab] = useState('pending');
  return (
    <PageContainer
      title={<PageTitle>分享审核与资源</PageTitle>}
      tabActiveKey={tab}
      onTabChange={setTab}
      tabList={[
        { key: 'pending', tab: '待审核' },
        { key: 'all', tab: '全部资源' },
        { key: 'linkcheck', tab: '链接检测' },
      ]}
    >
      {tab === 'pending' ? <PendingQueue /> : tab === 'linkcheck' ? <LinkcheckHosts /> : <AllResources />}
    </PageContainer>
  );
}
