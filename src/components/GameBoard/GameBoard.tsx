import { CloseCircleFilled } from '@ant-design/icons';
import type { BoardReply } from '../../api/games';
import { GAME_NAMES } from '../../lib/games';
import { palette } from '../../theme/tokens';
import { Alert } from '../Alert';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { RadioGroup } from '../RadioGroup';
import { Skeleton } from '../Skeleton';
import styles from './GameBoard.module.css';

export interface GameBoardProps {
  board: BoardReply | null;
  period: 'day' | 'week';
  loading?: boolean;
  error?: string;
  onPeriodChange: (period: 'day' | 'week') => void;
}

/** Grey lines while the board loads (antd Card's loading look). */
function Loading() {
  return (
    <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
      {['100%', '100%', '61%'].map((w, i) => (
        <Skeleton key={i} width={w} />
      ))}
    </div>
  );
}

/**
 * Today's winners and the profit leaderboard (today / last 7 days). Drawn without antd (issue 31:
 * the game hall is a public page); the leaderboard's period is a RadioGroup.
 */
export function GameBoard({ board, period, loading, error, onPeriodChange }: GameBoardProps) {
  if (error)
    return (
      <Alert role="alert" type="error" icon={<CloseCircleFilled />}>
        {error}
      </Alert>
    );
  const waiting = loading && !board;
  const winners = board?.winners ?? [];
  const leaders = board?.leaders ?? [];
  return (
    <div className={styles.grid}>
      <Card title="今日赢家" size="small">
        {waiting ? (
          <Loading />
        ) : winners.length === 0 ? (
          <EmptyState image="simple" description="今天还没有赢家" />
        ) : (
          <ul aria-label="今日赢家" className={styles.list}>
            {winners.map((w, i) => (
              <li key={i} className={styles.item}>
                {w.username} 在{GAME_NAMES[w.game] ?? w.game}中赢得 <span style={{ color: palette.green }}>{w.payout}</span> 金币（下注 {w.stake}）
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title="盈利排行"
        size="small"
        extra={
          <RadioGroup<'day' | 'week'>
            label="排行时间范围"
            value={period}
            onChange={onPeriodChange}
            options={[
              { label: '今日', value: 'day' },
              { label: '近 7 天', value: 'week' },
            ]}
          />
        }
      >
        {waiting ? (
          <Loading />
        ) : leaders.length === 0 ? (
          <EmptyState image="simple" description="暂无上榜玩家" />
        ) : (
          <ol aria-label="盈利排行" className={styles.list}>
            {leaders.map((l, i) => (
              <li key={l.username} className={styles.item}>
                {i + 1}. {l.username}（{l.bets} 局）<span style={{ color: palette.green }}>+{l.profit}</span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
