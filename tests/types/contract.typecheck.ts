/**
 * Compile-time proof of the one contract (issue 20, ADR 0016). Not run: `npm run typecheck`
 * compiles it (tsconfig includes tests/). Each `@ts-expect-error` below must stay an error —
 * if the line ever compiled, tsc would fail with "Unused '@ts-expect-error' directive".
 *
 * 1. The client's types are the server's schemas: a field the reply schema does not declare is a
 *    type error wherever the client reads it.
 * 2. A change to a reply schema reaches the client: a schema without a field (here derived with
 *    `.omit`, as an edit of contract/articles.ts would) yields a type where reading that field fails.
 */
import type { z } from 'zod';
import type { articleListItem } from '../../contract/articles';
import type { DashboardSummary } from '../../src/api/admin';
import type { ArticleDetail, ArticleListItem } from '../../src/api/articles';
import type { ResourceDetail, SearchResult } from '../../src/api/resources';
import type { SignStatus } from '../../src/api/sign';
import type { ApiReply } from '../../src/api/http';
import type { LoginData } from '../../src/api/users';
import type { UserInfo } from '../../src/store/slices/user';

declare const article: ArticleDetail;
declare const dashboard: DashboardSummary;
declare const resource: ResourceDetail;
declare const search: SearchResult;
declare const sign: SignStatus;
declare const session: LoginData;
declare const stored: UserInfo;
declare const reply: ApiReply<number>;

// Declared fields compile, with the schema's types.
export const declared: [number, string | null, number, boolean, string[], number] = [
  article.reply_count, article.source_link, dashboard.totals.coins_in_circulation, resource.reported, search.related, sign.today_reward,
];

// @ts-expect-error — not in contract/articles.ts articleDetail
void article.reply_total;
// @ts-expect-error — not in contract/admin.ts dashboardSummary.totals
void dashboard.totals.coins;
// @ts-expect-error — not in contract/resources.ts resourceDetail
void resource.sharer_name;
// @ts-expect-error — not in contract/account.ts userInfoSchema
void session.info.nickname;
// The session's stored user info and the envelope are the contract's too (contract/account.ts,
// contract/common.ts): a field the schema lacks fails, the declared ones keep their types.
export const storedCoin: number = stored.coin + stored.unread_msg_count;
// @ts-expect-error — not in contract/account.ts userInfoSchema
void stored.nickname;
export const replyData: number = reply.data + reply.code;
// @ts-expect-error — the envelope has no message field (PanSou's name), only msg
void reply.message;
// @ts-expect-error — source_link is string | null, not string
export const link: string = article.source_link;

// A schema change reaches every reader: drop reply_count from the list item …
type ListItemWithoutReplies = z.infer<ReturnType<typeof articleListItem.omit<{ reply_count: true }>>>;
declare const changed: ListItemWithoutReplies;
// … and a reader of it no longer compiles.
// @ts-expect-error — reply_count was removed from the schema
void changed.reply_count;
// The unchanged schema still has it (the client type is that schema's).
export const replies: ArticleListItem['reply_count'] = changed.likes;
