import { Alert, Card, Col, List, Row, Segmented, Typography } from 'antd';
import type { BoardReply } from '../../api/games';
import { GAME_NAMES } from '../../lib/games';
import { palette } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface GameBoardProps {
  board: BoardReply | null;
  period: 'day' | 'week';
  loading?: boolean;
  error?: string;
  onPeriodChange: (period: 'day' | 'week') => void;
}

/** Today's winners and the profit leaderboard (today / last 7 days). */
export function GameBoard({ board, period, loading, error, onPeriodChange }: GameBoardProps) {
  if (error) return <Alert type="error" showIcon message={error} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12}>
        <Card title="今日赢家" size="small" loading={loading && !board}>
          <List
            size="small"
            dataSource={board?.winners ?? []}
            locale={{ emptyText: <EmptyState image="simple" description="今天还没有赢家" /> }}
            renderItem={(w) => (
              <List.Item>
                <Typography.Text>
                  {w.username} 在{GAME_NAMES[w.game] ?? w.game}中赢得 <span style={{ color: palette.green }}>{w.payout}</span> 金币（下注 {w.stake}）
                </Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card
          title="盈利排行"
          size="small"
          extra={<Segmented size="small" value={period} onChange={(v) => onPeriodChange(v as 'day' | 'week')} options={[{ label: '今日', value: 'day' }, { label: '近 7 天', value: 'week' }]} />}
          loading={loading && !board}
        >
          <List
            size="small"
            dataSource={board?.leaders ?? []}
            locale={{ emptyText: <EmptyState image="simple" description="暂无上榜玩家" /> }}
            renderItem={(l, i) => (
              <List.Item extra={<span style={{ color: palette.green }}>+{l.profit}</span>}>
                {i + 1}. {l.username}（{l.bets} 局）
              </List.Item>
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
