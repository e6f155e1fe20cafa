import type { AppMetaTable, SessionTable, UserTable, WebSettingTable } from './tables/foundation';
import type {
  CdKeyTable, InviteCodeTable, LedgerTable, LoginAttemptTable, LoginDeviceTable, LoginRewardTable, MessageTable, OrderTable, OutboxTable,
  PasswordResetTable, SignRecordTable,
} from './tables/accounts';
import type {
  BannedKeywordTable, HotKeywordReviewTable, HotKeywordTable, NetdiskCategoryTable, ResourceDailyViewTable, ResourceReportTable, ResourceTable,
  ResourceUnlockTable, SearchKeywordDailyTable, SearchKeywordVisitorTable, SubscriptionTable,
} from './tables/resources';
import type { ArticleLikeTable, ArticleReplyTable, ArticleSearchTable, ArticleTable, BbsCategoryTable, UserBlockTable } from './tables/forum';
import type { AuditLogTable } from './tables/admin';
import type { GameBetTable, GameDailyTable, GamePrizeStockTable, GameSeedHistoryTable, GameSeedTable } from './tables/games';
import type { PvpGameTable } from './tables/pvp';
import type { MovieCuratedTable, TaokeGoodsTable } from './tables/promo';
import type { LinkCheckTable, LinkcheckHostTable, LinkcheckRequestTable } from './tables/linkcheck';
import type { ResourceImageTable, ResourceSourceTable, SourceRunTable, SourceTable } from './tables/sources';
import type { SeoPushCursorTable } from './tables/seo';
import type {
  ContentReportTable, FavouriteTable, LiveEventTable, LiveTicketTable, PmConversationTable, PmMessageTable, SignMakeupStateTable, UserTitleTable,
} from './tables/community';
import type { MediaUploadTable } from './tables/media';

/**
 * The whole database as Kysely sees it. Each capability adds its tables in db/tables/<area>.ts
 * and lists them here; migrations create them (db/migrations/index.ts).
 */
export interface Database {
  app_meta: AppMetaTable;
  web_settings: WebSettingTable;
  users: UserTable;
  sessions: SessionTable;
  // accounts (issue 4)
  ledger: LedgerTable;
  sign_records: SignRecordTable;
  login_rewards: LoginRewardTable;
  messages: MessageTable;
  orders: OrderTable;
  cd_keys: CdKeyTable;
  invite_codes: InviteCodeTable;
  login_attempts: LoginAttemptTable;
  login_devices: LoginDeviceTable;
  password_resets: PasswordResetTable;
  outbox: OutboxTable;
  bbs_categories: BbsCategoryTable;
  articles: ArticleTable;
  article_likes: ArticleLikeTable;
  // resources and search (issue 5)
  netdisk_categories: NetdiskCategoryTable;
  resources: ResourceTable;
  resource_reports: ResourceReportTable;
  resource_unlocks: ResourceUnlockTable;
  resource_daily_views: ResourceDailyViewTable;
  search_keywords_daily: SearchKeywordDailyTable;
  search_keyword_visitors: SearchKeywordVisitorTable;
  hot_keywords: HotKeywordTable;
  hot_keyword_reviews: HotKeywordReviewTable;
  banned_keywords: BannedKeywordTable;
  subscriptions: SubscriptionTable;
  /** PostgreSQL only (SQLite: FTS5 article_fts) */
  article_search: ArticleSearchTable;
  // admin back office (issue 7)
  audit_log: AuditLogTable;
  // games (issue 11)
  game_seeds: GameSeedTable;
  game_seed_history: GameSeedHistoryTable;
  game_bets: GameBetTable;
  game_daily: GameDailyTable;
  game_prize_stock: GamePrizeStockTable;
  // player-versus-player games (issue 12)
  pvp_games: PvpGameTable;
  // forum replies and blocks (issue 17)
  article_replies: ArticleReplyTable;
  user_blocks: UserBlockTable;
  // 淘客 and 影视 (issue 13)
  taoke_goods: TaokeGoodsTable;
  movie_curated: MovieCuratedTable;
  // scale-out (issue 18)
  cache_generations: CacheGenerationTable;
  rate_limit_hits: RateLimitHitTable;
  // link checker (issue 19)
  link_checks: LinkCheckTable;
  linkcheck_hosts: LinkcheckHostTable;
  linkcheck_requests: LinkcheckRequestTable;
  // 资源来源 (issue 29)
  sources: SourceTable;
  source_runs: SourceRunTable;
  resource_sources: ResourceSourceTable;
  resource_images: ResourceImageTable;
  // server pages for search engines (issue 32)
  seo_push_cursors: SeoPushCursorTable;
  // community layer (issue 33)
  user_titles: UserTitleTable;
  favourites: FavouriteTable;
  sign_makeup_state: SignMakeupStateTable;
  // avatars and pictures in posts (issue 33, ADR 0033b)
  media_uploads: MediaUploadTable;
  // 私信, live channel, 举报 (issue 33, ADR 0033c)
  pm_conversations: PmConversationTable;
  pm_messages: PmMessageTable;
  live_events: LiveEventTable;
  live_tickets: LiveTicketTable;
  content_reports: ContentReportTable;
  // an external search engine's pending changes (issue 36)
  search_engine_outbox: SearchEngineOutboxTable;
}

/** Resource ids whose search entry an external engine has not confirmed yet (issue 36, search/engine-sync.ts). */
export interface SearchEngineOutboxTable {
  resource_id: number;
  queued_at: number;
}

/** One counter per cache topic (issue 18, server/src/cache/invalidation.ts). */
export interface CacheGenerationTable {
  topic: string;
  gen: number;
}

/** The shared global rate limit: hits of a key in its current window (issue 18). */
export interface RateLimitHitTable {
  key: string;
  window_start: number;
  hits: number;
}
