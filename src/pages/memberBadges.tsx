import { useCallback, useMemo, type ReactNode } from 'react';
import { NameBadgeContext, type NameBadgeSource } from '../components/UserName/badgeContext';
import { badgesWanted, useAppDispatch, useAppSelector } from '../store';

/**
 * Gives every UserName on the page its level and titles from the store (issue 33): names ask with
 * badgesWanted, src/sagas/community.ts fetches them in batches.
 */
export function MemberBadgesProvider({ children }: { children: ReactNode }) {
  const badges = useAppSelector((s) => s.community.badges);
  const dispatch = useAppDispatch();
  // `want` stays the same function while badges arrive, so names do not ask again on every update
  const want = useCallback((id: number) => void dispatch(badgesWanted([id])), [dispatch]);
  const source = useMemo<NameBadgeSource>(() => ({ lookup: (id) => badges[id]?.badge ?? undefined, want }), [badges, want]);
  return <NameBadgeContext.Provider value={source}>{children}</NameBadgeContext.Provider>;
}
