import type { z } from 'zod';
import type { levelTable, memberBadge, memberReplyItem, memberResourceItem, memberStatistics, memberTitle } from '../../../contract/community';
import { DEFAULT_LEVEL_FORMULA, levelOf, parseLevelFormula, type LevelFormula } from '../community/levels';
import type { DB } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { CommunityRepository } from '../repositories/community-repository';
import type { AccountService } from './account-service';
import { iso } from './account-views';
import type { AuditActor, AuditService } from './audit-service';
import type { WebSettingsService } from './web-settings-service';

/**
 * CommunityService (issue 33) — what a member page and a name in a list show:
 *
 *   statistics(id)        spec §7 GET /v1/user/statistics/{id}: public statistics + level, titles, counts, last active
 *   badges(ids)           level and titles of up to 50 members (names in lists)
 *   levelTable()          the formula as a table (等级说明)
 *   replies/resources     a member's public replies and approved shared resources
 *   grantTitle/revokeTitle  admins only (routes/admin); audited in the same transaction
 *
 * Levels are computed on read from activity counts and the `level_formula` site config (see
 * community/levels.ts); nothing is cached here, so a config change or new activity shows on the
 * next read. The config text itself comes from the web_settings snapshot, which the 'settings'
 * invalidation topic refreshes in every process.
 */
export type MemberStatistics = z.infer<typeof memberStatistics>;
export type MemberBadge = z.infer<typeof memberBadge>;
export type MemberTitle = z.infer<typeof memberTitle>;

/** A member may hold at most this many titles and badges together. */
export const MAX_TITLES = 5;
export const LEVEL_FORMULA_SETTING = 'level_formula';

export class CommunityService {
  constructor(
    private readonly db: DB,
    private readonly repo: CommunityRepository,
    private readonly deps: { accounts: AccountService; settings: WebSettingsService; audit: AuditService },
    private readonly clock: Clock,
  ) {}

  /** The site's level formula; an unreadable saved value falls back to the default. */
  async formula(): Promise<LevelFormula> {
    const raw = await this.deps.settings.getValue(LEVEL_FORMULA_SETTING);
    if (raw === undefined) return DEFAULT_LEVEL_FORMULA;
    const parsed = parseLevelFormula(raw);
    return parsed.ok ? parsed.formula : DEFAULT_LEVEL_FORMULA;
  }

  async levelTable(): Promise<z.infer<typeof levelTable>> {
    const f = await this.formula();
    return { weights: f.weights, levels: f.levels.map((l, i) => ({ level: i + 1, name: l.name, min: l.min })) };
  }

  async statistics(id: number): Promise<MemberStatistics> {
    const base = await this.deps.accounts.statistics(id); // 404 for a missing or deleted member
    const [formula, activity, titles, replyCount, resourceCount, lastActive, favouritesPublic] = await Promise.all([
      this.formula(),
      this.repo.activity([id]),
      this.repo.titles([id]),
      this.repo.replyCount(id),
      this.repo.resourceCount(id),
      this.repo.lastActive(id),
      this.repo.favouritesPublic(id),
    ]);
    const hour = 3_600_000;
    return {
      ...base,
      level: levelOf(formula, activity.get(id) ?? {}),
      titles: titles.map(titleView),
      reply_count: replyCount,
      resource_count: resourceCount,
      // to the hour: a public page should not say to the minute when someone was online
      last_active_time: lastActive > 0 ? iso(Math.floor(lastActive / hour) * hour) : null,
      favourites_public: favouritesPublic,
    };
  }

  /** Level and titles of each existing member among `ids` (unknown or deleted ids are left out). */
  async badges(ids: number[]): Promise<MemberBadge[]> {
    const unique = [...new Set(ids)].slice(0, 50);
    const avatars = await this.repo.avatars(unique);
    const found = unique.filter((id) => avatars.has(id));
    const [formula, activity, titles] = await Promise.all([this.formula(), this.repo.activity(found), this.repo.titles(found)]);
    return found.map((id) => {
      const lv = levelOf(formula, activity.get(id) ?? {});
      return { id, avatar: avatars.get(id) ?? '', level: lv.level, level_name: lv.name, titles: titles.filter((t) => Number(t.user_id) === id).map(titleView) };
    });
  }

  async replies(userId: number, page: number, size: number): Promise<{ list: z.infer<typeof memberReplyItem>[]; total: number }> {
    await this.mustExist(userId);
    const { rows, total } = await this.repo.publicReplies(userId, (page - 1) * size, size);
    return {
      total,
      list: rows.map((r) => ({
        id: Number(r.id), article_id: Number(r.article_id), article_title: r.article_title, floor: Number(r.floor),
        content: excerpt(r.content, 120), create_time: iso(r.created_at),
      })),
    };
  }

  async resources(userId: number, page: number, size: number): Promise<{ list: z.infer<typeof memberResourceItem>[]; total: number }> {
    await this.mustExist(userId);
    const { rows, total } = await this.repo.sharedResources(userId, (page - 1) * size, size);
    return {
      total,
      list: rows.map((r) => ({ id: Number(r.id), title: r.title, disk_type: r.disk_type, views: Number(r.views), create_time: iso(r.created_at) })),
    };
  }

  async titlesOf(userId: number): Promise<MemberTitle[]> {
    await this.mustExist(userId);
    return (await this.repo.titles([userId])).map(titleView);
  }

  async grantTitle(actor: AuditActor, userId: number, title: string, kind: 'title' | 'badge'): Promise<MemberTitle[]> {
    await this.mustExist(userId);
    await this.db.transaction().execute(async (trx) => {
      if ((await this.repo.titleCount(trx, userId)) >= MAX_TITLES) throw badRequest(`每位会员最多 ${MAX_TITLES} 个称号和徽章`);
      const added = await this.repo.addTitle(trx, { user_id: userId, title, kind, granted_by: actor.id, created_at: this.clock.now() });
      if (!added) throw conflict(`该会员已有「${title}」`);
      await this.deps.audit.record(trx, actor, { action: 'user.grant_title', entity: 'user', entityId: userId, after: { title, kind } });
    });
    return this.titlesOf(userId);
  }

  async revokeTitle(actor: AuditActor, userId: number, title: string): Promise<MemberTitle[]> {
    await this.mustExist(userId);
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo.removeTitle(trx, userId, title))) throw notFound(`该会员没有「${title}」`);
      await this.deps.audit.record(trx, actor, { action: 'user.revoke_title', entity: 'user', entityId: userId, before: { title } });
    });
    return this.titlesOf(userId);
  }

  private async mustExist(userId: number): Promise<void> {
    if (!(await this.repo.existing([userId])).has(userId)) throw notFound('用户不存在');
  }
}

const titleView = (t: { title: string; kind: string }): MemberTitle => ({ title: t.title, kind: t.kind === 'badge' ? 'badge' : 'title' });

/** The first `n` characters of Markdown as plain-ish text (no markup is interpreted by the client). */
function excerpt(markdown: string, n: number): string {
  const flat = markdown.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > n ? `${chars.slice(0, n).join('')}…` : flat;
}
