import { useEffect, useState } from 'react';
import type { BetView, VerifyBody } from '../../api/games';
import { gameBetsRequested, gameSeedRotateRequested, gameSeedsRequested, useAppDispatch, useAppSelector } from '../../store';

/** The game's card from the hall list (null until loaded). */
export function useGameCard(key: string) {
  return useAppSelector((s) => s.games.catalog.data?.list.find((g) => g.key === key) ?? null);
}

/** Loads my seeds and my bets (of one game, or all) while signed in. */
export function useMyGameData(game: string) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.user.token);
  useEffect(() => {
    if (!token) return;
    dispatch(gameSeedsRequested());
    dispatch(gameBetsRequested({ game, page: 1 }));
  }, [dispatch, token, game]);
  return token;
}

/** The verify tool's starting values, filled from a bet of my history. */
export function useVerifyPrefill() {
  const [prefill, setPrefill] = useState<Partial<VerifyBody> | undefined>(undefined);
  const fromBet = (b: BetView) => {
    if (!b.server_seed) return;
    setPrefill({ game: b.game as 'guess' | 'egg', server_seed: b.server_seed, client_seed: b.client_seed, nonce: b.nonce, bet_id: b.id });
  };
  return { prefill, fromBet };
}

/**
 * What a house game's page (猜大小, 砸金蛋) reads: its card, my last play of it, my bets of it and my
 * seeds, with the two handlers its history and fairness panel call.
 */
export function useHouseGame(key: 'guess' | 'egg') {
  const dispatch = useAppDispatch();
  const card = useGameCard(key);
  const play = useAppSelector((s) => s.games.play);
  const seeds = useAppSelector((s) => s.games.seeds);
  const bets = useAppSelector((s) => s.games.bets);
  const coin = useAppSelector((s) => s.user.info.coin);
  const token = useMyGameData(key);
  const mine = play.game === key ? play : { status: 'idle' as const, bet: null, msg: '' };
  return {
    dispatch,
    card,
    seeds,
    bets,
    token,
    mine,
    /** my balance while signed in (the panels show it next to the stake) */
    coin: token ? coin : undefined,
    onBetsPage: (page: number, size: number) => dispatch(gameBetsRequested({ game: key, page, size })),
    onRotate: (clientSeed?: string) => dispatch(gameSeedRotateRequested({ clientSeed })),
    /** 重试 after my bets or my seeds failed to load */
    onBetsRetry: () => dispatch(gameBetsRequested({ game: key, page: bets.page })),
    onSeedsRetry: () => dispatch(gameSeedsRequested()),
  };
}
