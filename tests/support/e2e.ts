import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../vite.config';

export const E2E_ADMIN_PASSWORD = 'E2e-Admin-Pass-2026';

export interface RunningServer {
  url: string;
  dataDir: string;
  databaseUrl: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const root = path.resolve(import.meta.dirname, '../..');

// Data folders this helper made; removed after the test file's last test and hooks (a
// restarted server reuses its folder, so they cannot go with the server). Registered here, at
// import, on the root suite of each test file that uses the helper.
const madeDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Starts the real server (the one `npm start` runs) on a free port with a temporary SQLite
 * database and the built SPA from dist/. Resolves once it prints its URL.
 */
export async function startServer(opts: { env?: Record<string, string>; dataDir?: string; startTimeoutMs?: number } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) {
    throw new Error('dist/index.html 不存在：请先运行 `npx vite build`（npm test 会自动构建）');
  }
  if (!fs.existsSync(path.join(root, 'dist-server', 'server.mjs'))) {
    throw new Error('dist-server/server.mjs 不存在：请先运行 `node scripts/build-server.mjs`（npm test 会自动构建）');
  }
  let dataDir = opts.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-e2e-'));
    madeDirs.push(dataDir);
  }
  const databaseUrl = `sqlite:${path.join(dataDir, 'ujuso.db')}`;
  // node itself runs the server bundle npm start runs (scripts/build-server.mjs), so the child IS
  // the server: a SIGKILL to it leaves nothing running.
  const child: ChildProcess = spawn(process.execPath, ['dist-server/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      STATIC_DIR: path.join(root, 'dist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // pictures beside the database, removed with it (issue 33)
      MEDIA_DIR: path.join(dataDir, 'media'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const wait = opts.startTimeoutMs ?? 60_000;
    const timer = setTimeout(() => reject(new Error(`服务器 ${wait / 1000} 秒内未启动：\n${out}`)), wait);
    const onData = () => {
      const m = /已启动：(http:\/\/[^/\s]+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`服务器退出（${code}）：\n${out}`));
    });
  });
  return {
    url,
    dataDir,
    databaseUrl,
    output: () => out,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      });
    },
  };
}

/** Debian's Chromium through playwright-core (no browser downloads on this network). */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`未找到 Chromium（${chromiumPath}）。请安装：sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk`);
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** A new page with zh-CN locale that records console errors and page errors. */
export async function newPage(browser: Browser, opts: { width?: number; height?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** Logs in through the API and returns the token and info (for tests that start signed in). */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<{ token: string; info: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string; info: Record<string, unknown> } };
  if (body.code !== 200) throw new Error(`登录失败：${body.msg}`);
  return body.data;
}

/** The password the journeys' members register with (registerMember, loginInPage). */
export const E2E_MEMBER_PASSWORD = 'Secret-pass-2026';

/** Registers a member through the API; its id and token. */
export async function registerMember(baseUrl: string, username: string, email: string): Promise<{ id: number; token: string }> {
  const res = await fetch(`${baseUrl}/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: E2E_MEMBER_PASSWORD, email }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string; info: { id: number } } };
  if (body.code !== 200) throw new Error(`注册失败：${body.msg}`);
  return { id: body.data.info.id, token: body.data.token };
}

/** Logs a registered member in through the login page and waits until it has left it. */
export async function loginInPage(page: Page, baseUrl: string, username: string): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(E2E_MEMBER_PASSWORD);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
}
