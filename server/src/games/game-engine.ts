import type { z } from 'zod';
import type { betView, gameCard } from '../../../contract/games';
import type { DB } from '../db/database';
import { badRequest, conflict, notFound } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import type { GameBetRow, GamesRepository, SeedRow } from '../repositories/games-repository';
import type { Executor } from '../repositories/ledger-repository';
import type { UsersRepository } from '../repositories/users-repository';
import type { LedgerService } from '../services/ledger-service';
import type { WebSettingsService } from '../services/web-settings-service';
import { FairRng, newClientSeed, newServerSeed, sha256Hex } from './fair';
import type { GameModule, GameResult } from './game-module';
import { GAME_SETTING_DEFAULTS, loadGameSettings, type GameSettings } from './settings';

type BetView = z.infer<typeof betView>;
type GameCard = z.infer<typeof gameCard>;

const DAY_MS = 86_400_000;

/** Games the hall lists that no module plays yet: shown as 即将开放 until a source of their cards is wired. */
const COMING: { key: 'stone' | 'brag'; name: string; summary: string }[] = [
  { key: 'stone', name: '石头剪刀布', summary: '与其他玩家对战，押金托管，出拳后揭晓。' },
  { key: 'brag', name: '吹牛', summary: '发起一句话的赌约，看谁信谁不信。' },
];

/** Cards of games played outside this engine (the member-versus-member games of issue 12). */
export type ExternalHallCards = () => Promise<GameCard[]>;

export const LEDGER_KIND_STAKE = 'game_stake';
export const LEDGER_KIND_PAYOUT = 'game_payout';

/**
 * The game engine (docs/adr/0010-games-engine.md): fair seeds (commit–reveal), limits, the bet
 * row and its coins in ONE transaction through the ledger service. It knows no game: every rule
 * comes from a GameModule.
 */
export class GameEngine {
  private readonly modules = new Map<string, GameModule>();
  private external: ExternalHallCards | null = null;

  /** Wires the cards of games another service plays (they replace their 即将开放 placeholder). */
  setExternalCards(source: ExternalHallCards): void {
    this.external = source;
  }

  constructor(
    private readonly db: DB,
    private readonly repo: GamesRepository,
    private readonly ledger: LedgerService,
    private readonly users: UsersRepository,
    private readonly settingsSource: WebSettingsService,
    private readonly clock: Clock,
    modules: GameModule[],
  ) {
    for (const m of modules) this.modules.set(m.key, m);
  }

  module(key: string): GameModule {
    const m = this.modules.get(key);
    if (!m) throw notFound('游戏不存在');
    return m;
  }

  /** Current settings (web_settings snapshot; see settings.ts for what invalidates it). */
  async settings(): Promise<GameSettings> {
    const rows = await this.settingsSource.getMany([...Object.keys(GAME_SETTING_DEFAULTS), 'vip_price_per_day']);
    const map = new Map(rows.map((r) => [r.name, r.value]));
    return loadGameSettings((n) => map.get(n));
  }

  /** The hall: every game with state, rules, limits, return to player and today's count. */
  async catalog(): Promise<{ list: GameCard[]; daily_bet_limit: number; daily_loss_limit: number }> {
    const s = await this.settings();
    const counts = await this.repo.countsOfDay(cstDayNumber(this.clock.now()));
    const list: GameCard[] = [...this.modules.values()].map((m) => ({
      key: m.key as GameCard['key'],
      name: m.name,
      path: `/main/game/${m.key}`,
      status: s.open[m.key] === false ? 'closed' : 'open',
      summary: m.summary,
      limits: m.limits(s),
      rtp: m.rtp(s),
      rules: m.rules(s),
      today_count: counts.get(m.key) ?? 0,
      price: m.key === 'egg' ? s.eggPrice : null,
      stake_min: m.key === 'egg' ? s.eggPrice : s.stakeMin,
      stake_max: m.key === 'egg' ? s.eggPrice : s.stakeMax,
      daily_limit: m.dailyLimit(s),
    }));
    const external = this.external ? await this.external() : [];
    list.push(...external);
    for (const c of COMING) {
      if (this.modules.has(c.key) || external.some((e) => e.key === c.key)) continue;
      list.push({
        key: c.key, name: c.name, path: `/main/game/${c.key}`, status: 'soon', summary: c.summary, limits: '即将开放',
        rtp: null, rules: [], today_count: counts.get(c.key) ?? 0, price: null, stake_min: s.stakeMin, stake_max: s.stakeMax, daily_limit: null,
      });
    }
    return { list, daily_bet_limit: s.dailyBetLimit, daily_loss_limit: s.dailyLossLimit };
  }

  private async ensureSeed(userId: number, exec: Executor = this.db): Promise<void> {
    const serverSeed = newServerSeed();
    await this.repo.ensureSeed(exec, userId, { server_seed: serverSeed, server_seed_hash: sha256Hex(serverSeed), client_seed: newClientSeed(), nonce: 0 }, this.clock.now());
  }

  /** My current seed pair (hash only) and the recently revealed ones. */
  async seeds(userId: number) {
    let row = await this.repo.seedOf(userId);
    if (!row) {
      await this.ensureSeed(userId);
      row = await this.repo.seedOf(userId);
    }
    const history = await this.repo.seedHistory(userId, 10);
    return {
      current: publicSeed(row!),
      revealed: history.map((h) => ({ ...publicSeed(h), server_seed: h.server_seed, revealed_at: new Date(Number(h.revealed_at)).toISOString() })),
    };
  }

  /** Reveals the current server seed and starts a new pair (nonce 0), with an optional new client seed. */
  async rotate(userId: number, clientSeed?: string) {
    await this.ensureSeed(userId);
    return this.db.transaction().execute(async (trx) => {
      const old = await this.repo.lockSeed(trx, userId);
      if (!old) throw notFound('种子不存在');
      const serverSeed = newServerSeed();
      const next: SeedRow = { server_seed: serverSeed, server_seed_hash: sha256Hex(serverSeed), client_seed: clientSeed ?? old.client_seed, nonce: 0 };
      await this.repo.replaceSeed(trx, userId, next, old, this.clock.now());
      return { revealed: { ...publicSeed(old), server_seed: old.server_seed }, current: publicSeed(next) };
    });
  }

  /**
   * One bet, whole or not at all: nonce, limits, draw, stock, bet row, stake debit, payout
   * credit, daily counters and prizes commit together. Refusals throw before anything commits.
   */
  async bet(userId: number, gameKey: string, body: Record<string, unknown>): Promise<{ bet: BetView; coin: number }> {
    const m = this.module(gameKey);
    const s = await this.settings();
    if (s.open[m.key] === false) throw conflict(`${m.name}已暂停开放，请稍后再来`);
    const choice = m.parseChoice(body, s);
    const stake = m.stake(body, choice, s);
    const params = m.params(s);
    return this.ledger.run(async (trx) => {
      const now = this.clock.now();
      const day = cstDayNumber(now);
      let seed = await this.repo.takeNonce(trx, userId);
      if (!seed) {
        // first bet of this user: create the pair in this transaction, then take its nonce 0
        await this.ensureSeed(userId, trx);
        seed = await this.repo.takeNonce(trx, userId);
        if (!seed) throw notFound('种子不存在');
      }
      const daily = await this.repo.daily(trx, userId, day);
      const bets = daily.reduce((a, r) => a + Number(r.bets), 0);
      const loss = daily.reduce((a, r) => a + Number(r.staked) - Number(r.paid), 0);
      if (bets >= s.dailyBetLimit) throw conflict(`今天的游戏次数已达上限（每天 ${s.dailyBetLimit} 次），明天再来吧`);
      if (loss + stake > s.dailyLossLimit) throw conflict(`今天的游戏净输额将超过上限 ${s.dailyLossLimit} 金币，明天再来吧`);
      const gameLimit = m.dailyLimit(s);
      const mine = daily.find((r) => r.game === m.key);
      if (gameLimit !== null && mine && Number(mine.bets) >= gameLimit) throw conflict(`今天的${m.name}次数已用完（每天 ${gameLimit} 次），明天再来吧`);

      let result: GameResult = m.play(new FairRng(seed.server_seed, seed.client_seed, seed.nonce), choice, stake, params);
      if (result.stock && !(await this.repo.claimStock(trx, m.key, result.stock.key, day, result.stock.limit))) {
        result = m.outOfStock ? m.outOfStock(result, params) : { ...result, payout: 0, vipDays: undefined };
      }
      const outcome = { ...result.outcome, params };
      const row: Omit<GameBetRow, 'id'> = {
        user_id: userId, game: m.key, stake, choice: m.choiceText(choice), outcome: JSON.stringify(outcome), payout: result.payout,
        server_seed_hash: seed.server_seed_hash, client_seed: seed.client_seed, nonce: seed.nonce, day, created_at: now,
      };
      const id = await this.repo.insertBet(trx, row);
      let { balance } = await this.ledger.debit(trx, { userId, amount: stake, kind: LEDGER_KIND_STAKE, ref: `game_bet:${id}`, note: `${m.name}：下注 ${stake} 金币（第 ${id} 局）` });
      if (result.payout > 0) {
        ({ balance } = await this.ledger.credit(trx, { userId, amount: result.payout, kind: LEDGER_KIND_PAYOUT, ref: `game_bet:${id}`, note: `${m.name}：赢得 ${result.payout} 金币（第 ${id} 局）` }));
      }
      if (result.vipDays) await this.users.extendVip(trx, userId, result.vipDays * DAY_MS, now);
      await this.repo.bumpDaily(trx, userId, day, m.key, stake, result.payout);
      return { bet: betViewOf({ ...row, id }, null), coin: balance };
    });
  }

  async myBets(userId: number, game: string | undefined, page: number, size: number): Promise<{ list: BetView[]; total: number }> {
    const { rows, total } = await this.repo.betsOfUser(userId, game, (page - 1) * size, size);
    const revealed = await this.repo.revealedMany([...new Set(rows.map((r) => r.server_seed_hash))]);
    return { list: rows.map((r) => betViewOf(r, revealed.get(r.server_seed_hash) ?? null)), total };
  }

  /**
   * Recomputes an outcome from seeds (pure; anyone may call it). With bet_id the stored bet's
   * choice and parameters are used and the result compared with what was recorded — only for the
   * bet's owner or an admin (`viewer`); for anyone else the bet does not exist.
   */
  async verify(
    input: { game: string; server_seed: string; client_seed: string; nonce: number; bet_id?: number; choice?: string },
    viewer: { id: number; role: string } | null = null,
  ) {
    const m = this.module(input.game);
    const hash = sha256Hex(input.server_seed);
    let bet: GameBetRow | undefined;
    if (input.bet_id !== undefined) {
      bet = await this.repo.betById(input.bet_id);
      // A bet (stake, choice, seeds, nonce, outcome) is private to its owner and the admins
      // (issue 27, ADR 0008 round 3): anyone else gets the same answer as for no such bet, so
      // walking sequential ids tells nothing — not even which ids exist.
      if (bet && !(viewer && (viewer.id === Number(bet.user_id) || viewer.role === 'admin'))) bet = undefined;
      if (!bet) throw notFound('下注记录不存在');
      if (bet.game !== m.key) throw badRequest('下注记录不属于这个游戏');
    }
    const s = await this.settings();
    let params: Record<string, unknown>;
    let choice: unknown;
    if (bet) {
      const stored = JSON.parse(bet.outcome) as Record<string, unknown>;
      params = (stored.params as Record<string, unknown>) ?? m.params(s);
      choice = m.choiceFromText(bet.choice);
    } else {
      params = m.params(s);
      choice = m.parseChoice(input.choice === undefined ? {} : { choice: input.choice, egg: 0 }, s);
    }
    const stake = bet ? bet.stake : 1;
    const result = m.play(new FairRng(input.server_seed, input.client_seed, input.nonce), choice, stake, params);
    const outcome = { ...result.outcome };
    let outcomeMatches: boolean | null = null;
    if (bet) {
      const stored = JSON.parse(bet.outcome) as Record<string, unknown>;
      // a prize that was out of stock keeps its draw: compare the draw, not the fallback prize
      const keys = Object.keys(outcome).filter((k) => !(stored.out_of_stock && ['prize_id', 'name', 'kind', 'amount', 'win', 'out_of_stock'].includes(k)));
      outcomeMatches =
        bet.client_seed === input.client_seed && bet.nonce === input.nonce && keys.every((k) => JSON.stringify(stored[k]) === JSON.stringify(outcome[k]));
    }
    return {
      server_seed_hash: hash,
      outcome,
      payout_per_stake: bet ? null : result.payout / stake,
      bet: bet ? betViewOf(bet, (await this.repo.revealed(bet.server_seed_hash))?.server_seed ?? null) : null,
      hash_matches: bet ? bet.server_seed_hash === hash : null,
      outcome_matches: outcomeMatches,
    };
  }

  /** Today's winners and the profit leaderboard of the day or the last 7 days. */
  async board(period: 'day' | 'week') {
    const day = cstDayNumber(this.clock.now());
    const [winners, leaders] = await Promise.all([this.repo.winners(day, 10), this.repo.leaderboard(period === 'day' ? day : day - 6, 10)]);
    return {
      winners: winners.map((w) => ({ id: w.id, game: w.game, username: w.username, stake: w.stake, payout: w.payout, create_time: new Date(Number(w.created_at)).toISOString() })),
      leaders,
    };
  }
}

function publicSeed(r: SeedRow) {
  return { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: Number(r.nonce) };
}

function betViewOf(r: GameBetRow, serverSeed: string | null): BetView {
  return {
    id: r.id, game: r.game, stake: r.stake, choice: r.choice, outcome: JSON.parse(r.outcome) as Record<string, unknown>, payout: r.payout,
    server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: Number(r.nonce), server_seed: serverSeed,
    create_time: new Date(Number(r.created_at)).toISOString(),
  };
}

