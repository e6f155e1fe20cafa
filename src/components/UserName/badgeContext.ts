import { createContext, useContext } from 'react';

/** What is shown next to a name: the level and the titles/badges an admin granted (issue 33). */
export interface NameBadge {
  /** '' | '1'–'12' | '/media/…' (issue 33); absent in older callers */
  avatar?: string;
  level: number;
  level_name: string;
  titles: Array<{ title: string; kind: 'title' | 'badge' }>;
}

/**
 * Where names find their badges. Components stay free of the store: the app provides a lookup
 * backed by the store (src/pages/memberBadges.tsx) and names ask for what they show; without a
 * provider (component stories) a name shows no badge.
 */
export interface NameBadgeSource {
  /** the badge of a member, undefined while unknown */
  lookup(id: number): NameBadge | undefined;
  /** a name with this member id is on screen (the source fetches missing badges in batches) */
  want(id: number): void;
}

export const NameBadgeContext = createContext<NameBadgeSource>({ lookup: () => undefined, want: () => undefined });

export function useNameBadge(id: number | null | undefined, given?: NameBadge | null): NameBadge | undefined {
  const source = useContext(NameBadgeContext);
  if (given) return given;
  if (!id || id <= 0) return undefined;
  return source.lookup(id);
}
