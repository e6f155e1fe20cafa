import type { Generated } from 'kysely';

/**
 * Tables of the resource search capability (issue 5). Times are ms-epoch integers; flags 0/1.
 * The search index itself is dialect-specific and not typed here: SQLite keeps the FTS5 table
 * `resource_fts`, PostgreSQL the table `resource_search` (see server/src/search/).
 */

export interface NetdiskCategoryTable {
  id: Generated<number>;
  name: string;
  sort: number;
  created_at: number;
}

export interface ResourceTable {
  id: Generated<number>;
  title: string;
  /** normalizeText(title): what search matches against */
  title_norm: string;
  url: string;
  /** normalizeUrl(url), unique: the dedup key */
  url_norm: string;
  pwd: string;
  /** baidu | aliyun | quark | 115 | tianyi | uc | 139 | xunlei | 123 | pikpak | magnet | ed2k | other */
  disk_type: string;
  /** free text such as '2.3GB'; '' when unknown */
  size: string;
  category_id: number | null;
  /** coins to reveal the link; 0 = free */
  price: number;
  /** pending | approved | rejected */
  status: string;
  /** ok | reported | invalid */
  validity: string;
  validity_at: number;
  report_count: number;
  /** share | import | upstream | seed */
  source: string;
  sharer_id: number | null;
  views: number;
  /** coins paid to the sharer on approval (0 until then) */
  reward: number;
  review_note: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
  /** link checker (issue 19): '' never checked | ok | bad | locked | unsupported | uncertain */
  check_state: Generated<string>;
  /** ms of the last check; 0 = never */
  checked_at: Generated<number>;
  /** issue 27: ms of our checker's first unconfirmed `bad` (0 = none) */
  bad_since: Generated<number>;
}

export interface ResourceReportTable {
  id: Generated<number>;
  resource_id: number;
  user_id: number;
  reason: string;
  created_at: number;
}

/** A paid link revealed to a user: once per (user, resource); the order row is in `orders`. */
export interface ResourceUnlockTable {
  id: Generated<number>;
  resource_id: number;
  user_id: number;
  price: number;
  order_no: string;
  created_at: number;
}

export interface ResourceDailyViewTable {
  resource_id: number;
  /** Asia/Shanghai day number */
  day: number;
  views: number;
}

export interface SearchKeywordDailyTable {
  keyword: string;
  day: number;
  count: number;
}

/** Which visitors (a 16-hex hash) searched a keyword on a day: 热搜 needs several (issue 28). */
export interface SearchKeywordVisitorTable {
  day: number;
  keyword: string;
  visitor: string;
}

/** Admin-pinned hot keywords (admin page hotkey). */
export interface HotKeywordTable {
  id: Generated<number>;
  keyword: string;
  sort: number;
  created_at: number;
}

/**
 * Reviewed counted keywords (issue 28, migration 0036): keyword in its folded form (as counted),
 * 'approved' or 'rejected'; no row = awaiting review.
 */
export interface HotKeywordReviewTable {
  keyword: string;
  status: 'approved' | 'rejected';
  reviewer_id: number | null;
  reviewed_at: number;
}

/** Banned keywords (admin page bankey): searches and shared titles containing one are refused. */
export interface BannedKeywordTable {
  id: Generated<number>;
  keyword: string;
  keyword_norm: string;
  created_at: number;
}

export interface SubscriptionTable {
  id: Generated<number>;
  user_id: number;
  keyword: string;
  keyword_norm: string;
  created_at: number;
}
