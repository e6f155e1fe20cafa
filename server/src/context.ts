import type { AppConfig } from './config';
import type { DatabaseHandle, DB } from './db/database';
import { systemClock, type Clock } from './lib/time';
import { ArticlesRepository } from './repositories/articles-repository';
import { LedgerRepository } from './repositories/ledger-repository';
import { MessagesRepository } from './repositories/messages-repository';
import { SessionsRepository } from './repositories/sessions-repository';
import { UsersRepository } from './repositories/users-repository';
import { WebSettingsRepository } from './repositories/web-settings-repository';
import { loadAccountSettings } from './services/account-settings';
import { ArticleService, DEFAULT_ARTICLE_RULES } from './services/article-service';
import { BbsCategoryService } from './services/bbs-category-service';
import { LedgerService } from './services/ledger-service';
import { MessageService } from './services/message-service';
import { SessionService } from './services/session-service';
import { WebSettingsService } from './services/web-settings-service';
import { createAccountContext, type AccountRepos, type AccountServices } from './services/account-wiring';
import { createResourceContext, type ResourceRepos, type ResourceServices } from './search/wiring';
import { createAdminContext, type AdminServices } from './services/admin-wiring';
import type { GameEngine } from './games/game-engine';
import { createGamesContext } from './games/wiring';
import type { GamesRepository } from './repositories/games-repository';
import { createPvpContext } from './games/pvp/wiring';
import type { PvpService } from './games/pvp/pvp-service';
import { ReplyService } from './services/reply-service';
import { createPromoContext, type PromoServices } from './services/promo-wiring';
import { Invalidation } from './cache/invalidation';
import { createLinkcheckContext, type LinkcheckServices } from './linkcheck/wiring';
import { createSourceContext, type SourceServices } from './sources/wiring';
import { createCommunityContext, type CommunityServices } from './community/wiring';
import { MediaService } from './media/media-service';
import { createMediaStorage } from './media/wiring';
import { LiveHub } from './live/live-hub';
import { PmRepository } from './repositories/pm-repository';
import { RepliesRepository } from './repositories/replies-repository';
import { PmService } from './services/pm-service';
import { ContentReportService } from './services/content-report-service';

/**
 * Everything a route needs, wired once per app: repositories (SQL) and services (rules).
 * Routes reach it as `app.ctx`; tests build an app with their own clock.
 */
export interface AppContext {
  config: AppConfig;
  db: DB;
  dbHandle: DatabaseHandle;
  clock: Clock;
  /**
   * Cross-process cache invalidation (issue 18): every cache a write can make stale is
   * registered here with what invalidates it — see cache/invalidation.ts and registerCaches().
   */
  invalidation: Invalidation;
  /** resources/search (issue 5): repos.resources, repos.resourceReports — see search/wiring.ts */
  repos: ResourceRepos & AccountRepos & {
    users: UsersRepository;
    sessions: SessionsRepository;
    webSettings: WebSettingsRepository;
    ledger: LedgerRepository;
    messages: MessagesRepository;
    articles: ArticlesRepository;
    /** games (issue 11) */
    games: GamesRepository;
  };
  /** resources/search (issue 5): services.search, resources, share, subscriptions, hotKeywords, upstream */
  services: ResourceServices & AccountServices & AdminServices & PromoServices & LinkcheckServices & SourceServices & CommunityServices & {
    sessions: SessionService;
    webSettings: WebSettingsService;
    /** the only writer of coin balances — see services/ledger-service.ts */
    ledger: LedgerService;
    /** system messages to users — see services/message-service.ts */
    messages: MessageService;
    /** forum articles — see services/article-service.ts */
    articles: ArticleService;
    bbsCategories: BbsCategoryService;
    /** the game engine (issue 11) — see games/game-engine.ts */
    games: GameEngine;
    /** 石头剪刀布 and 吹牛 between members (issue 12) — see games/pvp/pvp-service.ts */
    pvp: PvpService;
    /** forum replies, mentions, blocks (issue 17) — see services/reply-service.ts */
    replies: ReplyService;
    /** avatars and pictures in posts, @-mention lookup (issue 33) — see media/media-service.ts */
    media: MediaService;
    /** the live channel's cross-process bus and EventSource tickets (issue 33) — see live/live-hub.ts */
    live: LiveHub;
    /** 私信 (issue 33) — see services/pm-service.ts */
    pm: PmService;
    /** 举报 of posts, replies and conversations, and the admin queue (issue 33) */
    contentReports: ContentReportService;
  };
}

export function createContext(config: AppConfig, dbHandle: DatabaseHandle, clock: Clock = systemClock): AppContext {
  const db = dbHandle.db;
  const repos = {
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    webSettings: new WebSettingsRepository(db),
    ledger: new LedgerRepository(db),
    messages: new MessagesRepository(db),
    articles: new ArticlesRepository(db, dbHandle.kind),
  };
  const services = {
    sessions: new SessionService(repos.sessions, clock),
    webSettings: new WebSettingsService(repos.webSettings, clock),
    ledger: new LedgerService(db, repos.ledger, clock, dbHandle.kind === 'sqlite' && process.env.LEDGER_GROUP_COMMIT !== '0', dbHandle.kind),
    messages: new MessageService(repos.messages, clock),
    live: new LiveHub(db, clock, config.live),
  };
  services.ledger.setLive(services.live);
  const forum = {
    articles: new ArticleService(db, dbHandle.kind, services.ledger, clock, DEFAULT_ARTICLE_RULES, async () =>
      (await loadAccountSettings(services.webSettings)).articleTipCoin, () => repos.webSettings.stamp()),
    bbsCategories: new BbsCategoryService(db, clock),
  };
  const accountCtx = createAccountContext(config, db, clock, { users: repos.users, ...services });
  const resourceCtx = createResourceContext(config, dbHandle, clock, services.ledger, services.messages, repos.webSettings);
  const adminCtx = createAdminContext(db, clock, {
    users: repos.users, webSettings: repos.webSettings, cdKeys: accountCtx.repos.cdKeys, inviteCodes: accountCtx.repos.inviteCodes,
    resources: resourceCtx.repos.resources, hotKeywords: resourceCtx.services.hotKeywords, share: resourceCtx.services.share,
  });
  const gamesCtx = createGamesContext(db, clock, { ledger: services.ledger, users: repos.users, webSettings: services.webSettings });
  const pvpCtx = createPvpContext(db, clock, {
    ledger: services.ledger, messages: services.messages, webSettings: services.webSettings,
    hotKeywords: resourceCtx.services.hotKeywords, audit: adminCtx.services.audit,
  });
  gamesCtx.services.games.setExternalCards(() => pvpCtx.pvp.hallCards());
  const replies = new ReplyService(db, dbHandle.kind, clock, {
    ledger: services.ledger, messages: services.messages, hotKeywords: resourceCtx.services.hotKeywords, webSettings: services.webSettings,
    articles: forum.articles, audit: adminCtx.services.audit, users: repos.users,
  });
  const pm = new PmService(new PmRepository(db), clock, {
    users: repos.users, ledger: services.ledger, hotKeywords: resourceCtx.services.hotKeywords, replies, webSettings: services.webSettings, live: services.live,
  });
  services.messages.setLive(services.live, (userId) => pm.unreadCount(userId));
  const contentReports = new ContentReportService(db, clock, {
    articles: repos.articles, articleService: forum.articles, replies: new RepliesRepository(db, dbHandle.kind), replyService: replies, pm,
    users: repos.users, accounts: accountCtx.services.accounts, audit: adminCtx.services.audit,
  });
  const promoCtx = createPromoContext(config, db, clock, adminCtx.services.audit);
  const dataVersion = dbHandle.sqlite?.prepare('PRAGMA data_version').pluck();
  const invalidation = new Invalidation(db, undefined, dataVersion ? () => Number(dataVersion.get()) : undefined);
  const index = resourceCtx.repos.resources.index as { generation: number };
  const hot = resourceCtx.services.hotKeywords;
  // What invalidates each cache: its own process's writes (the local counter, at once) and
  // every other process's writes of the same topic (cache_generations, from the next request).
  invalidation.register({ name: '资源搜索候选缓存 + 匿名搜索回复缓存 (search order / reply cache)', topic: 'search',
    local: () => index.generation, drop: () => void index.generation++ });
  invalidation.register({ name: '论坛搜索匹配缓存 + 匿名帖子列表缓存 (forum match / list cache)', topic: 'articles',
    local: () => forum.articles.listStamp(), drop: () => forum.articles.dropCaches() });
  invalidation.register({ name: '匿名文章详情缓存：点赞、打赏 (anonymous article detail cache: likes, tips)', topic: 'article-counters',
    local: () => forum.articles.counterStamp(), drop: () => forum.articles.dropCounters() });
  invalidation.register({ name: '匿名回复列表缓存 (anonymous reply list cache)', topic: 'replies',
    local: () => replies.stamp(), drop: () => replies.dropCaches() });
  invalidation.register({ name: '站点设置快照 (web_settings snapshot: prices, notice, flags)', topic: 'settings',
    local: () => repos.webSettings.stamp(), drop: () => repos.webSettings.invalidate() });
  invalidation.register({ name: '违禁词缓存 (banned words)', topic: 'banned',
    local: () => hot.bannedStamp(), drop: () => hot.dropBanned() });
  // issue 28: approve / reject / undo of counted keywords and pinned-word changes — the suggestion
  // set and the anonymous search replies (related, did_you_mean) compare hot.listStamp()
  invalidation.register({ name: '公开热搜词：联想词集合 + 匿名搜索回复 (suggestion set, search replies)', topic: 'hot-keywords',
    local: () => hot.listStamp(), drop: () => hot.dropList() });
  const linkcheckCtx = createLinkcheckContext(config, db, clock, {
    resources: resourceCtx.repos.resources, webSettings: services.webSettings, search: resourceCtx.services.search, upstream: resourceCtx.services.upstream,
  });
  // 资源来源 (issue 29)
  const sourceCtx = createSourceContext(config, db, clock, {
    resources: resourceCtx.repos.resources, hotKeywords: resourceCtx.services.hotKeywords,
    subscriptions: resourceCtx.services.subscriptions, siteConfig: adminCtx.services.siteConfig,
  });
  const communityCtx = createCommunityContext(db, clock, { accounts: accountCtx.services.accounts, settings: services.webSettings, audit: adminCtx.services.audit });
  // avatars and pictures in posts (issue 33, ADR 0033b)
  const media = new MediaService(db, clock, createMediaStorage(config.media), { users: repos.users, replies, webSettings: services.webSettings });
  // issue 35: PanSou's source labels come from the sources a link was crawled from
  linkcheckCtx.pansou.useSourceLabels((ids) => sourceCtx.sources.channelsOf(ids));
  linkcheckCtx.pansou.useSourceImages((ids) => sourceCtx.sources.imagesOf(ids));
  return {
    config, db, dbHandle, clock, invalidation,
    repos: { ...repos, ...accountCtx.repos, ...resourceCtx.repos, ...gamesCtx.repos },
    services: {
      ...services, ...accountCtx.services, ...forum, ...resourceCtx.services, ...adminCtx.services, ...gamesCtx.services,
      ...pvpCtx, replies, pm, contentReports, ...promoCtx.services, ...linkcheckCtx, ...sourceCtx, ...communityCtx.services, media,
    },
  };
}
