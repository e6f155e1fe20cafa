import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';

/**
 * Several API processes on one SQLite file (issue 18): a transaction that reads and then writes
 * (count the sender's 私信 of the last 10 minutes, then insert) must never be refused because
 * another process committed in between. With SQLite's default deferred BEGIN it was: the read
 * takes a snapshot, the other process commits, and the write finds the snapshot stale —
 * SQLITE_BUSY_SNAPSHOT at once, no busy_timeout wait, a 503 to the member (seen in the
 * live-events cluster test on a loaded CI machine). Our transactions begin IMMEDIATE: the write
 * lock is taken first, so another process waits (busy_timeout) instead of the transaction failing.
 * Always on a SQLite file of its own (also in the PostgreSQL run): this is SQLite's locking.
 */
let handle: DatabaseHandle | undefined;
let other: SQLite.Database | undefined;
let dir = '';
afterEach(async () => {
  other?.close();
  other = undefined;
  await handle?.close();
  handle = undefined;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite write transactions across processes', () => {
  it('a transaction that reads first still writes: the other connection waits for it, not the reverse', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-lock-'));
    const file = path.join(dir, 'l.db');
    handle = await openDatabase({ kind: 'sqlite', file } as never);
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, who TEXT NOT NULL)`.execute(handle.db);
    // the "other process": a second connection to the file, which gives up at once when locked
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    const refusedWhileOpen: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      const before = await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(trx);
      expect(Number(before.rows[0].n)).toBe(0);
      // the other process tries to commit while this transaction is between its read and its write
      try {
        other!.prepare('INSERT INTO notes (who) VALUES (?)').run('other');
      } catch (err) {
        refusedWhileOpen.push((err as { code?: string }).code ?? String(err));
      }
      // …and this transaction's write goes through (deferred BEGIN: SQLITE_BUSY_SNAPSHOT here)
      await sql`INSERT INTO notes (who) VALUES ('mine')`.execute(trx);
    });
    expect(refusedWhileOpen).toEqual(['SQLITE_BUSY']);
    // once committed, the other process writes as usual
    other.prepare('INSERT INTO notes (who) VALUES (?)').run('other');
    expect(other.prepare('SELECT who FROM notes ORDER BY id').all()).toEqual([{ who: 'mine' }, { who: 'other' }]);
  });
});
