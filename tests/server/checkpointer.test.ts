import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';

// Always on a SQLite file of its own (also in the PostgreSQL run): the checkpointer is SQLite's.
let handle: DatabaseHandle | undefined;
let dir = '';
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function fillWal(h: DatabaseHandle): Promise<void> {
  await sql`CREATE TABLE blobs (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(h.db);
  const body = '账'.repeat(1000);
  for (let i = 0; i < 20; i++) {
    await h.db.transaction().execute(async (trx) => {
      for (let k = 0; k < 100; k++) await sql`INSERT INTO blobs (body) VALUES (${body})`.execute(trx);
    });
  }
}

async function open(env: string | undefined): Promise<{ file: string; h: DatabaseHandle }> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-ckpt-'));
  const file = path.join(dir, 'c.db');
  const before = process.env.SQLITE_CHECKPOINT;
  if (env === undefined) delete process.env.SQLITE_CHECKPOINT;
  else process.env.SQLITE_CHECKPOINT = env;
  try {
    handle = await openDatabase({ kind: 'sqlite', file, url: `sqlite:${file}` });
  } finally {
    if (before === undefined) delete process.env.SQLITE_CHECKPOINT;
    else process.env.SQLITE_CHECKPOINT = before;
  }
  return { file, h: handle };
}

describe('WAL checkpoints in a worker thread', () => {
  it('copies committed pages into the database file without a checkpoint on the request path', async () => {
    const { file, h } = await open(undefined);
    expect(h.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(16000);
    await fillWal(h); // ~6 MB of WAL: far below the 16 000-page fallback
    const deadline = Date.now() + 5000;
    while (fs.statSync(file).size < 5_000_000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(fs.statSync(file).size).toBeGreaterThan(5_000_000);
    const { n } = (await sql<{ n: number }>`SELECT count(*) AS n FROM blobs`.execute(h.db)).rows[0];
    expect(Number(n)).toBe(2000);
  });

  it('SQLITE_CHECKPOINT=inline leaves the pages in the WAL until SQLite\'s own 1000-page checkpoint', async () => {
    const { file, h } = await open('inline');
    expect(h.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)`.execute(h.db);
    await sql`INSERT INTO t (body) VALUES (${'x'.repeat(50_000)})`.execute(h.db);
    await new Promise((r) => setTimeout(r, 800));
    expect(fs.statSync(file).size).toBeLessThan(50_000);
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(50_000);
  });

  it('close() stops the worker and closes cleanly; the data is all there on reopen', async () => {
    const first = await open(undefined);
    await fillWal(first.h);
    await first.h.close();
    handle = undefined;
    const again = await openDatabase({ kind: 'sqlite', file: first.file, url: `sqlite:${first.file}` });
    handle = again;
    const { n } = (await sql<{ n: number }>`SELECT count(*) AS n FROM blobs`.execute(again.db)).rows[0];
    expect(Number(n)).toBe(2000);
  });
});
