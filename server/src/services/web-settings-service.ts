import type { z } from 'zod';
import type { webSettingView } from '../../../contract/web-settings';
import { DEFAULT_WEB_SETTINGS } from '../../../contract/web-setting-defaults';
import { badRequest, conflict, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { WebSettingsRepository } from '../repositories/web-settings-repository';

/**
 * Known setting names (spec §3) with their defaults. Booleans are the text "true"/"false";
 * show_buy_invite_code also takes "night"; friend_links is a JSON array of {name, url}.
 */
export { DEFAULT_WEB_SETTINGS } from '../../../contract/web-setting-defaults';

/**
 * The settings anyone may read through GET /v1/web_setting/more: exactly the spec's names
 * (§3). Anything else stored in web_settings (prices, limits, flags of the admin config page,
 * settings added later) is private unless it is added HERE on purpose (issue 21).
 */
export const PUBLIC_WEB_SETTING_NAMES: ReadonlySet<string> = new Set([
  'show_hot_key', 'notice', 'maintain', 'friend_links', 'show_movie_site_link', 'show_mobile_site_notice',
  'show_share_union_disk', 'show_taoke_page', 'show_hot_search_kw', 'show_buy_invite_code', 'show_random_list',
  'show_input_invite_code',
]);

export type WebSettingView = z.infer<typeof webSettingView>;

export class WebSettingsService {
  constructor(
    private readonly repo: WebSettingsRepository,
    private readonly clock: Clock,
  ) {}

  async all(): Promise<WebSettingView[]> {
    return (await this.repo.all()).map(({ id, name, value }) => ({ id, name, value }));
  }

  async create(name: string, value: string): Promise<WebSettingView> {
    const problem = validateSettingValue(name, value);
    if (problem) throw badRequest(problem);
    if ((await this.repo.byNames([name])).length) throw conflict(`设置 ${name} 已存在`);
    const id = await this.repo.insert(name, value, this.clock.now());
    return { id, name, value };
  }

  async update(id: number, value: string): Promise<WebSettingView> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('设置不存在');
    const problem = validateSettingValue(row.name, value);
    if (problem) throw badRequest(problem);
    await this.repo.update(id, value, this.clock.now());
    return { id, name: row.name, value };
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound('设置不存在');
  }

  /** The public read: only allow-listed names; others (unknown or private) are absent from the answer. */
  getPublic(names: string[]): Promise<WebSettingView[]> {
    return this.getMany(names.filter((n) => PUBLIC_WEB_SETTING_NAMES.has(n)));
  }

  /** Server-side read of named settings (any name); unknown names are absent from the answer. */
  async getMany(names: string[]): Promise<WebSettingView[]> {
    if (!names.length) return [];
    const unique = [...new Set(names)];
    const rows = await this.repo.byNames(unique);
    return rows.map(({ id, name, value }) => ({ id, name, value }));
  }

  async getValue(name: string): Promise<string | undefined> {
    const [row] = await this.repo.byNames([name]);
    return row?.value ?? DEFAULT_WEB_SETTINGS[name];
  }

  async getBoolean(name: string): Promise<boolean> {
    return (await this.getValue(name)) === 'true';
  }

  /** Seeds every known setting that is missing; never overwrites an admin's value. */
  async seedDefaults(now: number): Promise<number> {
    let inserted = 0;
    for (const [name, value] of Object.entries(DEFAULT_WEB_SETTINGS)) {
      if (await this.repo.insertIfMissing(name, value, now)) inserted++;
    }
    return inserted;
  }
}

const BOOLEAN_SETTINGS = new Set(
  Object.entries(DEFAULT_WEB_SETTINGS)
    .filter(([name, v]) => (v === 'true' || v === 'false') && name !== 'show_buy_invite_code')
    .map(([name]) => name),
);

/** Checks a value against the setting's type; returns a Chinese error message or null. */
export function validateSettingValue(name: string, value: string): string | null {
  if (value.length > 20000) return '设置值过长（最多 20000 个字符）';
  if (BOOLEAN_SETTINGS.has(name) && value !== 'true' && value !== 'false') {
    return `${name} 只能是 true 或 false`;
  }
  if (name === 'show_buy_invite_code' && !['true', 'false', 'night'].includes(value)) {
    return 'show_buy_invite_code 只能是 true、false 或 night';
  }
  if (name === 'friend_links') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return 'friend_links 必须是 JSON 数组';
    }
    if (
      !Array.isArray(parsed) ||
      !parsed.every(
        (l) =>
          l && typeof l === 'object' && typeof (l as { name?: unknown }).name === 'string' &&
          typeof (l as { url?: unknown }).url === 'string' && /^https?:\/\//.test((l as { url: string }).url),
      )
    ) {
      return 'friend_links 必须是 [{"name": "…", "url": "https://…"}] 形式的数组';
    }
  }
  return null;
}
