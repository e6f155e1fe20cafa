import type { WebSetting } from '../api/webSettings';

/** The id of the JSON block the server puts in the app's page (server/src/web/spa-shell.ts). */
export const INLINE_SETTINGS_ID = 'ujuso-settings';

/**
 * The public settings the server inlined into the page it served (issue 31.3), or null when there
 * are none (the dev server, a test, Storybook) or the block is not a list of {name, value} texts.
 * Read once at start: the notice and the flags paint in the first render instead of pushing the
 * page down when /v1/web_setting/more answers.
 */
export function readInlineSettings(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): WebSetting[] | null {
  const text = doc?.getElementById(INLINE_SETTINGS_ID)?.textContent;
  if (!text) return null;
  try {
    const rows: unknown = JSON.parse(text);
    if (!Array.isArray(rows)) return null;
    return rows
      .filter((r): r is { id?: unknown; name: string; value: string } => !!r && typeof r === 'object' && typeof r.name === 'string' && typeof r.value === 'string')
      .map((r) => ({ id: Number(r.id) || 0, name: r.name, value: r.value }));
  } catch {
    return null;
  }
}
