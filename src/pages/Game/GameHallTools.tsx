import { BetHistory } from '../../components/BetHistory';
import { FairnessPanel } from '../../components/FairnessPanel';
import { VerifyForm } from '../../components/VerifyForm';
import { gameBetsRequested, gameSeedRotateRequested, gameSeedsRequested, gameVerifyRequested, useAppDispatch, useAppSelector } from '../../store';
import styles from './Game.module.css';
import { useVerifyPrefill } from './useGames';

/**
 * The hall's tools: my recent bets and my seeds (signed in), the verify tool (everyone). Drawn
 * with the light components (issue 31: no antd on the game pages, not even in a lazy chunk).
 */
export default function GameHallTools({ signedIn }: { signedIn: boolean }) {
  const dispatch = useAppDispatch();
  const seeds = useAppSelector((s) => s.games.seeds);
  const bets = useAppSelector((s) => s.games.bets);
  const verify = useAppSelector((s) => s.games.verify);
  const { prefill, fromBet } = useVerifyPrefill();
  return (
    <div className={styles.toolsStack}>
      {signedIn && (
        <BetHistory
          title="我的最近下注"
          bets={bets.list}
          total={bets.total}
          page={bets.page}
          size={bets.size}
          loading={bets.loading}
          error={bets.error}
          onPageChange={(page, size) => dispatch(gameBetsRequested({ page, size }))}
          onVerify={fromBet}
          onRetry={() => dispatch(gameBetsRequested({ page: bets.page }))}
        />
      )}
      <div className={[styles.tools, signedIn ? styles.toolsTwo : ''].filter(Boolean).join(' ')}>
        {signedIn && (
          <FairnessPanel
            seeds={seeds.data}
            loading={seeds.loading}
            error={seeds.error}
            rotating={seeds.rotating}
            lastRevealed={seeds.lastRevealed}
            onRotate={(clientSeed) => dispatch(gameSeedRotateRequested({ clientSeed }))}
            onRetry={() => dispatch(gameSeedsRequested())}
          />
        )}
        <VerifyForm initial={prefill} result={verify.data} loading={verify.loading} error={verify.error} onVerify={(body) => dispatch(gameVerifyRequested(body))} />
      </div>
    </div>
  );
}
