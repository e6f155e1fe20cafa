import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpTopics, Invalidation } from '../../server/src/cache/invalidation';
import { migrate, openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { freshDbConfig, TEST_DB_KIND } from '../support/server';

/**
 * The invalidation module itself (issue 18), two instances on one real database standing for
 * two processes: a write in one drops the other's cache at its next sync, never its own; reads
 * are shared by concurrent requests but never older than the request; a local write made while
 * a remote drop happens is still published.
 */
let handle: DatabaseHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDbConfig();
  cleanup = fresh.cleanup;
  handle = await openDatabase(fresh.db);
  await migrate(handle.db);
});
afterAll(async () => {
  await handle.close();
  await cleanup();
});

function cache() {
  const c = { gen: 0, drops: 0 };
  return { c, reg: { name: 'test cache', topic: 'search' as const, local: () => c.gen, drop: () => { c.drops++; c.gen++; } } };
}

/** Two processes' invalidation modules on one database, each with one registered cache, primed. */
async function twoProcesses() {
  const a = cache();
  const b = cache();
  const A = new Invalidation(handle.db);
  const B = new Invalidation(handle.db);
  A.register(a.reg);
  B.register(b.reg);
  await A.prime();
  await B.prime();
  return { a, b, A, B };
}

describe(`cache invalidation across processes (${TEST_DB_KIND})`, () => {
  it('a write published by A drops B at its next sync, not A; B does not echo it back', async () => {
    const { a, b, A, B } = await twoProcesses();

    a.c.gen++; // A's own write
    expect(A.pending()).toBe(true);
    await A.flush();
    expect(A.pending()).toBe(false);
    await A.sync();
    expect(a.c.drops).toBe(0); // its own bump is not a foreign write
    await B.sync();
    expect(b.c.drops).toBe(1);
    expect(B.pending()).toBe(false); // the drop is not a write of B's
    await A.sync();
    expect(a.c.drops).toBe(0);

    // the import CLI (no Invalidation, just the table)
    await bumpTopics(handle.db, ['search']);
    await Promise.all([A.sync(), B.sync()]);
    expect([a.c.drops, b.c.drops]).toEqual([1, 2]);
  });

  it('concurrent syncs share reads, and each waits for a read that started after it', async () => {
    const A = new Invalidation(handle.db);
    const a = cache();
    A.register(a.reg);
    await A.prime();
    const reads = A.stats.reads;
    const first = A.sync(); // starts a read
    await bumpTopics(handle.db, ['search']); // a write lands while that read may be done already
    const late = Array.from({ length: 20 }, () => A.sync());
    await Promise.all([first, ...late]);
    expect(a.c.drops).toBe(1); // the 20 late ones saw the bump
    // 21 syncs: the first read, then at most one in flight and one queued behind it
    expect(A.stats.reads - reads).toBeLessThanOrEqual(3);
  });

  it('a local write made before a remote drop is still published', async () => {
    const { a, b, A, B } = await twoProcesses();
    a.c.gen++; // A wrote, not flushed yet…
    await bumpTopics(handle.db, ['search']); // …when another process wrote too
    await A.sync(); // A drops for the foreign write
    expect(A.pending()).toBe(true); // its own write is still to be published
    await A.flush();
    await B.sync();
    const seen = b.c.drops;
    expect(seen).toBeGreaterThanOrEqual(1);
    // and B drops for A's bump specifically: after it, a further sync changes nothing
    await B.sync();
    expect(b.c.drops).toBe(seen);
    const row = await handle.db.selectFrom('cache_generations').select('gen').where('topic', '=', 'search').executeTakeFirstOrThrow();
    expect(Number(row.gen)).toBeGreaterThanOrEqual(4);
  });
});

// The data_version shortcut exists on SQLite only, so this test always runs on its own SQLite
// file — in the PostgreSQL run too (nothing skipped there).
describe('SQLite: sync() skips the read while no other connection committed (data_version, ADR 0019)', () => {
  it('no read while nobody else wrote; a commit by another connection (another process) is read at the next sync', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-dv-'));
    const file = path.join(dir, 'dv.db');
    const fresh = { db: { kind: 'sqlite' as const, file, url: `sqlite:${file}` }, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    const mine = await openDatabase(fresh.db);
    const other = await openDatabase(fresh.db); // another process's connection
    try {
      await migrate(mine.db);
      const stmt = mine.sqlite!.prepare('PRAGMA data_version').pluck();
      const A = new Invalidation(mine.db, undefined, () => Number(stmt.get()));
      const a = cache();
      A.register(a.reg);
      await A.prime();
      await A.sync(); // the first read that records the version
      const reads = A.stats.reads;
      for (let i = 0; i < 50; i++) await A.sync();
      expect(A.stats.reads).toBe(reads);
      expect(A.stats.skipped).toBeGreaterThanOrEqual(50);
      // our own write (on our connection) is published by flush(), as always
      a.c.gen++;
      await A.flush();
      await A.sync();
      expect(a.c.drops).toBe(0);
      // another connection bumps the topic: the very next sync reads and drops
      await bumpTopics(other.db, ['search']);
      await A.sync();
      expect(A.stats.reads).toBe(reads + 1);
      expect(a.c.drops).toBe(1);
      // and so does any other commit of theirs, even one that bumps nothing (a read, no drop)
      await other.db.insertInto('app_meta').values({ key: 'dv-test', value: '1' }).execute();
      await A.sync();
      expect(A.stats.reads).toBe(reads + 2);
      expect(a.c.drops).toBe(1);
    } finally {
      await other.close();
      await mine.close();
      await fresh.cleanup();
    }
  });

  it('requests of one event-loop turn share one check, made after all of them asked (issue 34)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-dv-'));
    const file = path.join(dir, 'dv.db');
    const cfg = { kind: 'sqlite' as const, file, url: `sqlite:${file}` };
    const mine = await openDatabase(cfg);
    const other = await openDatabase(cfg);
    try {
      await migrate(mine.db);
      const stmt = mine.sqlite!.prepare('PRAGMA data_version').pluck();
      let versionReads = 0;
      const A = new Invalidation(mine.db, undefined, () => {
        versionReads++;
        return Number(stmt.get());
      });
      const a = cache();
      A.register(a.reg);
      await A.prime();
      await A.sync();
      const { reads, checks, skipped } = A.stats;
      const before = versionReads;
      // 20 requests read in one turn: one check, none of them reads the table
      await Promise.all(Array.from({ length: 20 }, () => A.sync()));
      expect(A.stats.checks).toBe(checks + 1);
      expect(versionReads).toBe(before + 1);
      expect(A.stats.skipped).toBe(skipped + 20);
      expect(A.stats.reads).toBe(reads);
      // another process commits; then 20 requests arrive in one turn: all see it, through one read
      await bumpTopics(other.db, ['search']);
      await Promise.all(Array.from({ length: 20 }, () => A.sync()));
      expect(A.stats.reads).toBe(reads + 1);
      expect(a.c.drops).toBe(1);
      // a commit that lands after a request asked but before its turn's check is seen as well
      const waiting = A.sync();
      await bumpTopics(other.db, ['search']);
      await waiting;
      expect(a.c.drops).toBe(2);
      // requests of different turns each get their own check
      const c0 = A.stats.checks;
      for (let i = 0; i < 5; i++) await A.sync();
      expect(A.stats.checks).toBe(c0 + 5);
    } finally {
      await other.close();
      await mine.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
