import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * Markdown → safe HTML. markdown-it with raw HTML off (`html: false`: tags in the text are shown
 * as text), then DOMPurify over its output. Only http(s) and mailto links, the in-app link of an
 * @mention (`#/main/bbs/filter/user/{id}`, issue 17) and http(s) images survive; every link opens in a new tab with rel="noopener noreferrer nofollow".
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

/** http(s), mailto, and the one in-app link a reply's @mention gets (a member's articles). */
const SAFE_HREF = /^(?:https?:|mailto:|#\/main\/bbs\/filter\/user\/\d+$)/i;
const SAFE_SRC = /^https?:/i;

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
    if (src !== null && !SAFE_SRC.test(src.trim())) node.removeAttribute('src');
    if (node.tagName === 'A') {
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
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
