import type http from 'node:http';
import { sendJson, startFake, type FakeServer } from './fake-http';

/**
 * Local stand-ins for the places 资源来源 crawls (issue 29), serving pages shaped like the real
 * ones (docs: ../shared/research/sources.md): a Telegram channel's web preview, an RSS / Atom
 * feed, a Flarum forum's JSON:API and a PanSou-compatible /api/search.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface TgMessage {
  id: number;
  /** the message's HTML inside div.tgme_widget_message_text (links as <a>, <br> line breaks) */
  html: string;
  /** ISO time with offset */
  time?: string;
  edited?: boolean;
  /** a service message (pinned, channel created): no text block */
  service?: string;
  photo?: string;
}

/** Plain text → the HTML Telegram writes: line breaks as <br/>, URLs as anchors showing the URL. */
export function tgHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => esc(line).replace(/(https?:\/\/[^\s<]+)/g, (u) => `<a href="${u.replace(/&amp;/g, '&amp;')}" target="_blank" rel="noopener">${u}</a>`))
    .join('<br/>');
}

function renderMessage(channel: string, m: TgMessage): string {
  const time = m.time ?? new Date(Date.UTC(2026, 10, 1) + m.id * 60_000).toISOString().replace('Z', '+00:00');
  const body = m.service
    ? `<div class="tgme_widget_message_service_text">${esc(m.service)}</div>`
    : `${m.photo ? `<a class="tgme_widget_message_photo_wrap" href="https://t.me/${channel}/${m.id}" style="width:800px;background-image:url('${m.photo}')"></a>` : ''}
        <div class="tgme_widget_message_text js-message_text" dir="auto">${m.html}</div>`;
  return `<div class="tgme_widget_message_wrap js-widget_message_wrap">
  <div class="tgme_widget_message text_not_supported_wrap js-widget_message" data-post="${channel}/${m.id}" data-view="eyJjIjo">
    <div class="tgme_widget_message_user"><a href="https://t.me/${channel}"><i class="tgme_widget_message_user_photo bgcolor1"></i></a></div>
    <div class="tgme_widget_message_bubble">
      <div class="tgme_widget_message_author accent_color"><a class="tgme_widget_message_owner_name" href="https://t.me/${channel}"><span dir="auto">资源频道</span></a></div>
      ${body}
      <div class="tgme_widget_message_footer compact js-message_footer">
        <div class="tgme_widget_message_info short js-message_info">
          <span class="tgme_widget_message_views">1.2K</span>${m.edited ? '<span class="tgme_widget_message_meta">edited</span>' : ''}
          <span class="tgme_widget_message_meta"><a class="tgme_widget_message_date" href="https://t.me/${channel}/${m.id}"><time datetime="${time}" class="time">12:00</time></a></span>
        </div>
      </div>
    </div>
  </div>
</div>`;
}

export interface FakeTelegram {
  server: FakeServer;
  channel: string;
  /** the preview address an admin enters */
  address: string;
  messages: Map<number, TgMessage>;
  add(text: string, extra?: Partial<TgMessage>): number;
  /** page requests served (before= value or 'newest') */
  pagesServed: string[];
  /** serve this instead of the real page (a failure mode), or undefined for the real page */
  override?: (req: { before?: string }, res: http.ServerResponse) => boolean;
  /** pictures served at their path (/img/…), as a channel's photos are served by its CDN */
  pictures: Map<string, { type: string; body: Buffer }>;
  /** picture requests served (paths) */
  picturesServed: string[];
}

export const TG_PAGE = 20;

export function renderTelegramPage(channel: string, all: TgMessage[], before?: number): string {
  const ids = all.map((m) => m.id).filter((id) => before === undefined || id < before).sort((a, b) => b - a);
  const page = ids.slice(0, TG_PAGE).sort((a, b) => a - b);
  const byId = new Map(all.map((m) => [m.id, m]));
  const older = ids.length > TG_PAGE ? page[0] : undefined;
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>资源频道 – Telegram</title>
<meta property="og:title" content="资源频道">
${older ? `<link rel="prev" href="/s/${channel}?before=${older}">` : ''}
<link rel="canonical" href="https://t.me/s/${channel}">
</head><body class="widget_frame_base tgme_webpreview_body">
<header class="tgme_header"><div class="tgme_channel_info">
  <div class="tgme_channel_info_header"><div class="tgme_channel_info_header_title"><span dir="auto">资源频道 🎬</span></div></div>
  <div class="tgme_channel_info_counters"><div class="tgme_channel_info_counter"><span class="counter_value">12.3K</span> <span class="counter_type">subscribers</span></div></div>
</div></header>
<main class="tgme_main"><section class="tgme_channel_history js-message_history">
${older ? `<div class="tgme_widget_message_centered js-messages_more_wrap"><a href="/s/${channel}?before=${older}" class="tme_messages_more js-messages_more" data-before="${older}"></a></div>` : ''}
${page.map((id) => renderMessage(channel, byId.get(id)!)).join('\n')}
</section></main></body></html>`;
}

/** A Telegram channel's public web preview: /s/<channel>, ?before=<id>, 20 messages a page. */
export async function startFakeTelegram(channel = 'ziyuan_pindao'): Promise<FakeTelegram> {
  const messages = new Map<number, TgMessage>();
  let next = 1;
  const fake: FakeTelegram = {
    server: undefined as unknown as FakeServer,
    channel,
    address: '',
    messages,
    pagesServed: [],
    pictures: new Map(),
    picturesServed: [],
    add(text, extra = {}) {
      const id = extra.id ?? next;
      next = Math.max(next, id) + 1;
      messages.set(id, { id, html: tgHtml(text), ...extra });
      return id;
    },
  };
  fake.server = await startFake((req, res) => {
    const picture = fake.pictures.get(req.path);
    if (picture) {
      fake.picturesServed.push(req.path);
      res.writeHead(200, { 'content-type': picture.type, 'content-length': picture.body.length });
      res.end(picture.body);
      return;
    }
    if (req.path !== `/s/${channel}`) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not found</body></html>');
      return;
    }
    const before = req.query.get('before') ?? undefined;
    fake.pagesServed.push(before ?? 'newest');
    if (fake.override?.({ before }, res)) return;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(renderTelegramPage(channel, [...messages.values()], before ? Number(before) : undefined));
  });
  fake.address = `${fake.server.url}/s/${channel}`;
  return fake;
}

export interface FeedEntry {
  guid: string;
  title: string;
  /** HTML body */
  html: string;
  date: Date;
  link?: string;
}

export function renderRss(entries: FeedEntry[], encoding = 'UTF-8'): string {
  return `<?xml version="1.0" encoding="${encoding}"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>资源博客</title><link>https://blog.example.com/</link><description>每日分享</description>
<language>zh-CN</language>
${entries.map((e) => `<item>
  <title>${esc(e.title)}</title>
  <link>${esc(e.link ?? `https://blog.example.com/p/${e.guid}`)}</link>
  <guid isPermaLink="false">${esc(e.guid)}</guid>
  <pubDate>${e.date.toUTCString()}</pubDate>
  <dc:creator>站长</dc:creator>
  <description><![CDATA[${e.html}]]></description>
</item>`).join('\n')}
</channel></rss>`;
}

export function renderAtom(entries: FeedEntry[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>资源论坛</title><id>urn:uuid:forum</id><updated>${new Date().toISOString()}</updated>
${entries.map((e) => `<entry>
  <title type="html">${esc(e.title)}</title>
  <link rel="alternate" type="text/html" href="${esc(e.link ?? `https://forum.example.com/t/${e.guid}`)}"/>
  <id>${esc(e.guid)}</id>
  <updated>${e.date.toISOString()}</updated>
  <content type="html">${esc(e.html)}</content>
</entry>`).join('\n')}
</feed>`;
}

export interface FlarumDiscussion {
  id: number;
  title: string;
  html: string;
  createdAt: Date;
}

/** A Flarum forum: GET /api/discussions?sort=-createdAt&include=firstPost&page[offset]=N, 20 a page. */
export async function startFakeFlarum(): Promise<{ server: FakeServer; discussions: FlarumDiscussion[] }> {
  const discussions: FlarumDiscussion[] = [];
  const server = await startFake((req, res) => {
    if (req.path !== '/api/discussions') return sendJson(res, { errors: [{ status: '404', code: 'route_not_found' }] }, 404);
    const offset = Number(req.query.get('page[offset]') ?? 0);
    const sorted = [...discussions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const page = sorted.slice(offset, offset + 20);
    const base = `http://${req.headers.host}`;
    sendJson(res, {
      links: {
        first: `${base}/api/discussions?sort=-createdAt&include=firstPost`,
        ...(offset + 20 < sorted.length ? { next: `${base}/api/discussions?sort=-createdAt&include=firstPost&page%5Boffset%5D=${offset + 20}` } : {}),
      },
      data: page.map((d) => ({
        type: 'discussions', id: String(d.id),
        attributes: { title: d.title, slug: String(d.id), commentCount: 3, participantCount: 2, createdAt: d.createdAt.toISOString(), lastPostedAt: d.createdAt.toISOString(), isSticky: false },
        relationships: { firstPost: { data: { type: 'posts', id: String(d.id * 10) } }, user: { data: { type: 'users', id: '1' } } },
      })),
      included: [
        ...page.map((d) => ({ type: 'posts', id: String(d.id * 10), attributes: { number: 1, createdAt: d.createdAt.toISOString(), contentType: 'comment', contentHtml: d.html } })),
        { type: 'users', id: '1', attributes: { username: 'admin', displayName: '站长' } },
      ],
    });
  });
  return { server, discussions };
}

/** A PanSou-compatible service: GET /api/search?kw=…&res=merge → merged_by_type. */
export async function startFakePanSou(results: Record<string, Array<{ type: string; url: string; password: string; note: string }>>): Promise<FakeServer> {
  return startFake((req, res) => {
    if (req.path !== '/api/search') return sendJson(res, { code: 404, message: 'not found' }, 404);
    const kw = req.query.get('kw') ?? '';
    const merged: Record<string, unknown[]> = {};
    for (const r of results[kw] ?? []) (merged[r.type] ??= []).push({ url: r.url, password: r.password, note: r.note, datetime: '2026-11-20T08:00:00+08:00', source: 'tg:somechannel' });
    sendJson(res, { code: 0, message: 'success', data: { total: (results[kw] ?? []).length, merged_by_type: merged } });
  });
}
