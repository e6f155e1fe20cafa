import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { adminApi, type AuditEntry } from '../../api/admin';
import { cleanParams, formatDateTime, pagination, tableData, PageTitle } from './shared';

function Snapshot({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  const text = JSON.stringify(value);
  // a CSS line clamp (no JS measuring: the row height never changes after render); full text on hover
  return (
    <code
      title={text}
      style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-all', maxWidth: 320, fontSize: 12 }}
    >
      {text}
    </code>
  );
}

/** /admin/audit — every admin write: who, what, before / after, when; filterable. */
export default function AuditAdmin() {
  const columns: ProColumns<AuditEntry>[] = [
    { title: '时间', dataIndex: 'create_time', search: false, width: 150, render: (_, r) => formatDateTime(r.create_time) },
    { title: '时间范围', dataIndex: 'range', valueType: 'dateRange', hideInTable: true, search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) } },
    { title: '管理员', dataIndex: 'actor', hideInTable: true, fieldProps: { placeholder: '管理员 ID 或用户名' } },
    { title: '管理员', dataIndex: 'actor_name', search: false, width: 110 },
    { title: '操作', dataIndex: 'action', width: 150 },
    { title: '对象', dataIndex: 'entity', width: 120 },
    { title: '对象 ID', dataIndex: 'entity_id', width: 90 },
    { title: '变更前', dataIndex: 'before', search: false, render: (_, r) => <Snapshot value={r.before} /> },
    { title: '变更后', dataIndex: 'after', search: false, render: (_, r) => <Snapshot value={r.after} /> },
    { title: 'IP', dataIndex: 'ip', search: false, width: 120 },
  ];
  return (
    <PageContainer title={<PageTitle>操作日志</PageTitle>}>
      <ProTable<AuditEntry>
        rowKey="id"
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        request={async (params) => tableData(await adminApi.audit(cleanParams(params)))}
      />
    </PageContainer>
  );
}
