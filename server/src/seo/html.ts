/**
 * The escaping template of the server pages (issue 32, ADR 0032): a tagged template whose every
 * interpolated value is escaped for HTML text and attribute values, unless it is already a
 * `SafeHtml` (the result of another `html` template, or of `raw()`, which only this folder's
 * renderers use for markup they built themselves). Arrays are joined; null, undefined and false
 * render nothing. Attribute values must be quoted in the template (`href="${url}"`) — the
 * escaping covers both quote characters, so a value can never end its attribute.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | HtmlValue[];

function render(v: HtmlValue): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new SafeHtml(out);
}

/** Markup this folder built itself (markdown-it output, a stylesheet): never user text. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

/**
 * A JSON-LD block: JSON whose `<`, `>`, `&` and line separators are \u-escaped, so no text
 * inside it can close the script element (`</script>`) or open a comment.
 */
export function jsonLd(data: unknown): SafeHtml {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new SafeHtml(`<script type="application/ld+json">${json}</script>`);
}

/** Text for XML (sitemaps): the five XML escapes, and characters XML 1.0 forbids removed. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => (c === "'" ? '&apos;' : ESCAPES[c]));
}
