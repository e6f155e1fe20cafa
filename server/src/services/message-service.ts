import type { z } from 'zod';
import type { LiveHub } from '../live/live-hub';
import type { messageSchema } from '../../../contract/account';
import type { Clock } from '../lib/time';
import { notFound } from '../lib/app-error';
import type { Executor } from '../repositories/ledger-repository';
import type { MessageRow, MessagesRepository } from '../repositories/messages-repository';

/**
 * MessageService — system messages to one user (站内消息). Reach it as `ctx.services.messages`.
 *
 * Stable API:
 *   messages.notify(trxOrDb, userId, { title, content, kind?, link? }) → message id
 *     Pass the open transaction when the message belongs to a change (so both commit together),
 *     or `ctx.db`. title ≤ 100 chars (longer is cut), content free text, kind a short word:
 *     'system' (default), 'reward', 'order', 'security', 'forum', …
 */
export interface MessageInput {
  title: string;
  content: string;
  kind?: string;
  /**
   * Where the message points, an in-app hash path (`/main/bbs/post/32?floor=4`,
   * `/profile/orders`, `/main/game/stone?game=7`): the message list makes it a link. Never put
   * the path into `content` — readers see words, not routes (issue 30).
   */
  link?: string;
}

export type MessageView = z.infer<typeof messageSchema>;

export class MessageService {
  constructor(
    private readonly repo: MessagesRepository,
    private readonly clock: Clock,
  ) {}

  private live: LiveHub | undefined;
  private pmUnread: ((userId: number) => Promise<number>) | undefined;
  /** The live channel (issue 33): every message (mentions, settled games, …) reaches open tabs. */
  setLive(live: LiveHub, pmUnread: (userId: number) => Promise<number>): void {
    this.live = live;
    this.pmUnread = pmUnread;
  }

  async notify(exec: Executor, userId: number, m: MessageInput): Promise<number> {
    const link = messageLink(m.link);
    const kind = (m.kind ?? 'system').slice(0, 32);
    const id = await this.repo.insert(exec, {
      user_id: userId,
      title: m.title.slice(0, 100),
      content: m.content,
      kind,
      link,
      created_at: this.clock.now(),
    });
    await this.live?.publish(exec, userId, 'notice', { kind, title: m.title.slice(0, 100), link });
    return id;
  }

  unreadCount(userId: number): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  async list(userId: number, page: number, size: number, unreadOnly = false): Promise<{ list: MessageView[]; total: number; unread: number }> {
    const [{ rows, total }, unread] = await Promise.all([
      this.repo.page(userId, (page - 1) * size, size, unreadOnly),
      this.repo.unreadCount(userId),
    ]);
    return { list: rows.map(messageView), total, unread };
  }

  /** Marks read and returns the remaining unread count. */
  async markRead(userId: number, ids: number[] | 'all'): Promise<{ changed: number; unread_msg_count: number }> {
    const changed = await this.repo.markRead(userId, ids);
    // unread_msg_count is the header's count: system messages plus unread 私信 (ADR 0033c)
    const [system, pm] = await Promise.all([this.repo.unreadCount(userId), this.pmUnread?.(userId) ?? 0]);
    return { changed, unread_msg_count: system + pm };
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(userId, id))) throw notFound('消息不存在');
  }
}

/** An in-app path or ''. Anything else (another site, `javascript:`) is dropped, not stored. */
export function messageLink(link: string | undefined): string {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.length > 300) return '';
  return link;
}

function messageView(r: MessageRow): MessageView {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    kind: r.kind,
    link: r.link,
    is_read: r.is_read === 1,
    create_time: new Date(Number(r.created_at)).toISOString(),
  };
}
