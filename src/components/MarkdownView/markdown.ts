import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * Markdown → safe HTML. markdown-it with raw HTML off (`html: false`: tags in the text are shown
 * as text), then DOMPurify over its output. Only http(s) and mailto links, the in-app link of an
 * @mention (`#/main/bbs/filter/user/{id}`, issue 17) and our own uploaded pictures survive; every
 * link opens in a new tab with rel="noopener noreferrer nofollow".
 *
 * Pictures (issue 33, ADR 0033b): only a stored picture `/media/<hash>-<w>x<h>.webp` becomes an
 * <img>, with the width and height its name carries (the browser reserves the box before the
 * picture arrives: nothing below it moves) and lazy loading. A picture from anywhere else is
 * never loaded (no hot-linking, no tracking pixels): it is shown as a link to it, or as its text.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

/** Our own stored pictures; the groups are width and height. */
export const OWN_IMAGE = /^\/media\/[0-9a-f]{32}-(\d{1,5})x(\d{1,5})\.webp$/;

/** http(s), mailto, the one in-app link a reply's @mention gets (a member's articles), our pictures. */
const SAFE_HREF = /^(?:https?:|mailto:|#\/main\/bbs\/filter\/user\/\d+$|\/media\/[0-9a-f]{32}-\d{1,5}x\d{1,5}\.webp$)/i;
const HTTP = /^https?:/i;

md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const src = String(token.attrGet('src') ?? '');
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const esc = md.utils.escapeHtml;
  const own = OWN_IMAGE.exec(src);
  if (own) return `<img src="${esc(src)}" alt="${esc(alt)}" width="${Number(own[1])}" height="${Number(own[2])}">`;
  if (HTTP.test(src)) return `<a href="${esc(src)}">${esc(alt ? `图片：${alt}` : '外部图片链接')}</a>`;
  return esc(alt);
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An own instance, so the hooks below never leak into other DOMPurify users.
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_HREF.test(href.trim())) node.removeAttribute('href');
    const src = node.getAttribute('src');
    if (src !== null && !OWN_IMAGE.test(src.trim())) node.removeAttribute('src');
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      // the size comes from the stored name (the sanitizer drops width/height from the markup)
      const own = OWN_IMAGE.exec(node.getAttribute('src') ?? '');
      if (own) {
        node.setAttribute('width', own[1]);
        node.setAttribute('height', own[2]);
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  purifier = p;
  return p;
}

export function renderMarkdown(source: string): string {
  const html = md.render(source ?? '');
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id', 'name'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    ADD_ATTR: ['target'],
  });
}
