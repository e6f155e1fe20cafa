import { Typography, Alert, Card, List, Skeleton, Tabs } from 'antd';
import type { BragRankRow } from '../../api/pvp';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface BragRankBoardProps {
  profit: BragRankRow[];
  wins: BragRankRow[];
  loading?: boolean;
  error?: string;
}

function Board({ rows, kind, loading, error }: { rows: BragRankRow[]; kind: 'profit' | 'wins'; loading?: boolean; error?: string }) {
  if (error) return <Alert type="error" showIcon message="排行加载失败" description={error} />;
  if (loading && rows.length === 0) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (rows.length === 0) return <EmptyState image="simple" description="暂无数据" />;
  return (
    <List<BragRankRow>
      dataSource={rows}
      renderItem={(r) => (
        <List.Item key={r.user.id} extra={<span style={{ fontWeight: fontWeights.strong }}>{kind === 'profit' ? `+${r.profit} 金币` : `${r.wins} 胜`}</span>}>
          <span style={{ width: 28, display: 'inline-block', color: alias.mutedText }}>{r.rank}</span>
          <span style={{ wordBreak: 'break-all' }}>{r.user.username}</span>
          <span style={{ color: alias.mutedText, ...typeScale.caption, marginLeft: spacing.xs }}>
            {kind === 'profit' ? `${r.wins} 胜 / ${r.games} 局` : `净赢 ${r.profit} 金币 / ${r.games} 局`}
          </span>
        </List.Item>
      )}
    />
  );
}

/** 吹牛 leaderboards: 牛王 (most coins won) and 牛胜 (most wins). */
export function BragRankBoard({ profit, wins, loading, error }: BragRankBoardProps) {
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>吹牛排行</h2>} size="small">
      <Tabs
        items={[
          // short tab names: longer ones overflow a phone's card into antd's "more" menu, which breaks the tablist's ARIA
          { key: 'profit', label: '牛王', children: <><Typography.Text type="secondary">按净赢金币排名</Typography.Text><Board rows={profit} kind="profit" loading={loading} error={error} /></> },
          { key: 'wins', label: '牛胜', children: <><Typography.Text type="secondary">按胜场排名</Typography.Text><Board rows={wins} kind="wins" loading={loading} error={error} /></> },
        ]}
      />
    </Card>
  );
}
