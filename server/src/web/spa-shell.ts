import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WebSettingsService } from '../services/web-settings-service';
import { PUBLIC_WEB_SETTING_NAMES } from '../services/web-settings-service';
import { injectPaintScript } from './static-paint';

/** The id of the data block the client reads its first settings from (src/main.tsx). */
export const SETTINGS_SCRIPT_ID = 'ujuso-settings';

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The page with the settings block put before `</head>` (or at the start when there is none). */
export function injectSettings(html: string, json: string): string {
  const block = `<script id="${SETTINGS_SCRIPT_ID}" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at >= 0 ? html.slice(0, at) + block + html.slice(at) : block + html;
}

/**
 * The SPA's index.html with the public site settings inlined (issue 31.3: the notice, the flags
 * and the friend links paint in the first render instead of pushing the page down when
 * /v1/web_setting/more answers — CLS 0.12–0.22 on the landing and forum pages, bench:web
 * 2026-11-26). The block is a JSON data block (`type="application/json"`, never executed), the
 * same rows as GET /v1/web_setting/more of every public name.
 *
 * Cached by what it is made of: the file (re-read when its modification time changes — a new
 * build deployed under a running server) and the settings' JSON (read through the settings
 * repository, whose snapshot follows every write in this process at once and other processes'
 * within its documented bound). The ETag is the page's hash, so a browser revalidates to a 304
 * until the build or a public setting changes.
 */
export class SpaShell {
  private file: { mtimeMs: number; html: string; checkedAt: number } | null = null;
  private page: { key: string; html: string; etag: string } | null = null;

  constructor(
    private readonly root: string,
    private readonly settings: Pick<WebSettingsService, 'getPublic'>,
  ) {}

  private template(now: number): string {
    // one stat a second at most: a deploy is seen within a second
    if (this.file && now - this.file.checkedAt < 1000) return this.file.html;
    const file = path.join(this.root, 'index.html');
    const { mtimeMs } = fs.statSync(file);
    if (!this.file || this.file.mtimeMs !== mtimeMs) this.file = { mtimeMs, html: fs.readFileSync(file, 'utf8'), checkedAt: now };
    else this.file.checkedAt = now;
    return this.file.html;
  }

  async render(now = Date.now()): Promise<{ html: string; etag: string }> {
    const template = this.template(now);
    const rows = await this.settings.getPublic([...PUBLIC_WEB_SETTING_NAMES]);
    const json = scriptSafeJson(rows);
    const key = `${this.file!.mtimeMs}|${json}`;
    if (this.page?.key !== key) {
      // the static first paint's script (static-paint.ts) reads the settings block at parse time
      const html = injectSettings(injectPaintScript(template), json);
      this.page = { key, html, etag: `"${crypto.createHash('sha1').update(html).digest('base64url')}"` };
    }
    return { html: this.page.html, etag: this.page.etag };
  }
}
