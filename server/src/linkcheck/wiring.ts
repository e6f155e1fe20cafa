import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { LinkcheckRepository } from '../repositories/linkcheck-repository';
import type { ResourcesRepository } from '../repositories/resources-repository';
import { PanSouAuthService } from '../services/pansou-auth-service';
import { PanSouService } from '../services/pansou-service';
import type { SearchService } from '../services/search-service';
import type { UpstreamSearchService } from '../services/upstream-search-service';
import type { WebSettingsService } from '../services/web-settings-service';
import { LinkCheckService } from './linkcheck-service';
import { LinkCheckScheduler } from './scheduler';

export interface LinkcheckServices {
  /** the link checker (issue 19) — see linkcheck/linkcheck-service.ts */
  linkcheck: LinkCheckService;
  /** its background loop (CHECKER=on) — see linkcheck/scheduler.ts */
  linkcheckScheduler: LinkCheckScheduler;
  /** PanSou's /api/search over our index — see services/pansou-service.ts */
  pansou: PanSouService;
  /** PanSou's login tokens and the static token of /api — see services/pansou-auth-service.ts */
  pansouAuth: PanSouAuthService;
}

export function createLinkcheckContext(
  config: AppConfig,
  db: DB,
  clock: Clock,
  deps: { resources: ResourcesRepository; webSettings: WebSettingsService; search: SearchService; upstream: UpstreamSearchService },
): LinkcheckServices {
  const repo = new LinkcheckRepository(db);
  const linkcheck = new LinkCheckService(config.linkcheck, db, repo, deps.resources, deps.webSettings, clock);
  const categoryName = async (id: number) => (await deps.resources.categoryById(id))?.name ?? '';
  return {
    linkcheck,
    linkcheckScheduler: new LinkCheckScheduler(linkcheck, repo, clock),
    pansou: new PanSouService(deps.search, deps.resources, deps.upstream, categoryName),
    pansouAuth: new PanSouAuthService(config.linkcheck, clock),
  };
}

/** Starts the background checker when the app is ready (CHECKER=on) and stops it before the database closes. */
export const linkcheckSchedulerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    app.ctx.services.linkcheckScheduler.start();
  });
  app.addHook('onClose', async () => {
    await app.ctx.services.linkcheckScheduler.stop();
  });
});
