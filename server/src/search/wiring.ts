import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { Clock } from '../lib/time';
import { BannedKeywordsRepository } from '../repositories/banned-keywords-repository';
import { HotKeywordsRepository } from '../repositories/hot-keywords-repository';
import { OrdersRepository } from '../repositories/orders-repository';
import { ReportsRepository } from '../repositories/reports-repository';
import { ResourcesRepository } from '../repositories/resources-repository';
import type { WebSettingsRepository } from '../repositories/web-settings-repository';
import { SubscriptionsRepository } from '../repositories/subscriptions-repository';
import { HOT_APPROVAL_SETTING, HotKeywordService } from '../services/hot-keyword-service';
import type { LedgerService } from '../services/ledger-service';
import type { MessageService } from '../services/message-service';
import { ResourceService } from '../services/resource-service';
import { QueryService } from '../services/query-service';
import { SearchService } from '../services/search-service';
import { ShareService } from '../services/share-service';
import { SubscriptionService } from '../services/subscription-service';
import { SuggestService } from '../services/suggest-service';
import { UpstreamSearchService } from '../services/upstream-search-service';
import { EngineSync, OutboxSearchIndex } from './engine-sync';
import { MeilisearchEngine } from './meilisearch-engine';
import { createSearchIndex } from './search-index';

export interface ResourceRepos {
  resources: ResourcesRepository;
  resourceReports: ReportsRepository;
}

export interface ResourceServices {
  /** resource search (index + ranking + upstream merge) */
  search: SearchService;
  /** detail, paid reveal, reports, latest/list/hot, my shares */
  resources: ResourceService;
  /** paste → preview → submit; approveShare/rejectShare for the admin review */
  share: ShareService;
  subscriptions: SubscriptionService;
  /** hot keywords (counted + pinned) and banned keywords */
  hotKeywords: HotKeywordService;
  upstream: UpstreamSearchService;
  /** as-you-type suggestions and related queries (issue 15) */
  suggest: SuggestService;
  /** the outbox pusher of an external search engine (issue 36); null with the built-in index */
  engineSync: EngineSync | null;
}

/** Wires the resource/search capability (issue 5) into the app context. */
export function createResourceContext(
  config: AppConfig,
  dbHandle: DatabaseHandle,
  clock: Clock,
  ledger: LedgerService,
  messages: MessageService,
  settings: WebSettingsRepository,
): { repos: ResourceRepos; services: ResourceServices } {
  const db = dbHandle.db;
  const warn = (m: string) => console.warn(`[ujuso] ${m}`);
  // issue 36: an external engine serves search; the built-in index is still written (the fallback,
  // and the rules) and queues each change for the engine in the same transaction (engine-sync.ts)
  const ec = config.searchEngine;
  const external = ec.kind === 'meilisearch'
    ? { engine: new MeilisearchEngine({ url: ec.url, key: ec.key, index: ec.index, timeoutMs: ec.timeoutMs }), syncMs: ec.syncMs, retryMs: ec.retryMs }
    : null;
  const builtinIndex = createSearchIndex(dbHandle);
  const resources = new ResourcesRepository(db, external ? new OutboxSearchIndex(builtinIndex, () => clock.now()) : builtinIndex, dbHandle.kind);
  // issue 28: counted keywords show only once approved while 配置 → 搜索 → 热搜词需审核 is on (unset = on)
  const needApproval = async () => (await settings.byNames([HOT_APPROVAL_SETTING]))[0]?.value !== 'false';
  const hotKeywords = new HotKeywordService(new HotKeywordsRepository(db), new BannedKeywordsRepository(db), clock, needApproval);
  const upstream = new UpstreamSearchService(config.searchUpstreamUrl, db, resources, clock, warn);
  const search = new SearchService(resources, hotKeywords, upstream, clock, new QueryService(db, settings, clock));
  const engineSync = external ? new EngineSync(db, external.engine, warn, external.syncMs) : null;
  if (external && engineSync) search.useEngine(external.engine, { retryMs: external.retryMs, log: warn, stamp: () => engineSync.generation });
  const subscriptions = new SubscriptionService(new SubscriptionsRepository(db), messages, hotKeywords, clock);
  return {
    repos: { resources, resourceReports: new ReportsRepository(db) },
    services: {
      search,
      resources: new ResourceService(resources, new OrdersRepository(db), ledger, search, hotKeywords, clock),
      share: new ShareService(resources, ledger, messages, subscriptions, hotKeywords, clock),
      subscriptions,
      hotKeywords,
      upstream,
      // rebuilt when the hot list may show something else: reviews, pinned or banned words, the approval switch
      suggest: new SuggestService(db, hotKeywords, clock, () => hotKeywords.listStamp() + settings.stamp()),
      engineSync,
    },
  };
}
