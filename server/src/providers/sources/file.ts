import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { validateImportRecord } from '../../search/importer';
import { CrawlError, decodeBody, httpAddress, type CrawlItem, type SourceAdapter } from './types';

/** A drop-folder file larger than this is refused (a URL's body is capped by the fetcher). */
export const MAX_DROP_FILE_BYTES = 64 * 1024 * 1024;

type Raw = Record<string, unknown>;

/**
 * Rows of a JSONL or CSV text in the `npm run import` format (title, url, pwd, size, category,
 * price, created_at), order = line number. A bad row becomes an item without links (counted as
 * refused with the importer's reason), so the line is never read again.
 */
export function parseDropText(text: string, csv: boolean): CrawlItem[] {
  const records: Array<{ line: number; rec: Raw | string }> = [];
  if (csv) {
    let rows: Array<{ record: Raw; info: { lines: number } }>;
    try {
      rows = parse(text, {
        columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()), bom: true, skip_empty_lines: true, relax_column_count: true, info: true,
      }) as Array<{ record: Raw; info: { lines: number } }>;
    } catch (err) {
      throw new CrawlError(`CSV 无法解析：${(err as Error).message.slice(0, 120)}`);
    }
    for (const r of rows) records.push({ line: r.info.lines, rec: r.record });
  } else {
    const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
    lines.forEach((t, i) => {
      if (!t.trim()) return;
      try {
        const v: unknown = JSON.parse(t);
        records.push({ line: i + 1, rec: v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : '不是 JSON 对象' });
      } catch {
        records.push({ line: i + 1, rec: '不是有效的 JSON' });
      }
    });
  }
  const now = Date.now();
  return records.map(({ line, rec }) => {
    const row = typeof rec === 'string' ? rec : validateImportRecord(rec, new Map(), now);
    if (typeof row === 'string') return { ref: `line:${line}`, order: line, title: '', text: '', url: '', time: 0, links: [] };
    return {
      ref: `line:${line}`, order: line, title: row.title, text: '', url: '', time: typeof rec === 'object' && rec.created_at ? row.created_at : 0,
      links: [{ url: row.url, pwd: row.pwd, title: row.title }],
      ...(typeof rec === 'object' ? rowImages(rec) : {}),
    };
  });
}

/** A row's pictures: `images` as a JSON array, or as text with addresses separated by spaces, `;` or `|` (CSV). */
function rowImages(rec: Raw): { images?: string[] } {
  const v = rec.images;
  const list = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : typeof v === 'string' ? v.split(/[\s;|]+/) : [];
  const images = list.map((x) => x.trim()).filter(Boolean);
  return images.length ? { images } : {};
}

/** Resolves a drop-folder address (`drop:name.jsonl`) inside the folder; undefined when it would leave it. */
export function dropPath(address: string, dropDir: string): string | undefined {
  const m = /^drop:(.+)$/.exec(address.trim());
  if (!m) return undefined;
  const root = path.resolve(dropDir);
  const p = path.resolve(root, m[1]);
  return p.startsWith(root + path.sep) ? p : undefined;
}

/**
 * JSONL / CSV from a partner's URL or from the drop folder (`drop:<file>` inside SOURCES_DROP_DIR):
 * one page per cycle, lines after the cursor's line.
 */
export function fileAdapter(dropDir: string): SourceAdapter {
  return {
    kind: 'file',
    ordered: true,
    checkAddress(address) {
      if (/^drop:/.test(address.trim())) {
        const p = dropPath(address, dropDir);
        if (!p) return '投放文件应在投放目录之内，例如 drop:partner.jsonl';
        return /\.(jsonl|csv)$/i.test(p) ? undefined : '投放文件应为 .jsonl 或 .csv';
      }
      return httpAddress(address) ? undefined : '文件来源的地址应为 http(s) 网址或投放目录中的文件（drop:文件名.jsonl）';
    },
    channel(_address, name) {
      return `plugin:${name}`;
    },
    async page(address, _token, ctx) {
      const local = dropPath(address, dropDir);
      if (local) {
        let stat: fs.Stats;
        try {
          stat = await fs.promises.stat(local);
        } catch {
          throw new CrawlError(`投放目录中没有这个文件：${path.basename(local)}`);
        }
        if (stat.size > MAX_DROP_FILE_BYTES) throw new CrawlError(`投放文件过大（${Math.round(stat.size / 1048576)} MB，上限 ${MAX_DROP_FILE_BYTES / 1048576} MB）`);
        return { items: parseDropText(await fs.promises.readFile(local, 'utf8'), /\.csv$/i.test(local)) };
      }
      const reply = await ctx.get(address, 'application/x-ndjson, application/jsonl, text/csv, text/plain');
      const csv = /\.csv(\?|$)/i.test(address) || /text\/csv/i.test(reply.contentType);
      return { items: parseDropText(decodeBody(reply.body, reply.contentType), csv) };
    },
  };
}
