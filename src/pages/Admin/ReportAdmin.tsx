import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Modal, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { REPORT_ACTIONS, REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from '../../../contract/pm-constants';
import { reportsAdminApi, type AdminConversation, type AdminReport, type ReportAction } from '../../api/pm';
import { cleanParams, formatDateTime, pagination, PageTitle, RowAction, StatusTag, write } from './shared';

const STATUS_TONE = { open: 'orange', dismissed: 'grey', done: 'green' } as const;

/** Where the reported item is, for the admin to look at it in the forum. */
function targetHref(r: AdminReport): string | null {
  if (r.kind === 'article') return `#/main/bbs/post/${r.target_id}`;
  if (r.kind === 'reply' && r.article_id) return `#/main/bbs/post/${r.article_id}`;
  return null;
}

/** The actions that fit a report (as the existing admin actions allow). */
function actionsFor(r: AdminReport): ReportAction[] {
  const out: ReportAction[] = [];
  if (r.kind === 'reply') out.push('hide_reply');
  if (r.kind === 'article') out.push('delete_article');
  out.push('ban_author', 'dismiss');
  return out;
}

/**
 * /admin/report — the 举报 queue (issue 33, ADR 0033c): reports of posts, replies and private
 * conversations, newest first. Each action closes every open report of the same item and writes one
 * audit row (内容举报 → 隐藏回复 / 删除帖子 / 封禁作者 / 驳回举报). A reported conversation is read here
 * (read-only); the reading is audited too.
 */
export default function ReportAdmin() {
  const ref = useRef<ActionType>(undefined);
  const [conversation, setConversation] = useState<{ report: AdminReport; data: AdminConversation } | null>(null);
  const columns: ProColumns<AdminReport>[] = [
    { title: '编号', dataIndex: 'id', search: false, width: 70 },
    {
      title: '状态', dataIndex: 'status', width: 90, valueType: 'select', initialValue: 'open',
      valueEnum: { ...Object.fromEntries(Object.entries(REPORT_STATUSES).map(([k, v]) => [k, { text: v }])), all: { text: '全部' } },
      render: (_, r) => <StatusTag tone={STATUS_TONE[r.status]}>{REPORT_STATUSES[r.status]}</StatusTag>,
    },
    {
      title: '对象', dataIndex: 'kind', width: 100, valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(REPORT_KINDS).map(([k, v]) => [k, { text: v }])),
      render: (_, r) => {
        const href = targetHref(r);
        return href ? <a href={href} target="_blank" rel="noreferrer">{REPORT_KINDS[r.kind]}</a> : REPORT_KINDS[r.kind];
      },
    },
    { title: '原因', dataIndex: 'reason', search: false, width: 110, render: (_, r) => REPORT_REASONS[r.reason] },
    {
      title: '被举报内容', dataIndex: 'excerpt', search: false,
      render: (_, r) => (
        <div style={{ maxWidth: 360, wordBreak: 'break-word' }}>
          {r.excerpt || '—'}
          {r.detail ? <div style={{ color: 'rgba(0,0,0,0.55)', marginTop: 4 }}>补充说明：{r.detail}</div> : null}
        </div>
      ),
    },
    { title: '作者', dataIndex: ['target_user', 'username'], search: false, width: 110 },
    { title: '举报人', dataIndex: ['reporter', 'username'], search: false, width: 110 },
    { title: '同一对象待处理', dataIndex: 'same_target_open', search: false, width: 80 },
    { title: '举报时间', dataIndex: 'create_time', search: false, width: 140, render: (_, r) => formatDateTime(r.create_time) },
    {
      title: '处理', dataIndex: 'action', search: false, width: 110,
      render: (_, r) => (r.action ? REPORT_ACTIONS[r.action as ReportAction] ?? '—' : '—'),
    },
    {
      title: '操作', valueType: 'option', width: 200,
      render: (_, r) => [
        r.kind === 'conversation' ? (
          <RowAction key="read" onClick={async () => {
            const reply = await reportsAdminApi.conversation(r.id);
            setConversation({ report: r, data: reply.data });
          }}>查看会话</RowAction>
        ) : null,
        ...(r.status === 'open'
          ? actionsFor(r).map((a) => (
              <Popconfirm key={a} title={`${REPORT_ACTIONS[a]}？同一对象的待处理举报会一并关闭。`} okText="确定" cancelText="取消" onConfirm={async () => {
                if (await write(() => reportsAdminApi.resolve(r.id, a))) void ref.current?.reload();
              }}>
                <RowAction danger={a !== 'dismiss'}>{REPORT_ACTIONS[a]}</RowAction>
              </Popconfirm>
            ))
          : []),
      ],
    },
  ];
  return (
    <PageContainer title={<PageTitle>举报处理</PageTitle>} content="会员对帖子、回复和私信会话的举报。处理一条举报时，同一对象的待处理举报会一并关闭，并记入操作日志。">
      <ProTable<AdminReport, { status?: string; kind?: string }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        scroll={{ x: 1200 }}
        request={async (params) => {
          const reply = await reportsAdminApi.list(cleanParams(params) as never);
          return { data: reply.data.list, total: reply.data.total, success: true };
        }}
      />
      <Modal open={conversation !== null} title="被举报的私信会话（只读）" footer={null} onCancel={() => setConversation(null)}>
        {conversation ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {conversation.data.list.map((m) => {
              const who = conversation.data.members.find((u) => u.id === m.sender_id)?.username ?? '已注销用户';
              return (
                <div key={m.id}>
                  <strong>{who}</strong> <span style={{ color: 'rgba(0,0,0,0.45)' }}>{formatDateTime(m.create_time)}</span>
                  <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.content}</div>
                </div>
              );
            })}
          </Space>
        ) : null}
      </Modal>
    </PageContainer>
  );
}
