import type { z } from 'zod';
import type { adminResourceView } from '../../../contract/admin';
import { AppError, badRequest, conflict, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { AdminResourceFilter, ResourceRow, ResourcesRepository } from '../repositories/resources-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { detectDiskType, normalizeUrl } from '../search/link-parser';
import { normalizeText } from '../search/tokenizer';
import type { AuditActor, AuditService } from './audit-service';
import type { ShareService } from './share-service';
import type { SiteConfigService } from './site-config-service';

export const MAX_REVIEW_BATCH = 100;

export type AdminResourceView = z.infer<typeof adminResourceView>;

export interface ResourceEdit {
  title?: string;
  url?: string;
  pwd?: string;
  size?: string;
  category_id?: number | null;
  price?: number;
}

const snapshot = (r: ResourceRow) => ({
  id: r.id, title: r.title, url: r.url, pwd: r.pwd, disk_type: r.disk_type, size: r.size, category_id: r.category_id, price: r.price,
  status: r.status, validity: r.validity, sharer_id: r.sharer_id, reward: r.reward, review_note: r.review_note,
});

/**
 * Admin page shareUnion: the review queue of shared resources (approve pays the sharer through
 * ShareService.approveShare; reject with a reason) and every resource (search, edit, mark
 * invalid / valid again, delete).
 *
 * Bulk semantics: every id is checked first (exists and pending) — one bad id refuses the whole
 * batch and nothing changes. Then each resource is reviewed in its own transaction (the
 * sharer's payment with it); should another admin review one in between, that item is reported
 * in `failed` and the others still go through.
 */
export class ShareReviewService {
  constructor(
    private readonly resources: ResourcesRepository,
    private readonly users: UsersRepository,
    private readonly share: ShareService,
    private readonly config: SiteConfigService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private async views(rows: ResourceRow[]): Promise<AdminResourceView[]> {
    const cats = new Map((await this.resources.categories()).map((c) => [c.id, c.name]));
    const names = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.sharer_id).filter((x): x is number => x !== null))) {
      names.set(id, (await this.users.byId(id))?.username ?? '');
    }
    return rows.map((r) => ({
      id: r.id, title: r.title, url: r.url, pwd: r.pwd, disk_type: r.disk_type, size: r.size, category_id: r.category_id,
      category_name: r.category_id ? (cats.get(r.category_id) ?? '') : '', price: r.price, status: r.status, validity: r.validity,
      report_count: r.report_count, source: r.source, sharer_id: r.sharer_id, sharer_name: r.sharer_id ? (names.get(r.sharer_id) ?? '') : '',
      views: r.views, reward: r.reward, review_note: r.review_note,
      create_time: new Date(Number(r.created_at)).toISOString(), update_time: new Date(Number(r.updated_at)).toISOString(),
      check_state: r.check_state ?? '', checked_time: Number(r.checked_at) > 0 ? new Date(Number(r.checked_at)).toISOString() : '',
    }));
  }

  async pending(page: number, size: number): Promise<{ list: AdminResourceView[]; total: number }> {
    const { rows, total } = await this.share.pending(page, size);
    return { list: await this.views(rows), total };
  }

  async list(filter: AdminResourceFilter & { q?: string }, page: number, size: number): Promise<{ list: AdminResourceView[]; total: number }> {
    const { q, ...f } = filter;
    const { rows, total } = await this.resources.adminPage({ ...f, titleNorm: q ? normalizeText(q) || undefined : undefined }, (page - 1) * size, size);
    return { list: await this.views(rows), total };
  }

  async get(id: number): Promise<AdminResourceView> {
    const r = await this.resources.byId(id);
    if (!r) throw notFound('资源不存在');
    return (await this.views([r]))[0];
  }

  private async checkPending(ids: number[]): Promise<ResourceRow[]> {
    if (!ids.length) throw badRequest('请选择要审核的资源');
    if (ids.length > MAX_REVIEW_BATCH) throw badRequest(`一次最多审核 ${MAX_REVIEW_BATCH} 个资源`);
    if (new Set(ids).size !== ids.length) throw badRequest('列表中有重复的资源');
    const rows = await this.resources.byIds(ids);
    const found = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw notFound(`资源不存在：${missing.join(', ')}`);
    const notPending = rows.filter((r) => r.status !== 'pending').map((r) => r.id);
    if (notPending.length) throw conflict(`这些资源不在待审核状态：${notPending.join(', ')}`);
    return ids.map((id) => found.get(id)!);
  }

  async approve(actor: AuditActor, ids: number[]): Promise<{ approved: Array<{ id: number; reward: number }>; failed: Array<{ id: number; msg: string }> }> {
    const rows = await this.checkPending(ids);
    const reward = (await this.config.values()).share_reward_coin;
    const approved: Array<{ id: number; reward: number }> = [];
    const failed: Array<{ id: number; msg: string }> = [];
    for (const r of rows) {
      try {
        const res = await this.share.approveShare(r.id, actor.id, reward);
        approved.push({ id: r.id, reward: res.reward });
        await this.audit.record(undefined, actor, {
          action: 'share.approve', entity: 'resource', entityId: r.id, before: snapshot(r), after: { ...snapshot(r), status: 'approved', reward: res.reward },
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        failed.push({ id: r.id, msg: err.message });
      }
    }
    return { approved, failed };
  }

  async reject(actor: AuditActor, ids: number[], reason: string): Promise<{ rejected: number[]; failed: Array<{ id: number; msg: string }> }> {
    const note = reason.trim();
    if (!note) throw badRequest('请填写驳回原因');
    const rows = await this.checkPending(ids);
    const rejected: number[] = [];
    const failed: Array<{ id: number; msg: string }> = [];
    for (const r of rows) {
      try {
        await this.share.rejectShare(r.id, actor.id, note);
        rejected.push(r.id);
        await this.audit.record(undefined, actor, {
          action: 'share.reject', entity: 'resource', entityId: r.id, before: snapshot(r), after: { ...snapshot(r), status: 'rejected', review_note: note },
        });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        failed.push({ id: r.id, msg: err.message });
      }
    }
    return { rejected, failed };
  }

  /** Edits a resource; a new URL must be valid and not on the site already. */
  async update(actor: AuditActor, id: number, edit: ResourceEdit): Promise<AdminResourceView> {
    const values: Parameters<ResourcesRepository['adminUpdate']>[2] = {};
    if (edit.title !== undefined) {
      const title = edit.title.replace(/\s+/g, ' ').trim();
      if (!normalizeText(title)) throw badRequest('资源标题不能为空');
      values.title = title.slice(0, 300);
      values.title_norm = normalizeText(values.title);
    }
    if (edit.url !== undefined) {
      const url = edit.url.trim();
      if (!/^(https?:\/\/|magnet:\?|ed2k:\/\/)/i.test(url)) throw badRequest('链接格式不正确');
      values.url = url;
      values.url_norm = normalizeUrl(url);
      values.disk_type = detectDiskType(url);
    }
    if (edit.pwd !== undefined) values.pwd = edit.pwd.trim();
    if (edit.size !== undefined) values.size = edit.size.trim();
    if (edit.price !== undefined) values.price = edit.price;
    if (edit.category_id !== undefined) {
      if (edit.category_id !== null && !(await this.resources.categoryById(edit.category_id))) throw badRequest('分类不存在');
      values.category_id = edit.category_id;
    }
    if (values.url_norm !== undefined) {
      const clash = (await this.resources.byUrlNorms([values.url_norm])).find((r) => r.id !== id);
      if (clash) throw conflict(`该链接已存在（资源 #${clash.id}）`);
    }
    await this.resources.transaction(async (trx) => {
      const before = await this.resources.byId(id, trx);
      if (!before) throw notFound('资源不存在');
      await this.resources.adminUpdate(trx, id, values, this.clock.now());
      const after = await this.resources.byId(id, trx);
      await this.audit.record(trx, actor, { action: 'resource.update', entity: 'resource', entityId: id, before: snapshot(before), after: after && snapshot(after) });
    });
    return this.get(id);
  }

  /** Marks a link invalid (hidden from search and lists) or valid again (report count reset). */
  async setValidity(actor: AuditActor, id: number, invalid: boolean): Promise<AdminResourceView> {
    await this.resources.transaction(async (trx) => {
      const before = await this.resources.byId(id, trx);
      if (!before) throw notFound('资源不存在');
      const now = this.clock.now();
      await this.resources.adminUpdate(trx, id, { validity: invalid ? 'invalid' : 'ok', validity_at: now }, now);
      await this.audit.record(trx, actor, {
        action: invalid ? 'resource.invalid' : 'resource.valid', entity: 'resource', entityId: id,
        before: snapshot(before), after: { ...snapshot(before), validity: invalid ? 'invalid' : 'ok' },
      });
    });
    return this.get(id);
  }

  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.resources.transaction(async (trx) => {
      const before = await this.resources.byId(id, trx);
      if (!before) throw notFound('资源不存在');
      await this.resources.remove(trx, id);
      await this.audit.record(trx, actor, { action: 'resource.delete', entity: 'resource', entityId: id, before: snapshot(before) });
    });
  }

  /** Pending shares waiting for review (dashboard). */
  async queueSize(): Promise<number> {
    return (await this.share.pending(1, 1)).total;
  }
}
