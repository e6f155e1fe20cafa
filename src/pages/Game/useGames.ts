import { useEffect, useState } from 'react';
import type { BetView, VerifyBody } from '../../api/games';
import { gameBetsRequested, gameSeedsRequested, useAppDispatch, useAppSelector } from '../../store';

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
