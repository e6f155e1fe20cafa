import { useState } from 'react';
import { Typography, Alert, Card, Flex, List, Segmented, Skeleton } from 'antd';
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
const BOARDS = [
  { value: 'profit', label: '牛王', rule: '按净赢金币排名' },
  { value: 'wins', label: '牛胜', rule: '按胜场排名' },
] as const;

export function BragRankBoard({ profit, wins, loading, error }: BragRankBoardProps) {
  const [kind, setKind] = useState<'profit' | 'wins'>('profit');
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>吹牛排行</h2>} size="small" role="region" aria-label="吹牛排行">
      {/* A two-way switch rather than antd Tabs: Tabs measures its bar and, when a phone's card is
          narrow at that moment, moves tabs into a "more" menu whose button breaks the tablist's ARIA. */}
      <Flex vertical gap={spacing.xs}>
        <Segmented<'profit' | 'wins'> block value={kind} onChange={setKind} options={BOARDS.map(({ value, label }) => ({ value, label }))} aria-label="排行榜" />
        <Typography.Text type="secondary">{BOARDS.find((b) => b.value === kind)?.rule}</Typography.Text>
        <Board rows={kind === 'profit' ? profit : wins} kind={kind} loading={loading} error={error} />
      </Flex>
    </Card>
  );
}
