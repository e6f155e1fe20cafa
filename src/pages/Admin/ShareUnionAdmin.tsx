import { ModalForm, PageContainer, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Typography, type CheckboxProps } from 'antd';
import { useRef, useState, type Key } from 'react';
import { adminApi, type AdminResource, type FailedItem } from '../../api/admin';
import { DISK_NAMES, RESOURCE_SOURCES, SHARE_STATUS, VALIDITY as VALIDITY_LABELS } from '../../lib/labels';
import { notify } from '../../lib/toast';
import { cleanParams, formatDateTime, pagination, tableData, write, PageTitle, StatusTag, RowAction } from './shared';

const asEnum = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([k, text]) => [k, { text }]));
const STATUS = asEnum(SHARE_STATUS);
const VALIDITY = asEnum(VALIDITY_LABELS);
const SOURCE = asEnum(RESOURCE_SOURCES);
const DISKS = asEnum(DISK_NAMES);

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
      render: (_, r) => (
        <Typography.Text copyable={{ text: r.pwd ? `${r.url} 提取码：${r.pwd}` : r.url }} ellipsis>
          {r.url}
        </Typography.Text>
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
      width: 90,
      render: (_, r) => <StatusTag tone={r.validity === 'ok' ? 'green' : r.validity === 'invalid' ? 'red' : 'orange'}>{VALIDITY[r.validity as keyof typeof VALIDITY]?.text ?? r.validity}</StatusTag>,
    },
    { title: '来源', dataIndex: 'source', valueType: 'select', valueEnum: SOURCE, width: 90 },
    { title: '分享者', dataIndex: 'sharer_name', search: false, render: (_, r) => r.sharer_name || '—' },
    { title: '更新时间', dataIndex: 'update_time', search: false, render: (_, r) => formatDateTime(r.update_time) },
    {
      title: '操作',
      valueType: 'option',
      width: 180,
      render: (_, r) => [
        <EditResource key="edit" row={r} onDone={reload} />,
        <RowAction key="validity" onClick={async () => {
          if (await write(() => adminApi.setResourceInvalid(r.id, r.validity !== 'invalid'))) reload();
        }}>
          {r.validity === 'invalid' ? '恢复有效' : '标记失效'}
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
      ]}
    >
      {tab === 'pending' ? <PendingQueue /> : <AllResources />}
    </PageContainer>
  );
}
