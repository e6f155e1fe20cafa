import { BetHistory } from '../../components/BetHistory';
import { FairnessPanel } from '../../components/FairnessPanel';
import styles from './HouseGame.module.css';
import type { useHouseGame } from './useGames';

/** Below a house game, while signed in: my bets of this game, then my seeds (rotate, reveal). */
export function MyGameRecords({ game, title }: { game: ReturnType<typeof useHouseGame>; title?: string }) {
  const { token, bets, seeds, onBetsPage, onRotate, onBetsRetry, onSeedsRetry } = game;
  if (!token) return null;
  return (
    <div className={styles.records}>
      <BetHistory
        title={title}
        bets={bets.list}
        total={bets.total}
        page={bets.page}
        size={bets.size}
        loading={bets.loading}
        error={bets.error}
        onPageChange={onBetsPage}
        onRetry={onBetsRetry}
      />
      <FairnessPanel
        seeds={seeds.data}
        loading={seeds.loading}
        error={seeds.error}
        rotating={seeds.rotating}
        lastRevealed={seeds.lastRevealed}
        onRotate={onRotate}
        onRetry={onSeedsRetry}
      />
    </div>
  );
}
