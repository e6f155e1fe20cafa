import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { adminApi, type AuditEntry } from '../../api/admin';
import { AUDIT_ENTITIES, auditActionLabel, auditChanges, fieldLabel } from '../../lib/labels';
import { cleanParams, formatDateTime, pagination, tableData, PageTitle } from './shared';

/** The readable diff of a row (issue 16): each changed field as 名称：before → after. */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (!changes.length) return <span>—</span>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none', fontSize: 12, maxWidth: 420 }}>
      {changes.slice(0, 6).map((c) => (
        <li key={c.field} style={{ overflowWrap: 'anywhere' }}>
          <strong>{c.label}</strong>：<span style={{ textDecoration: c.after === '（已删除）' ? 'line-through' : undefined }}>{clip(c.before)}</span> → {clip(c.after)}
        </li>
      ))}
      {changes.length > 6 ? <li>另有 {changes.length - 6} 项变更</li> : null}
    </ul>
  );
}

const clip = (text: string) => (Array.from(text).length > 60 ? `${Array.from(text).slice(0, 60).join('')}…` : text);

const ENTITY_ENUM = Object.fromEntries(Object.entries(AUDIT_ENTITIES).map(([k, text]) => [k, { text }]));

/** /admin/audit — every admin write: who, what, before / after, when; filterable. */
export default function AuditAdmin() {
  const columns: ProColumns<AuditEntry>[] = [
    { title: '时间', dataIndex: 'create_time', search: false, width: 150, render: (_, r) => formatDateTime(r.create_time) },
    { title: '时间范围', dataIndex: 'range', valueType: 'dateRange', hideInTable: true, search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) } },
    { title: '管理员', dataIndex: 'actor', hideInTable: true, fieldProps: { placeholder: '管理员 ID 或用户名' } },
    { title: '管理员', dataIndex: 'actor_name', search: false, width: 110 },
    { title: '操作', dataIndex: 'action', width: 150, render: (_, r) => auditActionLabel(r.action) },
    { title: '对象', dataIndex: 'entity', width: 120, valueType: 'select', valueEnum: ENTITY_ENUM },
    { title: '对象 ID', dataIndex: 'entity_id', width: 90, render: (_, r) => (r.entity === 'config' || r.entity === 'web_setting') && r.entity_id && !/^\d+$/.test(String(r.entity_id)) ? fieldLabel(String(r.entity_id)) : r.entity_id || '—' },
    { title: '变更（前 → 后）', dataIndex: 'after', search: false, render: (_, r) => <Changes before={r.before} after={r.after} /> },
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
