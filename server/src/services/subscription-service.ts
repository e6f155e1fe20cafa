import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { ResourceRow } from '../repositories/resources-repository';
import type { SubscriptionsRepository } from '../repositories/subscriptions-repository';
import { matchesAllTerms, normalizeText, queryTerms } from '../search/tokenizer';
import type { HotKeywordService } from './hot-keyword-service';
import type { MessageService } from './message-service';

export const MAX_SUBSCRIPTIONS = 20;

/**
 * Keyword subscriptions (profile/subscribe): when a resource is approved, every subscriber whose
 * keyword matches its title (same rule as search: every term is a substring) gets a message.
 */
export class SubscriptionService {
  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly messages: MessageService,
    private readonly hot: HotKeywordService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<Array<{ id: number; keyword: string; create_time: string }>> {
    return (await this.repo.forUser(userId)).map((s) => ({ id: s.id, keyword: s.keyword, create_time: new Date(Number(s.created_at)).toISOString() }));
  }

  async add(userId: number, keyword: string): Promise<{ id: number; keyword: string; create_time: string }> {
    const kw = keyword.trim().replace(/\s+/g, ' ');
    const norm = normalizeText(kw);
    if (!norm || kw.length > 50) throw badRequest('订阅关键词长度应为 1–50 个字符');
    await this.hot.assertAllowed(kw, '订阅关键词');
    if ((await this.repo.countForUser(userId)) >= MAX_SUBSCRIPTIONS) throw badRequest(`最多订阅 ${MAX_SUBSCRIPTIONS} 个关键词`);
    const now = this.clock.now();
    const id = await this.repo.insert(userId, kw, norm, now);
    if (id === undefined) throw new AppError(409, `您已订阅「${kw}」`);
    return { id, keyword: kw, create_time: new Date(now).toISOString() };
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.delete(userId, id))) throw notFound('订阅不存在');
  }

  /** Messages every matching subscriber (not the sharer) about a newly approved resource. */
  async notifyMatches(exec: Kysely<Database>, r: Pick<ResourceRow, 'id' | 'title' | 'title_norm' | 'sharer_id'>): Promise<number> {
    let sent = 0;
    const notified = new Set<number>();
    for await (const batch of this.repo.all(exec)) {
      for (const s of batch) {
        if (s.user_id === r.sharer_id || notified.has(s.user_id)) continue;
        if (!matchesAllTerms(r.title_norm, queryTerms(s.keyword_norm))) continue;
        notified.add(s.user_id);
        await this.messages.notify(exec, s.user_id, {
          title: `订阅提醒：「${s.keyword}」有新资源`,
          content: `您订阅的关键词「${s.keyword}」有新资源：${r.title}。`,
          kind: 'subscribe',
          link: `/main/detail/${r.id}`,
        });
        sent++;
      }
    }
    return sent;
  }
}
