
import type { z } from 'zod';
import { REPORT_ACTIONS, type adminReport, type ReportAction, type ReportKind, type ReportReason } from '../../../contract/pm';
import type { DB } from '../db/database';
import { AppError, badRequest, notFound, tooMany } from '../lib/app-error';
import type { Clock } from '../lib/time';
import { isUniqueViolation } from '../plugins/errors';
import type { ArticlesRepository } from '../repositories/articles-repository';
import { REPLY_STATUS, type RepliesRepository } from '../repositories/replies-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { AccountService } from './account-service';
import { summarize, type ArticleService } from './article-service';
import type { AuditActor, AuditService } from './audit-service';
import type { PmService } from './pm-service';
import type { ReplyService } from './reply-service';

type AdminReport = z.infer<typeof adminReport>;
const STATUS = { open: 0, dismissed: 1, done: 2 } as const;
const STATUS_NAME = ['open', 'dismissed', 'done'] as const;
/** Reports one member may file per hour (a flood of reports is itself abuse). */
export const REPORTS_PER_HOUR = 30;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * 举报 of posts, replies and private conversations, and the admin queue (issue 33, ADR 0033c).
 * Reporting: the target must exist and be someone else's; one report per member and target (the
 * unique key, race-safe); at most REPORTS_PER_HOUR an hour. A conversation can only be reported
 * by one of its two members. Resolving: one action per report — 驳回, 隐藏回复 (the reply's own
 * admin action and audit), 删除帖子, 封禁作者 (the user admin's ban, which ends their sessions) —
 * and every open report of the same target closes with it; one audit row `content_report.<action>`.
 */
export class ContentReportService {
  constructor(
    private readonly db: DB,
    private readonly clock: Clock,
    private readonly deps: {
      articles: ArticlesRepository;
      articleService: ArticleService;
      replies: RepliesRepository;
      replyService: ReplyService;
      pm: PmService;
      users: UsersRepository;
      accounts: AccountService;
      audit: AuditService;
    },
  ) {}

  async report(viewerId: number, input: { kind: ReportKind; id: number; reason: ReportReason; detail: string }): Promise<{ id: number; created: boolean }> {
    const now = this.clock.now();
    let target: { userId: number; articleId: number; excerpt: string };
    if (input.kind === 'article') {
      const a = await this.deps.articles.byId(input.id);
      if (!a) throw notFound('帖子不存在');
      target = { userId: Number(a.user_id), articleId: a.id, excerpt: `《${a.title}》${summarize(a.content, 200)}` };
    } else if (input.kind === 'reply') {
      const r = await this.deps.replies.byId(input.id);
      if (!r || r.status === REPLY_STATUS.deletedByAuthor || r.status === REPLY_STATUS.deletedByAdmin) throw notFound('回复不存在');
      target = { userId: Number(r.user_id), articleId: Number(r.article_id), excerpt: summarize(r.content, 250) };
    } else {
      const c = await this.deps.pm.conversationById(input.id);
      // not a member: the same answer as a conversation that does not exist
      if (!c || (Number(c.user_low) !== viewerId && Number(c.user_high) !== viewerId)) throw notFound('会话不存在');
      const other = Number(c.user_low) === viewerId ? Number(c.user_high) : Number(c.user_low);
      target = { userId: other, articleId: 0, excerpt: c.last_excerpt };
    }
    if (target.userId === viewerId) throw badRequest('不能举报自己的内容');
    const recent = await this.db
      .selectFrom('content_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reporter_id', '=', viewerId)
      .where('created_at', '>', now - 3600_000)
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) >= REPORTS_PER_HOUR) throw tooMany(`举报过于频繁：每小时最多举报 ${REPORTS_PER_HOUR} 次`);
    const existing = () =>
      this.db.selectFrom('content_reports').select('id').where('reporter_id', '=', viewerId).where('kind', '=', input.kind).where('target_id', '=', input.id).executeTakeFirst();
    const before = await existing();
    if (before) return { id: Number(before.id), created: false };
    try {
      const row = await this.db
        .insertInto('content_reports')
        .values({
          kind: input.kind, target_id: input.id, target_user_id: target.userId, article_id: target.articleId, reporter_id: viewerId,
          reason: input.reason, detail: input.detail.slice(0, 200), excerpt: Array.from(target.excerpt).slice(0, 290).join(''),
          status: STATUS.open, action: '', handled_by: 0, handled_at: 0, created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), created: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const won = await existing();
      return { id: Number(won?.id ?? 0), created: false };
    }
  }

  async list(q: { status: 'open' | 'dismissed' | 'done' | 'all'; kind?: ReportKind; page: number; size: number }): Promise<{ list: AdminReport[]; total: number }> {
    let base = this.db.selectFrom('content_reports as r');
    if (q.status !== 'all') base = base.where('r.status', '=', STATUS[q.status]);
    if (q.kind) base = base.where('r.kind', '=', q.kind);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('users as t', 't.id', 'r.target_user_id')
        .leftJoin('users as p', 'p.id', 'r.reporter_id')
        .selectAll('r')
        .select(['t.username as target_name', 't.avatar as target_avatar', 'p.username as reporter_name', 'p.avatar as reporter_avatar'])
        .select((eb) =>
          eb
            .selectFrom('content_reports as s')
            .select((s) => s.fn.countAll<number>().as('n'))
            .whereRef('s.kind', '=', 'r.kind')
            .whereRef('s.target_id', '=', 'r.target_id')
            .where('s.status', '=', STATUS.open)
            .as('same_open'),
        )
        .orderBy('r.id', 'desc')
        .offset((q.page - 1) * q.size)
        .limit(q.size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return {
      total: Number(count?.n ?? 0),
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind as ReportKind,
        target_id: Number(r.target_id),
        article_id: Number(r.article_id),
        target_user: { id: Number(r.target_user_id), username: r.target_name ?? '已注销用户', avatar: r.target_avatar ?? '' },
        reporter: { id: Number(r.reporter_id), username: r.reporter_name ?? '已注销用户', avatar: r.reporter_avatar ?? '' },
        reason: r.reason as ReportReason,
        detail: r.detail,
        excerpt: r.excerpt,
        status: STATUS_NAME[Number(r.status)] ?? 'open',
        action: r.action,
        create_time: iso(r.created_at),
        handled_time: Number(r.handled_at) > 0 ? iso(r.handled_at) : null,
        same_target_open: Number(r.same_open ?? 0),
      })),
    };
  }

  async resolve(actor: AuditActor, id: number, action: ReportAction, note: string): Promise<{ id: number; status: 'dismissed' | 'done'; action: ReportAction; closed: number }> {
    const r = await this.db.selectFrom('content_reports').selectAll().where('id', '=', id).executeTakeFirst();
    if (!r) throw notFound('举报不存在');
    if (Number(r.status) !== STATUS.open) throw badRequest('该举报已处理');
    if (action === 'hide_reply' && r.kind !== 'reply') throw badRequest('只有回复可以隐藏');
    if (action === 'delete_article' && r.kind !== 'article') throw badRequest('只有帖子可以删除');
    // the action first, through the admin action that already exists (each keeps its own rules)
    if (action === 'hide_reply') {
      const reply = await this.deps.replies.byId(Number(r.target_id));
      if (reply && reply.status === REPLY_STATUS.visible) await this.deps.replyService.setHidden(actor, Number(r.target_id), true);
    } else if (action === 'delete_article') {
      if (await this.deps.articles.byId(Number(r.target_id))) await this.deps.articleService.adminDelete(Number(r.target_id));
    } else if (action === 'ban_author') {
      const admin = await this.deps.users.byId(actor.id);
      if (!admin) throw new AppError(403, '请登录');
      const target = await this.deps.users.byId(Number(r.target_user_id));
      if (!target || Number(target.deleted_at) > 0) throw badRequest('作者账号已删除');
      if (!target.banned) await this.deps.accounts.adminUpdate(admin, target.id, { banned: true });
    }
    const to = action === 'dismiss' ? STATUS.dismissed : STATUS.done;
    const now = this.clock.now();
    const closed = await this.db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('content_reports')
        .set({ status: to, action, handled_by: actor.id, handled_at: now })
        .where('kind', '=', r.kind)
        .where('target_id', '=', r.target_id)
        .where('status', '=', STATUS.open)
        .executeTakeFirst();
      await this.deps.audit.record(trx, actor, {
        action: `content_report.${action}`, entity: 'content_report', entityId: id,
        before: { status: '待处理', kind: r.kind, target_id: Number(r.target_id), user_id: Number(r.target_user_id), reason: r.reason, content: r.excerpt },
        after: { status: to === STATUS.dismissed ? '已驳回' : '已处理', action: REPORT_ACTIONS[action], reason: note || undefined },
      });
      return Number(res.numUpdatedRows);
    });
    actor.recorded = true;
    return { id, status: to === STATUS.dismissed ? 'dismissed' : 'done', action, closed };
  }

  /** The admin reads a reported conversation; the reading itself is audited. */
  async conversationOf(actor: AuditActor, reportId: number) {
    const r = await this.db.selectFrom('content_reports').selectAll().where('id', '=', reportId).executeTakeFirst();
    if (!r || r.kind !== 'conversation') throw notFound('举报不存在');
    const view = await this.deps.pm.forAdmin(Number(r.target_id));
    await this.deps.audit.record(undefined, actor, {
      action: 'content_report.read_conversation', entity: 'content_report', entityId: reportId,
      after: { kind: 'conversation', target_id: Number(r.target_id) },
    });
    actor.recorded = true;
    return view;
  }
}


