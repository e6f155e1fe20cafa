import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/**
 * Markdown → safe HTML. markdown-it with raw HTML off (`html: false`: tags in the text are shown
 * as text), then DOMPurify over its output. Only http(s) and mailto links and http(s) images
 * survive; every link opens in a new tab with rel="noopener noreferrer nofollow".
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });

const SAFE_HREF = /^(?:https?:|mailto:)/i;
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
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    ADD_ATTR: ['target'],
  });
}
