import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

/**
 * 石头剪刀布 and 吹牛 (issue 12) in Chromium: two members, each in their own browser context,
 * against the real server. Balances are read from the API before and after.
 */
let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await apiLogin(server.url, 'admin', E2E_ADMIN_PASSWORD)).token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const stamp = Date.now().toString(36).slice(-5);
const PASSWORD = 'Pvp-pass-2026';

let mailSeq = 0;
async function createMember(username: string, coin: number): Promise<void> {
  mailSeq += 1;
  const res = await fetch(`${server.url}/admin/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ username, password: PASSWORD, email: `pvp${stamp}${mailSeq}@example.com`, coin, reason: '对战测试' }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(body.msg);
}

async function coinsOf(username: string): Promise<number> {
  const { token } = await apiLogin(server.url, username, PASSWORD);
  const res = await fetch(`${server.url}/auth/v1/user/info`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { coin: number } }).data.coin;
}

async function openIdOf(game: 'stone' | 'brag', creator: string): Promise<number> {
  const res = await fetch(`${server.url}/v1/game/${game}/open?size=50`);
  const body = (await res.json()) as { data: { list: Array<{ id: number; creator: { username: string } }> } };
  const g = body.data.list.find((x) => x.creator.username === creator);
  if (!g) throw new Error(`no open ${game} game of ${creator}`);
  return g.id;
}

async function uiLogin(page: Page, username: string) {
  await page.goto(`${server.url}/#/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
  // the daily login reward is granted once on sign-in; wait for it so balances are stable
  await page.locator('.Toastify__toast', { hasText: '每日登录奖励' }).first().waitFor({ timeout: 20_000 }).catch(() => undefined);
}

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text }).first();

describe('石头剪刀布 and 吹牛 between two members in two browser contexts', () => {
  it('stone: A opens with 石头, B accepts with 剪刀 → settled at once, the reveal verifies, both balances right', async () => {
    const a = `甲方_${stamp}`;
    const b = `乙方_${stamp}`;
    await createMember(a, 500);
    await createMember(b, 500);
    const { page: pa, errors: ea } = await newPage(browser);
    const { page: pb, errors: eb } = await newPage(browser);
    pa.setDefaultTimeout(60_000);
    pb.setDefaultTimeout(60_000);
    await uiLogin(pa, a);
    await uiLogin(pb, b);
    const [a0, b0] = [await coinsOf(a), await coinsOf(b)];

    await pa.goto(`${server.url}/#/main/game/stone`);
    await pa.getByRole('heading', { name: '石头剪刀布' }).waitFor();
    await pa.locator('form label', { hasText: '石头' }).click();
    await pa.getByLabel('押注金币').fill('100');
    await pa.getByRole('button', { name: '押注开局' }).click();
    await toast(pa, '已开局，等待对手应战').waitFor();
    const id = await openIdOf('stone', a);
    const cardA = pa.getByRole('article', { name: `石头剪刀布第 ${id} 局` }).first();
    await cardA.getByText('等待应战').waitFor();
    await cardA.getByRole('button', { name: '取消并退还押注' }).waitFor();
    expect(await coinsOf(a)).toBe(a0 - 100);

    await pb.goto(`${server.url}/#/main/game/stone`);
    const cardB = pb.getByRole('article', { name: `石头剪刀布第 ${id} 局` }).first();
    const commitment = (await cardB.getByLabel('承诺哈希').textContent())!;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    await cardB.getByRole('button', { name: `出剪刀应战第 ${id} 局` }).click();
    // the answering player is told the outcome, not just 已结算 (issue 30)
    await toast(pb, '你输了，押注 100 金币归对方').waitFor();
    const result = pb.getByLabel('本局结果');
    await result.getByText(`${a} 获胜`).waitFor();
    await result.getByText(`${a} 出石头，${b} 出剪刀`).waitFor();
    await result.getByRole('button', { name: '校验承诺' }).click();
    await result.getByText('✓ 校验通过').waitFor();
    expect(await result.getByLabel('承诺哈希').first().textContent()).toBe(commitment);

    // fee 5 % of the 200 pot = 10: A nets +90, B −100
    expect(await coinsOf(a)).toBe(a0 + 90);
    expect(await coinsOf(b)).toBe(b0 - 100);

    // A, still on the page, sees the game answered WITHOUT a reload (issue 30: 等待应战 and a cancel
    // button stayed for over a minute): the card leaves 等待应战, the cancel button goes, A is told
    await toast(pa, `石头剪刀布第 ${id} 局有人应战：你赢了，净赢 90 金币`).waitFor({ timeout: 30_000 });
    await expect.poll(() => pa.getByRole('button', { name: '取消并退还押注' }).count(), { timeout: 30_000 }).toBe(0);
    // and the balance in the header follows (no reload)
    await expect.poll(async () => (await pa.locator('header').innerText()).replace(/,/g, ''), { timeout: 30_000 }).toContain(String(a0 + 90));

    // A sees it in the history with the reveal
    await pa.reload();
    // the lists are a radio group (issue 31: no antd Segmented); the invisible radio covers its words
    await pa.getByRole('radio', { name: /^历史与揭晓/ }).check();
    const settledCard = pa.getByRole('article', { name: `石头剪刀布第 ${id} 局` }).first();
    await settledCard.getByText('已结算').waitFor();
    await settledCard.getByText(`${a} 获胜`).waitFor();
    expect(ea).toEqual([]);
    expect(eb).toEqual([]);
  }, 300_000);

  it('brag: A claims with 不信 as the truth, B answers 信 → A wins, the true answer is revealed', async () => {
    const a = `吹牛甲_${stamp}`;
    const b = `吹牛乙_${stamp}`;
    await createMember(a, 300);
    await createMember(b, 300);
    const { page: pa, errors: ea } = await newPage(browser);
    const { page: pb, errors: eb } = await newPage(browser);
    pa.setDefaultTimeout(60_000);
    pb.setDefaultTimeout(60_000);
    await uiLogin(pa, a);
    await uiLogin(pb, b);
    const [a0, b0] = [await coinsOf(a), await coinsOf(b)];

    await pa.goto(`${server.url}/#/main/game/brag`);
    await pa.getByRole('heading', { name: '吹牛', exact: true }).waitFor();
    await pa.getByLabel('吹的牛').fill('我今天中午吃了火锅');
    await pa.getByRole('radio', { name: '答案二' }).check();
    await pa.getByLabel('押注金币').fill('50');
    await pa.getByRole('button', { name: '押注吹牛' }).click();
    await toast(pa, '吹牛已发布').waitFor();
    const id = await openIdOf('brag', a);
    expect(await coinsOf(a)).toBe(a0 - 50);

    await pb.goto(`${server.url}/#/main/game/brag`);
    const card = pb.getByRole('article', { name: `吹牛第 ${id} 局` }).first();
    await card.getByText('“我今天中午吃了火锅”').waitFor();
    await card.getByRole('button', { name: `选「信」应答第 ${id} 局` }).click();
    await toast(pb, '你输了').waitFor();
    // the 吹牛 result speaks of the true answer, not stone's 出招 (issue 30)
    await pb.getByLabel('本局结果').getByText(`第 ${id} 局：你输了。真实答案已揭晓`).waitFor();
    const result = pb.getByLabel('本局结果');
    await result.getByText(`${a} 获胜`).waitFor();
    await result.getByText('真实答案「不信」', { exact: false }).first().waitFor();
    await result.getByRole('button', { name: '校验承诺' }).click();
    await result.getByText('✓ 校验通过').waitFor();
    expect(await coinsOf(a)).toBe(a0 + 45);
    expect(await coinsOf(b)).toBe(b0 - 50);

    // the leaderboard 牛王 lists A
    await pa.reload();
    await pa.getByText('吹牛排行').waitFor();
    await pa.getByRole('region', { name: '吹牛排行' }).filter({ hasText: a }).waitFor();
    expect(ea).toEqual([]);
    expect(eb).toEqual([]);
  }, 300_000);
});
