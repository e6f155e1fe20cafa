import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import { pvpAdminApi, type PvpGame } from '../../api/pvp';
import { stoneMoveLabel } from '../../components/PvpGameCard';
import { cleanParams, formatDateTime, pagination, PageTitle, RowAction, StatusTag, write } from './shared';

const GAME_NAMES = { stone: '石头剪刀布', brag: '吹牛' } as const;
const STATUS = {
  open: { text: '等待应战', tone: 'orange' },
  settled: { text: '已结算', tone: 'green' },
  cancelled: { text: '已取消', tone: 'grey' },
  expired: { text: '已过期', tone: 'grey' },
} as const;

function resultText(g: PvpGame): string {
  if (g.status !== 'settled') return '—';
  const who = g.result === 'draw' ? '平局' : g.result === 'creator' ? `${g.creator.username} 胜` : `${g.responder?.username ?? ''} 胜`;
  const detail = g.game === 'stone' ? `${stoneMoveLabel(g.reveal?.secret)} 对 ${stoneMoveLabel(g.response)}` : `真「${g.reveal?.secret ?? ''}」选「${g.response ?? ''}」`;
  return `${who}（${detail}，手续费 ${g.fee}）`;
}

/**
 * /admin/pvpGame — every 石头剪刀布 / 吹牛 game with the coins in escrow; an open game can be
 * cancelled (stake refunded, the creator messaged, one audit log row). Open games show only their
 * commitment: the admin cannot see the hidden move either.
 */
export default function PvpGameAdmin() {
  const ref = useRef<ActionType>(undefined);
  const [escrow, setEscrow] = useState<number | null>(null);
  const columns: ProColumns<PvpGame>[] = [
    { title: '编号', dataIndex: 'id', search: false, width: 70 },
    { title: '游戏', dataIndex: 'game', width: 110, valueType: 'select', valueEnum: { stone: { text: GAME_NAMES.stone }, brag: { text: GAME_NAMES.brag } }, render: (_, r) => GAME_NAMES[r.game] },
    {
      title: '状态', dataIndex: 'status', width: 100, valueType: 'select',
      valueEnum: Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [k, { text: v.text }])),
      render: (_, r) => <StatusTag tone={STATUS[r.status].tone}>{STATUS[r.status].text}</StatusTag>,
    },
    { title: '发起人', dataIndex: ['creator', 'username'], search: false, width: 110 },
    { title: '押注', dataIndex: 'stake', search: false, width: 80 },
    {
      title: '内容 / 承诺', dataIndex: 'commitment', search: false,
      render: (_, r) => (
        <div style={{ maxWidth: 300 }}>
          {r.claim ? <div style={{ wordBreak: 'break-word' }}>“{r.claim}”（{r.answers.join(' / ')}）{r.invitee ? ` 邀请 ${r.invitee.username}` : ''}</div> : null}
          <code style={{ fontSize: 12, wordBreak: 'break-all' }} title={r.commitment}>{r.commitment.slice(0, 16)}…</code>
        </div>
      ),
    },
    { title: '结果', dataIndex: 'result', search: false, width: 220, render: (_, r) => resultText(r) },
    { title: '创建时间', dataIndex: 'create_time', search: false, width: 140, render: (_, r) => formatDateTime(r.create_time) },
    { title: '截止 / 结束', dataIndex: 'expire_time', search: false, width: 140, render: (_, r) => formatDateTime(r.close_time ?? r.expire_time) },
    {
      title: '操作', valueType: 'option', width: 110,
      render: (_, r) =>
        r.status === 'open'
          ? [
              <Popconfirm key="cancel" title={`取消第 ${r.id} 局并退还 ${r.stake} 金币给 ${r.creator.username}？`} okText="确定" cancelText="取消" onConfirm={async () => {
                if (await write(() => pvpAdminApi.cancel(r.id))) void ref.current?.reload();
              }}>
                <RowAction danger>取消并退还</RowAction>
              </Popconfirm>,
            ]
          : [],
    },
  ];
  return (
    <PageContainer title={<PageTitle>对战游戏</PageTitle>} content={escrow === null ? '石头剪刀布与吹牛的全部对局。' : `石头剪刀布与吹牛的全部对局。当前托管押注合计 ${escrow} 金币。`}>
      <ProTable<PvpGame, { game?: PvpGame['game']; status?: PvpGame['status'] }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        pagination={pagination}
        search={{ labelWidth: 'auto' }}
        options={{ density: false, setting: false }}
        request={async (params) => {
          const reply = await pvpAdminApi.list(cleanParams(params) as never);
          setEscrow(reply.data.escrow);
          return { data: reply.data.list, total: reply.data.total, success: true };
        }}
      />
    </PageContainer>
  );
}
