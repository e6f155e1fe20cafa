import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Reply = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(method: string, p: string, token?: string, body?: unknown): Promise<Reply> {
  const res = await fetch(`${server.url}${p}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as Reply;
}

const sessionToken = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:ujuso');
    return raw ? (JSON.parse(JSON.parse(raw).user) as { token: string }).token : '';
  });

describe('games in Chromium against the real server', () => {
  it('a new user: 游戏 in the header → guess and egg → the balance changes → rotate the seed → verify a past bet', async () => {
    const { page, errors } = await newPage(browser);
    const username = `玩家_${Date.now().toString(36)}`;
    await page.goto(`${server.url}/#/register`);
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('邮箱').fill(`${Date.now().toString(36)}@example.com`);
    await page.getByLabel('密码', { exact: true }).fill('Secret-pass-2026');
    await page.getByLabel('确认密码').fill('Secret-pass-2026');
    await page.getByRole('button', { name: /^注\s*册$/ }).click();
    await page.locator('.Toastify__toast', { hasText: '注册成功' }).waitFor({ timeout: 15_000 });
    await page.locator('.Toastify__toast', { hasText: '每日登录奖励：获得' }).waitFor({ timeout: 15_000 });
    const token = await sessionToken(page);
    const coin0 = (await api('GET', '/auth/v1/user/info', token)).data.coin as number;
    expect(coin0).toBeGreaterThanOrEqual(11);

    // the header's 游戏 link opens the hall with four cards
    await page.goto(`${server.url}/#/main/index`);
    await page.getByRole('link', { name: '游戏', exact: true }).first().click();
    await page.waitForURL((u) => u.hash === '#/main/game');
    await page.getByRole('heading', { name: '游戏中心' }).waitFor();
    for (const name of ['猜大小', '砸金蛋', '石头剪刀布', '吹牛']) await page.getByRole('heading', { name, exact: true }).first().waitFor();
    await page.getByText('返还率：97.22%').waitFor();

    // 猜大小: 1 coin on 大
    await page.getByRole('link', { name: '进入游戏：猜大小' }).click();
    await page.waitForURL((u) => u.hash === '#/main/game/guess');
    await page.getByText('返还率（RTP）97.22%', { exact: false }).waitFor();
    await page.getByLabel('下注金币').fill('1');
    await page.getByRole('button', { name: '押 大 1 金币' }).click();
    // the result is announced in the panel's status region (a light Alert, issue 31)
    const guessResult = page.getByRole('status').filter({ hasText: '当前余额' });
    await guessResult.waitFor({ timeout: 15_000 });
    const coin1 = (await api('GET', '/auth/v1/user/info', token)).data.coin as number;
    expect([coin0 - 1, coin0 + 1]).toContain(coin1);
    await expect.poll(() => guessResult.textContent()).toContain(`当前余额 ${coin1} 金币`);

    // 砸金蛋: 10 coins a smash
    await page.getByText('砸金蛋', { exact: true }).first().click();
    await page.waitForURL((u) => u.hash === '#/main/game/egg');
    await page.getByRole('button', { name: '砸第 5 个金蛋' }).click();
    const eggResult = page.getByRole('status').filter({ hasText: '当前余额' });
    await eggResult.waitFor({ timeout: 15_000 });
    const coin2 = (await api('GET', '/auth/v1/user/info', token)).data.coin as number;
    const bets = (await api('GET', '/auth/v1/game/bets?size=10', token)).data.list as { id: number; game: string; payout: number; stake: number }[];
    expect(bets.map((b) => b.game)).toEqual(['egg', 'guess']);
    expect(coin2).toBe(coin1 - 10 + bets[0].payout);
    await expect.poll(() => eggResult.textContent()).toContain(`当前余额 ${coin2} 金币`);

    // back in the hall: rotate the seed, then verify the guess bet
    await page.getByText('游戏大厅', { exact: true }).click();
    await page.waitForURL((u) => u.hash === '#/main/game');
    // the router renders the hall in a transition: until it commits, the egg page (with its own
    // fairness panel) is still on screen, so wait for what only the hall shows
    await page.getByText('我的最近下注').waitFor();
    const committed = await page.getByTestId('seed-hash').textContent();
    await page.getByRole('button', { name: '轮换种子' }).click();
    await page.getByRole('dialog', { name: '轮换种子？' }).getByRole('button', { name: '轮换', exact: true }).click();
    const revealed = page.getByTestId('revealed-seed');
    await revealed.waitFor({ timeout: 15_000 }).catch(async (e: unknown) => {
      await page.screenshot({ path: '/tmp/games-e2e.png', fullPage: true });
      throw e;
    });
    await expect.poll(() => page.getByTestId('seed-hash').textContent(), { timeout: 15_000 }).not.toBe(committed);
    const guessBet = bets[1];
    await page.getByRole('button', { name: `验证第 ${guessBet.id} 局` }).click();
    await page.getByRole('button', { name: /^验\s*证$/ }).click();
    const result = page.getByTestId('verify-result');
    await result.waitFor({ timeout: 15_000 });
    await result.getByText('哈希一致').waitFor();
    await result.getByText('结果一致').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('the game pages are drawn without antd (issue 31)', () => {
  it('a visitor on the hall (with its tools), 猜大小 and 砸金蛋 downloads no antd chunk', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${server.url}/#/main/game`);
    // the hall's lazy tools are on screen: the verify tool, keyboard-operable
    await page.getByRole('heading', { name: '验证工具' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await page.getByText('请输入服务端种子').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/server_seed$/);
    await page.getByRole('link', { name: '猜大小', exact: true }).click();
    await page.getByRole('link', { name: '登录后开始游戏' }).waitFor({ timeout: 15_000 });
    await page.getByRole('radio', { name: '小' }).check();
    await page.getByText('返还率（RTP）', { exact: false }).waitFor();
    await page.getByRole('link', { name: '砸金蛋', exact: true }).click();
    await page.getByRole('button', { name: '砸第 1 个金蛋' }).waitFor({ timeout: 15_000 });
    const antd = scripts.filter((p) => /\/(antd|AntdScope)-[\w-]+\.js$/.test(p));
    expect(scripts.length).toBeGreaterThan(3);
    expect(antd, `加载了 antd 的块：${antd.join(', ')}`).toEqual([]);
    expect(await page.locator('[class^="ant-"], [class*=" ant-"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});

describe('a crash loses no acknowledged bet', () => {
  it('kill -9 during a stream of bets: every acknowledged bet, its coins and its nonce survive', async () => {
    const admin = await apiLogin(server.url, 'admin', E2E_ADMIN_PASSWORD);
    const username = `crash_bet_${Date.now() % 1_000_000}`;
    const reg = await api('POST', '/v1/user', undefined, { username, password: 'Crash-test-2026', email: `${username}@example.com` });
    expect(reg.code).toBe(200);
    const token = reg.data.token as string;
    const userId = reg.data.info.id as number;
    expect((await api('PUT', `/admin/v1/user/${userId}`, admin.token, { coin_delta: 100000, reason: '崩溃测试' })).code).toBe(200);

    const acked: { id: number; nonce: number; payout: number; stake: number }[] = [];
    let stop = false;
    let killed: Promise<number | null> | null = null;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const r = await api('POST', w % 2 ? '/auth/v1/game/egg' : '/auth/v1/game/guess', token, w % 2 ? { egg: i % 9 } : { choice: 'big', stake: 1 + (i % 5) });
          if (r.code === 200) acked.push(r.data.bet);
        } catch {
          return; // the server is gone
        }
        if (acked.length >= 40 && !killed) {
          killed = server.stop('SIGKILL');
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    stop = true;
    expect(await killed).toBeNull();
    expect(acked.length).toBeGreaterThanOrEqual(40);

    server = await startServer({ dataDir: server.dataDir });
    const stored = (await api('GET', '/auth/v1/game/bets?size=100', token)).data as { list: { id: number; nonce: number; payout: number; stake: number }[]; total: number };
    const byId = new Map(stored.list.map((b) => [b.id, b]));
    for (const a of acked) expect(byId.get(a.id)).toMatchObject({ nonce: a.nonce, payout: a.payout, stake: a.stake });
    const coin = (await api('GET', '/auth/v1/user/info', token)).data.coin as number;
    const all = [...byId.values()];
    expect(all.length).toBe(stored.total);
    expect(coin).toBe(100000 + 10 + all.reduce((s, b) => s - b.stake + b.payout, 0));
    // nonces are used once each, none skipped
    expect(all.map((b) => b.nonce).sort((x, y) => x - y)).toEqual(all.map((_, i) => i));

    const db = new Database(path.join(server.dataDir, 'ujuso.db'), { readonly: true });
    const drift = db
      .prepare('SELECT u.id FROM users u LEFT JOIN (SELECT user_id, SUM(delta) AS s FROM ledger GROUP BY user_id) l ON l.user_id = u.id WHERE u.coin <> COALESCE(l.s, 0)')
      .all();
    const orphans = db
      .prepare("SELECT b.id FROM game_bets b WHERE NOT EXISTS (SELECT 1 FROM ledger l WHERE l.ref = 'game_bet:' || b.id AND l.kind = 'game_stake')")
      .all();
    db.close();
    expect(drift).toEqual([]);
    expect(orphans).toEqual([]);
  }, 180_000);
});
