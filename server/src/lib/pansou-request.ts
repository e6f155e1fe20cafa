/**
 * PanSou's request rules (issue 35), read from its handler (fish2018/pansou api/handler.go,
 * check_handler.go, model/request.go, model/check.go at a00adab9): what PanSou accepts, ujuso
 * accepts; what it refuses with 400, ujuso refuses with the same kind of message.
 *
 * GET /api/search (Gin `c.Query`: the first value of a repeated key):
 *   refresh is true only for "true"; res "" → merge, unknown → merge; src "" / unknown → all;
 *   conc is read with strconv.Atoi and a non-number is 0 (we ignore it either way); channels,
 *   plugins, cloud_types are comma lists; ext and filter are JSON text — a bad one is 400.
 * POST /api/search (the body as JSON whatever the content type, decoded into PanSou's struct):
 *   null for any field is as if absent; unknown fields are ignored; keys match case-insensitively
 *   (Go's encoding/json); a field of the wrong JSON type is 400 (Go's decoder refuses it too).
 * POST /api/check/links: items must be a non-empty array of objects; item fields of the wrong type
 *   are 400; empty ones are answered (PanSou answers them `uncertain` 链接格式无效).
 * No length caps PanSou lacks: the body-size limit and the rate limits protect us instead.
 */

export type PanSouRes = 'all' | 'results' | 'merge';
export type PanSouSrc = 'all' | 'tg' | 'plugin';

export interface PanSouSearchRequest {
  kw: string;
  res: PanSouRes;
  src: PanSouSrc;
  /** channels asked for (empty = all) */
  channels: string[];
  /** PanSou type names; empty = all */
  cloudTypes: string[];
  include: string[];
  exclude: string[];
  refresh: boolean;
}

export interface PanSouCheckRequest {
  items: Array<{ disk_type: string; url: string; password: string }>;
}

/** A PanSou 400: the message says what was wrong, in PanSou's words (Chinese). */
export class PanSouRequestError extends Error {}

export function resOf(v: string | undefined): PanSouRes {
  const x = (v ?? '').trim();
  return x === 'all' || x === 'results' ? x : 'merge';
}

export function srcOf(v: string | undefined): PanSouSrc {
  const x = (v ?? '').trim();
  return x === 'tg' || x === 'plugin' ? x : 'all';
}

/** Gin's c.Query: a repeated key gives its first value. */
function first(v: unknown): string | undefined {
  if (Array.isArray(v)) return first(v[0]);
  return typeof v === 'string' ? v : undefined;
}

function commaList(v: string | undefined): string[] {
  if (v === undefined || v === '' || v === ' ') return [];
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A field of a JSON object as Go's decoder finds it: exact key first, then case-insensitively; null = absent. */
function field(obj: Record<string, unknown>, name: string): unknown {
  if (Object.hasOwn(obj, name)) return obj[name] ?? undefined;
  const key = Object.keys(obj).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : (obj[key] ?? undefined);
}

function goString(obj: Record<string, unknown>, name: string, where: string): string | undefined {
  const v = field(obj, name);
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new PanSouRequestError(`${where}: ${name} 应为字符串`);
  return v;
}

function goStrings(obj: Record<string, unknown>, name: string, where: string): string[] | undefined {
  const v = field(obj, name);
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || !v.every((x) => x === null || typeof x === 'string')) throw new PanSouRequestError(`${where}: ${name} 应为字符串数组`);
  return (v as Array<string | null>).map((x) => x ?? '');
}

function filterOf(v: unknown, where: string): { include: string[]; exclude: string[] } {
  if (v === undefined || v === null) return { include: [], exclude: [] };
  if (!isObject(v)) throw new PanSouRequestError(`${where}: filter 应为 {"include":[…],"exclude":[…]}`);
  return { include: goStrings(v, 'include', where) ?? [], exclude: goStrings(v, 'exclude', where) ?? [] };
}

export function parseSearchQuery(query: unknown): PanSouSearchRequest {
  const q = isObject(query) ? query : {};
  const ext = first(q.ext);
  if (ext !== undefined && ext !== '' && ext !== ' ' && ext !== '{}') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(ext);
    } catch {
      throw new PanSouRequestError('无效的ext参数格式: 不是有效的 JSON');
    }
    if (parsed !== null && !isObject(parsed)) throw new PanSouRequestError('无效的ext参数格式: 应为 JSON 对象');
  }
  let filter = { include: [] as string[], exclude: [] as string[] };
  const filterText = first(q.filter);
  if (filterText !== undefined && filterText !== '' && filterText !== ' ') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(filterText);
    } catch {
      throw new PanSouRequestError('无效的filter参数格式: 不是有效的 JSON');
    }
    filter = filterOf(parsed, '无效的filter参数格式');
  }
  return {
    kw: first(q.kw) ?? '',
    res: resOf(first(q.res)),
    src: srcOf(first(q.src)),
    channels: commaList(first(q.channels)),
    cloudTypes: commaList(first(q.cloud_types)),
    include: filter.include,
    exclude: filter.exclude,
    refresh: first(q.refresh) === 'true',
  };
}

export function parseSearchBody(body: unknown): PanSouSearchRequest {
  const where = '无效的请求参数';
  if (body === undefined) throw new PanSouRequestError(`${where}: 请求体为空`);
  if (body !== null && !isObject(body)) throw new PanSouRequestError(`${where}: 请求体应为 JSON 对象`);
  const b = body ?? {};
  const conc = field(b, 'conc');
  if (conc !== undefined && !(typeof conc === 'number' && Number.isSafeInteger(conc))) throw new PanSouRequestError(`${where}: conc 应为整数`);
  const refresh = field(b, 'refresh');
  if (refresh !== undefined && typeof refresh !== 'boolean') throw new PanSouRequestError(`${where}: refresh 应为 true 或 false`);
  const ext = field(b, 'ext');
  if (ext !== undefined && !isObject(ext)) throw new PanSouRequestError(`${where}: ext 应为 JSON 对象`);
  goStrings(b, 'plugins', where);
  const filter = filterOf(field(b, 'filter'), where);
  return {
    kw: goString(b, 'kw', where) ?? '',
    res: resOf(goString(b, 'res', where)),
    src: srcOf(goString(b, 'src', where)),
    channels: (goStrings(b, 'channels', where) ?? []).map((s) => s.trim()).filter(Boolean),
    cloudTypes: (goStrings(b, 'cloud_types', where) ?? []).map((s) => s.trim()).filter(Boolean),
    include: filter.include,
    exclude: filter.exclude,
    refresh: refresh === true,
  };
}

export function parseCheckBody(body: unknown): PanSouCheckRequest {
  const where = '无效的检测请求';
  if (body === undefined) throw new PanSouRequestError(`${where}: 请求体为空`);
  if (!isObject(body)) throw new PanSouRequestError(`${where}: 请求体应为 JSON 对象`);
  const items = field(body, 'items');
  if (items === undefined) throw new PanSouRequestError(`${where}: 缺少 items`);
  if (!Array.isArray(items)) throw new PanSouRequestError(`${where}: items 应为数组`);
  goString(body, 'view_token', where);
  if (!items.length) throw new PanSouRequestError('items不能为空');
  return {
    items: items.map((it) => {
      if (it !== null && !isObject(it)) throw new PanSouRequestError(`${where}: items 的每一项应为对象`);
      const o = it ?? {};
      return { disk_type: goString(o, 'disk_type', where) ?? '', url: goString(o, 'url', where) ?? '', password: goString(o, 'password', where) ?? '' };
    }),
  };
}
