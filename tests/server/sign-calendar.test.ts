import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeUser, type TestUser } from './forum-helpers';

/**
 * Issue 33: the sign-in calendar (签到日历) and 补签卡 — the month's content, the card's rules, and
 * racing purchases/uses over real HTTP (exactly one wins; sum(ledger) = balance afterwards).
 * The test clock says 2026-11-22 10:00 in Asia/Shanghai; members register on 2026-11-03.
 */
let t: TestApp;
let base: string;
let admin: TestUser;

type Json = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const TODAY = Date.UTC(2026, 10, 22, 2, 0, 0);
/** 10:00 in Shanghai on day `d` of November 2026 */
const nov = (d: number) => Date.UTC(2026, 10, d, 2, 0, 0);

async function call(method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, payload?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(user ? user.auth : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A member registered on 2026-11-03 with `coins` (and a session opened today). */
async function member(coins: number): Promise<TestUser> {
  t.clock.set(TODAY);
  const u = await makeUser(t, { coins });
  await t.ctx.db.updateTable('users').set({ created_at: nov(3) }).where('id', '=', u.id).execute();
  return u;
}

async function signOn(u: TestUser, day: number): Promise<void> {
  t.clock.set(nov(day));
  const r = await call('POST', '/auth/v1/sign/day', u, { content: `第 ${day} 天`, time_id: '1' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  t.clock.set(TODAY);
}

async function setConfig(values: Record<string, number>): Promise<void> {
  const r = await call('PUT', '/admin/v1/config', admin, { values });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

async function noDrift(u: TestUser): Promise<number> {
  const balance = await t.ctx.services.ledger.balance(u.id);
  expect(await t.ctx.services.ledger.sumFor(u.id)).toBe(balance);
  return balance;
}

const buy = (u: TestUser) => call('POST', '/auth/v1/sign/makeup/card', u);
const use = (u: TestUser, date: string) => call('POST', '/auth/v1/sign/makeup', u, { date });
const calendar = async (u: TestUser, month = '') => (await call('GET', `/auth/v1/sign/calendar${month ? `?month=${month}` : ''}`, u)).body;

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
  t.clock.set(TODAY);
  admin = await makeUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

describe(`sign-in calendar (${TEST_DB_KIND})`, () => {
  it('shows the month: signed, missed, today, future, before registration; streak, rewards and cards', async () => {
    const m = await member(500);
    for (const d of [18, 19, 21, 22]) await signOn(m, d);
    const c = await calendar(m);
    expect(c.code).toBe(200);
    const data = c.data;
    expect(data).toMatchObject({
      month: '2026-11', today: '2026-11-22', first_weekday: 0, signed_count: 4, continue_sign_days: 2, signed_today: true,
      today_reward: 6, reward_table: [5, 6, 7, 8, 9, 10, 15],
      makeup: { cards: 0, price: 50, monthly_limit: 2, bought_this_month: 0, used_this_month: 0 },
    });
    expect(data.days).toHaveLength(30);
    const state = (d: number) => data.days[d - 1];
    expect(state(1)).toEqual({ date: '2026-11-01', day: 1, state: 'before_register', reward: 0, can_makeup: false });
    expect(state(3)).toEqual({ date: '2026-11-03', day: 3, state: 'missed', reward: 0, can_makeup: true });
    expect(state(18)).toMatchObject({ state: 'signed', reward: 5, can_makeup: false });
    expect(state(19)).toMatchObject({ state: 'signed', reward: 6 });
    expect(state(20)).toMatchObject({ state: 'missed', can_makeup: true });
    expect(state(21)).toMatchObject({ state: 'signed', reward: 5 });
    expect(state(22)).toMatchObject({ state: 'signed', reward: 6 });
    expect(state(23)).toMatchObject({ state: 'future', can_makeup: false });
    expect(data.days.filter((d: { state: string }) => d.state === 'missed')).toHaveLength(16); // 3–17 and 20

    // not signed yet today: today is 'today', and today's reward is the next streak day's
    const other = await member(0);
    const fresh = (await calendar(other)).data;
    expect(fresh).toMatchObject({ signed_count: 0, continue_sign_days: 0, signed_today: false, today_reward: 5 });
    expect(fresh.days[21]).toMatchObject({ state: 'today', can_makeup: false });

    // another month: October is before registration; a missed day there cannot be made up
    const october = (await calendar(m, '2026-10')).data;
    expect(october).toMatchObject({ month: '2026-10', first_weekday: 4, signed_count: 0 });
    expect(october.days).toHaveLength(31);
    expect(october.days.every((d: { state: string; can_makeup: boolean }) => d.state === 'before_register' && !d.can_makeup)).toBe(true);

    const bad = await call('GET', '/auth/v1/sign/calendar?month=2026-13', m);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('YYYY-MM');
    expect((await call('GET', '/auth/v1/sign/calendar')).status).toBe(403);
  });
});

describe(`补签卡 rules (${TEST_DB_KIND})`, () => {
  it('buys with coins, refuses the wrong days, mends the streak and pays no coins for the made-up day', async () => {
    const m = await member(500);
    for (const d of [18, 19, 21, 22]) await signOn(m, d);

    expect((await use(m, '2026-11-20')).body).toMatchObject({ code: 400, msg: '没有补签卡，请先购买补签卡' });
    const bought = await buy(m);
    expect(bought.body).toMatchObject({ code: 200, msg: '购买成功，花费 50 金币，现有补签卡 1 张', data: { cards: 1, bought_this_month: 1, price: 50 } });
    const coinAfterBuy = bought.body.data.coin;
    expect(coinAfterBuy).toBe(500 + 5 + 6 + 5 + 6 - 50);
    const history = await t.ctx.services.ledger.history(m.id, 1, 1);
    expect(history.list[0]).toMatchObject({ delta: -50, kind: 'sign_makeup_card', note: '购买补签卡' });

    const refusals: Array<[string, string]> = [
      ['2026-11-25', '不能补签未来的日期'],
      ['2026-11-22', '今天不需要补签，请直接签到'],
      ['2026-11-19', '这一天已经签到过了，无需补签'],
      ['2026-11-02', '不能补签注册之前的日期'],
      ['2026-10-31', '只能补签本月的日期'],
      ['2026-11-31', '日期无效，请选择本月的日期'],
    ];
    for (const [date, msg] of refusals) {
      const r = await use(m, date);
      expect(r.status, date).toBe(400);
      expect(r.body.msg, date).toBe(msg);
    }
    expect((await use(m, '20261120')).status).toBe(400);
    expect((await calendar(m)).data.makeup.cards).toBe(1); // refusals used no card

    const used = await use(m, '2026-11-20');
    expect(used.body).toMatchObject({ code: 200, msg: '补签成功，当前连续签到 5 天', data: { date: '2026-11-20', cards: 0, used_this_month: 1, continue_sign_days: 5 } });
    const c = (await calendar(m)).data;
    expect(c.days[19]).toMatchObject({ state: 'makeup', reward: 0, can_makeup: false });
    expect(c).toMatchObject({ continue_sign_days: 5, signed_count: 5, makeup: { cards: 0, bought_this_month: 1, used_this_month: 1 } });
    expect((await call('GET', '/auth/v1/sign/status', m)).body.data.continue_sign_days).toBe(5);
    expect((await call('GET', '/auth/v1/user/info', m)).body.data.continue_sign_days).toBe(5);
    expect(await noDrift(m)).toBe(coinAfterBuy); // the made-up day paid nothing

    // a second card mends an earlier gap: 17 joins 18–22 into a run of 6
    expect((await buy(m)).body.data).toMatchObject({ cards: 1, bought_this_month: 2 });
    expect((await use(m, '2026-11-17')).body.data.continue_sign_days).toBe(6);
    // the monthly limit (2): a third card is refused, coins untouched
    const third = await buy(m);
    expect(third.body).toMatchObject({ code: 400, msg: '本月补签卡已达购买上限（每月最多 2 张），下个月再来吧' });
    expect(await noDrift(m)).toBe(coinAfterBuy - 50);

    // tomorrow's sign-in counts on from the mended streak: day 7 of the table
    t.clock.set(nov(23));
    const next = await call('POST', '/auth/v1/sign/day', m, { content: '接上了', time_id: '1' });
    expect(next.body.data).toMatchObject({ continue_sign_days: 7, reward: 15 });
    // a new month: the counters restart
    t.clock.set(Date.UTC(2026, 11, 2, 2, 0, 0));
    const december: TestUser = { ...m, auth: { authorization: `Bearer ${await t.ctx.services.sessions.create(m.id)}` } }; // the old session idled out
    expect((await buy(december)).body.data).toMatchObject({ cards: 1, bought_this_month: 1 });
    expect((await calendar(december)).data).toMatchObject({ month: '2026-12', makeup: { cards: 1, bought_this_month: 1, used_this_month: 0 } });
    t.clock.set(TODAY);
  });

  it('refuses a purchase the balance cannot pay, and a use over the monthly limit', async () => {
    const poor = await member(30);
    const r = await buy(poor);
    expect(r.body).toMatchObject({ code: 400, msg: '金币不足：需要 50 金币，当前余额 30 金币' });
    expect((await calendar(poor)).data.makeup).toMatchObject({ cards: 0, bought_this_month: 0 });
    expect(await noDrift(poor)).toBe(30);

    const m = await member(500);
    await buy(m);
    await buy(m);
    expect((await use(m, '2026-11-10')).status).toBe(200);
    await setConfig({ sign_makeup_monthly_limit: 1 });
    try {
      expect((await use(m, '2026-11-11')).body).toMatchObject({ code: 400, msg: '本月补签次数已用完（每月最多 1 次）' });
      expect((await calendar(m)).data.makeup).toMatchObject({ cards: 1, used_this_month: 1, monthly_limit: 1 });
      await setConfig({ sign_makeup_monthly_limit: 0 });
      expect((await buy(m)).body.msg).toBe('补签功能暂未开放');
      expect((await use(m, '2026-11-11')).body.msg).toBe('补签功能暂未开放');
    } finally {
      await setConfig({ sign_makeup_monthly_limit: 2 });
    }
    await setConfig({ sign_makeup_card_price: 80 });
    try {
      expect((await buy(poor)).body.msg).toBe('金币不足：需要 80 金币，当前余额 30 金币');
      expect((await calendar(poor)).data.makeup.price).toBe(80);
    } finally {
      await setConfig({ sign_makeup_card_price: 50 });
    }
  });
});

describe(`补签卡 races (${TEST_DB_KIND})`, () => {
  const outcome = (rs: Array<{ status: number; body: Json }>) => ({
    ok: rs.filter((r) => r.status === 200).length,
    refused: rs.filter((r) => r.status === 400).map((r) => r.body.msg),
  });

  it('two purchases at once under a limit of one: exactly one card, one debit', async () => {
    const m = await member(500);
    await setConfig({ sign_makeup_monthly_limit: 1 });
    try {
      const rs = await Promise.all([buy(m), buy(m)]);
      expect(outcome(rs)).toEqual({ ok: 1, refused: ['本月补签卡已达购买上限（每月最多 1 张），下个月再来吧'] });
    } finally {
      await setConfig({ sign_makeup_monthly_limit: 2 });
    }
    expect((await calendar(m)).data.makeup).toMatchObject({ cards: 1, bought_this_month: 1 });
    expect(await noDrift(m)).toBe(450);
  });

  it('two purchases at once with coins for one: exactly one card, the other 金币不足', async () => {
    const m = await member(60);
    const rs = await Promise.all([buy(m), buy(m)]);
    const o = outcome(rs);
    expect(o.ok).toBe(1);
    expect(o.refused).toHaveLength(1);
    expect(o.refused[0]).toMatch(/^金币不足/);
    expect((await calendar(m)).data.makeup).toMatchObject({ cards: 1, bought_this_month: 1 });
    expect(await noDrift(m)).toBe(10);

    // and two uses of that one card at once (different days): exactly one day is made up
    const uses = await Promise.all([use(m, '2026-11-05'), use(m, '2026-11-06')]);
    expect(outcome(uses)).toEqual({ ok: 1, refused: ['没有补签卡，请先购买补签卡'] });
    const c = (await calendar(m)).data;
    expect(c.makeup).toMatchObject({ cards: 0, used_this_month: 1 });
    expect(c.days.filter((d: { state: string }) => d.state === 'makeup')).toHaveLength(1);
    expect(await noDrift(m)).toBe(10);
  });

  it('two uses of two cards on the same day at once: one record, one card left', async () => {
    const m = await member(200);
    await buy(m);
    await buy(m);
    const rs = await Promise.all([use(m, '2026-11-08'), use(m, '2026-11-08')]);
    expect(outcome(rs)).toEqual({ ok: 1, refused: ['这一天已经签到过了，无需补签'] });
    const rows = await t.ctx.db.selectFrom('sign_records').select(['day', 'makeup']).where('user_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].makeup)).toBe(1);
    expect((await calendar(m)).data.makeup).toMatchObject({ cards: 1, used_this_month: 1 });
    expect(await noDrift(m)).toBe(100);
    expect(await t.ctx.services.ledger.drift()).toEqual([]);
  });
});
