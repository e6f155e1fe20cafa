import type { z } from 'zod';
import type { myReplyItem, replyPage, replyView } from '../../../contract/forum-replies';
import type { DB } from '../db/database';
import { ADMIN_ROLE } from '../plugins/auth';
import { AppError, badRequest, forbidden, notFound, tooMany } from '../lib/app-error';
import { StampedCache } from '../lib/stamped-cache';
import { cstDayNumber, type Clock } from '../lib/time';
import { REPLY_STATUS, RepliesRepository, type ReplyRow } from '../repositories/replies-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { LIST_CACHE_TTL_MS, summarize, type ArticleService, type Viewer } from './article-service';
import type { AuditActor, AuditService } from './audit-service';
import type { HotKeywordService } from './hot-keyword-service';
import type { LedgerService } from './ledger-service';
import type { MessageService } from './message-service';
import type { WebSettingsService } from './web-settings-service';

export type ReplyView = z.infer<typeof replyView>;
export type ReplyPage = z.infer<typeof replyPage>;
export type MyReplyItem = z.infer<typeof myReplyItem>;

/**
 * Site config of replies (web_settings rows the admin edits on the config page; see
 * site-config-service.ts CONFIG_ITEMS). A missing or unreadable value falls back to these.
 */
export const REPLY_SETTING_DEFAULTS = {
  /** minutes an author may edit a reply after posting it (0 = never) */
  reply_edit_minutes: '30',
  /** replies one member may post in 10 minutes (admins exempt) */
  reply_rate_per_10min: '10',
  /** minutes a new account waits before its first reply (0 = none) */
  reply_new_account_minutes: '0',
  /** coins for each of the first replies of a day (0 = off) */
  reply_reward_coin: '0',
  /** how many replies a day earn the reward */
  reply_reward_daily_max: '3',
} as const;

export const REPLY_SETTING_BOUNDS: Record<keyof typeof REPLY_SETTING_DEFAULTS, [number, number]> = {
  reply_edit_minutes: [0, 10080],
  reply_rate_per_10min: [1, 1000],
  reply_new_account_minutes: [0, 10080],
  reply_reward_coin: [0, 100000],
  reply_reward_daily_max: [0, 100],
};

export interface ReplySettings {
  editMinutes: number;
  ratePer10Min: number;
  newAccountMinutes: number;
  rewardCoin: number;
  rewardDailyMax: number;
}

export const RATE_WINDOW_MS = 10 * 60_000;
/** At most this many members are notified for the mentions of one reply. */
export const MAX_MENTIONS = 10;
/** Banned words in a reply: the code of ADR 0003. */
export const BANNED_CODE = 444;

/** 2 = 沙发, 3 = 板凳, 4 = 地板, then N楼 (floor 1 is the article, 楼主). */
export function floorName(floor: number): string {
  if (floor === 1) return '楼主';
  if (floor === 2) return '沙发';
  if (floor === 3) return '板凳';
  if (floor === 4) return '地板';
  return `${floor}楼`;
}

const NAME_RUN = /(?<![A-Za-z0-9_\p{Script=Han}@])@([A-Za-z0-9_\p{Script=Han}]{3,20})/gu;

/**
 * Candidate usernames of the @mentions in a text: for `@小明_2026说` the prefixes 小明_, 小明_2,
 * … 小明_2026说 (usernames are 3–20 letters, digits, 汉字 or _; the longest one that names a
 * member wins, so a mention may run into the following text without a space).
 */
export function mentionCandidates(text: string): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(NAME_RUN)) {
    const cps = Array.from(m[1]);
    const prefixes: string[] = [];
    for (let n = cps.length; n >= 3; n--) prefixes.push(cps.slice(0, n).join(''));
    out.push(prefixes);
  }
  return out;
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

function parseMentions(raw: string): Array<{ user_id: number; username: string }> {
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? (v as Array<{ user_id: number; username: string }>) : [];
  } catch {
    return [];
  }
}

/**
 * Replies (楼层) to forum articles: floors, quotes, @mentions with one message per member,
 * edit window, soft delete (the floor keeps its number), admin hide/delete with audit, banned
 * words, per-user rate limit, new-account wait, the optional daily reply reward (ledger), and
 * member blocks (拉黑). Rules and contract: docs/adr/0015-forum-replies.md.
 */
export class ReplyService {
  private readonly repo: RepliesRepository;
  /**
   * Bumped by every reply write in this process: the anonymous reply-list cache (reply-cache.ts)
   * is stamped with it, so a new, edited, deleted or hidden reply shows at once; writes of
   * other processes show within the cache TTL.
   */
  private generation = 0;

  /**
   * Issue 34.2, members as fast as visitors: a signed-in reader cannot use the anonymous reply
   * cache (the page carries can_edit / can_delete and the 拉黑 collapse), yet what differs per
   * viewer is a few facts applied to rows that are the same for everyone. So the rows of a page
   * and the rows its floors quote are kept here, shared by every viewer, and each request only
   * applies its viewer's facts (blocked authors, own floors, admin) in memory.
   * - `sharedPages`: key article + floor range, stamped with `generation` — every reply write, hide,
   *   delete or edit in this process, and another process's write of the `replies` topic
   *   (dropCaches, cache/invalidation.ts: seen by the next request). The TTL (the anonymous
   *   cache's) bounds what the topic does not carry: a member renamed in the meantime.
   * - `blockedCache`: a viewer's blocked ids, stamped the same way (block and unblock bump it).
   * The article's counters (floor_seq, reply_count, whether it exists) are still read per request.
   * Off with LIST_CACHE=0, like the anonymous cache (benchmarks of the uncached path).
   */
  private readonly sharedPages = new StampedCache<{ rows: ReplyRow[]; quotes: Map<number, ReplyRow> }>(LIST_CACHE_TTL_MS, 2000);
  private readonly blockedCache = new StampedCache<Set<number>>(LIST_CACHE_TTL_MS, 20_000);

  constructor(
    private readonly db: DB,
    kind: 'sqlite' | 'postgres',
    private readonly clock: Clock,
    private readonly deps: {
      ledger: LedgerService;
      messages: MessageService;
      hotKeywords: HotKeywordService;
      webSettings: WebSettingsService;
      articles: ArticleService;
      audit: AuditService;
      users: UsersRepository;
    },
  ) {
    this.repo = new RepliesRepository(db, kind);
  }

  stamp(): number {
    return this.generation;
  }

  /** Another process changed replies (cache/invalidation.ts): cached reply lists go stale. */
  dropCaches(): void {
    this.changed();
  }

  private changed(): void {
    this.generation++;
    // reply counts, last reply time and the 最新回复 order are part of the article lists
    this.deps.articles.repliesChanged();
  }

  async settings(): Promise<ReplySettings> {
    const rows = await this.deps.webSettings.getMany(Object.keys(REPLY_SETTING_DEFAULTS));
    const v = (name: keyof typeof REPLY_SETTING_DEFAULTS): number => {
      const raw = rows.find((r) => r.name === name)?.value?.trim();
      const [min, max] = REPLY_SETTING_BOUNDS[name];
      const n = Number(raw);
      return raw !== undefined && /^\d+$/.test(raw) && n >= min && n <= max ? n : Number(REPLY_SETTING_DEFAULTS[name]);
    };
    return {
      editMinutes: v('reply_edit_minutes'),
      ratePer10Min: v('reply_rate_per_10min'),
      newAccountMinutes: v('reply_new_account_minutes'),
      rewardCoin: v('reply_reward_coin'),
      rewardDailyMax: v('reply_reward_daily_max'),
    };
  }

  // ---- reading

  /** One page of an article's floors (20 a page), oldest or newest first; `floor` picks the page. */
  async list(articleId: number, viewer: Viewer, q: { page: number; size: number; order: 'oldest' | 'newest'; floor?: number }): Promise<ReplyPage> {
    const art = await this.repo.articleCounters(articleId);
    if (!art) throw notFound('文章不存在');
    const last = art.floor_seq;
    const total = last - 1;
    const size = q.size;
    let page = q.page;
    if (q.floor !== undefined) {
      const f = Math.min(Math.max(q.floor, 2), Math.max(last, 2));
      const index = q.order === 'oldest' ? f - 2 : last - f;
      page = Math.floor(index / size) + 1;
    }
    let shared: { rows: ReplyRow[]; quotes: Map<number, ReplyRow> } = { rows: [], quotes: new Map() };
    if ((page - 1) * size < total) {
      if (q.order === 'oldest') {
        const from = 2 + (page - 1) * size;
        shared = await this.floorPage(articleId, from, from + size - 1);
      } else {
        const to = last - (page - 1) * size;
        const range = await this.floorPage(articleId, Math.max(2, to - size + 1), to);
        shared = { rows: [...range.rows].reverse(), quotes: range.quotes };
      }
    }
    const settings = await this.settings();
    const views = await this.views(shared.rows, viewer, settings, shared.quotes);
    return { list: views, total, page, size, order: q.order, reply_count: art.reply_count, edit_minutes: settings.editMinutes };
  }

  /** My replies (not deleted), newest first. */
  async mine(viewer: NonNullable<Viewer>, page: number, size: number): Promise<{ list: MyReplyItem[]; total: number }> {
    const { rows, total } = await this.repo.mine(viewer.id, (page - 1) * size, size);
    return {
      total,
      list: rows.map((r) => ({
        id: r.id,
        article_id: r.article_id,
        article_title: r.article_title ?? '',
        floor: r.floor,
        floor_name: floorName(r.floor),
        status: r.status === REPLY_STATUS.hidden ? 'hidden' : 'visible',
        excerpt: summarize(r.content, 80),
        create_time: iso(r.created_at),
      })),
    };
  }

  /** The viewer has replied to the article (回复可见). */
  hasReplied(articleId: number, userId: number): Promise<boolean> {
    return this.repo.hasReplied(articleId, userId);
  }

  // ---- writing

  async create(
    viewer: NonNullable<Viewer>,
    articleId: number,
    input: { content: string; quote_id?: number },
  ): Promise<{ reply: ReplyView; reward: number; balance: number | null }> {
    const isAdmin = viewer.role === ADMIN_ROLE;
    const art = await this.repo.articleCounters(articleId);
    if (!art) throw notFound('文章不存在');
    const settings = await this.settings();
    const now = this.clock.now();
    if (!isAdmin && settings.newAccountMinutes > 0) {
      const me = await this.deps.users.byId(viewer.id);
      const waitMs = settings.newAccountMinutes * 60_000 - (now - Number(me?.created_at ?? 0));
      if (waitMs > 0) {
        throw badRequest(`新注册的账号需要等待 ${settings.newAccountMinutes} 分钟才能回复，请在约 ${Math.ceil(waitMs / 60_000)} 分钟后再试`);
      }
    }
    await this.checkBanned(input.content);
    let quoted: ReplyRow | undefined;
    if (input.quote_id !== undefined) {
      quoted = await this.repo.byId(input.quote_id);
      if (!quoted || quoted.article_id !== articleId) throw badRequest('引用的回复不存在');
      if (quoted.status !== REPLY_STATUS.visible) throw badRequest('不能引用已删除或已隐藏的回复');
    }
    const mentions = await this.resolveMentions(input.content);
    const username = (await this.deps.users.byId(viewer.id))?.username ?? '';

    const result = await this.deps.ledger.run(async (trx) => {
      // Global lock order (ADR 0008, round 3): the content row first (the article, by taking the
      // floor), then the replier's own user row (NO KEY UPDATE, so the messages other replies
      // insert for this member never wait on it). A refusal below rolls the floor back.
      const floor = await this.repo.takeFloor(trx, articleId, now);
      if (floor === undefined) throw notFound('文章不存在');
      // serialises one member's replies, so the rate limit and the daily reward count cannot be raced
      await this.deps.ledger.lockUsers(trx, [viewer.id]);
      if (!isAdmin) {
        const recent = await this.repo.countByUserSince(trx, viewer.id, now - RATE_WINDOW_MS);
        if (recent >= settings.ratePer10Min) {
          throw tooMany(`回复过于频繁：每 10 分钟最多回复 ${settings.ratePer10Min} 次，请稍后再试`);
        }
      }
      const id = await this.repo.insert(trx, {
        article_id: articleId,
        user_id: viewer.id,
        floor,
        content: input.content,
        quote_id: quoted?.id ?? null,
        mentions: JSON.stringify(mentions),
        status: REPLY_STATUS.visible,
        created_at: now,
        updated_at: now,
      });

      // the optional daily reward: the first N replies of the (China) day, through the ledger
      let reward = 0;
      let balance: number | null = null;
      if (settings.rewardCoin > 0 && settings.rewardDailyMax > 0) {
        const dayStart = cstDayNumber(now) * 86_400_000 - 8 * 3600_000;
        const today = await this.repo.countByUserSince(trx, viewer.id, dayStart);
        if (today <= settings.rewardDailyMax) {
          ({ balance } = await this.deps.ledger.credit(trx, {
            userId: viewer.id,
            amount: settings.rewardCoin,
            kind: 'reply_reward',
            ref: `reply:${id}`,
            note: `每日回复奖励（今日第 ${today} 条）`,
          }));
          reward = settings.rewardCoin;
        }
      }

      // messages: one per member, whatever the reasons (author of the article, quoted, mentioned)
      const reasons = new Map<number, 'reply' | 'quote' | 'mention'>();
      for (const m of mentions.slice(0, MAX_MENTIONS)) reasons.set(m.user_id, 'mention');
      if (quoted) reasons.set(quoted.user_id, 'quote');
      reasons.set(art.user_id, 'reply');
      reasons.delete(viewer.id);
      await this.notify(trx, reasons, { username, articleId, title: art.title, floor, content: input.content, replierId: viewer.id });
      return { id, reward, balance };
    });
    this.changed();
    const row = await this.repo.byId(result.id);
    const [reply] = await this.views([row!], viewer, settings);
    return { reply, reward: result.reward, balance: result.balance };
  }

  /** The author edits within the configured window; admins may edit any visible reply. */
  async edit(viewer: NonNullable<Viewer>, id: number, content: string): Promise<ReplyView> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('回复不存在');
    const isAdmin = viewer.role === ADMIN_ROLE;
    const isAuthor = row.user_id === viewer.id;
    if (!isAuthor && !isAdmin) throw forbidden('只能编辑自己的回复');
    if (row.status !== REPLY_STATUS.visible) throw badRequest(row.status === REPLY_STATUS.hidden ? '该回复已被隐藏，不能编辑' : '该回复已删除，不能编辑');
    const settings = await this.settings();
    const now = this.clock.now();
    if (!isAdmin) {
      if (settings.editMinutes === 0) throw badRequest('回复发布后不能编辑');
      if (now - Number(row.created_at) > settings.editMinutes * 60_000) {
        throw badRequest(`回复发布超过 ${settings.editMinutes} 分钟，不能再编辑`);
      }
    }
    await this.checkBanned(content);
    const mentions = await this.resolveMentions(content);
    const before = new Set(parseMentions(row.mentions).map((m) => m.user_id));
    const art = await this.repo.articleCounters(row.article_id);
    const username = (await this.deps.users.byId(row.user_id))?.username ?? '';
    await this.db.transaction().execute(async (trx) => {
      await this.repo.updateContent(trx, id, content, JSON.stringify(mentions), now);
      // a member newly mentioned by the edit gets their one message; nobody gets a second
      const reasons = new Map<number, 'mention'>();
      for (const m of mentions.slice(0, MAX_MENTIONS)) if (!before.has(m.user_id) && m.user_id !== row.user_id) reasons.set(m.user_id, 'mention');
      await this.notify(trx, reasons, { username, articleId: row.article_id, title: art?.title ?? '', floor: row.floor, content, replierId: row.user_id });
      if (!isAuthor) {
        await this.deps.audit.record(trx, { id: viewer.id, ip: '' }, {
          action: 'reply.update', entity: 'reply', entityId: id, before: { content: row.content }, after: { content },
        });
      }
    });
    this.changed();
    const [view] = await this.views([(await this.repo.byId(id))!], viewer, settings);
    return view;
  }

  /** Author or admin deletes: the floor keeps its number and shows 该回复已删除. */
  async remove(viewer: NonNullable<Viewer>, id: number, actor?: AuditActor): Promise<void> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('回复不存在');
    const isAdmin = viewer.role === ADMIN_ROLE;
    const isAuthor = row.user_id === viewer.id;
    if (!isAuthor && !isAdmin) throw forbidden('只能删除自己的回复');
    if (row.status === REPLY_STATUS.deletedByAuthor || row.status === REPLY_STATUS.deletedByAdmin) throw badRequest('该回复已删除');
    const to = isAuthor ? REPLY_STATUS.deletedByAuthor : REPLY_STATUS.deletedByAdmin;
    await this.db.transaction().execute(async (trx) => {
      const changed = await this.repo.setStatus(trx, id, [REPLY_STATUS.visible, REPLY_STATUS.hidden], to, this.clock.now());
      if (!changed) throw badRequest('该回复已删除');
      if (row.status === REPLY_STATUS.visible) await this.repo.addReplyCount(trx, row.article_id, -1);
      if (!isAuthor) {
        await this.deps.audit.record(trx, actor ?? { id: viewer.id, ip: '' }, {
          action: 'reply.delete', entity: 'reply', entityId: id,
          before: { article_id: row.article_id, floor: row.floor, user_id: row.user_id, status: row.status, content: row.content },
          after: { status: to },
        });
      }
    });
    this.changed();
  }

  /** Admin hides (or shows again) a reply; one audit row in the same transaction. */
  async setHidden(actor: AuditActor, id: number, hidden: boolean): Promise<{ id: number; status: 'visible' | 'hidden' }> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('回复不存在');
    if (row.status === REPLY_STATUS.deletedByAuthor || row.status === REPLY_STATUS.deletedByAdmin) throw badRequest('该回复已删除');
    const from = hidden ? REPLY_STATUS.visible : REPLY_STATUS.hidden;
    const to = hidden ? REPLY_STATUS.hidden : REPLY_STATUS.visible;
    await this.db.transaction().execute(async (trx) => {
      if (await this.repo.setStatus(trx, id, [from], to, this.clock.now())) {
        await this.repo.addReplyCount(trx, row.article_id, hidden ? -1 : 1);
      }
      await this.deps.audit.record(trx, actor, {
        action: hidden ? 'reply.hide' : 'reply.show', entity: 'reply', entityId: id,
        before: { article_id: row.article_id, floor: row.floor, user_id: row.user_id, status: row.status }, after: { status: to },
      });
    });
    this.changed();
    return { id, status: hidden ? 'hidden' : 'visible' };
  }

  // ---- blocks (拉黑)

  async block(viewer: NonNullable<Viewer>, targetId: number): Promise<{ user_id: number; first: boolean }> {
    if (targetId === viewer.id) throw badRequest('不能拉黑自己');
    const target = await this.deps.users.byId(targetId);
    if (!target || Number(target.deleted_at) > 0) throw notFound('用户不存在');
    const first = await this.repo.block(viewer.id, targetId, this.clock.now());
    this.generation++; // the blocker's views change (replies of the blocked member collapse)
    return { user_id: targetId, first };
  }

  async unblock(viewer: NonNullable<Viewer>, targetId: number): Promise<void> {
    if (!(await this.repo.unblock(viewer.id, targetId))) throw notFound('该用户不在黑名单中');
    this.generation++;
  }

  async blocks(viewer: NonNullable<Viewer>, page: number, size: number): Promise<{ list: Array<{ user_id: number; username: string; create_time: string }>; total: number }> {
    const { rows, total } = await this.repo.blockPage(viewer.id, (page - 1) * size, size);
    return { total, list: rows.map((r) => ({ user_id: Number(r.user_id), username: r.username ?? '', create_time: iso(r.created_at) })) };
  }

  /** Ids the viewer has blocked (their articles and replies are hidden from the viewer). */
  blockedIds(userId: number): Promise<number[]> {
    return this.repo.blockedIds(userId);
  }

  // ---- internals

  private async checkBanned(content: string): Promise<void> {
    if (await this.deps.hotKeywords.findBanned(content)) {
      throw new AppError(BANNED_CODE, '回复内容包含违禁词，请修改后再试');
    }
  }

  /** The members a text @mentions (longest matching name per mention, each member once). */
  private async resolveMentions(text: string): Promise<Array<{ user_id: number; username: string }>> {
    const runs = mentionCandidates(text).slice(0, 50);
    if (!runs.length) return [];
    const users = await this.repo.usersByName([...new Set(runs.flat())]);
    const byName = new Map(users.map((u) => [u.username, Number(u.id)]));
    const out: Array<{ user_id: number; username: string }> = [];
    const seen = new Set<number>();
    for (const prefixes of runs) {
      const name = prefixes.find((p) => byName.has(p));
      if (name === undefined) continue;
      const id = byName.get(name)!;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ user_id: id, username: name });
    }
    return out;
  }

  private async notify(
    trx: Parameters<MessageService['notify']>[0],
    reasons: Map<number, 'reply' | 'quote' | 'mention'>,
    r: { username: string; articleId: number; title: string; floor: number; content: string; replierId: number },
  ): Promise<void> {
    if (!reasons.size) return;
    // members who blocked the replier get nothing from them
    const blockers = await this.repo.blockersAmong(trx as never, [...reasons.keys()], r.replierId);
    const title = Array.from(r.title).slice(0, 30).join('');
    const excerpt = summarize(r.content, 100);
    for (const userId of [...reasons.keys()].sort((a, b) => a - b)) {
      if (blockers.has(userId)) continue;
      const reason = reasons.get(userId)!;
      const head = reason === 'reply' ? `${r.username} 回复了你的文章《${title}》`
        : reason === 'quote' ? `${r.username} 在《${title}》中引用了你的回复`
          : `${r.username} 在《${title}》中提到了你`;
      await this.deps.messages.notify(trx, userId, {
        title: head,
        content: `${floorName(r.floor)}：${excerpt}`,
        kind: 'forum',
        link: `/main/bbs/post/${r.articleId}?floor=${r.floor}`,
      });
    }
  }

  /** Floors from..to of an article and every row they quote: the same for every viewer (see `sharedPages`). */
  private async floorPage(articleId: number, from: number, to: number): Promise<{ rows: ReplyRow[]; quotes: Map<number, ReplyRow> }> {
    const on = this.deps.articles.listCacheOn;
    const key = `${articleId}:${from}:${to}`;
    const stamp = this.generation;
    const hit = on ? this.sharedPages.get(key, stamp, this.clock.now()) : undefined;
    if (hit) return hit;
    const rows = await this.repo.floors(articleId, from, to);
    const value = { rows, quotes: await this.quotesOf(rows) };
    // stored under the generation read BEFORE the queries: a write that lands meanwhile bumps it,
    // so this page is never served as current after that write
    if (on) this.sharedPages.set(key, stamp, this.clock.now(), value);
    return value;
  }

  /** The rows `rows` quote, by id (those on the page itself included). */
  private async quotesOf(rows: ReplyRow[]): Promise<Map<number, ReplyRow>> {
    const onPage = new Map(rows.map((r) => [r.id, r]));
    const missing = [...new Set(rows.map((r) => r.quote_id).filter((q): q is number => q !== null && !onPage.has(q)))];
    const quotes = new Map(onPage);
    for (const q of await this.repo.byIds(missing)) quotes.set(q.id, q);
    return quotes;
  }

  /** The ids the viewer has blocked (see `blockedCache`). */
  private async blockedSet(viewerId: number): Promise<Set<number>> {
    const on = this.deps.articles.listCacheOn;
    const key = String(viewerId);
    const stamp = this.generation;
    const hit = on ? this.blockedCache.get(key, stamp, this.clock.now()) : undefined;
    if (hit) return hit;
    const set = new Set(await this.repo.blockedIds(viewerId));
    if (on) this.blockedCache.set(key, stamp, this.clock.now(), set);
    return set;
  }

  private async views(rows: ReplyRow[], viewer: Viewer, settings: ReplySettings, known?: Map<number, ReplyRow>): Promise<ReplyView[]> {
    if (!rows.length) return [];
    const blocked = viewer ? await this.blockedSet(viewer.id) : new Set<number>();
    const quotes = known ?? (await this.quotesOf(rows));
    const now = this.clock.now();
    const isAdmin = viewer?.role === ADMIN_ROLE;
    const statusOf = (r: ReplyRow): ReplyView['status'] => {
      if (r.status === REPLY_STATUS.deletedByAuthor || r.status === REPLY_STATUS.deletedByAdmin) return 'deleted';
      if (blocked.has(Number(r.user_id))) return 'blocked';
      return r.status === REPLY_STATUS.hidden ? 'hidden' : 'visible';
    };
    const contentOf = (r: ReplyRow, status: ReplyView['status']) =>
      status === 'visible' || (status === 'hidden' && isAdmin) ? r.content : null;
    return rows.map((r) => {
      const status = statusOf(r);
      const content = contentOf(r, status);
      const isAuthor = viewer !== null && viewer.id === Number(r.user_id);
      const q = r.quote_id !== null ? quotes.get(r.quote_id) : undefined;
      const qStatus = q ? statusOf(q) : 'deleted';
      const inWindow = settings.editMinutes > 0 && now - Number(r.created_at) <= settings.editMinutes * 60_000;
      return {
        id: r.id,
        article_id: Number(r.article_id),
        floor: Number(r.floor),
        floor_name: floorName(Number(r.floor)),
        user_id: Number(r.user_id),
        username: r.username ?? '',
        status,
        content,
        quote: r.quote_id === null || content === null ? null : {
          id: r.quote_id,
          floor: q ? Number(q.floor) : 0,
          floor_name: q ? floorName(Number(q.floor)) : '',
          user_id: q ? Number(q.user_id) : 0,
          username: q?.username ?? '',
          status: qStatus,
          content: q && qStatus === 'visible' ? Array.from(q.content).slice(0, 500).join('') : null,
        },
        mentions: content === null ? [] : parseMentions(r.mentions),
        create_time: iso(r.created_at),
        update_time: iso(r.updated_at),
        edited: r.status === REPLY_STATUS.visible && Number(r.updated_at) > Number(r.created_at),
        can_edit: viewer !== null && r.status === REPLY_STATUS.visible && (isAdmin || (isAuthor && inWindow)),
        can_delete: viewer !== null && (r.status === REPLY_STATUS.visible || r.status === REPLY_STATUS.hidden) && (isAdmin || isAuthor),
      };
    });
  }
}
