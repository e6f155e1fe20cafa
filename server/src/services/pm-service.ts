import type { z } from 'zod';
import type { pmConversationList, pmMessage, pmSendResult, pmThread } from '../../../contract/pm';
import { ADMIN_ROLE } from '../plugins/auth';
import { AppError, badRequest, notFound, tooMany } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { LiveHub } from '../live/live-hub';
import type { PmRepository } from '../repositories/pm-repository';
import type { UsersRepository, UserRow } from '../repositories/users-repository';
import type { HotKeywordService } from './hot-keyword-service';
import type { LedgerService } from './ledger-service';
import { BANNED_CODE, RATE_WINDOW_MS, type ReplyService } from './reply-service';
import type { WebSettingsService } from './web-settings-service';

type Viewer = Pick<UserRow, 'id' | 'role'>;
type MessageView = z.infer<typeof pmMessage>;

/** Site config of 私信 (group 社区 on /admin/config). */
export const PM_SETTING_DEFAULTS = { pm_rate_per_10min: '20' } as const;
export const PM_RATE_BOUNDS: [number, number] = [1, 1000];

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const excerptOf = (text: string, n = 60) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cps = Array.from(flat);
  return cps.length > n ? `${cps.slice(0, n).join('')}…` : flat;
};

/**
 * 私信 between members (issue 33, docs/adr/0033c-messages-live.md). A member only ever addresses a
 * conversation by the OTHER member's id, and every read is "my conversation with X": there is no
 * way to name somebody else's conversation. Rules on sending, in order: not to oneself; the peer
 * exists and is not banned; no 拉黑 either way (as mentions: a member who blocked you gets nothing
 * from you — and you cannot write to a member you blocked); banned words (the forum's list, code
 * 444); new accounts wait `reply_new_account_minutes` as for replies; at most `pm_rate_per_10min`
 * messages in 10 minutes (admins exempt), counted under the sender's row lock so a burst cannot
 * race past it. The recipient's open tabs get a `pm` live event in the same transaction.
 */
export class PmService {
  constructor(
    private readonly repo: PmRepository,
    private readonly clock: Clock,
    private readonly deps: {
      users: UsersRepository;
      ledger: LedgerService;
      hotKeywords: HotKeywordService;
      replies: ReplyService;
      webSettings: WebSettingsService;
      live: LiveHub;
    },
  ) {}

  async ratePer10Min(): Promise<number> {
    const [row] = await this.deps.webSettings.getMany(['pm_rate_per_10min']);
    const raw = row?.value?.trim();
    const n = Number(raw);
    return raw && /^\d+$/.test(raw) && n >= PM_RATE_BOUNDS[0] && n <= PM_RATE_BOUNDS[1] ? n : Number(PM_SETTING_DEFAULTS.pm_rate_per_10min);
  }

  unreadCount(userId: number): Promise<number> {
    return this.repo.unreadCount(userId);
  }

  private async peer(viewer: Viewer, peerId: number): Promise<UserRow> {
    if (peerId === viewer.id) throw badRequest('不能给自己发私信');
    const peer = await this.deps.users.byId(peerId);
    if (!peer || Number(peer.deleted_at) > 0) throw notFound('用户不存在');
    return peer;
  }

  /** Why the viewer cannot write to the peer now ('' = can). */
  private async refusal(viewer: Viewer, peer: UserRow): Promise<string> {
    if (peer.banned) return '对方账号已被封禁，无法发送私信';
    const blocks = await this.repo.blockedEitherWay(viewer.id, peer.id);
    if (blocks.byMe) return '你已将对方拉黑，移出黑名单后才能发送私信';
    if (blocks.byPeer) return '对方已将你拉黑，无法发送私信';
    return '';
  }

  async conversations(viewer: Viewer, page: number, size: number): Promise<z.infer<typeof pmConversationList>> {
    const [{ rows, total }, unread] = await Promise.all([this.repo.conversations(viewer.id, (page - 1) * size, size), this.repo.unreadCount(viewer.id)]);
    return {
      total,
      unread_pm_count: unread,
      list: rows.map((r) => ({
        id: Number(r.id),
        peer: { id: Number(r.peer_id ?? 0), username: r.peer_name ?? '已注销用户', avatar: r.peer_avatar ?? '' },
        last_excerpt: r.last_excerpt,
        last_time: iso(r.last_at),
        last_from_me: Number(r.last_sender) === viewer.id,
        unread: Number(r.unread ?? 0),
      })),
    };
  }

  /** My conversation with `peerId` (a page of it); opening the newest page marks it read. */
  async thread(viewer: Viewer, peerId: number, q: { before?: number; size: number }): Promise<z.infer<typeof pmThread>> {
    const peer = await this.peer(viewer, peerId);
    const conv = await this.repo.conversationOf(viewer.id, peer.id);
    let list: MessageView[] = [];
    let hasMore = false;
    if (conv) {
      if (q.before === undefined) await this.repo.markRead(conv.id, viewer.id, this.clock.now());
      const rows = await this.repo.messages(conv.id, q.size + 1, q.before);
      hasMore = rows.length > q.size;
      list = rows.slice(0, q.size).reverse().map((m) => this.view(viewer.id, m));
    }
    const reason = await this.refusal(viewer, peer);
    return {
      conversation_id: conv ? Number(conv.id) : null,
      peer: { id: peer.id, username: peer.username, avatar: peer.avatar },
      list,
      has_more: hasMore,
      can_send: reason === '',
      cannot_send_reason: reason,
      unread_pm_count: await this.repo.unreadCount(viewer.id),
    };
  }

  async send(viewer: Viewer & { username?: string }, peerId: number, content: string): Promise<z.infer<typeof pmSendResult>> {
    const peer = await this.peer(viewer, peerId);
    const reason = await this.refusal(viewer, peer);
    if (reason) throw new AppError(403, reason);
    if (await this.deps.hotKeywords.findBanned(content)) throw new AppError(BANNED_CODE, '私信内容包含违禁词，请修改后再试');
    const isAdmin = viewer.role === ADMIN_ROLE;
    const now = this.clock.now();
    const settings = await this.deps.replies.settings();
    const me = await this.deps.users.byId(viewer.id);
    if (!isAdmin && settings.newAccountMinutes > 0) {
      const waitMs = settings.newAccountMinutes * 60_000 - (now - Number(me?.created_at ?? 0));
      if (waitMs > 0) {
        throw badRequest(`新注册的账号需要等待 ${settings.newAccountMinutes} 分钟才能发私信，请在约 ${Math.ceil(waitMs / 60_000)} 分钟后再试`);
      }
    }
    const rate = await this.ratePer10Min();
    const excerpt = excerptOf(content);
    const out = await this.deps.ledger.run(async (trx) => {
      // the sender's row serialises their sends (PostgreSQL): the count below cannot be raced
      await this.deps.ledger.lockUsers(trx, [viewer.id]);
      if (!isAdmin && (await this.repo.sentSince(trx, viewer.id, now - RATE_WINDOW_MS)) >= rate) {
        throw tooMany(`私信发送过于频繁：每 10 分钟最多发送 ${rate} 条，请稍后再试`);
      }
      // re-checked inside: a block made while this request was on its way still wins
      const blocks = await this.repo.blockedEitherWay(viewer.id, peer.id, trx);
      if (blocks.byMe || blocks.byPeer) throw new AppError(403, blocks.byMe ? '你已将对方拉黑，移出黑名单后才能发送私信' : '对方已将你拉黑，无法发送私信');
      const conversationId = await this.repo.touchConversation(trx, viewer.id, peer.id, { at: now, excerpt, sender: viewer.id });
      const id = await this.repo.insertMessage(trx, { conversation_id: conversationId, sender_id: viewer.id, recipient_id: peer.id, content, created_at: now });
      const unread = await this.repo.unreadCount(peer.id, trx);
      await this.deps.live.publish(trx, peer.id, 'pm', {
        conversation_id: conversationId, from_user_id: viewer.id, from_username: me?.username ?? '', message_id: id, excerpt, unread_pm_count: unread,
      });
      return { conversationId, id };
    });
    return { conversation_id: out.conversationId, message: { id: out.id, from_me: true, content, create_time: iso(now), read: false } };
  }

  /** A conversation's messages for the admin (only reached through a report of it). */
  async forAdmin(conversationId: number) {
    const conv = await this.repo.conversationById(conversationId);
    if (!conv) throw notFound('会话不存在');
    const rows = await this.repo.messages(conversationId, 200);
    const members = await Promise.all([conv.user_low, conv.user_high].map((id) => this.deps.users.byId(Number(id))));
    return {
      conversation_id: Number(conv.id),
      members: members.map((u, i) => ({ id: Number(u?.id ?? [conv.user_low, conv.user_high][i]), username: u?.username ?? '已注销用户', avatar: u?.avatar ?? '' })),
      list: rows.reverse().map((m) => ({ id: Number(m.id), sender_id: Number(m.sender_id), content: m.content, create_time: iso(m.created_at) })),
    };
  }

  conversationById(id: number) {
    return this.repo.conversationById(id);
  }

  private view(viewerId: number, m: { id: number; sender_id: number; content: string; created_at: number; read_at: number }): MessageView {
    return { id: Number(m.id), from_me: Number(m.sender_id) === viewerId, content: m.content, create_time: iso(m.created_at), read: Number(m.read_at) > 0 };
  }
}
