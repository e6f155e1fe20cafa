import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { ConfigError, type DbConfig } from '../config';
import { FALLBACK_PAGES, startCheckpointer, type Checkpointer } from './checkpointer';
import { migrations } from './migrations';
import type { Database } from './schema';

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  kind: DbConfig['kind'];
  /** The raw better-sqlite3 handle (SQLite only), e.g. for FTS maintenance or backups. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// int8 (bigint: ms-epoch times, COUNT(*)) arrives as string from pg; our values fit in a double.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** Opens the database named by the config: embedded SQLite by default, PostgreSQL by URL. */
export async function openDatabase(config: DbConfig): Promise<DatabaseHandle> {
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(config.file)), { recursive: true });
    let sqlite: SQLite.Database;
    try {
      sqlite = new SQLite(config.file);
    } catch (err) {
      throw new ConfigError(`无法打开 SQLite 数据库 ${config.file}：${(err as Error).message}`);
    }
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // SQLite's default page cache is 2 MB: a read of a random article or resource out of 100k–1M
    // rows then reads its pages from the OS on every request. 64 MB (SQLITE_CACHE_MB) keeps the
    // hot part of the file in the process (ADR 0019).
    sqlite.pragma(`cache_size = -${Math.max(2, Number(process.env.SQLITE_CACHE_MB || 64)) * 1024}`);
    // WAL checkpoints run in a worker thread, off the request path (db/checkpointer.ts);
    // SQLITE_CHECKPOINT=inline keeps SQLite's default (for comparison in the benchmarks).
    let checkpointer: Checkpointer | undefined;
    if (config.file !== ':memory:' && process.env.SQLITE_CHECKPOINT !== 'inline') {
      sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_PAGES}`);
      checkpointer = startCheckpointer(path.resolve(config.file), (msg) => console.error(`[ujuso] WAL 检查点出错：${msg}`));
    }
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return {
      db,
      kind: 'sqlite',
      sqlite,
      close: async () => {
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: Number(process.env.PG_POOL_MAX || 10),
    connectionTimeoutMillis: 5000,
  });
  // An idle client can be cut off by the server (restart, admin command); the pool replaces it.
  // Without a listener that event would crash the process.
  pool.on('error', (err) => {
    if (process.env.NODE_ENV !== 'test' && !process.env.VITEST) console.error(`[ujuso] PostgreSQL 空闲连接出错：${err.message}`);
  });
  // A client checked out of the pool (inside a transaction, between two statements) has no
  // pool listener: when PostgreSQL restarts, its 'error' event (57P01 terminating connection)
  // would crash the process. Every client gets its own listener; the statement running on it
  // fails (503, plugins/errors.ts) and the pool drops the broken client on release (issue 18).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw new ConfigError(`无法连接 PostgreSQL（${redact(config.url)}）：${(err as Error).message}`);
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Page cache of a short-lived reader (openSqliteReader), KiB. */
export const READER_CACHE_KB = 2048;

/**
 * A second connection to the same SQLite file for reads that walk whole tables (the sitemaps,
 * ADR 0032): read-only (query_only), with its own small page cache, to be closed by the caller
 * when done. Such a walk on the request connection would fill its 64 MB cache (SQLITE_CACHE_MB)
 * and push out the pages the requests read. undefined for an in-memory database (a second
 * connection would see another database).
 */
export function openSqliteReader(main: SQLite.Database, cacheKb = READER_CACHE_KB): SQLite.Database | undefined {
  if (main.memory || main.name === ':memory:' || main.name === '') return undefined;
  const reader = new SQLite(main.name, { fileMustExist: true });
  reader.pragma('query_only = 1');
  reader.pragma('busy_timeout = 5000');
  reader.pragma(`cache_size = -${Math.max(64, cacheKb)}`);
  return reader;
}

/**
 * Kysely's SQLite driver prepares every statement on every query; preparing costs more than
 * running most of ours. This keeps the most recent prepared statements by SQL text (bounded,
 * least-recently-used out). Safe because the driver runs one query at a time on the single
 * connection and finishes each statement (all/run) before the next.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      // Kysely begins every transaction with a deferred `begin`. With several API processes on
      // one file, a transaction that reads and then writes fails at its write with
      // SQLITE_BUSY_SNAPSHOT — at once, no busy_timeout wait — when another process committed in
      // between. IMMEDIATE takes the write lock at the start: the other process waits for it
      // (busy_timeout) instead. Within one process nothing changes (one connection, Kysely runs
      // one transaction at a time). Test: tests/server/sqlite-write-lock.test.ts.
      const sql = text === 'begin' ? 'begin immediate' : text;
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; throws on the first failure (each migration is transactional). */
export async function migrate(db: DB): Promise<string[]> {
  // Migration files carry their issue's number, so a new one can sort before one that already
  // ran (0018 after 0021 was applied): run it anyway instead of refusing to start.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`数据库迁移失败${failed ? `（${failed.migrationName}）` : ''}：${(error as Error).message ?? String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
