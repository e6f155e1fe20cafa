import { htmlImages, htmlStringToText } from './html-text';
import { CrawlError, decodeBody, httpAddress, type CrawlItem, type CrawlPage, type SourceAdapter } from './types';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Parses one JSON:API page of /api/discussions?include=firstPost (order = createdAt in ms). */
export function parseFlarumPage(json: string, base: string): CrawlPage {
  let doc: Obj;
  try {
    doc = obj(JSON.parse(json));
  } catch {
    throw new CrawlError('论坛接口返回的不是有效的 JSON');
  }
  if (!Array.isArray(doc.data)) throw new CrawlError('论坛接口返回的数据不是 Flarum 的讨论列表（缺少 data）');
  const posts = new Map<string, Obj>();
  for (const inc of Array.isArray(doc.included) ? doc.included : []) {
    const o = obj(inc);
    if (o.type === 'posts') posts.set(str(o.id), obj(o.attributes));
  }
  const items: CrawlItem[] = [];
  for (const d of doc.data) {
    const disc = obj(d);
    if (disc.type !== 'discussions') continue;
    const attrs = obj(disc.attributes);
    const firstId = str(obj(obj(obj(disc.relationships).firstPost).data).id);
    const post = posts.get(firstId);
    const time = Date.parse(str(attrs.createdAt));
    const id = str(disc.id);
    if (!id) continue;
    items.push({
      ref: id,
      order: Number.isFinite(time) ? time : 0,
      title: str(attrs.title),
      text: post ? htmlStringToText(str(post.contentHtml)) : '',
      url: `${base}/d/${encodeURIComponent(id)}${attrs.slug ? `-${encodeURIComponent(str(attrs.slug))}` : ''}`,
      time: Number.isFinite(time) ? time : 0,
      ...(post && htmlImages(str(post.contentHtml)).length ? { images: htmlImages(str(post.contentHtml)) } : {}),
    });
  }
  const next = str(obj(doc.links).next);
  const offset = /[?&]page(?:%5B|\[)offset(?:%5D|\])=(\d+)/i.exec(next)?.[1];
  return { items, older: offset };
}

/** Flarum forums through their JSON:API (discussions, newest first, with the first post). */
export const flarumAdapter: SourceAdapter = {
  kind: 'flarum',
  ordered: true,
  checkAddress(address) {
    return httpAddress(address) ? undefined : 'Flarum 论坛地址应为 http(s) 网址，例如 https://bbs.example.com';
  },
  channel(_address, name) {
    return `plugin:${name}`;
  },
  async page(address, token, ctx) {
    const base = address.trim().replace(/\/+$/, '').replace(/\/api$/, '');
    const u = new URL(`${base}/api/discussions`);
    u.searchParams.set('sort', '-createdAt');
    u.searchParams.set('include', 'firstPost');
    if (token) u.searchParams.set('page[offset]', token);
    const reply = await ctx.get(u.toString(), 'application/vnd.api+json, application/json');
    return parseFlarumPage(decodeBody(reply.body, reply.contentType), base);
  },
};
