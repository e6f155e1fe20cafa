import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, expectNoDrift, login, register } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INFO_FIELDS = [
  'id', 'username', 'coin', 'unread_msg_count', 'email', 'role', 'coin_turnover_count', 'create_time', 'update_time',
  'vip_expired', 'continue_sign_days', 'last_login_belong', 'last_login_ip',
];

async function setSetting(name: string, value: string) {
  await t.ctx.db
    .insertInto('web_settings')
    .values({ name, value, updated_at: t.clock.now() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value }))
    .execute();
  t.ctx.repos.webSettings.invalidate(); // written behind the repository's cache
}

describe(`accounts: register and login (${TEST_DB_KIND})`, () => {
  it('registers, logs in by username and by email, and returns every §3 info field', async () => {
    const reg = await t.app.inject({
      method: 'POST', url: '/v1/user', payload: { username: '张三_zs', password: 'secret-pass-1', email: 'ZS@Example.com' },
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({ code: 200, msg: '注册成功', data: { token: expect.any(String), info: { username: '张三_zs', coin: 10 } } });

    const res = await login(t, '张三_ZS', 'secret-pass-1', '120.24.78.68');
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe('登录成功');
    for (const f of INFO_FIELDS) expect(body.data.info).toHaveProperty(f);
    const info = body.data.info;
    expect(info).toMatchObject({
      username: '张三_zs', email: 'ZS@Example.com', role: 'user', coin: 10, coin_turnover_count: 1, unread_msg_count: 1,
      vip_expired: null, continue_sign_days: 0, last_login_ip: '120.24.78.68', last_login_belong: '广东省深圳市',
    });
    expect(new Date(info.create_time).getTime()).toBe(t.clock.now());
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/);

    const byEmail = await login(t, 'zs@example.com', 'secret-pass-1');
    expect(byEmail.json().code).toBe(200);
    expect(byEmail.json().data.token).not.toBe(body.data.token);

    const me = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(body.data) });
    expect(me.json().data).toMatchObject({ id: info.id, username: '张三_zs' });
    for (const f of INFO_FIELDS) expect(me.json().data).toHaveProperty(f);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.ctx.repos.users.byUsername('张三_zs');
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses duplicate usernames (case-insensitive) and emails with a Chinese msg', async () => {
    const a = await t.app.inject({ method: 'POST', url: '/v1/user', payload: { username: '张三_ZS', password: 'secret-pass-1', email: 'other@example.com' } });
    expect(a.statusCode).toBe(409);
    expect(a.json()).toEqual({ code: 409, msg: '用户名已被注册', data: null });
    const b = await t.app.inject({ method: 'POST', url: '/v1/user', payload: { username: 'lisi', password: 'secret-pass-1', email: 'zs@EXAMPLE.com' } });
    expect(b.json()).toEqual({ code: 409, msg: '邮箱已被注册', data: null });
  });

  it('validates username, password and email with clear messages', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ username: 'ab', password: 'secret-pass-1', email: 'a@b.cn' }, /用户名至少 3 个字符/],
      [{ username: 'a'.repeat(21), password: 'secret-pass-1', email: 'a@b.cn' }, /用户名最多 20 个字符/],
      [{ username: 'bad name!', password: 'secret-pass-1', email: 'a@b.cn' }, /只能包含字母、数字、汉字和下划线/],
      [{ username: 'goodname', password: 'short', email: 'a@b.cn' }, /密码至少 8 位/],
      [{ username: 'goodname', password: 'x'.repeat(65), email: 'a@b.cn' }, /密码最多 64 位/],
      [{ username: 'goodname', password: 'secret-pass-1', email: 'not-an-email' }, /邮箱格式不正确/],
    ];
    for (const [payload, msg] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/user', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
  });

  it('wrong password → 400; unknown user gets the same message (throttles: security-login-throttle.test.ts)', async () => {
    await register(t, 'wrongpw');
    const res = await login(t, 'wrongpw', 'nope-nope-nope', '10.1.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('用户名或密码错误');
    const unknown = await login(t, 'nobody_here', 'whatever-123', '10.1.1.2');
    expect(unknown.json().msg).toBe('用户名或密码错误');
  });

  it('requires and consumes an invite code when show_input_invite_code is true, rewarding its owner', async () => {
    const owner = await register(t, 'inviter');
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: owner.id, amount: 200, kind: 'test', ref: 'x' });
    await setSetting('show_buy_invite_code', 'true');
    const buy = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(owner), payload: { type: 'invite_code' } });
    expect(buy.json().code).toBe(200);
    const code = buy.json().data.order.detail as string;
    expect(buy.json().msg).toBe(`购买成功，邀请码：${code}`);
    expect(buy.json().data.info.coin).toBe(210 - 100);

    await setSetting('show_input_invite_code', 'true');
    const none = await t.app.inject({ method: 'POST', url: '/v1/user', payload: { username: 'invitee', password: 'secret-pass-1', email: 'invitee@example.com' } });
    expect(none.json()).toMatchObject({ code: 400, msg: '当前需要邀请码才能注册，请填写邀请码' });
    const bad = await t.app.inject({
      method: 'POST', url: '/v1/user', payload: { username: 'invitee', password: 'secret-pass-1', email: 'invitee@example.com', invite_code: 'YQNOPE' },
    });
    expect(bad.json()).toMatchObject({ code: 400, msg: '邀请码无效或已被使用' });
    expect(await t.ctx.repos.users.byUsername('invitee')).toBeUndefined();

    // typed in lower case with spaces around it: the same code (issue 30)
    const good = await register(t, 'invitee', { invite_code: ` ${code.toLowerCase()} ` });
    expect(good.id).toBeGreaterThan(0);
    const again = await t.app.inject({
      method: 'POST', url: '/v1/user', payload: { username: 'invitee2', password: 'secret-pass-1', email: 'invitee2@example.com', invite_code: code },
    });
    expect(again.json().msg).toBe('邀请码无效或已被使用');
    const ownerInfo = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(owner) });
    expect(ownerInfo.json().data.coin).toBe(110 + 50);
    const codes = await t.app.inject({ method: 'GET', url: '/auth/v1/user/invite_codes', headers: auth(owner) });
    expect(codes.json().data).toEqual([expect.objectContaining({ code, used: true })]);
    await setSetting('show_input_invite_code', 'false');
    await setSetting('show_buy_invite_code', 'false');
  });
});

describe(`accounts: sign-in and login reward (${TEST_DB_KIND})`, () => {
  it('signs once per Shanghai day; the streak grows on consecutive days and resets after a gap', async () => {
    const m = await register(t, 'signer');
    const sign = () => t.app.inject({ method: 'POST', url: '/auth/v1/sign/day', headers: auth(m), payload: { content: '今天心情不错', time_id: '3' } });
    const first = await sign();
    expect(first.json()).toMatchObject({ code: 200, data: { reward: 5, continue_sign_days: 1, coin: 15 } });
    expect(first.json().msg).toBe('签到成功，已连续签到 1 天，获得 5 金币');
    const dup = await sign();
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe('今天已经签到过了，明天再来吧');

    t.clock.advance(86_400_000);
    expect((await sign()).json().data).toMatchObject({ reward: 6, continue_sign_days: 2 });
    t.clock.advance(86_400_000);
    expect((await sign()).json().data).toMatchObject({ reward: 7, continue_sign_days: 3 });
    const info = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(m) });
    expect(info.json().data).toMatchObject({ continue_sign_days: 3, signed_today: true, coin: 10 + 5 + 6 + 7 });

    t.clock.advance(2 * 86_400_000); // a gap day
    const status = await t.app.inject({ method: 'GET', url: '/auth/v1/sign/status', headers: auth(m) });
    expect(status.json().data).toMatchObject({ signed_today: false, continue_sign_days: 0, today_reward: 5, reward_table: [5, 6, 7, 8, 9, 10, 15] });
    expect((await sign()).json().data).toMatchObject({ reward: 5, continue_sign_days: 1 });

    const list = await t.app.inject({ method: 'GET', url: '/v1/sign?page=1&size=2' });
    expect(list.json().data.total).toBeGreaterThanOrEqual(4);
    expect(list.json().data.list[0]).toMatchObject({ content: '今天心情不错', time_id: '3', user: { id: m.id, username: 'signer' }, streak: 1 });
    await expectNoDrift(t);
  });

  it('签到记录 is ordered by time, not grouped by member (rows written member by member, as a seed or import does)', async () => {
    const a = await register(t, 'sign_order_a');
    const b = await register(t, 'sign_order_b');
    const base = 9_000_000_000_000; // after every other row of this file
    const row = (user_id: number, k: number) => ({ user_id, day: 900_000 + k, content: `第${k}条`, time_id: '1', reward: 5, streak: 1, created_at: base + k * 60_000 });
    // a's three days first, then b's: ids group by member, times interleave
    await t.ctx.db.insertInto('sign_records').values([row(a.id, 1), row(a.id, 3), row(a.id, 5), row(b.id, 2), row(b.id, 4), row(b.id, 6)]).execute();
    const list = (await t.app.inject({ method: 'GET', url: '/v1/sign?page=1&size=6' })).json().data.list as Array<{ content: string }>;
    expect(list.map((r) => r.content)).toEqual(['第6条', '第5条', '第4条', '第3条', '第2条', '第1条']);
  });

  it('the day boundary is Asia/Shanghai midnight, not UTC', async () => {
    const m = await register(t, 'midnight');
    t.clock.set(Date.UTC(2026, 11, 1, 15, 59, 0)); // 23:59 in Shanghai
    expect((await t.app.inject({ method: 'POST', url: '/auth/v1/sign/day', headers: auth(m), payload: { content: '晚安', time_id: 1 } })).json().code).toBe(200);
    t.clock.set(Date.UTC(2026, 11, 1, 16, 1, 0)); // 00:01 next day in Shanghai, same UTC day
    const next = await t.app.inject({ method: 'POST', url: '/auth/v1/sign/day', headers: auth(m), payload: { content: '早安', time_id: 2 } });
    expect(next.json().data).toMatchObject({ continue_sign_days: 2 });
  });

  it('the daily login reward pays once a day and says so', async () => {
    const m = await register(t, 'rewardee');
    const claim = () => t.app.inject({ method: 'POST', url: '/auth/v1/sign/login', headers: auth(m) });
    const a = await claim();
    expect(a.json()).toMatchObject({ code: 200, msg: '每日登录奖励：获得 3 金币', data: { granted: true, amount: 3, coin: 13 } });
    const b = await claim();
    expect(b.json()).toMatchObject({ code: 200, msg: '今天的登录奖励已经领取过了，明天再来吧', data: { granted: false, coin: 13 } });
    t.clock.advance(86_400_000);
    expect((await claim()).json().data).toMatchObject({ granted: true, coin: 16 });
  });
});

describe(`accounts: VIP, exchanges, orders, messages (${TEST_DB_KIND})`, () => {
  it('free VIP once; exchange_vip spends coins and extends from the later of now and the expiry', async () => {
    const m = await register(t, 'vipper');
    const free = await t.app.inject({ method: 'GET', url: '/auth/v1/user/free_vip', headers: auth(m) });
    expect(free.json()).toMatchObject({ code: 200, msg: '已领取 3 天免费 VIP', data: { is_vip: true } });
    expect(new Date(free.json().data.vip_expired).getTime()).toBe(t.clock.now() + 3 * 86_400_000);
    const again = await t.app.inject({ method: 'GET', url: '/auth/v1/user/free_vip', headers: auth(m) });
    expect(again.json()).toMatchObject({ code: 400, msg: '你已经领取过免费 VIP，不能重复领取' });

    const poor = await t.app.inject({ method: 'GET', url: '/auth/v1/user/exchange_vip', headers: auth(m) });
    expect(poor.json()).toMatchObject({ code: 400, msg: '金币不足：需要 300 金币，当前余额 10 金币' });

    await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: 400, kind: 'test', ref: 'x' });
    const buy = await t.app.inject({ method: 'GET', url: '/auth/v1/user/exchange_vip', headers: auth(m) });
    expect(buy.json()).toMatchObject({ code: 200, msg: '兑换成功：花费 300 金币，VIP 延长 30 天', data: { coin: 110 } });
    expect(new Date(buy.json().data.vip_expired).getTime()).toBe(t.clock.now() + 33 * 86_400_000);

    const days = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'vip', payload: '5' } });
    expect(days.json()).toMatchObject({ code: 200, data: { order: { type: 'vip', cost: 50, title: '兑换 VIP 5 天' }, info: { coin: 60 } } });
    expect(new Date(days.json().data.info.vip_expired).getTime()).toBe(t.clock.now() + 38 * 86_400_000);

    const orders = await t.app.inject({ method: 'GET', url: '/auth/v1/order?page=1&size=10', headers: auth(m) });
    expect(orders.json().data.total).toBe(3);
    expect(orders.json().data.list.map((o: { type: string }) => o.type)).toEqual(['vip', 'vip', 'free_vip']);

    const coin = await t.app.inject({ method: 'GET', url: '/auth/v1/user/coin?page=1&size=2', headers: auth(m) });
    expect(coin.json().data).toMatchObject({ total: 4, list: [{ delta: -50, balance_after: 60, kind: 'vip_exchange' }, { delta: -300 }] });
  });

  it('a VIP that has lapsed restarts from now', async () => {
    const m = await register(t, 'lapsed');
    await t.app.inject({ method: 'GET', url: '/auth/v1/user/free_vip', headers: auth(m) });
    t.clock.advance(10 * 86_400_000);
    // idle for 10 days: the session has expired (idle limit 7 days)
    const stale = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(m) });
    expect(stale.statusCode).toBe(403);
    expect(stale.headers['x-login']).toBe('false');
    const fresh = { token: (await login(t, m.username, m.password, '10.5.5.5')).json().data.token as string };
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: 100, kind: 'test', ref: 'x' });
    const r = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(fresh), payload: { type: 'vip', payload: 1 } });
    expect(r.json().msg).toBe("兑换成功：兑换 VIP 1 天");
    expect(new Date(r.json().data.info.vip_expired).getTime()).toBe(t.clock.now() + 86_400_000);
  });

  it('redeems CD keys for coins and VIP once; wrong keys are refused', async () => {
    const m = await register(t, 'redeemer');
    const [coinKey] = await t.ctx.services.exchange.createCdKeys('coin', 88, 1);
    const [vipKey] = await t.ctx.services.exchange.createCdKeys('vip', 7, 1);
    const r1 = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'cd_key', payload: coinKey } });
    expect(r1.json()).toMatchObject({ code: 200, msg: '兑换成功：卡密兑换 88 金币', data: { info: { coin: 98 }, order: { cost: 0 } } });
    const r2 = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'cd_key', payload: vipKey } });
    expect(r2.json().data.info.is_vip).toBe(true);
    const used = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'cd_key', payload: coinKey } });
    expect(used.json()).toMatchObject({ code: 400, msg: '该卡密已被使用' });
    const nope = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'cd_key', payload: 'KMNOTREAL' } });
    expect(nope.json()).toMatchObject({ code: 400, msg: '卡密不存在，请检查后重试' });
  });

  it('a CD key typed in lower case, with spaces around and inside, is the same key (issue 30)', async () => {
    const m = await register(t, 'casual_typist');
    const [key] = await t.ctx.services.exchange.createCdKeys('coin', 33, 1);
    const typed = `  ${key.slice(0, 6).toLowerCase()} ${key.slice(6).toLowerCase()}\t`;
    const r = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'cd_key', payload: typed } });
    expect(r.json()).toMatchObject({ code: 200, msg: '兑换成功：卡密兑换 33 金币', data: { info: { coin: 43 } } });
    const again = await t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'cd_key', payload: key } });
    expect(again.json()).toMatchObject({ code: 400, msg: '该卡密已被使用' });
    // the order message links to the orders page
    const msgs = await t.app.inject({ method: 'GET', url: '/auth/v1/message?page=1&size=10', headers: auth(m) });
    expect(msgs.json().data.list.find((x: { title: string }) => x.title === '订单完成：卡密兑换')).toMatchObject({ link: '/profile/orders' });
  });

  it('invite codes are sold only while the purchase flag allows (night = 23:00–04:59 Shanghai)', async () => {
    const m = await register(t, 'nightowl');
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: 500, kind: 'test', ref: 'x' });
    const buy = () => t.app.inject({ method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m), payload: { type: 'invite_code' } });
    await setSetting('show_buy_invite_code', 'false');
    expect((await buy()).json()).toMatchObject({ code: 400, msg: '当前不开放购买邀请码' });
    await setSetting('show_buy_invite_code', 'night');
    t.clock.set(Date.UTC(2026, 11, 5, 6, 0)); // 14:00 Shanghai
    expect((await buy()).json().msg).toBe('邀请码仅在每晚 23:00 至次日 04:59（北京时间）开放购买');
    t.clock.set(Date.UTC(2026, 11, 5, 15, 0)); // 23:00
    expect((await buy()).json().code).toBe(200);
    t.clock.set(Date.UTC(2026, 11, 5, 20, 59)); // 04:59
    expect((await buy()).json().code).toBe(200);
    t.clock.set(Date.UTC(2026, 11, 5, 21, 0)); // 05:00
    expect((await buy()).json().code).toBe(400);
    await setSetting('show_buy_invite_code', 'false');
  });

  it('messages: order notices arrive unread; status and /message mark them read', async () => {
    const m = await register(t, 'reader');
    await t.app.inject({ method: 'GET', url: '/auth/v1/user/free_vip', headers: auth(m) });
    const list = await t.app.inject({ method: 'GET', url: '/auth/v1/message?page=1&size=10', headers: auth(m) });
    expect(list.json().data).toMatchObject({ total: 2, unread: 2 });
    expect(list.json().data.list[0]).toMatchObject({ title: '免费 VIP 已开通', is_read: false, kind: 'order' });
    const one = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/status', headers: auth(m), payload: { payload: { read: [list.json().data.list[0].id] } } });
    expect(one.json().data).toEqual({ changed: 1, unread_msg_count: 1 });
    const all = await t.app.inject({ method: 'PUT', url: '/auth/v1/message/read', headers: auth(m), payload: {} });
    expect(all.json().data).toEqual({ changed: 1, unread_msg_count: 0 });
    const info = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(m) });
    expect(info.json().data.unread_msg_count).toBe(0);
    const del = await t.app.inject({ method: 'DELETE', url: `/auth/v1/message/${list.json().data.list[1].id}`, headers: auth(m) });
    expect(del.json().code).toBe(200);
  });
});

describe(`accounts: profile, rank, statistics, admin (${TEST_DB_KIND})`, () => {
  it('updates avatar freely, email and password only with the old password', async () => {
    const m = await register(t, 'profiler');
    const av = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { avatar: '7' } });
    expect(av.json()).toMatchObject({ code: 200, msg: '已保存', data: { avatar: '7' } });
    const noOld = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { email: 'new@example.com' } });
    expect(noOld.json()).toMatchObject({ code: 400, msg: '修改邮箱或密码需要填写原密码' });
    const wrongOld = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { email: 'new@example.com', old_password: 'wrong-wrong' } });
    expect(wrongOld.json()).toMatchObject({ code: 400, msg: '原密码错误' });
    const ok = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { email: 'new@example.com', old_password: m.password } });
    expect(ok.json().data.email).toBe('new@example.com');
    const taken = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { email: 'ZS@example.com', old_password: m.password } });
    expect(taken.json()).toMatchObject({ code: 409, msg: '邮箱已被其他账号使用' });
    const sneaky = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { avatar: '1', coin: 99999, role: 'admin' } });
    expect(sneaky.json().data).toMatchObject({ coin: 10, role: 'user' });
  });

  it('ranks by coins and sign streak; statistics show public counts', async () => {
    const rich = await register(t, 'richest');
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: rich.id, amount: 100000, kind: 'test', ref: 'x' });
    const rank = await t.app.inject({ method: 'GET', url: '/v1/user/rank?type=coin&page=1&size=3' });
    expect(rank.json().data.list[0]).toMatchObject({ rank: 1, id: rich.id, username: 'richest', value: 100010 });
    expect(rank.json().data.total).toBeGreaterThan(3);
    await t.app.inject({ method: 'POST', url: '/auth/v1/sign/day', headers: auth(rich), payload: { content: '冲榜', time_id: '1' } });
    const signRank = await t.app.inject({ method: 'GET', url: '/v1/user/rank?type=sign' });
    expect(signRank.json().data.list.map((r: { id: number }) => r.id)).toContain(rich.id);
    const articleRank = await t.app.inject({ method: 'GET', url: '/v1/user/rank?type=article' });
    expect(articleRank.json().code).toBe(200);
    const stats = await t.app.inject({ method: 'GET', url: `/v1/user/statistics/${rich.id}` });
    expect(stats.json().data).toMatchObject({ id: rich.id, username: 'richest', sign_count: 1, article_count: 0, continue_sign_days: 1 });
    expect(stats.json().data).not.toHaveProperty('email');
    expect((await t.app.inject({ method: 'GET', url: '/v1/user/statistics/999999' })).json()).toEqual({ code: 404, msg: '用户不存在', data: null });
  });

  it('admin lists, creates, updates (coins through the ledger with a reason), deletes and inspects users', async () => {
    const token = await adminToken(t, ADMIN_PASSWORD);
    const h = { authorization: `Bearer ${token}` };
    const created = await t.app.inject({
      method: 'POST', url: '/admin/v1/user', headers: h,
      payload: { username: 'made_by_admin', password: 'password-xyz', email: 'made@example.com', coin: 40, reason: '内测奖励' },
    });
    expect(created.json()).toMatchObject({ code: 200, data: { username: 'made_by_admin', coin: 40, banned: false } });
    const id = created.json().data.id;
    const list = await t.app.inject({ method: 'GET', url: '/admin/v1/user?page=1&size=5&keyword=made_by', headers: h });
    expect(list.json().data).toMatchObject({ total: 1, list: [{ id }] });
    expect(JSON.stringify(list.json())).not.toMatch(/password_hash|argon2/);

    const noReason = await t.app.inject({ method: 'PUT', url: `/admin/v1/user/${id}`, headers: h, payload: { coin_delta: 5 } });
    expect(noReason.json()).toMatchObject({ code: 400, msg: '调整金币必须填写原因' });
    const tooMuch = await t.app.inject({ method: 'PUT', url: `/admin/v1/user/${id}`, headers: h, payload: { coin_delta: -41, reason: '扣多了' } });
    expect(tooMuch.json().msg).toMatch(/金币不足/);
    const upd = await t.app.inject({ method: 'PUT', url: `/admin/v1/user/${id}`, headers: h, payload: { coin_delta: -15, reason: '违规扣除', banned: true } });
    expect(upd.json()).toMatchObject({ code: 200, data: { coin: 25, banned: true } });
    const infos = await t.app.inject({ method: 'GET', url: `/admin/v1/user/infos/${id}`, headers: h });
    expect(infos.json().data).toMatchObject({ ledger_sum: 25, info: { coin: 25 }, ledger: [{ delta: -15, note: '违规扣除', kind: 'admin_adjust' }, { delta: 40, note: '内测奖励' }] });
    const banned = await login(t, 'made_by_admin', 'password-xyz', '10.3.3.3');
    expect(banned.json()).toMatchObject({ code: 403, msg: '账号已被封禁，如有疑问请联系管理员' });

    const self = await t.app.inject({ method: 'DELETE', url: '/admin/v1/user/1', headers: h });
    expect(self.json()).toMatchObject({ code: 400, msg: '不能删除自己的账号' });
    const del = await t.app.inject({ method: 'DELETE', url: `/admin/v1/user/${id}`, headers: h });
    expect(del.json().code).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/admin/v1/user?keyword=made_by', headers: h });
    expect(after.json().data.total).toBe(0);
    const gone = await t.app.inject({ method: 'PUT', url: `/admin/v1/user/${id}`, headers: h, payload: { banned: false } });
    expect(gone.json().code).toBe(400);
    await expectNoDrift(t);
  });
});

describe(`accounts: password recovery via the outbox (${TEST_DB_KIND})`, () => {
  it('sends a 6-digit code, allows 5 tries, sets the password and revokes every session', async () => {
    const m = await register(t, 'forgetful');
    const other = await login(t, 'forgetful', m.password, '10.4.4.4');
    const send = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: m.email } });
    expect(send.json()).toEqual({ code: 200, msg: '若该邮箱已注册，验证码已发送到邮箱，15 分钟内有效', data: null });
    const mail = await t.ctx.repos.outbox.latestTo(m.email);
    const code = /验证码是 (\d{6})/.exec(mail!.body)![1];

    const tooSoon = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: m.email } });
    expect(tooSoon.json()).toMatchObject({ code: 429, msg: '验证码发送过于频繁，请 1 分钟后再试' });
    const unknown = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: 'nobody@example.com' } });
    expect(unknown.json().msg).toBe(send.json().msg);

    const wrong = code === '000000' ? '111111' : '000000';
    const w = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code: wrong, password: 'brand-new-pass' } });
    expect(w.json()).toMatchObject({ code: 400, msg: '验证码错误，还可尝试 4 次' });
    const ok = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code, password: 'brand-new-pass' } });
    expect(ok.json()).toEqual({ code: 200, msg: '密码已重置，请用新密码登录', data: null });
    for (const token of [m.token, other.json().data.token]) {
      const r = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode).toBe(403);
      expect(r.headers['x-login']).toBe('false');
    }
    expect((await login(t, 'forgetful', 'brand-new-pass', '10.4.4.5')).json().code).toBe(200);
    const reuse = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code, password: 'another-pass-1' } });
    expect(reuse.json().code).toBe(400);
  });

  it('five wrong codes exhaust the code; expired codes are refused', async () => {
    const m = await register(t, 'guesser');
    await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: m.email } });
    const code = /验证码是 (\d{6})/.exec((await t.ctx.repos.outbox.latestTo(m.email))!.body)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code: wrong, password: 'brand-new-pass' } });
      msgs.push(r.json().msg);
    }
    expect(msgs.slice(0, 4)).toEqual([4, 3, 2, 1].map((n) => `验证码错误，还可尝试 ${n} 次`));
    expect(msgs[4]).toBe('验证码错误次数过多，请重新获取');
    expect(msgs[5]).toBe('验证码错误次数过多，请重新获取');
    const right = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code, password: 'brand-new-pass' } });
    expect(right.json().msg).toBe('验证码错误次数过多，请重新获取');

    t.clock.advance(61_000);
    await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: m.email } });
    const code2 = /验证码是 (\d{6})/.exec((await t.ctx.repos.outbox.latestTo(m.email))!.body)![1];
    t.clock.advance(15 * 60_000 + 1);
    const late = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: m.email, code: code2, password: 'brand-new-pass' } });
    expect(late.json()).toMatchObject({ code: 400, msg: '验证码无效或已过期，请重新获取' });
  });
});
