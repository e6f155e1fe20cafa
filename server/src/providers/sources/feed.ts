import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { htmlImages, htmlStringToText } from './html-text';
import { CrawlError, decodeBody, httpAddress, type CrawlItem, type SourceAdapter } from './types';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // entries are lists even when there is one of them
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
});

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** The text of a parsed XML value: a string, a number, or an element with #text (CDATA included). */
function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === 'object') return text((v as Node)['#text']);
  return '';
}

/** RFC 822 (RSS) and RFC 3339 (Atom) dates; 0 when unreadable. */
function date(v: unknown): number {
  const s = text(v).trim();
  if (!s) return 0;
  const t = Date.parse(s);
  return Number.isFinite(t) ? t : 0;
}

/** Parses RSS 2.0 or Atom text into items (order = date in ms). */
/** An entry's pictures given as data: an image <enclosure>, <media:content medium="image"> / image type, <media:thumbnail>. */
function feedImages(it: Node): string[] {
  const out: string[] = [];
  for (const e of arr(it.enclosure) as Node[]) {
    if (typeof e === 'object' && e && /^image\//i.test(String(e['@_type'] ?? ''))) out.push(String(e['@_url'] ?? ''));
  }
  for (const m of arr(it['media:content']) as Node[]) {
    if (typeof m === 'object' && m && (m['@_medium'] === 'image' || /^image\//i.test(String(m['@_type'] ?? '')))) out.push(String(m['@_url'] ?? ''));
  }
  for (const m of arr(it['media:thumbnail']) as Node[]) if (typeof m === 'object' && m) out.push(String(m['@_url'] ?? ''));
  return out.filter(Boolean);
}

export function parseFeed(xml: string): CrawlItem[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new CrawlError(`订阅源不是有效的 XML（第 ${valid.err.line} 行：${valid.err.msg}）`.slice(0, 200));
  const doc = parser.parse(xml) as Node;
  const items: CrawlItem[] = [];
  const rss = doc.rss as Node | undefined;
  const feed = doc.feed as Node | undefined;
  if (rss) {
    const channel = (Array.isArray(rss.channel) ? rss.channel[0] : rss.channel) as Node | undefined;
    for (const raw of arr(channel?.item)) {
      const it = raw as Node;
      const link = text(arr(it.link)[0]);
      const guid = text(it.guid) || link || text(it.title);
      const html = text(it['content:encoded']) || text(it.description);
      const time = date(it.pubDate) || date(it['dc:date']);
      const images = [...feedImages(it), ...htmlImages(html)];
      items.push({ ref: guid.slice(0, 300), order: time, title: text(it.title), text: htmlStringToText(html), url: link, time, ...(images.length ? { images } : {}) });
    }
    return items;
  }
  if (feed) {
    for (const raw of arr(feed.entry)) {
      const it = raw as Node;
      const links = arr(it.link) as Node[];
      const alt = links.find((l) => typeof l === 'object' && (l['@_rel'] === undefined || l['@_rel'] === 'alternate')) ?? links[0];
      const link = typeof alt === 'object' && alt ? String(alt['@_href'] ?? '') : text(alt);
      const html = text(it.content) || text(it.summary);
      const time = date(it.updated) || date(it.published);
      const images = [...feedImages(it), ...htmlImages(html)];
      items.push({ ref: (text(it.id) || link).slice(0, 300), order: time, title: text(it.title), text: htmlStringToText(html), url: link, time, ...(images.length ? { images } : {}) });
    }
    return items;
  }
  throw new CrawlError('订阅源既不是 RSS 2.0 也不是 Atom');
}

/** RSS 2.0 / Atom feeds of resource blogs and forums: one page, items newer than the cursor's date. */
export const feedAdapter: SourceAdapter = {
  kind: 'rss',
  ordered: true,
  checkAddress(address) {
    return httpAddress(address) ? undefined : '订阅源地址应为 http(s) 网址';
  },
  channel(_address, name) {
    return `plugin:${name}`;
  },
  async page(address, _token, ctx) {
    const reply = await ctx.get(address, 'application/rss+xml, application/atom+xml, application/xml, text/xml');
    return { items: parseFeed(decodeBody(reply.body, reply.contentType)) };
  },
};
