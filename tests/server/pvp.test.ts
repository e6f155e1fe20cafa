import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, expectNoDrift, type Member } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { expectPvpMoneyWhole, richMember, setConfig } from './pvp-helpers';

/** Reply data as the tests read it (shapes are checked by the assertions themselves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** 石头剪刀布 and 吹牛 over the real API on a real database (issue 12). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

type Reply = { code: number; msg: string; data: Json };
/** Every reply body seen, with the moment it was read (for the leak scan). */
const seen: Array<{ url: string; text: string }> = [];

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who?: { token: string } | string, payload?: unknown): Promise<{ status: number; body: Reply }> {
  const headers = who === undefined ? {} : typeof who === 'string' ? { authorization: `Bearer ${who}` } : auth(who);
  const res = await t.app.inject({ method, url, headers, payload: payload as never });
  seen.push({ url, text: res.body });
  return { status: res.statusCode, body: res.json() };
}

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const balance = (m: Member) => t.ctx.services.ledger.balance(m.id);

function expectVerified(g: Json): void {
  expect(g.reveal).not.toBeNull();
  expect(g.reveal.salt).toMatch(/^[0-9a-f]{64}$/); // 256 random bits
  expect(g.reveal.preimage).toBe(`${g.reveal.secret}:${g.reveal.salt}`);
  expect(sha(g.reveal.preimage)).toBe(g.commitment);
}

describe(`石头剪刀布 (${TEST_DB_KIND})`, () => {
  it('open → lobby shows only the commitment → accept settles at once, winner gets the pot minus the fee, both get a message', async () => {
    const a = await richMember(t, 1000, 'stone_a');
    const b = await richMember(t, 1000, 'stone_b');
    const created = await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 100 });
    expect(created.status).toBe(200);
    const g = created.body.data;
    expect(g).toMatchObject({ game: 'stone', status: 'open', stake: 100, reveal: null, response: null, result: null, responder: null });
    expect(g.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(await balance(a)).toBe(1010 - 100);

    const lobby = await call('GET', '/v1/game/stone/open');
    const inLobby = lobby.body.data.list.find((x: Json) => x.id === g.id);
    expect(inLobby.commitment).toBe(g.commitment);
    expect(inLobby.reveal).toBeNull();

    const accepted = await call('POST', `/auth/v1/game/stone/${g.id}/accept`, b, { move: 'scissors' });
    expect(accepted.status).toBe(200);
    // the player who just answered is told the outcome, not just 已结算 (issue 30)
    expect(accepted.body.msg).toBe('你输了，押注 100 金币归对方');
    const s = accepted.body.data;
    expect(s).toMatchObject({ status: 'settled', result: 'creator', response: 'scissors', fee: 10, creator_delta: 90, responder_delta: -100 });
    expect(s.reveal.secret).toBe('rock');
    expectVerified(s);
    expect(await balance(a)).toBe(1010 + 90);
    expect(await balance(b)).toBe(1010 - 100);

    // the messages say in words who played what and who won; the proof is one link away (验证),
    // not a salt and a hash pasted into the text (issue 30)
    for (const [m, word] of [[a, '你赢了'], [b, '你输了']] as const) {
      const msgs = await call('GET', '/auth/v1/message', m);
      const settledMsg = msgs.body.data.list.find((x: Json) => x.title === `石头剪刀布第 ${g.id} 局：${word}`);
      expect(settledMsg, m.username).toBeTruthy();
      expect(settledMsg.content).toContain(`${a.username} 出石头，${b.username} 出剪刀：${a.username} 获胜`);
      expect(settledMsg.content).not.toContain(g.commitment);
      expect(settledMsg.content).not.toContain(s.reveal.salt);
      expect(settledMsg.content).not.toMatch(/SHA-256|盐值|#\//);
      expect(settledMsg.link).toBe(`/main/game/stone?game=${g.id}`);
    }
    const history = await call('GET', '/v1/game/stone/history');
    expectVerified(history.body.data.list.find((x: Json) => x.id === g.id));
    await expectPvpMoneyWhole(t);
  });

  it('a draw returns both stakes; the responder can win', async () => {
    const a = await richMember(t, 500);
    const b = await richMember(t, 500);
    const d = (await call('POST', '/auth/v1/game/stone', a, { move: 'paper', stake: 50 })).body.data;
    const draw = (await call('POST', `/auth/v1/game/stone/${d.id}/accept`, b, { move: 'paper' })).body.data;
    expect(draw).toMatchObject({ result: 'draw', fee: 0, creator_delta: 0, responder_delta: 0 });
    expect(await balance(a)).toBe(510);
    expect(await balance(b)).toBe(510);
    const w = (await call('POST', '/auth/v1/game/stone', a, { move: 'paper', stake: 200 })).body.data;
    const wonReply = (await call('POST', `/auth/v1/game/stone/${w.id}/accept`, b, { move: 'scissors' })).body;
    expect(wonReply.msg).toBe('你赢了！净赢 180 金币');
    const won = wonReply.data;
    expect(won).toMatchObject({ result: 'responder', fee: 20, responder_delta: 180, creator_delta: -200 });
    expect(await balance(b)).toBe(510 + 180);
    expect(await balance(a)).toBe(510 - 200);
    expectVerified(won);
    await expectPvpMoneyWhole(t);
  });

  it('cancel refunds; cannot accept one’s own game; a cancelled game cannot be accepted; others cannot cancel', async () => {
    const a = await richMember(t, 300);
    const b = await richMember(t, 300);
    const g = (await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 30 })).body.data;
    const own = await call('POST', `/auth/v1/game/stone/${g.id}/accept`, a, { move: 'paper' });
    expect(own.status).toBe(400);
    expect(own.body.msg).toBe('不能应战自己发起的对局');
    const other = await call('POST', `/auth/v1/game/stone/${g.id}/cancel`, b);
    expect(other.status).toBe(403);
    const cancelled = await call('POST', `/auth/v1/game/stone/${g.id}/cancel`, a);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expectVerified(cancelled.body.data);
    expect(await balance(a)).toBe(310);
    const late = await call('POST', `/auth/v1/game/stone/${g.id}/accept`, b, { move: 'paper' });
    expect(late.status).toBe(409);
    expect(await balance(b)).toBe(310);
    const again = await call('POST', `/auth/v1/game/stone/${g.id}/cancel`, a);
    expect(again.status).toBe(409);
    expect(await balance(a)).toBe(310);
    await expectPvpMoneyWhole(t);
  });

  it('stake limits, open-game limit and balance come from the site config', async () => {
    const a = await richMember(t, 5000);
    await setConfig(t, { game_stone_min_stake: '20', game_stone_max_stake: '300', game_stone_max_open: '2' });
    const low = await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 19 });
    expect(low.status).toBe(400);
    expect(low.body.msg).toBe('押注须在 20–300 金币之间');
    const high = await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 301 });
    expect(high.status).toBe(400);
    expect((await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 20 })).status).toBe(200);
    expect((await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 20 })).status).toBe(200);
    const third = await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 20 });
    expect(third.status).toBe(400);
    expect(third.body.msg).toContain('上限 2 局');
    expect(await balance(a)).toBe(5010 - 40);
    const limits = await call('GET', '/v1/game/pvp/limits');
    expect(limits.body.data.stone).toMatchObject({ min_stake: 20, max_stake: 300, max_open: 2, fee_percent: 5 });
    const poor = await richMember(t, 0);
    const broke = await call('POST', '/auth/v1/game/stone', poor, { move: 'rock', stake: 20 });
    expect(broke.status).toBe(400);
    expect(broke.body.msg).toMatch(/^金币不足/);
    expect(await balance(poor)).toBe(10);
    expect(await t.ctx.db.selectFrom('pvp_games').select('id').where('creator_id', '=', poor.id).execute()).toHaveLength(0);
    await setConfig(t, { game_stone_min_stake: '10', game_stone_max_stake: '1000', game_stone_max_open: '5' });
    await expectPvpMoneyWhole(t);
  });
});

describe(`吹牛 (${TEST_DB_KIND})`, () => {
  it('create → answer right: responder wins the pot minus the fee; the reveal verifies', async () => {
    const a = await richMember(t, 1000, 'brag_a');
    const b = await richMember(t, 1000, 'brag_b');
    const created = await call('POST', '/auth/v1/game/brag', a, { claim: '我今天中午吃了火锅', answers: ['信', '不信'], truth: 0, stake: 100, hours: 24 });
    expect(created.status).toBe(200);
    const g = created.body.data;
    expect(g).toMatchObject({ game: 'brag', status: 'open', claim: '我今天中午吃了火锅', answers: ['信', '不信'], reveal: null, invite_state: 'none' });
    expect(Date.parse(g.expire_time) - Date.parse(g.create_time)).toBe(24 * 3_600_000);
    const answered = await call('POST', `/auth/v1/game/brag/${g.id}/answer`, b, { choice: 0 });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'settled', result: 'responder', response: '信', fee: 10, responder_delta: 90, creator_delta: -100 });
    expect(answered.body.data.reveal.secret).toBe('信');
    expectVerified(answered.body.data);
    expect(await balance(b)).toBe(1100);
    expect(await balance(a)).toBe(910);
    await expectPvpMoneyWhole(t);
  });

  it('answer wrong: the creator wins; leaderboards 牛王 (profit) and 牛胜 (wins)', async () => {
    const a = await richMember(t, 1000, 'niu_king');
    const b = await richMember(t, 1000, 'niu_loser');
    for (let i = 0; i < 3; i++) {
      const g = (await call('POST', '/auth/v1/game/brag', a, { claim: `第 ${i} 个牛`, answers: ['真的', '假的'], truth: 1, stake: 100, hours: 1 })).body.data;
      const r = await call('POST', `/auth/v1/game/brag/${g.id}/answer`, b, { choice: 0 });
      expect(r.body.data.result).toBe('creator');
    }
    expect(await balance(a)).toBe(1010 + 3 * 90);
    const profit = (await call('GET', '/v1/game/brag/rank?type=profit')).body.data;
    expect(profit[0]).toMatchObject({ rank: 1, user: { username: 'niu_king' }, profit: 270, wins: 3, games: 3 });
    expect(profit.find((r: Json) => r.user.username === 'niu_loser')).toBeUndefined();
    const wins = (await call('GET', '/v1/game/brag/rank?type=wins')).body.data;
    expect(wins[0]).toMatchObject({ user: { username: 'niu_king' }, wins: 3 });
    await expectPvpMoneyWhole(t);
  });

  it('invite one member: only they may answer until they decline; then it is public', async () => {
    const a = await richMember(t, 500);
    const inv = await richMember(t, 500, 'brag_invitee');
    const c = await richMember(t, 500);
    const g = (await call('POST', '/auth/v1/game/brag', a, { claim: '我会说五种语言', answers: ['信', '不信'], truth: 1, stake: 50, hours: 2, invite: 'brag_invitee' })).body.data;
    expect(g.invite_state).toBe('pending');
    expect(g.invitee.username).toBe('brag_invitee');
    const publicLobby = (await call('GET', '/v1/game/brag/open?size=50')).body.data.list;
    expect(publicLobby.find((x: Json) => x.id === g.id)).toBeUndefined();
    const inviteeLobby = (await call('GET', '/v1/game/brag/open?size=50', inv)).body.data.list;
    expect(inviteeLobby.find((x: Json) => x.id === g.id)).toBeTruthy();
    const msgs = (await call('GET', '/auth/v1/message', inv)).body.data.list;
    expect(msgs.some((m: Json) => m.title === '有人邀请你应答吹牛')).toBe(true);
    const notInvited = await call('POST', `/auth/v1/game/brag/${g.id}/answer`, c, { choice: 1 });
    expect(notInvited.status).toBe(403);
    expect(await balance(c)).toBe(510);
    expect((await call('POST', `/auth/v1/game/brag/${g.id}/decline`, c)).status).toBe(403);
    const declined = await call('POST', `/auth/v1/game/brag/${g.id}/decline`, inv);
    expect(declined.body.data.invite_state).toBe('declined');
    const ok = await call('POST', `/auth/v1/game/brag/${g.id}/answer`, c, { choice: 1 });
    expect(ok.body.data.result).toBe('responder');
    await expectPvpMoneyWhole(t);
  });

  it('banned keywords refuse a claim (444); unknown invitee 404; over the configured max hours 400; no coin moved', async () => {
    const a = await richMember(t, 500);
    await t.ctx.services.hotKeywords.ban('违禁赌博');
    const before = await balance(a);
    const banned = await call('POST', '/auth/v1/game/brag', a, { claim: '我在玩违禁赌博', answers: ['信', '不信'], truth: 0, stake: 20, hours: 1 });
    expect(banned.status).toBe(444);
    expect(banned.body.msg).toBe('吹牛内容包含违禁词，请修改后再试');
    const bannedAnswer = await call('POST', '/auth/v1/game/brag', a, { claim: '正常的话', answers: ['违禁赌博', '不信'], truth: 0, stake: 20, hours: 1 });
    expect(bannedAnswer.status).toBe(444);
    const nobody = await call('POST', '/auth/v1/game/brag', a, { claim: '正常的话', answers: ['信', '不信'], truth: 0, stake: 20, hours: 1, invite: '没有这个人' });
    expect(nobody.status).toBe(404);
    await setConfig(t, { game_brag_max_hours: '12' });
    const long = await call('POST', '/auth/v1/game/brag', a, { claim: '正常的话', answers: ['信', '不信'], truth: 0, stake: 20, hours: 13 });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('有效期最多 12 小时');
    await setConfig(t, { game_brag_max_hours: '48' });
    expect(await balance(a)).toBe(before);
    expect(await t.ctx.db.selectFrom('pvp_games').select('id').where('creator_id', '=', a.id).execute()).toHaveLength(0);
  });

  it('daily answer limit per member (site config)', async () => {
    await setConfig(t, { game_brag_daily_answers: '2' });
    const a = await richMember(t, 2000);
    const b = await richMember(t, 2000);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await call('POST', '/auth/v1/game/brag', a, { claim: `限额 ${i}`, answers: ['信', '不信'], truth: 0, stake: 10, hours: 1 })).body.data.id);
    expect((await call('POST', `/auth/v1/game/brag/${ids[0]}/answer`, b, { choice: 0 })).status).toBe(200);
    expect((await call('POST', `/auth/v1/game/brag/${ids[1]}/answer`, b, { choice: 0 })).status).toBe(200);
    const before = await balance(b);
    const third = await call('POST', `/auth/v1/game/brag/${ids[2]}/answer`, b, { choice: 0 });
    expect(third.status).toBe(429);
    expect(third.body.msg).toBe('今天已应答 2 次吹牛，明天再来吧');
    expect(await balance(b)).toBe(before);
    // the next Asia/Shanghai day allows answers again
    t.clock.advance(24 * 3_600_000);
    const next = (await call('POST', '/auth/v1/game/brag', a, { claim: '第二天', answers: ['信', '不信'], truth: 0, stake: 10, hours: 1 })).body.data;
    expect((await call('POST', `/auth/v1/game/brag/${next.id}/answer`, b, { choice: 0 })).status).toBe(200);
    t.clock.advance(-24 * 3_600_000);
    await setConfig(t, { game_brag_daily_answers: '10' });
    await expectPvpMoneyWhole(t);
  });
});

describe(`secrecy and commitments (${TEST_DB_KIND})`, () => {
  it('the move / true answer is in no reply before settlement (every reply scanned), and two brags differing only in the truth look alike', async () => {
    seen.length = 0;
    const a = await richMember(t, 1000, 'secret_a');
    const inv = await richMember(t, 1000, 'secret_inv');
    const stone = (await call('POST', '/auth/v1/game/stone', a, { move: 'scissors', stake: 40 })).body.data;
    const brag0 = (await call('POST', '/auth/v1/game/brag', a, { claim: '我养了三只猫', answers: ['信', '不信'], truth: 0, stake: 40, hours: 5, invite: 'secret_inv' })).body.data;
    const brag1 = (await call('POST', '/auth/v1/game/brag', a, { claim: '我养了三只猫', answers: ['信', '不信'], truth: 1, stake: 40, hours: 5, invite: 'secret_inv' })).body.data;
    // every read a player, a visitor or the admin can make while they are open
    for (const who of [a, inv, undefined]) {
      await call('GET', '/v1/game/stone/open?size=50', who);
      await call('GET', '/v1/game/brag/open?size=50', who);
      await call('GET', '/v1/game/stone/history?size=50', who);
      await call('GET', '/v1/game/brag/history?size=50', who);
      for (const id of [stone.id, brag0.id, brag1.id]) await call('GET', `/v1/game/pvp/${id}`, who);
    }
    for (const who of [a, inv]) {
      await call('GET', '/auth/v1/game/stone/mine?size=50', who);
      await call('GET', '/auth/v1/game/brag/mine?size=50', who);
      await call('GET', '/auth/v1/message?size=100', who);
      await call('GET', '/auth/v1/user/info', who);
    }
    await call('GET', '/admin/v1/pvp_game?size=50', admin);
    await call('GET', '/admin/v1/pvp_game?status=open&size=50', admin);
    const rows = await t.ctx.db.selectFrom('pvp_games').select(['id', 'salt', 'secret']).where('id', 'in', [stone.id, brag0.id, brag1.id]).execute();
    expect(seen.length).toBeGreaterThan(30);
    for (const r of rows) {
      for (const s of seen) expect(s.text.includes(r.salt), `salt of game ${r.id} in ${s.url}`).toBe(false);
    }
    // every game object of these three games, wherever it appears in a reply, carries no move, answer or reveal
    const ours = new Set([stone.id, brag0.id, brag1.id]);
    let found = 0;
    const visit = (v: unknown, url: string): void => {
      if (Array.isArray(v)) return v.forEach((x) => visit(x, url));
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (typeof o.id === 'number' && ours.has(o.id) && 'commitment' in o) {
        found++;
        const text = JSON.stringify(o);
        expect(o.reveal, url).toBeNull();
        expect(o.response, url).toBeNull();
        expect(o.result, url).toBeNull();
        expect(text.includes('scissors') || text.includes('剪刀'), `stone move in ${url}`).toBe(false);
      }
      Object.values(o).forEach((x) => visit(x, url));
    };
    for (const s of seen) visit(JSON.parse(s.text), s.url);
    expect(found).toBeGreaterThan(20);
    // the messages (the invitee's invitation) do not tell the truth either
    for (const s of seen.filter((x) => x.url.startsWith('/auth/v1/message'))) expect(s.text.includes('真实答案')).toBe(false);
    // the brag views are identical apart from id, commitment and times: nothing tells which answer is true
    const strip = (g: Json) => ({ ...g, id: 0, commitment: '', create_time: '', expire_time: '' });
    const v0 = (await call('GET', `/v1/game/pvp/${brag0.id}`, inv)).body.data;
    const v1 = (await call('GET', `/v1/game/pvp/${brag1.id}`, inv)).body.data;
    expect(strip(v0)).toEqual(strip(v1));
    // after settlement the reveal is there and verifies
    const b = await richMember(t, 1000);
    const settled = (await call('POST', `/auth/v1/game/stone/${stone.id}/accept`, b, { move: 'rock' })).body.data;
    expect(settled.reveal.secret).toBe('scissors');
    expectVerified(settled);
  });

  it('every closed game in the database verifies: SHA-256(secret:salt) = commitment', async () => {
    const rows = await t.ctx.db.selectFrom('pvp_games').selectAll().execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.salt).toMatch(/^[0-9a-f]{64}$/);
      expect(sha(`${r.secret}:${r.salt}`)).toBe(r.commitment);
    }
    const hist = [...(await call('GET', '/v1/game/stone/history?size=50')).body.data.list, ...(await call('GET', '/v1/game/brag/history?size=50')).body.data.list];
    expect(hist.length).toBeGreaterThan(5);
    for (const g of hist) expectVerified(g);
    expect(new Set(rows.map((r) => r.salt)).size).toBe(rows.length);
  });
});

describe(`bad input → 4xx, never 500, no coin moved (${TEST_DB_KIND})`, () => {
  it('rejects malformed bodies, params and states with a Chinese msg', async () => {
    const a = await richMember(t, 500);
    const b = await richMember(t, 500);
    const open = (await call('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 20 })).body.data;
    const brag = (await call('POST', '/auth/v1/game/brag', a, { claim: '坏输入测试', answers: ['信', '不信'], truth: 0, stake: 20, hours: 1 })).body.data;
    const coins = [await balance(a), await balance(b)];
    const ledgerRows = Number((await t.ctx.db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const cases: Array<[string, string, { token: string } | undefined, unknown]> = [
      ['POST', '/auth/v1/game/stone', b, { move: 'lizard', stake: 20 }],
      ['POST', '/auth/v1/game/stone', b, { move: 'rock', stake: -5 }],
      ['POST', '/auth/v1/game/stone', b, { move: 'rock', stake: 1.5 }],
      ['POST', '/auth/v1/game/stone', b, { move: 'rock', stake: '20' }],
      ['POST', '/auth/v1/game/stone', b, { move: 'rock', stake: 1e12 }],
      ['POST', '/auth/v1/game/stone', b, { move: 'rock' }],
      ['POST', '/auth/v1/game/stone', b, 'not json'],
      ['POST', '/auth/v1/game/stone', b, [1, 2]],
      ['POST', '/auth/v1/game/stone', undefined, { move: 'rock', stake: 20 }],
      ['POST', `/auth/v1/game/stone/${open.id}/accept`, b, { move: 'spock' }],
      ['POST', `/auth/v1/game/stone/${open.id}/accept`, b, {}],
      ['POST', '/auth/v1/game/stone/abc/accept', b, { move: 'rock' }],
      ['POST', '/auth/v1/game/stone/0/accept', b, { move: 'rock' }],
      ['POST', '/auth/v1/game/stone/99999999999/accept', b, { move: 'rock' }],
      ['POST', '/auth/v1/game/stone/987654/accept', b, { move: 'rock' }],
      ['POST', `/auth/v1/game/stone/${brag.id}/accept`, b, { move: 'rock' }],
      ['POST', `/auth/v1/game/brag/${open.id}/answer`, b, { choice: 0 }],
      ['POST', `/auth/v1/game/brag/${brag.id}/answer`, b, { choice: 2 }],
      ['POST', `/auth/v1/game/brag/${brag.id}/answer`, b, { choice: '0' }],
      ['POST', '/auth/v1/game/brag', b, { claim: '', answers: ['信', '不信'], truth: 0, stake: 20, hours: 1 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '长'.repeat(51), answers: ['信', '不信'], truth: 0, stake: 20, hours: 1 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信', '信'], truth: 0, stake: 20, hours: 1 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信'], truth: 0, stake: 20, hours: 1 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信', '不信'], truth: 3, stake: 20, hours: 1 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信', '不信'], truth: 0, stake: 20, hours: 0 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信', '不信'], truth: 0, stake: 20, hours: 49 }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信', '不信'], truth: 0, stake: 20, hours: 1, invite: b.username }],
      ['POST', '/auth/v1/game/brag', b, { claim: '话', answers: ['信', '不信'], truth: 0, stake: 20, hours: 1, invite: 'x'.repeat(21) }],
      ['POST', `/auth/v1/game/brag/${brag.id}/decline`, b, undefined],
      ['POST', `/auth/v1/game/brag/${brag.id}/cancel`, b, undefined],
      ['GET', '/v1/game/stone/open?page=0', undefined, undefined],
      ['GET', '/v1/game/stone/open?size=1000', undefined, undefined],
      ['GET', '/v1/game/brag/rank?type=rich', undefined, undefined],
      ['GET', '/v1/game/pvp/abc', undefined, undefined],
      ['GET', '/v1/game/pvp/424242', undefined, undefined],
      ['GET', '/admin/v1/pvp_game?status=weird', admin as never, undefined],
      ['POST', '/admin/v1/pvp_game/424242/cancel', admin as never, undefined],
      ['POST', `/admin/v1/pvp_game/${open.id}/cancel`, b, undefined],
    ];
    for (const [method, url, who, payload] of cases) {
      const r = await call(method as 'GET' | 'POST', url, who, payload);
      expect(r.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      expect(r.body.code).toBe(r.status);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect([await balance(a), await balance(b)]).toEqual(coins);
    expect(Number((await t.ctx.db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(ledgerRows);
    await expectPvpMoneyWhole(t);
  });
});

describe(`admin (${TEST_DB_KIND})`, () => {
  it('sees open games with the escrow and cancels one: refund, message, audit log row', async () => {
    const a = await richMember(t, 500);
    const g = (await call('POST', '/auth/v1/game/stone', a, { move: 'paper', stake: 70 })).body.data;
    const list = await call('GET', '/admin/v1/pvp_game?status=open&size=50', admin);
    expect(list.status).toBe(200);
    const row = list.body.data.list.find((x: Json) => x.id === g.id);
    expect(row.reveal).toBeNull();
    expect(list.body.data.escrow).toBe(await t.ctx.services.pvp.escrow());
    const cancelled = await call('POST', `/admin/v1/pvp_game/${g.id}/cancel`, admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await balance(a)).toBe(510);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'pvp_game').where('entity_id', '=', String(g.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe('pvp_game.cancel');
    const msgs = (await call('GET', '/auth/v1/message', a)).body.data.list;
    expect(msgs.some((m: Json) => m.title === '石头剪刀布对局已被管理员取消')).toBe(true);
    const twice = await call('POST', `/admin/v1/pvp_game/${g.id}/cancel`, admin);
    expect(twice.status).toBe(409);
    expect(await balance(a)).toBe(510);
    await expectPvpMoneyWhole(t);
    await expectNoDrift(t);
  });
});
