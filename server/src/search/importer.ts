import fs from 'node:fs';
import readline from 'node:readline';
import { parse } from 'csv-parse';
import type { DatabaseHandle } from '../db/database';
import { DEFAULT_NETDISK_CATEGORIES } from '../db/migrations/0003-resources';
import { ResourceBulkWriter, type ImportRow } from './bulk-writer';

export interface ImportReport {
  read: number;
  inserted: number;
  duplicates: number;
  bad: number;
  /** the first 100 bad rows: line number and reason (Chinese) */
  badLines: Array<{ line: number; reason: string }>;
  ms: number;
}

export interface ImportOptions {
  batchSize?: number;
  /** called after every batch with bytes read so far (for the progress bar) */
  onProgress?: (bytesRead: number, report: ImportReport) => void;
  now?: number;
  /** an external search engine is configured (issue 36): new ids are queued for it (search_engine_outbox) */
  outbox?: boolean;
}

type Raw = Record<string, unknown>;

/** Validates one record of the import format; returns the row or a Chinese reason. */
export function validateImportRecord(rec: Raw, categories: Map<string, number>, now: number): ImportRow | string {
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v)).trim();
  const title = str(rec.title);
  if (!title) return '缺少标题（title）';
  if (title.length > 300) return '标题过长（最多 300 个字符）';
  const url = str(rec.url);
  if (!url) return '缺少链接（url）';
  if (!/^(https?:\/\/[^\s]+|magnet:\?[^\s]+|ed2k:\/\/\|[^\s]+)$/i.test(url) || url.length > 1000) return `链接格式不正确：${url.slice(0, 60)}`;
  const pwd = str(rec.pwd);
  if (pwd.length > 16) return '提取码过长（最多 16 个字符）';
  const priceRaw = str(rec.price);
  const price = priceRaw === '' ? 0 : Number(priceRaw);
  if (!Number.isInteger(price) || price < 0 || price > 100000) return `价格无效：${priceRaw}`;
  const catRaw = str(rec.category);
  let category_id: number | null = null;
  if (catRaw) {
    const byName = categories.get(catRaw);
    const byId = /^\d+$/.test(catRaw) ? [...categories.values()].find((id) => id === Number(catRaw)) : undefined;
    category_id = byName ?? byId ?? categories.get('其他') ?? null;
  }
  const createdRaw = str(rec.created_at);
  let created_at = now;
  if (createdRaw) {
    const n = /^\d+$/.test(createdRaw) ? Number(createdRaw) : Date.parse(createdRaw);
    // seconds or milliseconds since the epoch, or an ISO / "YYYY-MM-DD HH:mm:ss" date
    const ms = /^\d{9,10}$/.test(createdRaw) ? n * 1000 : n;
    if (!Number.isFinite(ms) || ms <= 0) return `时间无效：${createdRaw}`;
    created_at = Math.min(ms, now);
  }
  return { title, url, pwd, size: str(rec.size).slice(0, 32), category_id, price, created_at };
}

async function* jsonlRecords(file: string): AsyncGenerator<{ line: number; rec: Raw | string; bytes: number }> {
  const stream = fs.createReadStream(file, { encoding: 'utf8' });
  const rl = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  for await (const text of rl) {
    line++;
    if (!text.trim()) continue;
    let rec: Raw | string;
    try {
      const v: unknown = JSON.parse(text);
      rec = v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : '不是 JSON 对象';
    } catch {
      rec = '不是有效的 JSON';
    }
    yield { line, rec, bytes: stream.bytesRead };
  }
}

async function* csvRecords(file: string): AsyncGenerator<{ line: number; rec: Raw | string; bytes: number }> {
  const stream = fs.createReadStream(file);
  const parser = stream.pipe(
    parse({ columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
  );
  for await (const item of parser as AsyncIterable<{ record: Raw; info: { lines: number } }>) {
    yield { line: item.info.lines, rec: item.record, bytes: stream.bytesRead };
  }
}

/**
 * Imports a JSONL or CSV file (by extension; fields title, url, pwd, size, category, price,
 * created_at) in batched transactions. Duplicate URLs are skipped and counted; bad rows are
 * skipped and reported with their line numbers.
 */
export async function importFile(handle: DatabaseHandle, file: string, opts: ImportOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  const now = opts.now ?? Date.now();
  const batchSize = opts.batchSize ?? 5000;
  const cats = await handle.db.selectFrom('netdisk_categories').select(['id', 'name']).execute();
  const categories = new Map(cats.map((c) => [c.name, c.id]));
  if (!categories.size) for (const [i, n] of DEFAULT_NETDISK_CATEGORIES.entries()) categories.set(n, i + 1);
  // Random-key B-trees (url_norm, title_norm) and FTS segments outgrow SQLite's default 2 MB
  // page cache quickly; a 256 MB cache for the importing connection keeps the import near-linear.
  if (handle.sqlite) handle.sqlite.pragma('cache_size = -262144');
  const writer = new ResourceBulkWriter(handle, 'import', opts.outbox ?? false);
  const report: ImportReport = { read: 0, inserted: 0, duplicates: 0, bad: 0, badLines: [], ms: 0 };
  const source = /\.csv$/i.test(file) ? csvRecords(file) : jsonlRecords(file);
  let batch: ImportRow[] = [];
  let bytes = 0;
  const flush = async () => {
    const res = await writer.write(batch, now);
    report.inserted += res.inserted;
    report.duplicates += res.duplicates;
    batch = [];
    opts.onProgress?.(bytes, report);
  };
  for await (const { line, rec, bytes: b } of source) {
    report.read++;
    bytes = b;
    const row = typeof rec === 'string' ? rec : validateImportRecord(rec, categories, now);
    if (typeof row === 'string') {
      report.bad++;
      if (report.badLines.length < 100) report.badLines.push({ line, reason: row });
      continue;
    }
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  report.ms = Date.now() - started;
  return report;
}
