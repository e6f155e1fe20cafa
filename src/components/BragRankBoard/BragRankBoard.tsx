import { CloseCircleFilled } from '@ant-design/icons';
import { useState } from 'react';
import type { BragRankRow } from '../../api/pvp';
import { Alert } from '../Alert';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { RadioGroup } from '../RadioGroup';
import { Skeleton } from '../Skeleton';
import styles from './BragRankBoard.module.css';

export interface BragRankBoardProps {
  profit: BragRankRow[];
  wins: BragRankRow[];
  loading?: boolean;
  error?: string;
}

function Board({ rows, kind, loading, error }: { rows: BragRankRow[]; kind: 'profit' | 'wins'; loading?: boolean; error?: string }) {
  if (error)
    return (
      <Alert type="error" role="alert" icon={<CloseCircleFilled />} title="排行加载失败">
        {error}
      </Alert>
    );
  if (loading && rows.length === 0)
    return (
      <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
        {['100%', '100%', '100%', '61%'].map((w, i) => (
          <Skeleton key={i} width={w} />
        ))}
      </div>
    );
  if (rows.length === 0) return <EmptyState image="simple" description="暂无数据" />;
  return (
    <ol className={styles.list} aria-label={kind === 'profit' ? '牛王' : '牛胜'}>
      {rows.map((r) => (
        <li key={r.user.id} className={styles.item}>
          <span className={styles.who}>
            <span className={styles.rank}>{r.rank}</span>
            <span className={styles.name}>{r.user.username}</span>
            <span className={styles.sub}>{kind === 'profit' ? `${r.wins} 胜 / ${r.games} 局` : `净赢 ${r.profit} 金币 / ${r.games} 局`}</span>
          </span>
          <span className={styles.score}>{kind === 'profit' ? `+${r.profit} 金币` : `${r.wins} 胜`}</span>
        </li>
      ))}
    </ol>
  );
}

/** 吹牛 leaderboards: 牛王 (most coins won) and 牛胜 (most wins). */
const BOARDS = [
  { value: 'profit', label: '牛王', rule: '按净赢金币排名' },
  { value: 'wins', label: '牛胜', rule: '按胜场排名' },
] as const;

/** The two leaderboards behind a full-width two-way switch (a RadioGroup), drawn without antd (issue 31). */
export function BragRankBoard({ profit, wins, loading, error }: BragRankBoardProps) {
  const [kind, setKind] = useState<'profit' | 'wins'>('profit');
  return (
    <Card title={<h2 className={styles.heading}>吹牛排行</h2>} size="small" aria-label="吹牛排行">
      <div className={styles.stack}>
        <RadioGroup<'profit' | 'wins'> label="排行榜" value={kind} onChange={setKind} options={BOARDS.map(({ value, label }) => ({ value, label }))} className={styles.block} />
        <span className={styles.rule}>{BOARDS.find((b) => b.value === kind)?.rule}</span>
        <Board rows={kind === 'profit' ? profit : wins} kind={kind} loading={loading} error={error} />
      </div>
    </Card>
  );
}
