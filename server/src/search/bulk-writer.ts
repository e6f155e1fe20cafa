import type { DatabaseHandle } from '../db/database';
import { detectDiskType, normalizeUrl } from './link-parser';
import { OutboxSearchIndex } from './engine-sync';
import { createSearchIndex, SqliteSearchIndex } from './search-index';
import { normalizeText } from './tokenizer';

/** One row to import: the fields of the import format (title, url, pwd, size, category, price, created_at). */
export interface ImportRow {
  title: string;
  url: string;
  pwd: string;
  size: string;
  category_id: number | null;
  price: number;
  created_at: number;
  /** views so far (demo data: a living site); 0 when absent */
  views?: number;
}

/**
 * Writes batches of approved resources (source 'import' or 'seed') and their index entries, one
 * transaction per batch, skipping duplicate URLs (already stored or repeated in the batch).
 * SQLite uses prepared statements on the raw handle (the importer is the only writer then);
 * PostgreSQL multi-row INSERT … ON CONFLICT DO NOTHING RETURNING.
 */
export class ResourceBulkWriter {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly source: 'import' | 'seed' = 'import',
    /** an external search engine is configured (issue 36): queue every new id in search_engine_outbox, in the batch's transaction */
    private readonly outbox = false,
  ) {}

  async write(rows: ImportRow[], now: number): Promise<{ inserted: number; duplicates: number }> {
    if (!rows.length) return { inserted: 0, duplicates: 0 };
    const prepared = rows.map((r) => {
      const title = r.title.replace(/\s+/g, ' ').trim().slice(0, 300);
      return {
        title,
        title_norm: normalizeText(title),
        url: r.url.trim().slice(0, 1000),
        url_norm: normalizeUrl(r.url).slice(0, 1000),
        pwd: r.pwd.slice(0, 16),
        disk_type: detectDiskType(r.url),
        size: r.size.slice(0, 32),
        category_id: r.category_id,
        price: r.price,
        status: 'approved',
        validity: 'ok',
        validity_at: 0,
        report_count: 0,
        source: this.source,
        sharer_id: null,
        views: Math.max(0, Math.floor(r.views ?? 0)),
        reward: 0,
        review_note: '',
        reviewed_by: null,
        reviewed_at: now,
        created_at: r.created_at,
        updated_at: now,
      };
    });
    if (this.handle.kind === 'sqlite') return this.writeSqlite(prepared, now);
    let inserted = 0;
    const builtin = createSearchIndex(this.handle);
    const index = this.outbox ? new OutboxSearchIndex(builtin, () => now) : builtin;
    await this.handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < prepared.length; i += 500) {
        const chunk = prepared.slice(i, i + 500);
        const ids = await trx
          .insertInto('resources')
          .values(chunk)
          .onConflict((oc) => oc.column('url_norm').doNothing())
          .returning(['id', 'url_norm'])
          .execute();
        const byUrl = new Map(chunk.map((c) => [c.url_norm, c]));
        await index.add(
          trx,
          ids.map(({ id, url_norm }) => {
            const c = byUrl.get(url_norm)!;
            return { id, titleNorm: c.title_norm, diskType: c.disk_type, free: c.price === 0 };
          }),
        );
        inserted += ids.length;
      }
    });
    return { inserted, duplicates: rows.length - inserted };
  }

  private stmts:
    | { insert: import('better-sqlite3').Statement; fts: import('better-sqlite3').Statement; tx: (rows: Array<Record<string, unknown>>, now: number) => number }
    | undefined;

  private writeSqlite(rows: Array<Record<string, unknown>>, now: number): { inserted: number; duplicates: number } {
    const db = this.handle.sqlite!;
    if (!this.stmts) {
      const cols = Object.keys(rows[0]);
      const insert = db.prepare(
        `INSERT INTO resources (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')}) ON CONFLICT (url_norm) DO NOTHING`,
      );
      const fts = db.prepare('INSERT INTO resource_fts (rowid, u, b, t, f) VALUES (?, ?, ?, ?, ?)');
      const queue = this.outbox
        ? db.prepare('INSERT INTO search_engine_outbox (resource_id, queued_at) VALUES (?, ?) ON CONFLICT (resource_id) DO UPDATE SET queued_at = excluded.queued_at')
        : null;
      const tx = db.transaction((batch: Array<Record<string, unknown>>, now: number) => {
        let n = 0;
        for (const r of batch) {
          const info = insert.run(r);
          if (info.changes === 0) continue;
          n++;
          const id = Number(info.lastInsertRowid);
          fts.run(...SqliteSearchIndex.row({ id, titleNorm: r.title_norm as string, diskType: r.disk_type as string, free: r.price === 0 }));
          queue?.run(id, now);
        }
        return n;
      });
      this.stmts = { insert, fts, tx };
    }
    const inserted = this.stmts.tx(rows, now);
    return { inserted, duplicates: rows.length - inserted };
  }
}
