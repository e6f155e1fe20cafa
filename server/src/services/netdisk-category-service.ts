import type { z } from 'zod';
import type { netdiskCategoryView } from '../../../contract/admin';
import type { DB } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { NetdiskCategoriesRepository, NetdiskCategoryRow } from '../repositories/netdisk-categories-repository';
import type { AuditActor, AuditService } from './audit-service';

export type NetdiskCategoryView = z.infer<typeof netdiskCategoryView>;

const plain = (r: NetdiskCategoryRow) => ({ id: r.id, name: r.name, sort: r.sort });

/** CRUD of the network-disk categories used by resources (admin page netdiskCate). */
export class NetdiskCategoryService {
  constructor(
    private readonly db: DB,
    private readonly repo: NetdiskCategoriesRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<NetdiskCategoryView[]> {
    return (await this.repo.allWithCounts()).map((r) => ({ id: r.id, name: r.name, sort: r.sort, count: r.count }));
  }

  private async view(id: number): Promise<NetdiskCategoryView> {
    const v = (await this.list()).find((c) => c.id === id);
    if (!v) throw notFound('分类不存在');
    return v;
  }

  async create(actor: AuditActor, name: string, sort: number): Promise<NetdiskCategoryView> {
    const id = await this.db.transaction().execute(async (trx) => {
      if (await this.repo.byName(name, trx)) throw conflict(`分类「${name}」已存在`);
      const newId = await this.repo.insert(trx, name, sort, this.clock.now());
      await this.audit.record(trx, actor, { action: 'netdisk_cate.create', entity: 'netdisk_cate', entityId: newId, after: { id: newId, name, sort } });
      return newId;
    });
    return this.view(id);
  }

  async update(actor: AuditActor, id: number, values: { name?: string; sort?: number }): Promise<NetdiskCategoryView> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.byId(id, trx);
      if (!row) throw notFound('分类不存在');
      if (values.name !== undefined && values.name !== row.name && (await this.repo.byName(values.name, trx))) {
        throw conflict(`分类「${values.name}」已存在`);
      }
      if (values.name !== undefined || values.sort !== undefined) await this.repo.update(trx, id, values);
      await this.audit.record(trx, actor, { action: 'netdisk_cate.update', entity: 'netdisk_cate', entityId: id, before: plain(row), after: { ...plain(row), ...values } });
    });
    return this.view(id);
  }

  /** Deletes a category that no resource uses. */
  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.byId(id, trx);
      if (!row) throw notFound('分类不存在');
      const n = await this.repo.resourceCount(id, trx);
      if (n > 0) throw badRequest(`分类「${row.name}」下还有 ${n} 个资源，请先修改这些资源的分类`);
      await this.repo.delete(trx, id);
      await this.audit.record(trx, actor, { action: 'netdisk_cate.delete', entity: 'netdisk_cate', entityId: id, before: plain(row) });
    });
  }
}
