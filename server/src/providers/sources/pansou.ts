import { CrawlError, decodeBody, httpAddress, type CrawlItem, type SourceAdapter } from './types';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Keywords a PanSou source is asked per cycle (each one request). */
/** PanSou's `images` (a list of picture addresses) as CrawlItem.images, when there are any. */
function strings(v: unknown): { images?: string[] } {
  const list = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && !!x.trim()).map((x) => x.trim()) : [];
  return list.length ? { images: list } : {};
}

export const PANSOU_KEYWORDS_PER_CYCLE = 20;

/**
 * Parses PanSou's /api/search reply (res=merge: data.merged_by_type.<disk>[] = {url, password,
 * note, datetime}; res=results: data.results[] = {message_id, title, content, links[]}).
 */
export function parsePanSouReply(json: string, keyword: string): CrawlItem[] {
  let doc: Obj;
  try {
    doc = obj(JSON.parse(json));
  } catch {
    throw new CrawlError('盘搜接口返回的不是有效的 JSON');
  }
  if (doc.code !== undefined && doc.code !== 0 && doc.code !== 200) throw new CrawlError(`盘搜接口返回错误：${str(doc.message).slice(0, 100)}`);
  const data = obj(doc.data);
  const items: CrawlItem[] = [];
  const merged = obj(data.merged_by_type);
  for (const [type, list] of Object.entries(merged)) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const l = obj(raw);
      const url = str(l.url);
      if (!url) continue;
      const time = Date.parse(str(l.datetime));
      items.push({
        ref: `${keyword}:${type}:${url}`.slice(0, 300), order: 0, title: str(l.note), text: '', url: '',
        time: Number.isFinite(time) && time > 0 ? time : 0, links: [{ url, pwd: str(l.password), title: str(l.note) }],
        ...strings(l.images),
      });
    }
  }
  for (const raw of Array.isArray(data.results) ? data.results : []) {
    const r = obj(raw);
    const links = (Array.isArray(r.links) ? r.links : []).map(obj).filter((l) => str(l.url)).map((l) => ({ url: str(l.url), pwd: str(l.password) }));
    if (!links.length) continue;
    const time = Date.parse(str(r.datetime));
    items.push({
      ref: `${keyword}:${str(r.unique_id) || str(r.message_id)}`.slice(0, 300), order: 0, title: str(r.title), text: str(r.content),
      url: '', time: Number.isFinite(time) && time > 0 ? time : 0, links: links.map((l) => ({ ...l, title: str(r.title) })),
      ...strings(r.images),
    });
  }
  if (!Object.keys(merged).length && !Array.isArray(data.results) && doc.data === undefined) {
    throw new CrawlError('盘搜接口返回的数据无法识别（缺少 data）');
  }
  return items;
}

/**
 * PanSou-compatible services (another ujuso included): each cycle searches them for our hot,
 * pinned and subscribed keywords (one page per keyword, token = index into the keyword list).
 */
export const pansouAdapter: SourceAdapter = {
  kind: 'pansou',
  ordered: false,
  checkAddress(address) {
    return httpAddress(address) ? undefined : '盘搜服务地址应为 http(s) 网址，例如 https://so.example.com';
  },
  channel(_address, name) {
    return `plugin:${name}`;
  },
  async page(address, token, ctx) {
    const keywords = (await ctx.keywords()).slice(0, PANSOU_KEYWORDS_PER_CYCLE);
    const i = token ? Number(token) : 0;
    if (!keywords.length || !Number.isInteger(i) || i >= keywords.length) return { items: [] };
    const base = address.trim().replace(/\/+$/, '').replace(/\/api\/search$/, '');
    const u = new URL(`${base}/api/search`);
    u.searchParams.set('kw', keywords[i]);
    u.searchParams.set('res', 'merge');
    const reply = await ctx.get(u.toString(), 'application/json');
    return { items: parsePanSouReply(decodeBody(reply.body, reply.contentType), keywords[i]), older: i + 1 < keywords.length ? String(i + 1) : undefined };
  },
};
