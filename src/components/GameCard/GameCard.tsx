import type { GameCard as GameCardData } from '../../api/games';
import { palette } from '../../theme/tokens';
import { LinkButton } from '../Button';
import { Card } from '../Card';
import { Tag } from '../Tag';
import styles from './GameCard.module.css';

export interface GameCardProps {
  game: GameCardData;
}

const STATUS: Record<GameCardData['status'], { text: string; color: string }> = {
  open: { text: '开放中', color: palette.green },
  closed: { text: '已关闭', color: palette.red },
  soon: { text: '即将开放', color: palette.inkSecondary },
};

/**
 * A game of the hall: state, rules summary, limits, return to player, today's count, a link to
 * play. Drawn without antd (issue 31: the game hall is a public page).
 */
export function GameCard({ game }: GameCardProps) {
  const status = STATUS[game.status];
  return (
    <Card title={game.name} extra={<Tag color={{ text: status.color, bg: palette.white, border: status.color }}>{status.text}</Tag>} className={styles.card}>
      <div className={styles.body}>
        <p className={styles.summary}>{game.summary}</p>
        <span className={styles.muted}>{game.limits}</span>
        <div className={styles.figures}>
          <span>返还率：{game.rtp === null ? '—' : `${game.rtp}%`}</span>
          <span>今日 {game.today_count} 局</span>
        </div>
        {game.status === 'closed' && <span className={styles.closed}>{game.name}已暂停开放</span>}
        <LinkButton variant={game.status === 'open' ? 'primary' : 'default'} href={`#${game.path}`} aria-label={`${game.status === 'soon' ? '即将开放' : '进入游戏'}：${game.name}`}>
          {game.status === 'soon' ? '即将开放' : '进入游戏'}
        </LinkButton>
      </div>
    </Card>
  );
}
