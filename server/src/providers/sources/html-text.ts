import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';

/**
 * Plain text of an HTML fragment for the link parser: <br> and block ends become line breaks,
 * every <a href> is written out as its href when its text does not already show it (channels
 * often write 「链接」 as the anchor text), emoji <i> keep their character. Parsed with cheerio
 * (htmlparser2), never with regular expressions.
 */
export function htmlToText($: cheerio.CheerioAPI, root: cheerio.Cheerio<AnyNode>): string {
  const el = root.clone();
  el.find('script, style').remove();
  el.find('br').replaceWith('\n');
  el.find('p, div, li, blockquote, h1, h2, h3, h4, pre, tr').each((_i, node) => {
    $(node).append('\n');
  });
  el.find('a[href]').each((_i, node) => {
    const a = $(node);
    const href = (a.attr('href') ?? '').trim();
    const text = a.text().trim();
    if (!/^(https?:|magnet:|ed2k:)/i.test(href)) return;
    if (text.includes(href) || href.includes(text) && /^https?:\/\//i.test(text)) {
      a.replaceWith(href);
      return;
    }
    // the anchor text is a label (链接 / 点击获取): keep it, then the link itself
    a.replaceWith(`${text} ${href} `);
  });
  return el
    .text()
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text of an HTML string (feeds and forum posts carry HTML in a text field). */
export function htmlStringToText(html: string): string {
  const $ = cheerio.load(`<div id="ujuso-root">${html}</div>`, null, false);
  return htmlToText($, $('#ujuso-root'));
}

/** The `src` of every <img> of an HTML fragment, in order (issue 35: a post's pictures). */
export function htmlImages(html: string): string[] {
  if (!html || !/<img/i.test(html)) return [];
  const $ = cheerio.load(`<div id="ujuso-root">${html}</div>`, null, false);
  return $('#ujuso-root img[src]')
    .map((_i, node) => ($(node).attr('src') ?? '').trim())
    .get()
    .filter(Boolean);
}
