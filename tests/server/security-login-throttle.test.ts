import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powSolves } from '../../server/src/lib/login-pow';
import { LOGIN_POW_REQUIRED_MSG } from '../../server/src/services/account-service';
import { LOGIN_THROTTLES, loginDelayMs } from '../../server/src/services/login-guard-service';
import { auth, register } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 21, class 3: nobody can lock an account. Failures slow strangers down (growing delays
 * per account+IP pair, per account, per IP); the owner's right password from a known device
 * (cookie) or after a mailed code passes; the owner and the admins get a notice.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Try {
  status: number;
  msg: string;
  cookie?: string;
}

async function tryLogin(username: string, password: string, ip: string, cookie?: string, pow?: { challenge: string; nonce: string }): Promise<Try> {
  const res = await t.app.inject({
    method: 'POST', url: '/v1/user/login', payload: { username, password, ...(pow ? { pow } : {}) }, remoteAddress: ip, headers: cookie ? { cookie } : {},
  });
  const set = res.headers['set-cookie'];
  const first = Array.isArray(set) ? set[0] : set;
  return { status: res.statusCode, msg: res.json().msg, cookie: first?.split(';')[0] };
}

/** Fetches a login challenge and solves it the way the browser does (brute force over nonces). */
async function solvedPow(): Promise<{ challenge: string; nonce: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/user/login/challenge', remoteAddress: '10.250.0.1' });
  const { challenge, difficulty } = res.json().data as { challenge: string; difficulty: number };
  for (let n = 0; ; n++) if (powSolves(challenge, String(n), difficulty)) return { challenge, nonce: String(n) };
}

/** How many guesses the growing delays allow in `ms` for a key with `free` failures, hammered non-stop. */
function allowedIn(ms: number, free: number): number {
  let n = 0;
  let last = -Infinity;
  for (let now = 0; now <= ms; now += 1000) {
    if (n < free || now >= last + loginDelayMs(n, free)) {
      n += 1;
      last = now;
    }
  }
  return n;
}

describe(`login throttles: no hard lock (${TEST_DB_KIND})`, () => {
  it('an attacker cannot lock out the admin, and cannot guess faster than the limit', async () => {
    // the admin logs in once from the office: that browser becomes a known device
    const first = await tryLogin('admin', ADMIN_PASSWORD, '10.200.0.1');
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^ujuso_dev_\d+=[A-Za-z0-9_-]{43}$/);
    const setCookie = (await t.app.inject({ method: 'POST', url: '/v1/user/login', payload: { username: 'admin', password: ADMIN_PASSWORD }, remoteAddress: '10.200.0.1' })).headers['set-cookie'];
    expect(String(setCookie)).toMatch(/HttpOnly; SameSite=Strict/);
    expect(String(setCookie)).toMatch(/Path=\/v1\/user/);

    // one simulated hour: a guess every 20 s, from 40 addresses — and from the admin's own
    // address (behind a proxy without TRUST_PROXY everyone shares it)
    const hour = 60 * 60_000;
    const start = t.clock.now();
    let evaluated = 0;
    let throttled = 0;
    for (let i = 0; t.clock.now() - start < hour; i++) {
      const ip = i % 5 === 0 ? '10.200.0.1' : `10.66.${i % 40}.7`;
      const r = await tryLogin('admin', `guess-${i}-wrong`, ip);
      if (r.status === 400) {
        evaluated += 1;
        expect(r.msg).toBe('用户名或密码错误');
      } else {
        // the account-wide key asks a new device for a proof of work (428, issue 27); the others wait (429)
        expect([428, 429]).toContain(r.status);
        if (r.status === 428) expect(r.msg).toBe(LOGIN_POW_REQUIRED_MSG);
        else expect(r.msg).toMatch(/^(该账号近期登录失败次数过多，陌生设备请 \d+ (秒|分钟)后再试；在常用设备上可以直接登录|登录尝试过于频繁，请 \d+ (秒|分钟)后再试)/);
        throttled += 1;
      }
      // every few minutes the real admin logs in from the known device, from the SAME address
      if (i % 40 === 0) {
        const owner = await tryLogin('admin', ADMIN_PASSWORD, '10.200.0.1', first.cookie);
        expect(owner.status, `admin locked out at minute ${Math.round((t.clock.now() - start) / 60_000)}`).toBe(200);
      }
      t.clock.advance(20_000);
    }
    // the account-wide throttle bounds the guesses whatever the number of addresses
    const bound = allowedIn(hour, LOGIN_THROTTLES.account.free);
    expect(bound).toBeLessThanOrEqual(20);
    expect(evaluated).toBeGreaterThanOrEqual(LOGIN_THROTTLES.account.free);
    expect(evaluated).toBeLessThanOrEqual(bound);
    expect(throttled).toBeGreaterThan(150);

    // a new device of the owner during the attack is slowed like a stranger — and told the ways past
    // a new device of the owner during the attack is asked for more proof, never refused (issue 27):
    // it solves the proof of work and is in
    const stranger = await tryLogin('admin', ADMIN_PASSWORD, '10.201.0.1');
    expect(stranger.status).toBe(428);
    expect(stranger.msg).toBe(LOGIN_POW_REQUIRED_MSG);
    const solved = await tryLogin('admin', ADMIN_PASSWORD, '10.201.0.1', undefined, await solvedPow());
    expect(solved.status, solved.msg).toBe(200);

    // the owner and every admin were told (the admin is the owner here)
    const adminId = Number(/ujuso_dev_(\d+)/.exec(first.cookie!)![1]);
    const notes = await t.ctx.db.selectFrom('messages').select(['title', 'content']).where('user_id', '=', adminId).execute();
    expect(notes.filter((n) => n.title === '账号安全提醒')).toHaveLength(1);
  }, 180_000);

  it('a mailed code lets the owner past on a new device, which then becomes known', async () => {
    const admin = await t.ctx.db.selectFrom('users').select(['id', 'email']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    // still under attack from many addresses
    for (let i = 0; i < 12; i++) await tryLogin('admin', `more-${i}-wrong`, `10.67.${i}.1`);
    const blocked = await tryLogin('admin', ADMIN_PASSWORD, '10.202.0.1');
    expect(blocked.status).toBe(428);
    await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email: admin.email }, remoteAddress: '10.202.0.1' });
    const code = /验证码是 (\d{6})/.exec((await t.ctx.repos.outbox.latestTo(admin.email))!.body)![1];
    const verify = await t.app.inject({
      method: 'POST', url: '/v1/user/find_pass_verify', payload: { email: admin.email, code, password: 'Admin-New-Pass-1' }, remoteAddress: '10.202.0.1',
    });
    expect(verify.json().code).toBe(200);
    const cookie = String(verify.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(new RegExp(`^ujuso_dev_${admin.id}=`));
    // the attack goes on; the device that proved the mailbox logs in
    for (let i = 0; i < 12; i++) await tryLogin('admin', `again-${i}-wrong`, `10.68.${i}.1`);
    const ok = await tryLogin('admin', 'Admin-New-Pass-1', '10.202.0.1', cookie);
    expect(ok.status).toBe(200);
  });

  it('one address guessing one account: 5 free failures, then growing waits; parallel guesses cannot slip past', async () => {
    const m = await register(t, 'pair_victim');
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => tryLogin('pair_victim', `p-${i}-wrong`, '10.70.0.1')));
    expect(rs.filter((r) => r.status === 400)).toHaveLength(LOGIN_THROTTLES.pair.free);
    expect(rs.filter((r) => r.status === 429)).toHaveLength(30 - LOGIN_THROTTLES.pair.free);
    expect(rs.find((r) => r.status === 429)!.msg).toBe('登录尝试过于频繁，请 30 秒后再试');
    // the wait grows: 30 s, then 60 s
    t.clock.advance(30_000);
    expect((await tryLogin('pair_victim', 'x-wrong-1', '10.70.0.1')).status).toBe(400);
    expect((await tryLogin('pair_victim', 'x-wrong-2', '10.70.0.1')).msg).toBe('登录尝试过于频繁，请 1 分钟后再试');
    // the owner from another address is not affected by this pair
    expect((await tryLogin('pair_victim', m.password, '10.70.0.2')).status).toBe(200);
  });

  it('one address guessing many accounts slows down for strangers only; known devices behind it still log in', async () => {
    const m = await register(t, 'behind_proxy');
    const known = await tryLogin('behind_proxy', m.password, '10.80.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await tryLogin(`ghost_${i}`, 'whatever-123', '10.80.0.1')).status);
    expect(statuses.slice(0, LOGIN_THROTTLES.ip.free).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(LOGIN_THROTTLES.ip.free)).toContain(429);
    expect((await tryLogin('behind_proxy', m.password, '10.80.0.1', known.cookie)).status).toBe(200);
    // the admins were told about the address
    const notes = await t.ctx.db.selectFrom('messages').select('content').where('title', '=', '登录异常提醒').execute();
    expect(notes.some((n) => n.content.includes('IP 10.80.0.1'))).toBe(true);
  });

  it('a stolen device cookie does not buy unlimited guesses: the device has its own growing waits', async () => {
    const m = await register(t, 'device_owner');
    const known = await tryLogin('device_owner', m.password, '10.90.0.1');
    const rs: number[] = [];
    for (let i = 0; i < 10; i++) rs.push((await tryLogin('device_owner', `d-${i}-wrong`, `10.91.0.${i}`, known.cookie)).status);
    expect(rs.filter((s) => s === 400)).toHaveLength(LOGIN_THROTTLES.device.free);
    // a cookie of ANOTHER account is no known device for this one
    const other = await register(t, 'other_owner');
    const otherCookie = (await tryLogin('other_owner', other.password, '10.92.0.1')).cookie!;
    const forged = otherCookie.replace(/^ujuso_dev_\d+/, `ujuso_dev_${m.id}`);
    const r = await tryLogin('device_owner', m.password, '10.92.0.1', forged);
    expect(r.status).toBe(200);
    expect(r.cookie).not.toBe(forged);
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth({ token: (r as Try & { token?: string }).token ?? '' }) })).statusCode).toBe(403);
  });
});

describe(`login under attack: a proof of work instead of a lock-out (${TEST_DB_KIND}; issue 27)`, () => {
  it('a solution buys one attempt, once; a wrong, reused or expired one is asked again; the attacker\'s own address keys still hold', async () => {
    await register(t, 'pow_owner');
    // 40 addresses spend the account-wide free failures
    for (let i = 0; i < 12; i++) await tryLogin('pow_owner', `w-${i}-wrong`, `10.90.${i}.1`);
    expect((await tryLogin('pow_owner', 'password-123', '10.91.0.1')).status).toBe(428);
    const pow = await solvedPow();
    // a wrong nonce and a forged challenge are not proof
    expect((await tryLogin('pow_owner', 'password-123', '10.91.0.1', undefined, { ...pow, nonce: String(Number(pow.nonce) + 1) })).status).toBe(428);
    expect((await tryLogin('pow_owner', 'password-123', '10.91.0.1', undefined, { challenge: `${'0'.repeat(32)}.${t.clock.now() + 60_000}`, nonce: '1' })).status).toBe(428);
    const ok = await tryLogin('pow_owner', 'password-123', '10.91.0.1', undefined, pow);
    expect(ok.status, ok.msg).toBe(200);
    // the same solution again: used up
    expect((await tryLogin('pow_owner', 'password-123', '10.91.0.2', undefined, pow)).status).toBe(428);
    // an expired one
    const late = await solvedPow();
    t.clock.advance(6 * 60_000);
    for (let i = 0; i < 3; i++) await tryLogin('pow_owner', `v-${i}-wrong`, `10.93.${i}.1`); // the attack goes on
    expect((await tryLogin('pow_owner', 'password-123', '10.91.0.3', undefined, late)).status).toBe(428);
    // an attacker who pays the work still meets its own pair key: 5 wrong guesses, then waits
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await tryLogin('pow_owner', `paid-${i}-wrong`, '10.92.0.1', undefined, await solvedPow())).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  }, 120_000);
});

