import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { sourceAdapters } from '../providers/sources';
import type { ResourcesRepository } from '../repositories/resources-repository';
import { SourcesRepository } from '../repositories/sources-repository';
import { SubscriptionsRepository } from '../repositories/subscriptions-repository';
import type { HotKeywordService } from '../services/hot-keyword-service';
import type { SiteConfigService } from '../services/site-config-service';
import type { SubscriptionService } from '../services/subscription-service';
import { SourcePipeline } from './source-pipeline';
import { SourceService } from './source-service';
import { SourceScheduler } from './scheduler';

export interface SourceServices {
  /** 资源来源 (issue 29) — see sources/source-service.ts */
  sources: SourceService;
  /** its background loop (SOURCES_SCHEDULER=on) — see sources/scheduler.ts */
  sourceScheduler: SourceScheduler;
}

export function createSourceContext(
  config: AppConfig,
  db: DB,
  clock: Clock,
  deps: { resources: ResourcesRepository; hotKeywords: HotKeywordService; subscriptions: SubscriptionService; siteConfig: SiteConfigService },
): SourceServices {
  const repo = new SourcesRepository(db);
  const subsRepo = new SubscriptionsRepository(db);
  const subscribedKeywords = async () => {
    const out = new Set<string>();
    for await (const batch of subsRepo.all()) for (const s of batch) out.add(s.keyword);
    return [...out];
  };
  const pipeline = new SourcePipeline(deps.resources, repo, deps.hotKeywords, deps.subscriptions, clock);
  const sources = new SourceService(
    repo, pipeline, sourceAdapters(config.sources.dropDir), deps.hotKeywords, deps.siteConfig, config.sources, clock, subscribedKeywords,
  );
  return { sources, sourceScheduler: new SourceScheduler(sources, config.sources.tickMs) };
}

/** Starts the sources scheduler when the app is ready (SOURCES_SCHEDULER=on) and stops it before the database closes. */
export const sourceSchedulerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    if (app.ctx.config.sources.scheduler) app.ctx.services.sourceScheduler.start();
  });
  app.addHook('onClose', async () => {
    await app.ctx.services.sourceScheduler.stop();
  });
});
