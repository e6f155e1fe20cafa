import type { z } from 'zod';
import type { hotkeyReviewItem, pinnedHotkey } from '../../../contract/admin';
import type { DB } from '../db/database';
import { conflict, badRequest, notFound } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import type { BannedKeywordsRepository } from '../repositories/banned-keywords-repository';
import type { HotKeywordsRepository, ReviewStatus } from '../repositories/hot-keywords-repository';
import { normalizeText } from '../search/tokenizer';
import type { AuditActor, AuditService } from './audit-service';
import { HOT_MIN_VISITORS, HotKeywordService } from './hot-keyword-service';

export type PinnedKeyword = z.infer<typeof pinnedHotkey>;
export type HotkeyReviewItem = z.infer<typeof hotkeyReviewItem>;

/** Most banned words one bulk paste may hold. */
export const MAX_BULK_BAN = 1000;

function cleanHot(keyword: string): string {
  const kw = keyword.trim().replace(/\s+/g, ' ');
  if (!kw || kw.length > 100) throw badRequest('热词长度应为 1–100 个字符');
  return kw;
}

/** A counted, reviewed or pinned keyword as reviews keep it: folded, 1–100 characters. */
function reviewKey(keyword: string): string {
  const kw = HotKeywordService.fold(keyword);
  if (!kw) throw badRequest('热词长度应为 1–100 个字符');
  return kw;
}

/**
 * Admin pages hotkey and bankey: pinned hot keywords (create, rename, order, delete, pin a
 * counted search), the review of counted keywords (approve, reject, undo — issue 28) and banned
 * keywords (add, bulk paste with dedup, delete). Each write and its audit row share one
 * transaction; writes that change what the public hot list shows bump its generation
 * (hot.invalidateList(), topic 'hot-keywords' for the other processes).
 */
export class KeywordAdminService {
  constructor(
    private readonly db: DB,
    private readonly hotRepo: HotKeywordsRepository,
    private readonly bannedRepo: BannedKeywordsRepository,
    private readonly hot: HotKeywordService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Pinned keywords (in order) and the most searched ones of today / the last 7 days. */
  async hotOverview(range: 'day' | 'week', limit: number) {
    const [pinned, top] = await Promise.all([this.hot.pinned(), this.hot.top(range, limit)]);
    const names = new Set(pinned.map((p) => p.keyword));
    return { pinned, searched: top.map((t) => ({ ...t, pinned: names.has(t.keyword) })) };
  }

  async createHot(actor: AuditActor, keyword: string, sort?: number): Promise<PinnedKeyword> {
    const kw = cleanHot(keyword);
    // read outside the transaction: on SQLite the one connection belongs to the transaction
    const order = sort ?? (await this.hot.pinned()).reduce((m, p) => Math.max(m, p.sort + 1), 0);
    return this.db.transaction().execute(async (trx) => {
      const id = await this.hotRepo.insertPinned(trx, kw, order, this.clock.now());
      if (id === undefined) throw conflict(`热词「${kw}」已存在`);
      const row = { id, keyword: kw, sort: order };
      await this.audit.record(trx, actor, { action: 'hotkey.create', entity: 'hotkey', entityId: id, after: row });
      return row;
    }).finally(() => this.hot.invalidateList());
  }

  async updateHot(actor: AuditActor, id: number, values: { keyword?: string; sort?: number }): Promise<PinnedKeyword> {
    const kw = values.keyword === undefined ? undefined : cleanHot(values.keyword);
    const all = await this.hot.pinned();
    return this.db.transaction().execute(async (trx) => {
      const before = await this.hotRepo.pinnedById(id, trx);
      if (!before) throw notFound('热词不存在');
      if (kw !== undefined && kw !== before.keyword && all.some((p) => p.keyword === kw && p.id !== id)) {
        throw conflict(`热词「${kw}」已存在`);
      }
      const set = { ...(kw === undefined ? {} : { keyword: kw }), ...(values.sort === undefined ? {} : { sort: values.sort }) };
      if (Object.keys(set).length) await this.hotRepo.updatePinned(trx, id, set);
      const after = { ...before, ...set };
      await this.audit.record(trx, actor, { action: 'hotkey.update', entity: 'hotkey', entityId: id, before, after });
      return after;
    }).finally(() => this.hot.invalidateList());
  }

  /** Sets the order: ids[0] first. Every id must be a pinned keyword; others keep their place after. */
  async orderHot(actor: AuditActor, ids: number[]): Promise<PinnedKeyword[]> {
    if (new Set(ids).size !== ids.length) throw badRequest('排序列表中有重复的热词');
    const before = await this.hot.pinned();
    await this.db.transaction().execute(async (trx) => {
      const known = new Set(before.map((p) => p.id));
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length) throw notFound(`热词不存在：${missing.join(', ')}`);
      const rest = before.filter((p) => !ids.includes(p.id)).map((p) => p.id);
      const order = [...ids, ...rest];
      for (let i = 0; i < order.length; i++) await this.hotRepo.updatePinned(trx, order[i], { sort: i });
      await this.audit.record(trx, actor, {
        action: 'hotkey.order', entity: 'hotkey', before: before.map((p) => p.id), after: order,
      });
    });
    this.hot.invalidateList();
    return this.hot.pinned();
  }

  async deleteHot(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.hotRepo.pinnedById(id, trx);
      if (!before || !(await this.hotRepo.deletePinned(trx, id))) throw notFound('热词不存在');
      await this.audit.record(trx, actor, { action: 'hotkey.delete', entity: 'hotkey', entityId: id, before });
    });
    this.hot.invalidateList();
  }

  // --- review of counted keywords (issue 28)

  /**
   * The review list. 'pending': keywords that HOT_MIN_VISITORS distinct visitors searched in the
   * last 7 days, not reviewed, not banned and not pinned (a pinned word shows anyway), most
   * searched first. 'approved' / 'rejected': the reviews, latest first, with their last 7 days.
   */
  async reviewList(status: 'pending' | ReviewStatus, limit: number): Promise<{ need_approval: boolean; list: HotkeyReviewItem[] }> {
    const today = cstDayNumber(this.clock.now());
    const from = today - 6;
    const need_approval = await this.hot.approvalNeeded();
    if (status === 'pending') {
      await this.hot.flush();
      const pinned = new Set(await this.hot.pinnedFolded());
      const rows = await this.hotRepo.unreviewed(from, today, limit * 2 + 10, HOT_MIN_VISITORS);
      const list: HotkeyReviewItem[] = [];
      for (const r of rows) {
        if (pinned.has(r.keyword) || (await this.hot.findBanned(r.keyword))) continue;
        list.push({ ...r, status: 'pending', reviewer: null, review_time: null });
        if (list.length >= limit) break;
      }
      return { need_approval, list };
    }
    const rows = await this.hotRepo.reviews(status, limit);
    const stats = await this.hotRepo.stats(rows.map((r) => r.keyword), from, today);
    return {
      need_approval,
      list: rows.map((r) => ({
        keyword: r.keyword,
        count: stats.get(r.keyword)?.count ?? 0,
        visitors: stats.get(r.keyword)?.visitors ?? 0,
        status: r.status,
        reviewer: r.reviewer_name ?? (r.reviewer_id === null ? '系统' : `#${r.reviewer_id}`),
        review_time: new Date(r.reviewed_at).toISOString(),
      })),
    };
  }

  /**
   * Approves or rejects a counted keyword (any keyword may be reviewed ahead of its searches; it
   * is kept folded, as it is counted). Approving a banned word is refused: it would never show.
   */
  async review(actor: AuditActor, keyword: string, status: ReviewStatus): Promise<HotkeyReviewItem> {
    const kw = reviewKey(keyword);
    if (status === 'approved' && (await this.hot.findBanned(kw))) throw badRequest(`「${kw}」包含违禁词，不能通过`);
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const before = await this.hotRepo.reviewOf(kw, trx);
      await this.hotRepo.saveReview(trx, kw, status, actor.id, now);
      await this.audit.record(trx, actor, {
        action: status === 'approved' ? 'hotkey.review.approve' : 'hotkey.review.reject', entity: 'hotkey', entityId: kw,
        before: before ? { keyword: kw, status: before.status } : { keyword: kw, status: 'pending' }, after: { keyword: kw, status },
      });
    });
    this.hot.invalidateList();
    const today = cstDayNumber(now);
    const stats = (await this.hotRepo.stats([kw], today - 6, today)).get(kw);
    const saved = await this.hotRepo.reviewOf(kw);
    return {
      keyword: kw, count: stats?.count ?? 0, visitors: stats?.visitors ?? 0, status,
      reviewer: saved?.reviewer_name ?? `#${actor.id}`, review_time: new Date(now).toISOString(),
    };
  }

  /** Forgets a review: the keyword awaits review again (and, while approval is needed, leaves 热搜). */
  async undoReview(actor: AuditActor, keyword: string): Promise<void> {
    const kw = reviewKey(keyword);
    await this.db.transaction().execute(async (trx) => {
      const before = await this.hotRepo.reviewOf(kw, trx);
      if (!before || !(await this.hotRepo.deleteReview(trx, kw))) throw notFound('这个词没有审核记录');
      await this.audit.record(trx, actor, {
        action: 'hotkey.review.undo', entity: 'hotkey', entityId: kw, before: { keyword: kw, status: before.status }, after: { keyword: kw, status: 'pending' },
      });
    });
    this.hot.invalidateList();
  }

  // --- banned keywords

  list() {
    return this.hot.bannedList();
  }

  /**
   * Adds banned words from one keyword or a pasted text (one per line; commas also split).
   * Blank lines are ignored; words already banned or repeated in the paste are skipped and
   * reported. A word over 100 characters refuses the whole paste (nothing is written).
   */
  async ban(actor: AuditActor, text: string): Promise<{ added: Array<{ id: number; keyword: string }>; skipped: string[] }> {
    const words = text.split(/[\r\n,，]+/).map((w) => w.trim()).filter(Boolean);
    if (!words.length) throw badRequest('请填写违禁词');
    if (words.length > MAX_BULK_BAN) throw badRequest(`一次最多添加 ${MAX_BULK_BAN} 个违禁词`);
    const seen = new Set<string>();
    const rows: Array<{ keyword: string; keyword_norm: string }> = [];
    const skipped: string[] = [];
    for (const w of words) {
      const norm = normalizeText(w);
      if (!norm || w.length > 100 || norm.length > 100) throw badRequest(`违禁词长度应为 1–100 个字符：${w.slice(0, 20)}`);
      if (seen.has(norm)) {
        skipped.push(w);
        continue;
      }
      seen.add(norm);
      rows.push({ keyword: w, keyword_norm: norm });
    }
    const added = await this.db.transaction().execute(async (trx) => {
      const inserted = await this.bannedRepo.insertMany(trx, rows, this.clock.now());
      if (inserted.length) {
        await this.audit.record(trx, actor, { action: 'bankey.create', entity: 'bankey', entityId: inserted.length === 1 ? inserted[0].id : '', after: inserted });
      }
      return inserted;
    });
    const addedNames = new Set(added.map((a) => a.keyword));
    for (const r of rows) if (!addedNames.has(r.keyword)) skipped.push(r.keyword);
    this.hot.invalidateBanned();
    return { added, skipped };
  }

  async unban(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.bannedRepo.byId(id, trx);
      if (!before || !(await this.bannedRepo.deleteWith(trx, id))) throw notFound('违禁词不存在');
      await this.audit.record(trx, actor, { action: 'bankey.delete', entity: 'bankey', entityId: id, before: { id, keyword: before.keyword } });
    });
    this.hot.invalidateBanned();
  }
}
