import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config';
import { createContext, type AppContext } from '../../server/src/context';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { ADMIN_PASSWORD, freshDbConfig } from './server';

/**
 * Real API processes for the scale-out tests (issue 18): `tsx server/src/server.ts` started as
 * child processes on one database, each with its own caches, reached over real HTTP.
 */
export const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_PASSWORD,
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      TRUST_PROXY: '1',
      PG_POOL_MAX: '5',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API 进程未在 90 秒内启动：${out}`)), 90_000);
    const check = () => {
      const m = /已启动：(http:\/\/[^/\s]+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API 进程退出（${code}）：${out}`));
    });
  });
  return {
    base,
    child,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

export interface Reply {
  status: number;
  body: { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

let ipSeq = 0;
/** A client address of its own (x-forwarded-for; the processes run with TRUST_PROXY=1). */
export function freshIp(): string {
  ipSeq++;
  return `10.${100 + (process.pid % 100)}.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
}

export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; ip?: string } = {},
): Promise<Reply> {
  const res = await fetch(base + url, {
    method,
    headers: {
      'x-forwarded-for': opts.ip ?? freshIp(),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let body: Reply['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`不是 JSON 回复（${res.status} ${method} ${url}）：${text.slice(0, 200)}`);
  }
  return { status: res.status, body, headers: res.headers };
}

export interface ApiPair {
  A: ApiProcess;
  B: ApiProcess;
  /** the database both share */
  url: string;
  /** the admin's session token (signed in through A) */
  admin: string;
  /** a connection of the test itself, and a context on it, for arranging rows directly */
  handle: DatabaseHandle;
  ctx: AppContext;
  /** stops both processes, closes the connection and drops the database */
  stop(): Promise<void>;
}

/**
 * Two real API processes on one fresh database (A migrates and seeds, then B starts), as the
 * cross-process tests of issues 15, 18 and 22 need them.
 */
export async function startApiPair(env: Record<string, string> = {}): Promise<ApiPair> {
  const fresh = await freshDbConfig();
  const A = await startApi(fresh.db.url, env); // migrates and seeds
  const B = await startApi(fresh.db.url, env);
  const handle = await openDatabase(fresh.db);
  const ctx = createContext(loadConfig({ DATABASE_URL: fresh.db.url, ADMIN_PASSWORD }), handle);
  const login = await call(A.base, 'POST', '/v1/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
  if (login.body.code !== 200) throw new Error(`admin login failed: ${login.body.msg}`);
  return {
    A,
    B,
    url: fresh.db.url,
    admin: login.body.data.token as string,
    handle,
    ctx,
    stop: async () => {
      await Promise.all([A.stop(), B.stop()]);
      await handle.close();
      await fresh.cleanup();
    },
  };
}
