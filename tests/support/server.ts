import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig, type AppConfig, type DbConfig } from '../../server/src/config';
import { createContext, type AppContext } from '../../server/src/context';
import { migrate, openDatabase } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';
import type { Clock } from '../../server/src/lib/time';

/**
 * The server suite runs on both databases. With TEST_DATABASE_URL=postgres://… (set by
 * scripts/test.mjs after it starts a throwaway PostgreSQL) every test app gets its own fresh
 * database on that server; otherwise a real SQLite file in a temporary folder.
 */
export const TEST_DB_KIND: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL?.startsWith('postgres')
  ? 'postgres'
  : 'sqlite';

export const ADMIN_PASSWORD = 'Admin-Pass-2026';

/** A clock tests can move: `clock.set(ms)`, `clock.advance(ms)`. */
export class TestClock implements Clock {
  constructor(private t = Date.UTC(2026, 10, 22, 2, 0, 0)) {}
  now(): number {
    return this.t;
  }
  set(ms: number): void {
    this.t = ms;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export async function freshDbConfig(): Promise<{ db: DbConfig; cleanup: () => Promise<void> }> {
  if (TEST_DB_KIND === 'postgres') {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await admin.end();
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return {
      db: { kind: 'postgres', url: url.toString() },
      cleanup: async () => {
        const c = new pg.Client({ connectionString: base.toString() });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-test-'));
  const file = path.join(dir, 'test.db');
  return {
    db: { kind: 'sqlite', file, url: `sqlite:${file}` },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh, migrated and seeded database (admin = 'admin' /
 * ADMIN_PASSWORD). Call `close()` in afterAll/afterEach.
 */
export async function createTestApp(opts: { clock?: TestClock; env?: Record<string, string> } = {}): Promise<TestApp> {
  const { db, cleanup } = await freshDbConfig();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-media-'));
  const config: AppConfig = {
    // DEMO_COMMUNITY=0: the tests count from the bare demo data (community-demo.test.ts turns it on)
    ...loadConfig({
      ADMIN_PASSWORD, RATE_LIMIT_PER_MINUTE: '100000', STATIC_DIR: '/nonexistent', DEMO_COMMUNITY: '0',
      // pictures go to a folder of this test app, removed with it (issue 33)
      MEDIA_DIR: mediaDir,
      ...opts.env,
    }),
    db,
  };
  const handle = await openDatabase(db);
  await migrate(handle.db);
  const clock = opts.clock ?? new TestClock();
  const ctx = createContext(config, handle, clock);
  await seed(ctx);
  const app = await buildApp({ ctx });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    config,
    async close() {
      await app.close();
      await handle.close();
      await cleanup();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A test app listening on a free loopback port (races fired over real HTTP), with its base URL. */
export async function listenTestApp(opts: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp(opts);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return { t, base: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` };
}
