import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

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

describe('npm start: one port serves the SPA and the API', () => {
  it('prints the URL and creates the admin with a generated password only when none is given', async () => {
    expect(server.output()).toMatch(/已启动：http:\/\/127\.0\.0\.1:\d+\//);
    expect(server.output()).toContain('首次启动：已写入演示数据');
  });

  it('serves the SPA shell in Chinese and the settings API on the same port', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('lang="zh-CN"');
    const api = await (await fetch(`${server.url}/v1/web_setting/more?name=notice&name=maintain`)).json();
    expect(api.code).toBe(200);
    expect(api.data.map((d: { name: string }) => d.name).sort()).toEqual(['maintain', 'notice']);
    const missing = await fetch(`${server.url}/v1/no/such/thing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
    const docs = await fetch(`${server.url}/docs/`);
    expect(docs.status).toBe(200);
  });

  it('the landing page shows the seeded notice, the friend links and a search box that goes to the search page', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    const notice = (await (await fetch(`${server.url}/v1/web_setting/more?name=notice`)).json()).data[0].value as string;
    await page.getByText(notice.slice(0, 12)).first().waitFor({ timeout: 15_000 });
    await page.getByText('ujuso 帮助中心').first().waitFor();
    const box = page.getByRole('searchbox').or(page.getByPlaceholder(/搜索|资源/)).first();
    await box.fill('三体');
    await box.press('Enter');
    await page.waitForURL(/#\/main\/index\?kw=/, { timeout: 10_000 });
    expect(decodeURIComponent(page.url())).toContain('kw=三体');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('restart keeps the data and does not seed twice', () => {
  it('SIGTERM closes cleanly; a restart keeps an edited setting and the single admin', async () => {
    const code = await server.stop('SIGTERM');
    expect(code).toBe(0);
    expect(server.output()).toContain('已关闭');

    const file = server.databaseUrl.slice('sqlite:'.length);
    const db = new Database(file);
    db.prepare("UPDATE web_settings SET value = ? WHERE name = 'notice'").run('重启之后仍然保留的公告');
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    const before = { web_settings: count('web_settings'), users: count('users'), articles: count('articles'), resources: count('resources') };
    expect(before.articles).toBeGreaterThan(0);
    expect(before.resources).toBeGreaterThan(0);
    db.close();

    server = await startServer({ dataDir: server.dataDir });
    expect(server.output()).not.toContain('已创建管理员');
    expect(server.output()).not.toContain('首次启动');
    const api = await (await fetch(`${server.url}/v1/web_setting/more?name=notice`)).json();
    expect(api.data[0].value).toBe('重启之后仍然保留的公告');

    const check = new Database(path.join(server.dataDir, 'ujuso.db'), { readonly: true });
    const admins = check.prepare("SELECT COUNT(*) AS n FROM users WHERE role = 'admin'").get() as { n: number };
    const after = Object.fromEntries(
      Object.keys(before).map((t) => [t, (check.prepare(`SELECT COUNT(*) AS n FROM ${t}`).get() as { n: number }).n]),
    );
    check.close();
    expect(admins.n).toBe(1);
    // Nothing seeded twice, nothing lost.
    expect(after).toEqual(before);
  });
});

describe('a crash loses nothing that was acknowledged', () => {
  it('after kill -9, every acknowledged registration, reward and sign-in is still there', async () => {
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body ?? {}),
      });
      return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
    };
    const acknowledged: { username: string; token: string; coin: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const username = `crash_${i}_${Date.now() % 100000}`;
      const reg = await post('/v1/user', { username, password: 'Crash-test-2026', email: `${username}@example.com` });
      expect(reg.code).toBe(200);
      const token = reg.data.token as string;
      const reward = await post('/auth/v1/sign/login', undefined, token);
      expect(reward.code).toBe(200);
      const day = await post('/auth/v1/sign/day', { content: '崩溃测试也要签到', time_id: '1' }, token);
      expect(day.code).toBe(200);
      acknowledged.push({ username, token, coin: day.data.coin as number });
    }

    const crashedUrl = server.url;
    expect(await server.stop('SIGKILL')).toBeNull();
    // the server process itself is gone (nothing answers on its port any more)
    await expect(fetch(`${crashedUrl}/v1/health`)).rejects.toThrow();
    server = await startServer({ dataDir: server.dataDir });

    for (const a of acknowledged) {
      const res = await fetch(`${server.url}/auth/v1/user/info`, { headers: { authorization: `Bearer ${a.token}` } });
      const body = (await res.json()) as { code: number; data: { username: string; coin: number } };
      expect(body.code).toBe(200);
      expect(body.data.username).toBe(a.username);
      expect(body.data.coin).toBe(a.coin);
    }
    const db = new Database(path.join(server.dataDir, 'ujuso.db'), { readonly: true });
    const drift = db
      .prepare('SELECT u.id FROM users u LEFT JOIN (SELECT user_id, SUM(delta) AS s FROM ledger GROUP BY user_id) l ON l.user_id = u.id WHERE u.coin <> COALESCE(l.s, 0)')
      .all();
    db.close();
    expect(drift).toEqual([]);
  });
});
