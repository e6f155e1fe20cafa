import * as cheerio from 'cheerio';
import { htmlToText } from './html-text';
import { CrawlError, decodeBody, httpAddress, type CrawlItem, type SourceAdapter } from './types';

/** The channel name of a preview address `https://t.me/s/<channel>` (any host: a local fake may stand in). */
export function telegramChannel(address: string): string | undefined {
  const u = httpAddress(address);
  if (!u) return undefined;
  const m = /^\/s\/([A-Za-z0-9_]{3,64})\/?$/.exec(u.pathname);
  return m?.[1];
}

/** Parses one preview page (`/s/<channel>` or `?before=<id>`) into items and the older page's token. */
export function parseTelegramPage(html: string, channel: string): { items: CrawlItem[]; older?: string } {
  const $ = cheerio.load(html);
  const items: CrawlItem[] = [];
  $('.tgme_widget_message[data-post]').each((_i, node) => {
    const msg = $(node);
    const post = msg.attr('data-post') ?? '';
    const m = /^([^/]+)\/(\d+)$/.exec(post);
    if (!m) return;
    const id = Number(m[2]);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const textEl = msg.find('.tgme_widget_message_text').first();
    // service messages (pinned, channel created) carry no text block
    if (!textEl.length) return;
    const text = htmlToText($, textEl);
    const datetime = msg.find('.tgme_widget_message_date time[datetime]').first().attr('datetime') ?? '';
    const time = Date.parse(datetime);
    const href = msg.find('a.tgme_widget_message_date').first().attr('href') ?? '';
    // photos: <a class="tgme_widget_message_photo_wrap" style="background-image:url('https://cdn4.telesco.pe/file/…')">
    const images = msg
      .find('.tgme_widget_message_photo_wrap[style]')
      .map((_j, el) => /background-image:\s*url\(\s*['"]?([^'")]+)['"]?\s*\)/i.exec($(el).attr('style') ?? '')?.[1] ?? '')
      .get()
      .filter(Boolean);
    items.push({
      ref: String(id),
      order: id,
      title: '',
      text,
      url: /^https?:\/\//i.test(href) ? href : `https://t.me/${m[1]}/${id}`,
      time: Number.isFinite(time) ? time : 0,
      ...(images.length ? { images } : {}),
    });
  });
  // the older page: <link rel="prev" href="/s/<channel>?before=<id>"> (absent on the oldest page)
  let older: string | undefined;
  const prev = $('link[rel="prev"]').attr('href') ?? $('a.tme_messages_more[data-before]').attr('href');
  if (prev) {
    const b = /[?&]before=(\d+)/.exec(prev);
    if (b) older = b[1];
  }
  if (!items.length && !$('.tgme_widget_message_wrap, .tgme_channel_history, .tgme_channel_info').length) {
    throw new CrawlError(`页面不是 Telegram 频道预览页（频道 ${channel}）`);
  }
  return { items, older };
}

/** Telegram public channels through their web preview (t.me/s/<channel>). */
export const telegramAdapter: SourceAdapter = {
  kind: 'telegram',
  ordered: true,
  checkAddress(address) {
    return telegramChannel(address) ? undefined : 'Telegram 来源的地址应为频道预览页，例如 https://t.me/s/频道名';
  },
  channel(address, name) {
    return `tg:${telegramChannel(address) ?? name}`;
  },
  async page(address, token, ctx) {
    const channel = telegramChannel(address);
    if (!channel) throw new CrawlError('Telegram 来源的地址无效');
    const u = new URL(address);
    u.search = '';
    if (token) u.searchParams.set('before', token);
    const reply = await ctx.get(u.toString(), 'text/html');
    return parseTelegramPage(decodeBody(reply.body, reply.contentType), channel);
  },
};
