import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs script without types
import { startPostgres } from '../../scripts/pg-throwaway.mjs';
import { call, startApi, type ApiProcess, type Reply } from '../support/cluster';

/**
 * PostgreSQL restarted under load (issue 18). This test starts a PostgreSQL of its own (the
 * same binaries as scripts/pg-throwaway.mjs) so it can stop and start it without disturbing the
 * other test files, with two real API processes on it. While writes (registrations) and reads
 * (searches) run against both, PostgreSQL stops for 1.5 s and starts again:
 * - every answer is an envelope: 200, or 503 with a Chinese message — never a 500;
 * - every acknowledged registration is in the database afterwards;
 * - both processes serve again by themselves (no restart of the API).
 * It runs in both passes of the server suite (it does not use TEST_DATABASE_URL).
 */
let db: { url: string; stop: () => void; restart: (downMs?: number) => Promise<void> };
let A: ApiProcess;
let B: ApiProcess;

beforeAll(async () => {
  db = await startPostgres();
  const admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ujuso_restart TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  await admin.end();
  const url = db.url.replace(/\/postgres$/, '/ujuso_restart');
  A = await startApi(url);
  B = await startApi(url);
}, 200_000);

afterAll(async () => {
  for (const p of [A, B]) if (p && p.child.exitCode !== null) console.error(`API 进程已退出（${p.child.exitCode}）：\n${p.output()}`);
  await Promise.all([A?.stop(), B?.stop()]);
  db?.stop();
});

describe('scale-out: PostgreSQL restarted under load', () => {
  it('answers 200 or a 503 envelope, loses no acknowledged write, and recovers without an API restart', async () => {
    const replies: Reply[] = [];
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const worker = async (w: number) => {
      while (!stop) {
        const base = (n++ + w) % 2 ? B.base : A.base;
        if (n % 2) {
          const username = `rs_${w}_${n}`;
          const r = await call(base, 'POST', '/v1/user', { body: { username, password: 'password-123', email: `${username}@example.com` } });
          replies.push(r);
          if (r.body.code === 200) acknowledged.push(username);
        } else {
          replies.push(await call(base, 'GET', `/v1/resource/search?kw=${encodeURIComponent(`演示${n % 7}`)}`));
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, 1000));
    const before = acknowledged.length;
    await db.restart(1500);
    await new Promise((r) => setTimeout(r, 2000));
    stop = true;
    await Promise.all(workers);

    expect(before).toBeGreaterThan(0);
    const statuses = new Set(replies.map((r) => r.status));
    for (const s of statuses) expect([200, 503]).toContain(s);
    const unavailable = replies.filter((r) => r.status === 503);
    expect(unavailable.length).toBeGreaterThan(0); // the outage was seen…
    for (const r of unavailable) expect(r.body).toEqual({ code: 503, msg: '数据库暂时不可用，请稍后再试', data: null });
    expect(unavailable[0].headers.get('retry-after')).toBe('2');

    // …and both processes serve again by themselves
    for (const base of [A.base, B.base]) {
      let ok = false;
      for (let i = 0; i < 40 && !ok; i++) {
        const username = `rs_after_${i}_${base.slice(-5).replace(/\D/g, '')}`;
        const r = await call(base, 'POST', '/v1/user', { body: { username, password: 'password-123', email: `${username}@example.com` } });
        if (r.body.code === 200) {
          ok = true;
          acknowledged.push(username);
        } else {
          expect(r.status).toBe(503);
          await new Promise((res) => setTimeout(res, 250));
        }
      }
      expect(ok).toBe(true);
    }

    // no acknowledged write was lost
    const check = new pg.Client({ connectionString: db.url.replace(/\/postgres$/, '/ujuso_restart') });
    await check.connect();
    const { rows } = await check.query('SELECT username FROM users WHERE username = ANY($1)', [acknowledged]);
    await check.end();
    expect(rows.length).toBe(acknowledged.length);
  }, 60_000);
});
