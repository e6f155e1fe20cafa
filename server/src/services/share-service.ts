import { MAX_SHARE_ITEMS } from '../../../contract/resources';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { ResourcesRepository } from '../repositories/resources-repository';
import { detectDiskType, normalizeUrl, parseShareText, type DiskType } from '../search/link-parser';
import { normalizeText } from '../search/tokenizer';
import type { HotKeywordService } from './hot-keyword-service';
import type { LedgerService } from './ledger-service';
import type { MessageService } from './message-service';
import type { SubscriptionService } from './subscription-service';

/**
 * Default coins the sharer gets when an admin approves a shared resource. The value in force is
 * the site config share_reward_coin (ShareReviewService reads it on every approval); this is only
 * its default, never read from the environment.
 */
export const SHARE_REWARD = 5;
export { MAX_SHARE_ITEMS, MAX_SHARE_PRICE } from '../../../contract/resources';

export interface SharePreviewItem {
  title: string;
  url: string;
  pwd: string;
  disk_type: DiskType;
  /** the link is already on the site */
  duplicate: boolean;
  /** a problem that would refuse this item (banned title, empty title), or '' */
  problem: string;
}

export interface ShareItem {
  title: string;
  url: string;
  pwd: string;
  category_id: number | null;
  price: number;
  size: string;
}

/**
 * Sharing (/main/share): paste any text → every link and code parsed and previewed → submitted
 * as pending resources → an admin approves (sharer rewarded through the ledger, subscribers
 * messaged) or rejects.
 */
export class ShareService {
  constructor(
    private readonly resources: ResourcesRepository,
    private readonly ledger: LedgerService,
    private readonly messages: MessageService,
    private readonly subscriptions: SubscriptionService,
    private readonly hot: HotKeywordService,
    private readonly clock: Clock,
  ) {}

  async preview(text: string): Promise<SharePreviewItem[]> {
    const links = parseShareText(text).slice(0, MAX_SHARE_ITEMS);
    const existing = new Set((await this.resources.byUrlNorms(links.map((l) => l.urlNorm))).map((r) => r.url_norm));
    const out: SharePreviewItem[] = [];
    for (const l of links) {
      let problem = '';
      if (!l.title.trim()) problem = '请填写资源标题';
      else if (await this.hot.findBanned(l.title)) problem = '标题包含违禁内容';
      out.push({ title: l.title, url: l.url, pwd: l.pwd, disk_type: l.diskType, duplicate: existing.has(l.urlNorm), problem });
    }
    return out;
  }

  /** Creates pending resources; duplicates (already on the site or repeated) are skipped. */
  async submit(userId: number, items: ShareItem[]): Promise<{ created: number[]; duplicates: string[] }> {
    if (!items.length) throw badRequest('没有可提交的链接');
    if (items.length > MAX_SHARE_ITEMS) throw badRequest(`一次最多提交 ${MAX_SHARE_ITEMS} 个链接`);
    for (const it of items) {
      if (!/^(https?:\/\/|magnet:\?|ed2k:\/\/)/i.test(it.url.trim())) throw badRequest(`链接格式不正确：${it.url.slice(0, 80)}`);
      if (!normalizeText(it.title)) throw badRequest('资源标题不能为空');
      await this.hot.assertAllowed(it.title, '资源标题');
      if (it.category_id !== null && !(await this.resources.categoryById(it.category_id))) throw badRequest('分类不存在');
    }
    const now = this.clock.now();
    const created: number[] = [];
    const duplicates: string[] = [];
    await this.resources.transaction(async (trx) => {
      for (const it of items) {
        const title = it.title.replace(/\s+/g, ' ').trim().slice(0, 300);
        const id = await this.resources.insert(trx, {
          title,
          title_norm: normalizeText(title),
          url: it.url.trim(),
          url_norm: normalizeUrl(it.url),
          pwd: it.pwd.trim(),
          disk_type: detectDiskType(it.url),
          size: it.size.trim(),
          category_id: it.category_id,
          price: it.price,
          status: 'pending',
          validity: 'ok',
          validity_at: 0,
          report_count: 0,
          source: 'share',
          sharer_id: userId,
          views: 0,
          reward: 0,
          review_note: '',
          reviewed_by: null,
          reviewed_at: null,
          created_at: now,
          updated_at: now,
        });
        if (id === undefined) duplicates.push(it.url);
        else created.push(id);
      }
    });
    return { created, duplicates };
  }

  /**
   * Approves a pending share (the admin endpoint calls this): status → approved and indexed,
   * the sharer is credited SHARE_REWARD coins through the ledger, the sharer and matching
   * subscribers get messages — all in one transaction. A second approval is refused (409).
   */
  async approveShare(id: number, adminId: number, reward = SHARE_REWARD): Promise<{ id: number; reward: number; notified: number }> {
    const r = await this.resources.byId(id);
    if (!r) throw notFound('资源不存在');
    return this.ledger.run(async (trx) => {
      const now = this.clock.now();
      const paid = r.sharer_id ? reward : 0;
      if (!(await this.resources.review(trx, id, 'pending', 'approved', adminId, '', paid, now))) {
        throw new AppError(409, '该资源不在待审核状态');
      }
      if (r.sharer_id && paid > 0) {
        await this.ledger.credit(trx, { userId: r.sharer_id, amount: paid, kind: 'share_reward', ref: `resource:${id}`, note: `分享资源通过审核：${r.title}`.slice(0, 200) });
      }
      if (r.sharer_id) {
        await this.messages.notify(trx, r.sharer_id, {
          title: '分享的资源已通过审核',
          content: `您分享的「${r.title}」已通过审核${paid > 0 ? `，奖励 ${paid} 金币` : ''}。`,
          kind: 'reward',
        });
      }
      const notified = await this.subscriptions.notifyMatches(trx, r);
      return { id, reward: paid, notified };
    });
  }

  async rejectShare(id: number, adminId: number, note: string): Promise<void> {
    const r = await this.resources.byId(id);
    if (!r) throw notFound('资源不存在');
    await this.resources.transaction(async (trx) => {
      if (!(await this.resources.review(trx, id, 'pending', 'rejected', adminId, note.slice(0, 200), 0, this.clock.now()))) {
        throw new AppError(409, '该资源不在待审核状态');
      }
      if (r.sharer_id) {
        await this.messages.notify(trx, r.sharer_id, {
          title: '分享的资源未通过审核',
          content: `您分享的「${r.title}」未通过审核${note ? `：${note}` : ''}。`,
          kind: 'system',
        });
      }
    });
  }

  pending(page: number, size: number) {
    return this.resources.pending((page - 1) * size, size);
  }
}
