import type { Transaction } from 'kysely';
import type { GameCard as HallCard } from '../../../../contract/games';
import type { BragCreateBody, PvpGame, PvpLimits, StoneMove } from '../../../../contract/pvp';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { cstDayNumber, type Clock } from '../../lib/time';
import type { AuditActor, AuditService } from '../../services/audit-service';
import { BANNED_CODE, type HotKeywordService } from '../../services/hot-keyword-service';
import type { LedgerService } from '../../services/ledger-service';
import type { MessageService } from '../../services/message-service';
import type { WebSettingsService } from '../../services/web-settings-service';
import { loadPvpSettings, type PvpSettings } from './pvp-config';
import type { PvpGameKind, PvpGameRow, PvpRepository } from './pvp-repository';
import { bragOutcome, commitment, newSalt, payout, preimage, STONE_MOVE_NAMES, stoneOutcome } from './pvp-rules';

type Trx = Transaction<Database>;

const GAME_NAMES: Record<PvpGameKind, string> = { stone: '石头剪刀布', brag: '吹牛' };
const KINDS = {
  stone: { stake: 'stone_stake', payout: 'stone_payout', refund: 'stone_refund' },
  brag: { stake: 'brag_stake', payout: 'brag_payout', refund: 'brag_refund' },
} as const;
/** Ledger kinds this module writes (labels in src/components/LedgerTable). */
export const PVP_LEDGER_KINDS = [...Object.values(KINDS.stone), ...Object.values(KINDS.brag)];

const MSG_TAKEN = '这一局已被他人应战或已结束';
const MSG_EXPIRED = '这一局已过期，押注已退还给发起人';

/** How many due games one sweep closes before it yields (the next run takes the rest). */
const SWEEP_BATCH = 200;

/**
 * PvpService — 石头剪刀布 and 吹牛 between two members (issue 12). Every coin moves through the
 * LedgerService inside one transaction with the game's guarded status change, so a game is
 * settled, cancelled or expired exactly once and its escrow is never lost or paid twice.
 */
export class PvpService {
  constructor(
    private readonly db: DB,
    private readonly repo: PvpRepository,
    private readonly ledger: LedgerService,
    private readonly messages: MessageService,
    private readonly webSettings: WebSettingsService,
    private readonly keywords: HotKeywordService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  settings(): Promise<PvpSettings> {
    return loadPvpSettings(this.webSettings);
  }

  async limits(): Promise<PvpLimits> {
    const s = await this.settings();
    return {
      stone: { min_stake: s.stone.minStake, max_stake: s.stone.maxStake, fee_percent: s.stone.feePercent, expire_minutes: s.stone.expireMinutes, max_open: s.stone.maxOpen },
      brag: {
        min_stake: s.brag.minStake, max_stake: s.brag.maxStake, fee_percent: s.brag.feePercent, max_hours: s.brag.maxHours,
        daily_answers: s.brag.dailyAnswers, max_open: s.brag.maxOpen,
      },
    };
  }

  /**
   * The two cards of the game hall (/v1/game, issue 11): limits and fee from the site config,
   * today's count (China day) from the table. The hall's return to player is 100 − fee.
   */
  async hallCards(): Promise<HallCard[]> {
    const s = await this.settings();
    const dayStart = (cstDayNumber(this.clock.now()) * 86_400_000) - 8 * 3600 * 1000;
    const [stoneToday, bragToday] = await Promise.all([this.repo.countCreatedSince('stone', dayStart), this.repo.countCreatedSince('brag', dayStart)]);
    return [
      {
        key: 'stone', name: '石头剪刀布', path: '/main/game/stone', status: 'open',
        summary: '与其他会员对战：出拳加密托管，对手应战后当场揭晓，胜者赢走双方押注。',
        limits: `押注 ${s.stone.minStake}–${s.stone.maxStake} 金币，手续费 ${s.stone.feePercent}%，${s.stone.expireMinutes} 分钟无人应战自动退还`,
        rtp: 100 - s.stone.feePercent,
        rules: [
          { label: '胜', pays: `赢得双方押注，扣 ${s.stone.feePercent}% 手续费`, rtp: 100 - s.stone.feePercent },
          { label: '平', pays: '双方押注原路退还', rtp: 100 },
        ],
        today_count: stoneToday, price: null, stake_min: s.stone.minStake, stake_max: s.stone.maxStake, daily_limit: null,
      },
      {
        key: 'brag', name: '吹牛', path: '/main/game/brag', status: 'open',
        summary: '发起一句话的赌约，真假答案加密公示；猜对的应答者赢走奖池，猜错归发起人。',
        limits: `押注 ${s.brag.minStake}–${s.brag.maxStake} 金币，手续费 ${s.brag.feePercent}%，每天最多应答 ${s.brag.dailyAnswers} 次`,
        rtp: 100 - s.brag.feePercent,
        rules: [{ label: '猜对 / 猜错', pays: `赢家得双方押注，扣 ${s.brag.feePercent}% 手续费`, rtp: 100 - s.brag.feePercent }],
        today_count: bragToday, price: null, stake_min: s.brag.minStake, stake_max: s.brag.maxStake, daily_limit: s.brag.dailyAnswers,
      },
    ];
  }

  // --- 石头剪刀布

  async createStone(userId: number, input: { move: StoneMove; stake: number }): Promise<PvpGame> {
    const s = (await this.settings()).stone;
    checkStake(input.stake, s.minStake, s.maxStake);
    const now = this.clock.now();
    const salt = newSalt();
    const id = await this.ledger.run(async (trx) => {
      const gameId = await this.repo.insert(trx, {
        game: 'stone', status: 'open', creator_id: userId, stake: input.stake, commitment: commitment(input.move, salt), salt, secret: input.move,
        claim: '', answer_a: '', answer_b: '', invitee_id: null, invite_state: 'none', responder_id: null, response: '', result: '', winner_id: null,
        fee: 0, creator_delta: 0, responder_delta: 0, closed_by: null, created_at: now, expires_at: now + s.expireMinutes * 60_000, closed_at: 0,
      });
      // The debit row-locks the creator (PostgreSQL), so the open-game count below cannot be raced by the same member.
      await this.ledger.debit(trx, { userId, amount: input.stake, kind: KINDS.stone.stake, ref: `stone:${gameId}`, note: `石头剪刀布第 ${gameId} 局：押注（托管中）` });
      if ((await this.repo.countOpenBy(trx, 'stone', userId)) > s.maxOpen) {
        throw badRequest(`你同时开放的石头剪刀布已达上限 ${s.maxOpen} 局，请等对手应战或取消后再开`);
      }
      return gameId;
    });
    return this.get(id);
  }

  async acceptStone(userId: number, id: number, move: StoneMove): Promise<PvpGame> {
    const game = await this.playable(userId, id, 'stone');
    const s = (await this.settings()).stone;
    const result = stoneOutcome(game.secret as StoneMove, move);
    await this.settle(game, userId, move, result, s.feePercent);
    return this.get(id);
  }

  // --- 吹牛

  async createBrag(userId: number, input: BragCreateBody): Promise<PvpGame> {
    const s = (await this.settings()).brag;
    checkStake(input.stake, s.minStake, s.maxStake);
    if (input.hours > s.maxHours) throw badRequest(`有效期最多 ${s.maxHours} 小时`);
    const claim = input.claim.trim();
    const answers = [input.answers[0].trim(), input.answers[1].trim()] as const;
    if (answers[0] === answers[1]) throw badRequest('两个答案不能相同');
    const banned = await this.keywords.findBanned(`${claim} ${answers[0]} ${answers[1]}`);
    if (banned) throw new AppError(BANNED_CODE, '吹牛内容包含违禁词，请修改后再试');
    let inviteeId: number | null = null;
    const inviteName = input.invite?.trim();
    if (inviteName) {
      const found = await this.repo.userIdByName(inviteName);
      if (found === undefined) throw notFound(`被邀请的用户「${inviteName}」不存在`);
      if (found === userId) throw badRequest('不能邀请自己');
      inviteeId = found;
    }
    const now = this.clock.now();
    const salt = newSalt();
    const truth = answers[input.truth];
    const id = await this.ledger.run(async (trx) => {
      const gameId = await this.repo.insert(trx, {
        game: 'brag', status: 'open', creator_id: userId, stake: input.stake, commitment: commitment(truth, salt), salt, secret: truth,
        claim, answer_a: answers[0], answer_b: answers[1], invitee_id: inviteeId, invite_state: inviteeId ? 'pending' : 'none',
        responder_id: null, response: '', result: '', winner_id: null, fee: 0, creator_delta: 0, responder_delta: 0, closed_by: null,
        created_at: now, expires_at: now + input.hours * 3_600_000, closed_at: 0,
      });
      await this.ledger.debit(trx, { userId, amount: input.stake, kind: KINDS.brag.stake, ref: `brag:${gameId}`, note: `吹牛第 ${gameId} 局：押注（托管中）` });
      if ((await this.repo.countOpenBy(trx, 'brag', userId)) > s.maxOpen) {
        throw badRequest(`你同时开放的吹牛已达上限 ${s.maxOpen} 个，请等人应答或取消后再发`);
      }
      if (inviteeId) {
        await this.messages.notify(trx, inviteeId, {
          title: '有人邀请你应答吹牛',
          content: `有会员邀请你应答吹牛第 ${gameId} 局「${claim}」（押注 ${input.stake} 金币）。你可以应答或拒绝邀请，拒绝后所有人都可应答。`,
          kind: 'game',
          link: gameLink({ game: 'brag', id: gameId }),
        });
      }
      return gameId;
    });
    return this.get(id);
  }

  async answerBrag(userId: number, id: number, choice: 0 | 1): Promise<PvpGame> {
    const game = await this.playable(userId, id, 'brag');
    const s = (await this.settings()).brag;
    const start = dayStart(this.clock.now());
    if ((await this.repo.countAnsweredSince(this.db, userId, start)) >= s.dailyAnswers) {
      throw new AppError(429, `今天已应答 ${s.dailyAnswers} 次吹牛，明天再来吧`);
    }
    const chosen = choice === 0 ? game.answer_a : game.answer_b;
    await this.settle(game, userId, chosen, bragOutcome(game.secret, chosen), s.feePercent, async (trx) => {
      // counted again inside the transaction, after the responder's row lock (the debit): concurrent answers cannot pass together
      if ((await this.repo.countAnsweredSince(trx, userId, start)) > s.dailyAnswers) {
        throw new AppError(429, `今天已应答 ${s.dailyAnswers} 次吹牛，明天再来吧`);
      }
    });
    return this.get(id);
  }

  async declineBrag(userId: number, id: number): Promise<PvpGame> {
    const game = await this.repo.byId(id);
    if (!game || game.game !== 'brag') throw notFound('这局吹牛不存在');
    if (game.invitee_id !== userId) throw forbidden('你没有被邀请应答这局吹牛');
    if (!(await this.repo.decline(this.db, id, userId))) throw conflict('邀请已处理或这局吹牛已结束');
    await this.messages.notify(this.db, game.creator_id, {
      title: '吹牛邀请被拒绝',
      content: `你邀请应答的吹牛第 ${id} 局「${game.claim}」被对方拒绝，现在所有会员都可以应答。`,
      kind: 'game',
      link: gameLink(game),
    });
    return this.get(id);
  }

  // --- both games

  /** The creator takes back an unanswered game: the stake is refunded. */
  async cancel(userId: number, game: PvpGameKind, id: number): Promise<PvpGame> {
    const row = await this.repo.byId(id);
    if (!row || row.game !== game) throw notFound(game === 'stone' ? '这一局不存在' : '这局吹牛不存在');
    if (row.creator_id !== userId) throw forbidden('只能取消自己发起的对局');
    if (row.status === 'open' && row.expires_at <= this.clock.now()) {
      await this.expireOne(id);
      throw conflict(MSG_EXPIRED);
    }
    const done = await this.ledger.run(async (trx) => {
      if (!(await this.repo.cancel(trx, id, this.clock.now(), { creatorId: userId }))) return false;
      await this.refund(trx, row, '取消对局，押注退还');
      return true;
    });
    if (!done) throw conflict('这一局已被应战或已结束，无法取消');
    return this.get(id);
  }

  /** Admin cancel of an open game (refund), written to the audit log in the same transaction. */
  async adminCancel(actor: AuditActor, id: number): Promise<PvpGame> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('对局不存在');
    const before = await this.get(id);
    const done = await this.ledger.run(async (trx) => {
      if (!(await this.repo.cancel(trx, id, this.clock.now(), { adminId: actor.id }))) return false;
      await this.refund(trx, row, '管理员取消对局，押注退还');
      await this.messages.notify(trx, row.creator_id, {
        title: `${GAME_NAMES[row.game as PvpGameKind]}对局已被管理员取消`,
        content: `你发起的${GAME_NAMES[row.game as PvpGameKind]}第 ${id} 局已被管理员取消，押注 ${row.stake} 金币已退还。`,
        kind: 'game',
        link: gameLink(row),
      });
      await this.audit.record(trx, actor, {
        action: 'pvp_game.cancel', entity: 'pvp_game', entityId: id,
        before: { status: before.status, game: before.game, stake: before.stake, creator: before.creator },
        after: { status: 'cancelled', refunded: row.stake },
      });
      return true;
    });
    if (!done) throw conflict('这一局已被应战或已结束，无法取消');
    return this.get(id);
  }

  /**
   * Closes every open game whose time has passed and refunds its stake — each exactly once (the
   * guarded UPDATE lets one transaction win, in this process or another). Runs at start and on a timer.
   */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.repo.dueIds(this.clock.now(), SWEEP_BATCH);
      if (!ids.length) return total;
      let closed = 0;
      for (const id of ids) if (await this.expireOne(id)) closed++;
      total += closed;
      if (ids.length < SWEEP_BATCH || closed === 0) return total;
    }
  }

  async expireOne(id: number): Promise<boolean> {
    return this.ledger.run(async (trx) => {
      const row = await this.repo.byId(id, trx);
      if (!row || !(await this.repo.expire(trx, id, this.clock.now()))) return false;
      await this.refund(trx, row, '无人应战，过期退还');
      const name = GAME_NAMES[row.game as PvpGameKind];
      const what = row.game === 'brag' ? `吹牛第 ${id} 局「${row.claim}」` : `石头剪刀布第 ${id} 局`;
      await this.messages.notify(trx, row.creator_id, {
        title: `${name}已过期`,
        content: `你发起的${what}到期无人应战，押注 ${row.stake} 金币已退还。揭晓：${revealText(row)}`,
        kind: 'game',
        link: gameLink(row),
      });
      if (row.invitee_id && row.invite_state === 'pending') {
        await this.messages.notify(trx, row.invitee_id, { title: `${name}邀请已过期`, content: `邀请你应答的${what}已过期。`, kind: 'game', link: gameLink(row) });
      }
      return true;
    });
  }

  // --- lists

  async get(id: number): Promise<PvpGame> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('对局不存在');
    return (await this.views([row]))[0];
  }

  async open(game: PvpGameKind, viewer: number | undefined, page: number, size: number) {
    const { rows, total } = await this.repo.openPage(game, this.clock.now(), viewer, (page - 1) * size, size);
    return { list: await this.views(rows), total };
  }

  async mine(game: PvpGameKind, userId: number, page: number, size: number) {
    const { rows, total } = await this.repo.minePage(game, userId, (page - 1) * size, size);
    return { list: await this.views(rows), total };
  }

  async history(game: PvpGameKind, page: number, size: number) {
    const { rows, total } = await this.repo.historyPage(game, (page - 1) * size, size);
    return { list: await this.views(rows), total };
  }

  async adminList(filter: { game?: PvpGameKind; status?: string }, page: number, size: number) {
    const { rows, total } = await this.repo.adminPage(filter, (page - 1) * size, size);
    return { list: await this.views(rows), total };
  }

  async bragRank(type: 'profit' | 'wins', limit: number) {
    const rows = await this.repo.bragRank(type, limit);
    return rows.map((r, i) => ({ rank: i + 1, user: { id: r.user_id, username: r.username }, profit: r.profit, wins: r.wins, games: r.games }));
  }

  /** Coins held in escrow right now (sum of open stakes). */
  escrow(): Promise<number> {
    return this.repo.escrow();
  }

  // --- internals

  /** Loads a game the member may play now, or throws the reason in Chinese. */
  private async playable(userId: number, id: number, game: PvpGameKind): Promise<PvpGameRow> {
    const row = await this.repo.byId(id);
    if (!row || row.game !== game) throw notFound(game === 'stone' ? '这一局不存在' : '这局吹牛不存在');
    if (row.creator_id === userId) throw badRequest(game === 'stone' ? '不能应战自己发起的对局' : '不能应答自己吹的牛');
    if (row.status !== 'open') throw conflict(MSG_TAKEN);
    if (row.expires_at <= this.clock.now()) throw conflict(MSG_EXPIRED);
    if (row.invite_state === 'pending' && row.invitee_id !== userId) throw forbidden('这局吹牛只邀请了一位会员应答，对方拒绝后才公开');
    return row;
  }

  /**
   * One transaction: guarded open → settled, then the ledger in user-id order (the responder's
   * stake, the winner's pot minus the fee or both stakes back on a draw), then the messages.
   * Locks are taken game row first, users by ascending id, so two settles never deadlock.
   */
  private async settle(
    game: PvpGameRow,
    responderId: number,
    response: string,
    result: 'creator' | 'responder' | 'draw',
    feePercent: number,
    check?: (trx: Trx) => Promise<void>,
  ): Promise<void> {
    const p = payout(game.stake, feePercent, result);
    const kinds = KINDS[game.game as PvpGameKind];
    const ref = `${game.game}:${game.id}`;
    const label = `${GAME_NAMES[game.game as PvpGameKind]}第 ${game.id} 局`;
    const winnerId = result === 'creator' ? game.creator_id : result === 'responder' ? responderId : null;
    await this.ledger.run(async (trx) => {
      const now = this.clock.now();
      const ok = await this.repo.settle(trx, game.id, now, {
        responder_id: responderId, response, result, winner_id: winnerId, fee: p.fee,
        creator_delta: p.creatorDelta, responder_delta: p.responderDelta, closed_at: now,
      });
      if (!ok) throw conflict(MSG_TAKEN);
      const ops: Array<{ userId: number; run: () => Promise<unknown> }> = [
        {
          userId: responderId,
          run: async () => {
            await this.ledger.debit(trx, { userId: responderId, amount: game.stake, kind: kinds.stake, ref, note: `${label}：应战押注` });
            if (result === 'responder') await this.ledger.credit(trx, { userId: responderId, amount: p.winnerCredit, kind: kinds.payout, ref, note: `${label}：获胜，奖池 ${game.stake * 2} 扣手续费 ${p.fee}` });
            if (result === 'draw') await this.ledger.credit(trx, { userId: responderId, amount: game.stake, kind: kinds.refund, ref, note: `${label}：平局，押注退还` });
          },
        },
        {
          userId: game.creator_id,
          run: async () => {
            if (result === 'creator') await this.ledger.credit(trx, { userId: game.creator_id, amount: p.winnerCredit, kind: kinds.payout, ref, note: `${label}：获胜，奖池 ${game.stake * 2} 扣手续费 ${p.fee}` });
            if (result === 'draw') await this.ledger.credit(trx, { userId: game.creator_id, amount: game.stake, kind: kinds.refund, ref, note: `${label}：平局，押注退还` });
          },
        },
      ];
      ops.sort((a, b) => a.userId - b.userId);
      for (const op of ops) await op.run();
      if (check) await check(trx);
      const names = await this.repo.usernames([game.creator_id, responderId], trx);
      const settled: PvpGameRow = { ...game, status: 'settled', responder_id: responderId, response, result, winner_id: winnerId, fee: p.fee, creator_delta: p.creatorDelta, responder_delta: p.responderDelta, closed_at: now };
      const text = settleText(settled, names);
      const link = gameLink(settled);
      const creatorTitle = `${label}：${outcomeWord(settled, game.creator_id)}`;
      const responderTitle = `${label}：${outcomeWord(settled, responderId)}`;
      await this.messages.notify(trx, game.creator_id, { title: creatorTitle, content: `${text}${deltaText(p.creatorDelta)}`, kind: 'game', link });
      await this.messages.notify(trx, responderId, { title: responderTitle, content: `${text}${deltaText(p.responderDelta)}`, kind: 'game', link });
    });
  }

  private async refund(trx: Trx, row: PvpGameRow, why: string): Promise<void> {
    const kinds = KINDS[row.game as PvpGameKind];
    await this.ledger.credit(trx, {
      userId: row.creator_id, amount: row.stake, kind: kinds.refund, ref: `${row.game}:${row.id}`,
      note: `${GAME_NAMES[row.game as PvpGameKind]}第 ${row.id} 局：${why}`,
    });
  }

  private async views(rows: PvpGameRow[]): Promise<PvpGame[]> {
    const names = await this.repo.usernames(rows.flatMap((r) => [r.creator_id, r.responder_id ?? 0, r.invitee_id ?? 0]).filter(Boolean));
    return rows.map((r) => toView(r, names));
  }
}

function checkStake(stake: number, min: number, max: number): void {
  if (!Number.isInteger(stake) || stake < min || stake > max) throw badRequest(`押注须在 ${min}–${max} 金币之间`);
}

/** Start (ms) of the Asia/Shanghai calendar day containing `now`. */
export function dayStart(now: number): number {
  return cstDayNumber(now) * 86_400_000 - 8 * 3_600_000;
}

function player(id: number | null, names: Map<number, string>) {
  return id ? { id, username: names.get(id) ?? '已注销用户' } : null;
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/**
 * The one place a row becomes a reply. While the game is open, the secret, the salt, the
 * responder's choice and the result are left out — the move / true answer is in no reply.
 */
export function toView(r: PvpGameRow, names: Map<number, string>): PvpGame {
  const closed = r.status !== 'open';
  const settled = r.status === 'settled';
  return {
    id: r.id,
    game: r.game as PvpGame['game'],
    status: r.status as PvpGame['status'],
    stake: r.stake,
    commitment: r.commitment,
    creator: player(r.creator_id, names)!,
    responder: settled ? player(r.responder_id, names) : null,
    invitee: r.invite_state === 'none' ? null : player(r.invitee_id, names),
    invite_state: r.invite_state as PvpGame['invite_state'],
    claim: r.claim,
    answers: r.game === 'brag' ? [r.answer_a, r.answer_b] : [],
    response: settled ? r.response : null,
    result: settled ? (r.result as PvpGame['result']) : null,
    fee: settled ? r.fee : 0,
    creator_delta: closed ? r.creator_delta : null,
    responder_delta: settled ? r.responder_delta : null,
    reveal: closed ? { secret: r.secret, salt: r.salt, preimage: preimage(r.secret, r.salt) } : null,
    create_time: iso(r.created_at),
    expire_time: iso(r.expires_at),
    close_time: closed ? iso(r.closed_at) : null,
  };
}

function choiceName(game: string, v: string): string {
  return game === 'stone' ? (STONE_MOVE_NAMES[v as StoneMove] ?? v) : `「${v}」`;
}

function revealText(r: PvpGameRow): string {
  return `${r.game === 'stone' ? '你出的是' : '真实答案是'}${choiceName(r.game, r.secret)}。`;
}

/**
 * The settlement in words (issue 30): who played what and who won. The proof (salt, preimage,
 * hash) is not pasted into the text: the message links to the game (gameLink), whose card shows
 * the reveal with a 校验承诺 button.
 */
function settleText(r: PvpGameRow, names: Map<number, string>): string {
  const creator = names.get(r.creator_id) ?? '发起人';
  const responder = names.get(r.responder_id ?? 0) ?? '应战者';
  const outcome = r.result === 'draw' ? '平局，双方押注退还' : `${r.result === 'creator' ? creator : responder} 获胜（手续费 ${r.fee} 金币）`;
  if (r.game === 'stone') {
    return `${creator} 出${choiceName('stone', r.secret)}，${responder} 出${choiceName('stone', r.response)}：${outcome}。`;
  }
  return `「${r.claim}」真实答案是${choiceName('brag', r.secret)}，${responder} 选了${choiceName('brag', r.response)}：${outcome}。`;
}

/** The in-app page of one game, where its card shows the reveal and checks the commitment (验证). */
export function gameLink(r: Pick<PvpGameRow, 'game' | 'id'>): string {
  return `/main/game/${r.game}?game=${r.id}`;
}

/** 你赢了 / 你输了 / 平局 for one player of a settled game. */
function outcomeWord(r: Pick<PvpGameRow, 'result' | 'creator_id' | 'responder_id'>, userId: number): string {
  if (r.result === 'draw') return '平局';
  const won = (r.result === 'creator' && r.creator_id === userId) || (r.result === 'responder' && r.responder_id === userId);
  return won ? '你赢了' : '你输了';
}

/**
 * The reply message of an accept / answer, from the player who just played (issue 30: it said
 * only 已结算): won or lost, and by how much.
 */
export function settledReplyMsg(g: Pick<PvpGame, 'result' | 'responder_delta' | 'stake'>): string {
  if (g.result === 'draw') return '平局，押注已退还';
  if (g.result === 'responder') return `你赢了！净赢 ${g.responder_delta ?? 0} 金币`;
  if (g.result === 'creator') return `你输了，押注 ${g.stake} 金币归对方`;
  return '已结算';
}

function deltaText(delta: number): string {
  return delta > 0 ? `你净赢 ${delta} 金币。` : delta < 0 ? `你输了 ${-delta} 金币。` : '你的金币不变。';
}
