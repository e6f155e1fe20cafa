import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { CommunityRepository } from '../repositories/community-repository';
import { FavouritesRepository } from '../repositories/favourites-repository';
import { FavouriteService } from '../services/favourite-service';
import type { AccountService } from '../services/account-service';
import type { AuditService } from '../services/audit-service';
import { CommunityService } from '../services/community-service';
import type { WebSettingsService } from '../services/web-settings-service';

/** The community layer (issue 33): member pages, levels, titles. */
export interface CommunityServices {
  /** member pages, levels, titles (issue 33) — see services/community-service.ts */
  community: CommunityService;
  /** favourites (收藏) — see services/favourite-service.ts */
  favourites: FavouriteService;
}

export function createCommunityContext(
  db: DB,
  clock: Clock,
  deps: { accounts: AccountService; settings: WebSettingsService; audit: AuditService },
): { repos: { community: CommunityRepository }; services: CommunityServices } {
  const repo = new CommunityRepository(db);
  const favourites = new FavouritesRepository(db);
  return {
    repos: { community: repo },
    services: { community: new CommunityService(db, repo, deps, clock), favourites: new FavouriteService(favourites, clock) },
  };
}
