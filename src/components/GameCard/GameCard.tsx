import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { GameCard as GameCardData } from '../../api/games';
import { palette, spacing } from '../../theme';

export interface GameCardProps {
  game: GameCardData;
}

const STATUS: Record<GameCardData['status'], { text: string; color: string }> = {
  open: { text: '开放中', color: palette.green },
  closed: { text: '已关闭', color: palette.red },
  soon: { text: '即将开放', color: palette.inkSecondary },
};

/** A game of the hall: state, rules summary, limits, return to player, today's count, a link to play. */
export function GameCard({ game }: GameCardProps) {
  const status = STATUS[game.status];
  return (
    <Card
      title={game.name}
      extra={<Tag style={{ color: status.color, borderColor: status.color, background: palette.white }}>{status.text}</Tag>}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={spacing.sm}>
        <Typography.Paragraph style={{ margin: 0 }}>{game.summary}</Typography.Paragraph>
        <Typography.Text type="secondary">{game.limits}</Typography.Text>
        <Flex gap={spacing.md} wrap>
          <span>返还率：{game.rtp === null ? '—' : `${game.rtp}%`}</span>
          <span>今日 {game.today_count} 局</span>
        </Flex>
        {game.status === 'closed' && <Typography.Text type="danger">{game.name}已暂停开放</Typography.Text>}
        <Button type={game.status === 'open' ? 'primary' : 'default'} href={`#${game.path}`} aria-label={`${game.status === 'soon' ? '即将开放' : '进入游戏'}：${game.name}`}>
          {game.status === 'soon' ? '即将开放' : '进入游戏'}
        </Button>
      </Flex>
    </Card>
  );
}
