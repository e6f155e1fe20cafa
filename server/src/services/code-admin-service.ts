import type { z } from 'zod';
import type { cdKeyView, inviteCodeView } from '../../../contract/admin';
import { stringify } from 'csv-stringify/sync';
import type { DB } from '../db/database';
import { badRequest } from '../lib/app-error';
import { cstDateTimeString, type Clock } from '../lib/time';
import type { CdKeyFilter, CdKeysRepository } from '../repositories/cd-keys-repository';
import type { InviteCodesRepository } from '../repositories/invite-codes-repository';
import type { AuditActor, AuditService } from './audit-service';
import { randomCode } from './exchange-service';

export const MAX_CD_KEY_BATCH = 1000;
export const MAX_INVITE_BATCH = 500;
export const MAX_CSV_ROWS = 20_000;

export type CdKeyView = z.infer<typeof cdKeyView>;

export type InviteCodeView = z.infer<typeof inviteCodeView>;

const iso = (ms: number | null) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

/** Admin pages cdKey (卡密) and inviteCode: generate batches, list with filters, export CSV. */
export class CodeAdminService {
  constructor(
    private readonly db: DB,
    private readonly cdKeys: CdKeysRepository,
    private readonly inviteCodes: InviteCodesRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * Generates `count` keys worth `amount` coins or VIP days, all in one transaction with the
   * audit row. The note names the batch (default: its Beijing time + 生成) and is the list/export filter.
   */
  async generateCdKeys(actor: AuditActor, kind: 'coin' | 'vip', amount: number, count: number, note?: string): Promise<{ note: string; codes: string[] }> {
    if (!Number.isInteger(amount) || amount < 1 || amount > (kind === 'vip' ? 3650 : 1_000_000)) {
      throw badRequest(kind === 'vip' ? 'VIP 天数应为 1–3650' : '金币面值应为 1–1000000');
    }
    if (!Number.isInteger(count) || count < 1 || count > MAX_CD_KEY_BATCH) throw badRequest(`一次可生成 1–${MAX_CD_KEY_BATCH} 个卡密`);
    const now = this.clock.now();
    // the default names the batch by its time (the pages put 批次 before it: no 「批次：批次 …」, issue 30)
    const batch = note?.trim() || `${cstDateTimeString(now)} 生成`;
    const codes = await this.db.transaction().execute(async (trx) => {
      const out: string[] = [];
      for (let i = 0; i < count; i++) {
        const code = randomCode('KM', 16);
        await this.cdKeys.insertWith(trx, { code, kind, amount, note: batch, created_at: now });
        out.push(code);
      }
      await this.audit.record(trx, actor, { action: 'cd_key.generate', entity: 'cd_key', entityId: batch, after: { kind, amount, count, note: batch } });
      return out;
    });
    return { note: batch, codes };
  }

  async listCdKeys(filter: CdKeyFilter, page: number, size: number): Promise<{ list: CdKeyView[]; total: number }> {
    const { rows, total } = await this.cdKeys.adminPage(filter, (page - 1) * size, size);
    return {
      list: rows.map((r) => ({
        id: r.id, code: r.code, kind: r.kind, amount: r.amount, note: r.note, used: r.used_by !== null, used_by: r.used_by,
        used_by_name: r.used_by_name ?? '', used_time: iso(r.used_at), create_time: iso(r.created_at)!,
      })),
      total,
    };
  }

  /** CSV (UTF-8 with BOM so Excel reads the Chinese headers) of the keys matching the filter. */
  async exportCdKeys(filter: CdKeyFilter): Promise<string> {
    const { list, total } = await this.listCdKeys(filter, 1, MAX_CSV_ROWS);
    if (total > MAX_CSV_ROWS) throw badRequest(`一次最多导出 ${MAX_CSV_ROWS} 个卡密，请缩小筛选范围`);
    const body = stringify(
      list.map((k) => [k.code, k.kind === 'vip' ? 'VIP 天数' : '金币', k.amount, k.note, k.used ? '已使用' : '未使用', k.used_by_name, k.used_time ?? '', k.create_time]),
      { header: true, columns: ['卡密', '类型', '面值', '批次', '状态', '使用者', '使用时间', '生成时间'] },
    );
    return `\uFEFF${body}`;
  }

  async generateInviteCodes(actor: AuditActor, count: number): Promise<string[]> {
    if (!Number.isInteger(count) || count < 1 || count > MAX_INVITE_BATCH) throw badRequest(`一次可生成 1–${MAX_INVITE_BATCH} 个邀请码`);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const out: string[] = [];
      for (let i = 0; i < count; i++) {
        const code = randomCode('YQ', 10);
        await this.inviteCodes.insert(trx, code, null, now);
        out.push(code);
      }
      await this.audit.record(trx, actor, { action: 'invite_code.generate', entity: 'invite_code', after: { count, codes: out } });
      return out;
    });
  }

  async listInviteCodes(filter: { used?: boolean; code?: string }, page: number, size: number): Promise<{ list: InviteCodeView[]; total: number }> {
    const { rows, total } = await this.inviteCodes.adminPage(filter, (page - 1) * size, size);
    return {
      list: rows.map((r) => ({
        id: r.id, code: r.code, status: r.used_by === null ? 'unused' : 'used', owner_id: r.owner_id, owner_name: r.owner_name ?? '',
        used_by: r.used_by, used_by_name: r.used_by_name ?? '', used_time: iso(r.used_at), create_time: iso(r.created_at)!,
      })),
      total,
    };
  }
}
