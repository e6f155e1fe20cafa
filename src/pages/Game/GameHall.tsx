import { CloseCircleFilled } from '@ant-design/icons';
import { lazy, Suspense, useEffect } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { GameBoard } from '../../components/GameBoard';
import { GameCard } from '../../components/GameCard';
import { Skeleton } from '../../components/Skeleton';
import { gameBoardRequested, gameCatalogRequested, useAppDispatch, useAppSelector } from '../../store';
import styles from './Game.module.css';
import { useMyGameData } from './useGames';

/** My bets, my seeds and the verify tool (light components too): loaded after the hall is drawn. */
const GameHallTools = lazy(() => import('./GameHallTools'));

/** Grey lines while something loads (decorative; the box says 加载中). */
function Lines({ rows }: { rows: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="加载中" className={styles.lines}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} width={i === rows - 1 ? '61%' : '100%'} />
      ))}
    </div>
  );
}

/**
 * /main/game: the four games, today's winners and leaderboard; my recent bets and my seeds (signed
 * in) and the verify tool below. Drawn without antd, tools included (issue 31).
 */
export default function GameHall() {
  const dispatch = useAppDispatch();
  const catalog = useAppSelector((s) => s.games.catalog);
  const board = useAppSelector((s) => s.games.board);
  const token = useMyGameData('');
  useEffect(() => {
    dispatch(gameBoardRequested({ period: 'day' }));
  }, [dispatch]);

  return (
    <div className={styles.hall}>
      {catalog.error ? (
        <Alert
          role="alert"
          type="error"
          icon={<CloseCircleFilled />}
          action={
            <Button variant="link" size="small" onClick={() => dispatch(gameCatalogRequested())}>
              重试
            </Button>
          }
        >
          {catalog.error}
        </Alert>
      ) : !catalog.data ? (
        <Lines rows={4} />
      ) : (
        <>
          <div className={styles.cards}>
            {catalog.data.list.map((g) => (
              <GameCard key={g.key} game={g} />
            ))}
          </div>
          <span className={styles.note}>
            每人每天最多 {catalog.data.daily_bet_limit} 局，当日净输额上限 {catalog.data.daily_loss_limit} 金币。理性游戏，量力而行。
          </span>
        </>
      )}
      <GameBoard board={board.data} period={board.period} loading={board.loading} error={board.error} onPeriodChange={(period) => dispatch(gameBoardRequested({ period }))} />
      <Suspense fallback={<Lines rows={6} />}>
        <GameHallTools signedIn={Boolean(token)} />
      </Suspense>
    </div>
  );
}
