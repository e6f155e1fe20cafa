import type { z } from 'zod';
import type { pansouSearchData } from '../../../contract/pansou';
import type { ResourcesRepository, ResourceViewRow } from '../repositories/resources-repository';
import { goTime } from '../lib/go-time';
import { normalizeText } from '../search/tokenizer';
import { UPSTREAM_MIN_HITS, type SearchService } from './search-service';
import type { UpstreamSearchService } from './upstream-search-service';
import { RESOURCE_IMAGE_ROUTE } from '../../../contract/sources';

/** At most this many of our links go into one PanSou reply (PanSou itself has no paging). */
export const PANSOU_MAX_RESULTS = 200;

export interface PanSouSearch {
  kw: string;
  res: 'all' | 'results' | 'merge';
  src: 'all' | 'tg' | 'plugin';
  /** PanSou type names (mobile = our 139); empty = all */
  cloudTypes: string[];
  include: string[];
  exclude: string[];
  /** ask the upstream even when we have enough hits */
  refresh: boolean;
  /** 资源来源 (issue 29/35): Telegram channel names; non-empty = links crawled from other channels are left out */
  channels?: string[];
}

/**
 * 资源来源 labels (issue 29/35): a resource's first source as PanSou names it — kind 'telegram'
 * with `tg:<channel>`, anything else `plugin:<name>`; resources without a source (members'
 * shares, imports) are absent and answer as `plugin:ujuso`.
 */
export type SourceLabels = (resourceIds: number[]) => Promise<Map<number, { kind: string; channel: string }>>;

/** Our disk type → PanSou's name. */
export function pansouType(ours: string): string {
  return ours === '139' ? 'mobile' : ours === 'other' ? 'others' : ours;
}

type Row = Pick<ResourceViewRow, 'id' | 'title' | 'disk_type' | 'url' | 'pwd' | 'price' | 'size' | 'created_at'> & { category_id: number | null };

/**
 * PanSou's /api/search over our own index (issue 19): the same keyword rules, index and ranking
 * as the site's search (free links only — paid ones stay behind the site's reveal), the upstream
 * merged in the same way when local hits are few (or on `refresh`), then PanSou's filters and
 * reply shapes (Go's omitempty, RFC 3339 times in UTC+8, cloud_types on merged_by_type only). A link's
 * source is its 资源来源 label (tg:<channel> / plugin:<name>; plugin:ujuso for members' shares). Searches through this API are not counted in
 * the hot keywords (bots would fill them).
 */
export class PanSouService {
  constructor(
    private readonly search: SearchService,
    private readonly resources: ResourcesRepository,
    private readonly upstream: UpstreamSearchService,
    private readonly categoryName: (id: number) => Promise<string>,
  ) {}

  private labelsOf: SourceLabels = async () => new Map();

  /** Wired by the context once the sources service exists (sources/wiring.ts). */
  useSourceLabels(fn: SourceLabels): void {
    this.labelsOf = fn;
  }

  private imagesOf: (ids: number[]) => Promise<Map<number, string[]>> = async () => new Map();

  /** Crawled pictures (issue 35), wired like the labels. */
  useSourceImages(fn: (ids: number[]) => Promise<Map<number, string[]>>): void {
    this.imagesOf = fn;
  }

  /**
   * @param origin the site's absolute root (SITE_URL or the request's): `images` point at our
   *   picture proxy there, since PanSou's clients show them from other sites
   */
  async run(q: PanSouSearch, origin = ''): Promise<z.infer<typeof pansouSearchData>> {
    const kw = await this.search.checkKeyword(q.kw);
    let rows: Row[] = [];
    {
      // full matches only: the site's partial-match fallback (issue 28) is for people reading a page, not for clients filtering by keyword
      const found = await this.search.page(await this.search.queries.plan(kw), { kw, onlyFree: true, page: 1, size: PANSOU_MAX_RESULTS });
      const total = Math.min(found.exact, found.total);
      const ids = found.ids.slice(0, total);
      const loaded = await this.resources.viewRowsByIds(ids);
      const byId = new Map(loaded.map((r) => [r.id, r]));
      rows = ids.map((id) => byId.get(id)).filter((r): r is ResourceViewRow => !!r);
      if ((total < UPSTREAM_MIN_HITS || q.refresh) && this.upstream.enabled) {
        const have = new Set(rows.map((r) => r.id));
        const extra = await this.upstream.fetchAndStore(kw, { onlyFree: true });
        rows = rows.concat(extra.filter((r) => !have.has(r.id))).slice(0, PANSOU_MAX_RESULTS);
      }
    }
    // PanSou's include/exclude filter (api/filter.go: OR include, OR exclude) on our titles
    const include = q.include.map(normalizeText).filter(Boolean);
    const exclude = q.exclude.map(normalizeText).filter(Boolean);
    rows = rows.filter((r) => {
      if (r.price > 0) return false;
      const t = normalizeText(r.title);
      if (include.length && !include.some((w) => t.includes(w))) return false;
      if (exclude.some((w) => t.includes(w))) return false;
      return true;
    });
    // real source labels (issue 35): src=tg → links crawled from Telegram channels, src=plugin → the others
    const labels = await this.labelsOf(rows.map((r) => r.id));
    const wanted = new Set((q.channels ?? []).map((c) => c.trim().replace(/^@/, '').toLowerCase()).filter(Boolean));
    const tgName = (id: number) => (labels.get(id)?.kind === 'telegram' ? labels.get(id)!.channel.replace(/^tg:/, '') : '');
    rows = rows.filter((r) => {
      const tg = tgName(r.id);
      if (q.src === 'tg' && !tg) return false;
      if (q.src === 'plugin' && tg) return false;
      return !(tg && wanted.size && !wanted.has(tg.toLowerCase()));
    });
    const sourceOf = (id: number) => labels.get(id)?.channel ?? 'plugin:ujuso';
    // crawled pictures, through our picture proxy (issue 35)
    const pictures = await this.imagesOf(rows.map((r) => r.id));
    const imagesOf = (id: number) => (pictures.get(id) ?? []).map((u) => `${origin}${RESOURCE_IMAGE_ROUTE}?url=${encodeURIComponent(u)}`);

    // cloud_types filters merged_by_type only, as PanSou's mergeResultsByType does; results stay whole
    const types = new Set(q.cloudTypes.map((t) => t.trim().toLowerCase()).filter(Boolean));
    const merged = types.size ? rows.filter((r) => types.has(pansouType(r.disk_type))) : rows;

    const data: z.infer<typeof pansouSearchData> = { total: 0 };
    if (q.res === 'all' || q.res === 'results') {
      const names = new Map<number, string>();
      for (const id of new Set(rows.map((r) => r.category_id).filter((x): x is number => x !== null))) names.set(id, await this.categoryName(id));
      data.results = rows.map((r) => goOmitEmpty({
        message_id: String(r.id),
        unique_id: `ujuso-${r.id}`,
        channel: tgName(r.id),
        datetime: goTime(Number(r.created_at)),
        title: r.title,
        content: r.size ? `${r.title}（${r.size}）` : r.title,
        links: [goOmitEmpty({ type: pansouType(r.disk_type), url: r.url, password: r.pwd, datetime: goTime(Number(r.created_at)), work_title: r.title }, ['work_title'])],
        tags: r.category_id !== null && names.get(r.category_id) ? [names.get(r.category_id)!] : [],
        images: imagesOf(r.id),
      }, ['tags', 'images']));
      data.total = data.results.length;
    }
    if (q.res === 'all' || q.res === 'merge') {
      const byType: NonNullable<typeof data.merged_by_type> = {};
      for (const r of merged) {
        const t = pansouType(r.disk_type);
        (byType[t] ??= []).push(goOmitEmpty({ url: r.url, password: r.pwd, note: r.title, datetime: goTime(Number(r.created_at)), source: sourceOf(r.id), images: imagesOf(r.id) }, ['source', 'images']));
      }
      data.merged_by_type = byType;
      if (q.res === 'merge') data.total = merged.length;
    }
    // Go's omitempty: an empty results slice or merged_by_type map is left out of the reply
    if (data.results && !data.results.length) delete data.results;
    if (data.merged_by_type && !Object.keys(data.merged_by_type).length) delete data.merged_by_type;
    return data;
  }
}

/**
 * Go's `omitempty` on PanSou's structs (model/response.go): these fields are left out when empty
 * (""/[]), exactly as PanSou's JSON has them.
 */
export function goOmitEmpty<T extends Record<string, unknown>>(value: T, omitEmpty: ReadonlyArray<keyof T>): T {
  const out = { ...value };
  for (const k of omitEmpty) {
    const v = out[k];
    if (v === '' || v === undefined || v === null || (Array.isArray(v) && !v.length)) delete out[k];
  }
  return out;
}
