import MarkdownIt from 'markdown-it';
import { raw, type SafeHtml } from './html';

/**
 * An article's Markdown as HTML for the server thread page: markdown-it with raw HTML off (tags
 * in the text stay text, escaped by markdown-it), links only to http(s) and mailto (markdown-it
 * drops javascript:, vbscript:, file: and data: itself; we narrow it further), every link
 * rel="nofollow ugc noopener", and images shown as a link to the picture (a text page stays
 * small and loads nothing from other sites). The SPA's MarkdownView does the same with
 * DOMPurify on top; here no raw HTML can appear, so nothing needs purifying.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
const SAFE = /^(?:https?:|mailto:)/i;
md.validateLink = (url: string) => SAFE.test(url.trim());

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('rel', 'nofollow ugc noopener');
  return defaultLinkOpen(tokens, idx, options, env, self);
};
md.renderer.rules.image = (tokens, idx) => {
  const t = tokens[idx];
  const src = String(t.attrGet('src') ?? '');
  const alt = md.utils.escapeHtml(t.content || '图片');
  return SAFE.test(src) ? `<a href="${md.utils.escapeHtml(src)}" rel="nofollow ugc noopener">[图片：${alt}]</a>` : `[图片：${alt}]`;
};
// headings of an article sit under the page's h1
md.renderer.rules.heading_open = (tokens, idx) => {
  const level = Math.min(6, Number(tokens[idx].tag.slice(1)) + 2);
  return `<h${level}>`;
};
md.renderer.rules.heading_close = (tokens, idx) => `</h${Math.min(6, Number(tokens[idx].tag.slice(1)) + 2)}>`;

/** The first `max` code points of the Markdown, rendered; `cut` when there was more. */
export function renderArticleBody(source: string, max: number): { html: SafeHtml; cut: boolean } {
  const cps = Array.from(source ?? '');
  const cut = cps.length > max;
  return { html: raw(md.render(cut ? cps.slice(0, max).join('') : source)), cut };
}
