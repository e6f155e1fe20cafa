import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../server/src/games/fair';
import { adminToken, expectNoDrift, register, type Member } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/** The game routes over the real app: bets, coins, seeds, verification, limits, config. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

type Reply = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown): Promise<{ status: number; body: Reply }> {
  const res = await t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}

async function topUp(m: Member, amount: number) {
  await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount, kind: 'admin_adjust', ref: 'test' });
}

async function setConfig(values: Record<string, unknown>, confirm = false) {
  return call('PUT', '/admin/v1/config', admin, { values, ...(confirm ? { confirm_over_return: true } : {}) });
}

async function resetConfig() {
  const r = await setConfig({
    game_guess_open: true, game_egg_open: true, game_stake_min: 1, game_stake_max: 10000, game_daily_bet_limit: 1000,
    game_daily_loss_limit: 100000, game_bets_per_minute: 600, game_egg_price: 10, game_egg_daily_limit: 50,
    game_egg_prizes: JSON.stringify([{ id: 'none', name: '谢谢参与', kind: 'none', amount: 0, weight: 1, stock: null }]),
  });
  expect(r.body.code).toBe(200);
}

async function ledgerOf(betId: number) {
  return t.ctx.db.selectFrom('ledger').select(['user_id', 'delta', 'kind']).where('ref', '=', `game_bet:${betId}`).orderBy('id').execute();
}

describe(`games (${TEST_DB_KIND})`, () => {
  it('the hall lists four games: guess and egg open with rules and return to player, stone and brag open with their fee', async () => {
    const r = await call('GET', '/v1/game');
    expect(r.status).toBe(200);
    const list = r.body.data.list as { key: string; status: string; path: string; rtp: number | null; rules: unknown[] }[];
    expect(list.map((g) => g.key)).toEqual(['guess', 'egg', 'stone', 'brag']);
    expect(list.map((g) => g.status)).toEqual(['open', 'open', 'open', 'open']);
    // the member-versus-member games (issue 12): limits and fee from the site config, return = 100 − fee
    expect(list[2]).toMatchObject({ path: '/main/game/stone', rtp: 95, stake_min: 10, stake_max: 1000, today_count: 0 });
    expect(list[3]).toMatchObject({ path: '/main/game/brag', rtp: 95, daily_limit: 10 });
    const m = await register(t);
    await topUp(m, 90);
    expect((await call('POST', '/auth/v1/game/stone', m.token, { move: 'rock', stake: 20 })).status).toBe(200);
    const after = (await call('GET', '/v1/game')).body.data.list as { key: string; today_count: number }[];
    expect(after.find((g) => g.key === 'stone')!.today_count).toBe(1);
    expect(list[0]).toMatchObject({ path: '/main/game/guess', rtp: 97.22 });
    expect(list[1]).toMatchObject({ path: '/main/game/egg', rtp: 96, price: 10, daily_limit: 50 });
    expect(list[0].rules.length).toBe(6);
  });

  it('a guess bet moves the stake and the payout through the ledger, in the bet history, verifiable after rotation', async () => {
    const m = await register(t);
    await topUp(m, 990); // 1000
    const seeds = await call('GET', '/auth/v1/game/seed', m.token);
    const committed = seeds.body.data.current.server_seed_hash as string;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds.body.data.current.nonce).toBe(0);

    const bets: Reply['data'][] = [];
    let balance = 1000;
    for (let i = 0; i < 8; i++) {
      const r = await call('POST', '/auth/v1/game/guess', m.token, { choice: i % 2 ? 'big' : 'odd', stake: 10 });
      expect(r.status).toBe(200);
      const bet = r.body.data.bet;
      expect(bet.nonce).toBe(i);
      expect(bet.server_seed_hash).toBe(committed);
      expect(bet.server_seed).toBeNull();
      balance += -10 + bet.payout;
      expect(r.body.data.coin).toBe(balance);
      expect(r.body.msg).toBe(bet.payout > 0 ? `恭喜，赢得 ${bet.payout} 金币` : '很遗憾，没有猜中');
      const rows = await ledgerOf(bet.id);
      expect(rows[0]).toEqual({ user_id: m.id, delta: -10, kind: 'game_stake' });
      if (bet.payout > 0) expect(rows[1]).toEqual({ user_id: m.id, delta: bet.payout, kind: 'game_payout' });
      expect(rows).toHaveLength(bet.payout > 0 ? 2 : 1);
      bets.push(bet);
    }
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(balance);

    // before rotation: the secret is not shown anywhere
    const before = await call('GET', '/auth/v1/game/bets?game=guess&size=20', m.token);
    expect(before.body.data.total).toBe(8);
    expect(before.body.data.list.every((b: { server_seed: string | null }) => b.server_seed === null)).toBe(true);

    const rotated = await call('POST', '/auth/v1/game/seed/rotate', m.token, { client_seed: 'my-lucky-seed' });
    expect(rotated.status).toBe(200);
    const revealed = rotated.body.data.revealed;
    expect(revealed.server_seed_hash).toBe(committed);
    expect(sha256Hex(revealed.server_seed)).toBe(committed);
    expect(revealed.nonce).toBe(8);
    expect(rotated.body.data.current).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.body.data.current.server_seed_hash).not.toBe(committed);

    const after = await call('GET', '/auth/v1/game/bets?game=guess&size=20', m.token);
    expect(after.body.data.list.every((b: { server_seed: string | null }) => b.server_seed === revealed.server_seed)).toBe(true);

    for (const bet of bets) {
      const v = await call('POST', '/v1/game/verify', m.token, { game: 'guess', server_seed: revealed.server_seed, client_seed: bet.client_seed, nonce: bet.nonce, bet_id: bet.id });
      expect(v.status).toBe(200);
      expect(v.body.data).toMatchObject({ server_seed_hash: committed, hash_matches: true, outcome_matches: true });
      expect(v.body.data.outcome.dice).toEqual(bet.outcome.dice);
    }
    // a forged seed or a wrong nonce does not match
    const forged = await call('POST', '/v1/game/verify', m.token, { game: 'guess', server_seed: 'b'.repeat(64), client_seed: bets[0].client_seed, nonce: 0, bet_id: bets[0].id });
    expect(forged.body.data.hash_matches).toBe(false);
    const wrongNonce = await call('POST', '/v1/game/verify', m.token, { game: 'guess', server_seed: revealed.server_seed, client_seed: bets[0].client_seed, nonce: 1, bet_id: bets[0].id });
    expect(wrongNonce.body.data.outcome_matches).toBe(false);
    // the new pair starts at nonce 0 with the chosen client seed
    const next = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'small', stake: 1 });
    expect(next.body.data.bet).toMatchObject({ nonce: 0, client_seed: 'my-lucky-seed' });
    await expectNoDrift(t);
  });

  it('egg: fixed price, weighted prizes with daily stock, VIP prizes, daily smash limit', async () => {
    await resetConfig();
    // every smash wins the 100-coin prize while its stock (2 a day) lasts, then 谢谢参与
    const table = [
      { id: 'none', name: '谢谢参与', kind: 'none', amount: 0, weight: 0, stock: null },
      { id: 'big', name: '100 金币', kind: 'coin', amount: 100, weight: 1, stock: 2 },
    ];
    expect((await setConfig({ game_egg_prizes: JSON.stringify(table), game_egg_daily_limit: 4 })).body.code).toBe(409); // 1000 % return
    expect((await setConfig({ game_egg_prizes: JSON.stringify(table), game_egg_daily_limit: 4 }, true)).body.code).toBe(200);
    const m = await register(t);
    await topUp(m, 90); // 100
    const wins: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await call('POST', '/auth/v1/game/egg', m.token, { egg: i });
      expect(r.status).toBe(200);
      expect(r.body.data.bet.stake).toBe(10);
      wins.push(r.body.data.bet.payout);
      if (i >= 2) expect(r.body.data.bet.outcome).toMatchObject({ prize_id: 'none', out_of_stock: true, win: false });
    }
    expect(wins).toEqual([100, 100, 0, 0]);
    const fifth = await call('POST', '/auth/v1/game/egg', m.token, { egg: 0 });
    expect(fifth.status).toBe(409);
    expect(fifth.body.msg).toBe('今天的砸金蛋次数已用完（每天 4 次），明天再来吧');
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(100 - 40 + 200);

    // a VIP prize extends VIP in the same transaction; no coins are paid
    await setConfig({ game_egg_prizes: JSON.stringify([{ id: 'vip', name: '3 天 VIP', kind: 'vip', amount: 3, weight: 1, stock: null }]) }, true);
    const v = await register(t);
    const r = await call('POST', '/auth/v1/game/egg', v.token, {});
    expect(r.status).toBe(200);
    expect(r.body.data.bet).toMatchObject({ payout: 0, outcome: { kind: 'vip', amount: 3, win: true } });
    const user = await t.ctx.db.selectFrom('users').select('vip_expired').where('id', '=', v.id).executeTakeFirstOrThrow();
    expect(Number(user.vip_expired)).toBe(t.clock.now() + 3 * 86_400_000);
    expect(r.body.msg).toBe('恭喜，砸中 3 天 VIP');
    await expectNoDrift(t);
  });

  it('refusals: closed game, balance short, daily bet count, daily loss — Chinese msg, no coin moved', async () => {
    await resetConfig();
    const m = await register(t); // 10 coins
    const coinsBefore = await t.ctx.services.ledger.balance(m.id);

    await setConfig({ game_guess_open: false });
    const list = await call('GET', '/v1/game');
    expect(list.body.data.list[0].status).toBe('closed');
    let r = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 });
    expect(r).toMatchObject({ status: 409, body: { code: 409, msg: '猜大小已暂停开放，请稍后再来', data: null } });
    await setConfig({ game_guess_open: true });

    r = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 11 });
    expect(r).toMatchObject({ status: 400, body: { msg: '金币不足：需要 11 金币，当前余额 10 金币' } });

    await setConfig({ game_stake_max: 5 });
    r = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 6 });
    expect(r).toMatchObject({ status: 400, body: { msg: '下注金币应在 1–5 之间' } });

    await setConfig({ game_daily_loss_limit: 3 });
    r = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 4 });
    expect(r).toMatchObject({ status: 409, body: { msg: '今天的游戏净输额将超过上限 3 金币，明天再来吧' } });

    await setConfig({ game_daily_loss_limit: 100000, game_daily_bet_limit: 2 });
    expect((await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 })).status).toBe(200);
    expect((await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 })).status).toBe(200);
    r = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 });
    expect(r).toMatchObject({ status: 409, body: { msg: '今天的游戏次数已达上限（每天 2 次），明天再来吧' } });
    const bets = await t.ctx.db.selectFrom('game_bets').select(['nonce', 'payout']).where('user_id', '=', m.id).orderBy('id').execute();
    expect(bets.map((b) => b.nonce)).toEqual([0, 1]); // refused bets do not use a nonce
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(coinsBefore - 2 + bets.reduce((a, b) => a + b.payout, 0));

    // the next day (Asia/Shanghai) the counters start again
    t.clock.advance(86_400_000);
    expect((await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 })).status).toBe(200);
    await resetConfig();
    await expectNoDrift(t);
  });

  it('the bet rate limit answers 429 with a Chinese msg', async () => {
    await setConfig({ game_bets_per_minute: 3 });
    const m = await register(t);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 })).status);
    expect(codes.slice(0, 3).every((c) => c === 200 || c === 400)).toBe(true);
    const r = await call('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 1 });
    expect(r.status).toBe(429);
    expect(r.body.msg).toMatch(/^下注太快了，请 \d+ 秒后再试$/);
    await resetConfig();
  });

  it('admin config: the egg table is checked, its return shown, over 100 % only with confirmation', async () => {
    let r = await setConfig({ game_egg_prizes: '[{"id":"x","name":"","kind":"coin","amount":1,"weight":1}]' });
    expect(r).toMatchObject({ status: 400, body: { msg: '砸金蛋奖品表：第 1 项：名称应为 1–20 个字符' } });
    r = await setConfig({ game_egg_prizes: 'not json' });
    expect(r.body.msg).toBe('砸金蛋奖品表：奖品表不是有效的 JSON');
    r = await setConfig({ game_guess_payouts: [1, 1, 1, 1, 30] });
    expect(r.status).toBe(400);
    r = await setConfig({ game_guess_payouts: [2, 1, 1, 1, 30, 180] });
    expect(r.status).toBe(409);
    expect(r.body.msg).toBe('返还率超过 100%：猜大小 大 145.83%。确认后才能保存');
    expect(r.body.data.over_return).toEqual([{ label: '猜大小 大', rtp: 145.83 }]);
    const cfg = await call('GET', '/admin/v1/config', admin);
    expect(cfg.body.data.find((i: { name: string }) => i.name === 'game_guess_payouts').value).toBe('[1,1,1,1,30,180]');
    expect(cfg.body.data.filter((i: { group: string }) => i.group === 'games').length).toBe(11);
  });
});
