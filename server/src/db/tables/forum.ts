import type { Generated } from 'kysely';

/** Forum (BBS) categories — the admin's "bbsCate". */
export interface BbsCategoryTable {
  id: Generated<number>;
  name: string;
  /** smaller sorts first */
  sort: number;
  /** articles currently in this category, kept in step with `articles` inside each write transaction */
  article_count: number;
  created_at: number;
  updated_at: number;
}

/** A forum article. Content is raw Markdown (the client renders it without raw HTML, sanitized). */
export interface ArticleTable {
  id: Generated<number>;
  user_id: number;
  cate_id: number;
  title: string;
  content: string;
  /** optional network-disk share link; '' when none. Shown only to author, admins and likers. */
  source_link: string;
  /** the parsed disk kind of source_link (e.g. baidu, aliyun, quark, magnet); '' when none/unknown */
  source_disk: string;
  /** 1 = pinned (置顶) */
  fixed: number;
  views: number;
  likes: number;
  /** number of tips received */
  tips: number;
  /** coins received through tips */
  tip_coins: number;
  created_at: number;
  updated_at: number;
  /** issue 17: the last floor handed out (1 = the article itself); replies take the next */
  floor_seq: Generated<number>;
  /** visible replies */
  reply_count: Generated<number>;
  /** ms of the newest reply, 0 = none */
  last_reply_at: Generated<number>;
  /** max(created_at, last_reply_at): the 最新回复 order (a trigger sets it from created_at on insert) */
  activity_at: Generated<number>;
  /** 'like' = 点赞可见 (default), 'reply' = 回复可见 */
  reveal_mode: Generated<string>;
}

/** A reply (楼层) to an article. floor is unique per article and gapless (2 = 沙发, 3 = 板凳, 4 = 地板). */
export interface ArticleReplyTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  floor: number;
  /** raw Markdown, rendered like articles */
  content: string;
  quote_id: number | null;
  /** JSON [{user_id, username}]: the @mentions that named members when written */
  mentions: string;
  /** 0 visible, 1 deleted by its author, 2 hidden by an admin, 3 deleted by an admin */
  status: number;
  created_at: number;
  updated_at: number;
}

/** user_id has blocked (拉黑) blocked_id. */
export interface UserBlockTable {
  user_id: number;
  blocked_id: number;
  created_at: number;
}

/** One like per (article, user): the row is the proof that the user may see the source link. */
export interface ArticleLikeTable {
  article_id: number;
  user_id: number;
  created_at: number;
}

/**
 * PostgreSQL only: the article search index (SQLite uses the FTS5 table `article_fts`, which
 * Kysely does not type). norm = normalizeText(title + ' ' + content) with a pg_trgm GIN index
 * (terms of ≥ 3 characters); grams = its unigrams and bigrams with a GIN index (1–2 characters).
 */
export interface ArticleSearchTable {
  article_id: number;
  norm: string;
  grams: string[];
}
