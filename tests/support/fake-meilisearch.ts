import type http from 'node:http';
import { sendJson, startFake, type FakeRequest, type FakeServer } from './fake-http';

/**
 * A local Meilisearch (issue 36) over real HTTP, speaking the parts of its API the provider uses,
 * with its reply shapes (https://www.meilisearch.com/docs/reference/api):
 *  - `GET /health` → `{ status: 'available' }` (no key needed);
 *  - `POST /indexes` `{ uid, primaryKey }`, `PATCH /indexes/{uid}/settings`,
 *    `POST /indexes/{uid}/documents` (an array; replaces documents by primary key),
 *    `DELETE /indexes/{uid}/documents/{id}` → 202 with a task summary
 *    `{ taskUid, indexUid, status: 'enqueued', type, enqueuedAt }`, processed asynchronously in
 *    order (`pause()` holds them: an engine lagging behind the database);
 *  - `GET /tasks/{uid}` → the task, `status` enqueued → succeeded | failed with `error`;
 *  - `POST /indexes/{uid}/search` `{ q, filter, offset, limit, sort, facets, attributesToRetrieve }`
 *    → `{ hits, query, processingTimeMs, limit, offset, estimatedTotalHits, facetDistribution }`;
 *    every word of q must be in a searchable attribute (case-insensitive substring), ranked by
 *    the position of the first word then newest id, or by `sort`; the filter grammar of
 *    `attr = "x"`, `attr = 3`, `attr = true`, `attr >= n` joined by AND, refusing attributes that
 *    are not filterable / sortable as Meilisearch does; estimatedTotalHits capped at maxTotalHits;
 *  - errors as `{ message, code, type, link }` with Meilisearch's codes (missing_authorization_header
 *    401, invalid_api_key 403, index_not_found 404, invalid_search_filter 400, …).
 */
type Doc = Record<string, unknown> & { id: number | string };
interface Index {
  primaryKey: string;
  docs: Map<string, Doc>;
  settings: { searchableAttributes: string[]; filterableAttributes: string[]; sortableAttributes: string[]; pagination: { maxTotalHits: number } };
}
interface Task {
  uid: number;
  indexUid: string | null;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed';
  type: string;
  error: { message: string; code: string; type: string; link: string } | null;
  enqueuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  run: () => void;
}

export interface FakeMeilisearch extends FakeServer {
  key: string;
  indexes: Map<string, Index>;
  /** the searches received (parsed bodies) */
  searches: Array<Record<string, unknown>>;
  /** holds every task enqueued from now on (the engine lags) */
  pause(): void;
  /** processes the held tasks and goes on processing */
  resume(): void;
  /** documents of an index, by id */
  doc(index: string, id: number): Doc | undefined;
  /** every request fails at the socket (a dead engine) until up() */
  down(): void;
  up(): void;
}

function error(res: http.ServerResponse, status: number, code: string, message: string, type = 'invalid_request'): void {
  sendJson(res, { message, code, type, link: `https://docs.meilisearch.com/errors#${code}` }, status);
}

class FilterError extends Error {}

/** One filter condition of the supported grammar, as a predicate (attributes checked against `filterable`). */
function parseFilter(filter: unknown, filterable: string[]): (d: Doc) => boolean {
  if (filter === undefined || filter === null || filter === '') return () => true;
  if (typeof filter !== 'string') throw new FilterError('Invalid syntax for the filter parameter: `expected String, found ' + typeof filter + '`.');
  const preds = filter.split(/\s+AND\s+/).map((part) => {
    const m = /^\s*([A-Za-z_][\w.]*)\s*(=|!=|>=|<=|>|<)\s*(.+?)\s*$/.exec(part);
    if (!m) throw new FilterError(`Was expecting an operation \`=\`, \`!=\`, \`>=\`, \`>\`, \`<=\`, \`<\` at \`${part}\`.`);
    const [, attr, op, raw] = m;
    if (!filterable.includes(attr)) {
      throw new FilterError(`Attribute \`${attr}\` is not filterable. Available filterable attributes are: \`${filterable.join(', ')}\`.`);
    }
    let value: unknown;
    if (/^".*"$/.test(raw)) value = raw.slice(1, -1).replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    else if (raw === 'true' || raw === 'false') value = raw === 'true';
    else if (/^-?\d+(\.\d+)?$/.test(raw)) value = Number(raw);
    else value = raw;
    return (d: Doc) => {
      const v = d[attr];
      switch (op) {
        case '=': return v === value || String(v) === String(value);
        case '!=': return !(v === value || String(v) === String(value));
        case '>=': return Number(v) >= Number(value);
        case '<=': return Number(v) <= Number(value);
        case '>': return Number(v) > Number(value);
        default: return Number(v) < Number(value);
      }
    };
  });
  return (d) => preds.every((p) => p(d));
}

export async function startFakeMeilisearch(key = 'fake-master-key'): Promise<FakeMeilisearch> {
  const indexes = new Map<string, Index>();
  const tasks = new Map<number, Task>();
  const searches: Array<Record<string, unknown>> = [];
  const queue: Task[] = [];
  let seq = 0;
  let paused = false;
  let dead = false;
  const now = () => new Date().toISOString();
  const pump = () => {
    if (paused) return;
    const t = queue.shift();
    if (!t) return;
    t.status = 'processing';
    t.startedAt = now();
    t.run();
    if (t.status === 'processing') t.status = 'succeeded';
    t.finishedAt = now();
    setImmediate(pump);
  };
  const enqueue = (res: http.ServerResponse, indexUid: string | null, type: string, run: (t: Task) => void) => {
    const t: Task = { uid: seq++, indexUid, status: 'enqueued', type, error: null, enqueuedAt: now(), startedAt: null, finishedAt: null, run: () => run(t) };
    tasks.set(t.uid, t);
    queue.push(t);
    setTimeout(pump, 2);
    sendJson(res, { taskUid: t.uid, indexUid, status: 'enqueued', type, enqueuedAt: t.enqueuedAt }, 202);
  };
  const fail = (t: Task, status: string, code: string, message: string) => {
    t.status = 'failed';
    t.error = { message, code, type: status, link: `https://docs.meilisearch.com/errors#${code}` };
  };
  const create = (uid: string, primaryKey = 'id'): Index => {
    let ix = indexes.get(uid);
    if (!ix) {
      ix = { primaryKey, docs: new Map(), settings: { searchableAttributes: ['*'], filterableAttributes: [], sortableAttributes: [], pagination: { maxTotalHits: 1000 } } };
      indexes.set(uid, ix);
    }
    return ix;
  };

  const handler = (req: FakeRequest, res: http.ServerResponse) => {
    if (dead) {
      res.socket?.destroy();
      return;
    }
    if (req.method === 'GET' && req.path === '/health') return sendJson(res, { status: 'available' });
    const auth = req.headers.authorization;
    if (!auth) return error(res, 401, 'missing_authorization_header', 'The Authorization header is missing. It must use the bearer authorization method.', 'auth');
    if (auth !== `Bearer ${key}`) return error(res, 403, 'invalid_api_key', 'The provided API key is invalid.', 'auth');
    let body: unknown = undefined;
    if (req.body) {
      try {
        body = JSON.parse(req.body);
      } catch {
        return error(res, 400, 'malformed_payload', 'The json payload provided is malformed.');
      }
    }
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && req.path === '/indexes') {
      const { uid, primaryKey } = (body ?? {}) as { uid?: string; primaryKey?: string };
      if (!uid) return error(res, 400, 'missing_index_uid', 'Missing field `uid`');
      return enqueue(res, uid, 'indexCreation', (t) => {
        if (indexes.has(uid)) return fail(t, 'invalid_request', 'index_already_exists', `Index \`${uid}\` already exists.`);
        create(uid, primaryKey);
      });
    }
    if ((m = /^\/tasks\/(\d+)$/.exec(req.path)) && req.method === 'GET') {
      const t = tasks.get(Number(m[1]));
      if (!t) return error(res, 404, 'task_not_found', `Task \`${m[1]}\` not found.`);
      const { run: _run, ...shown } = t;
      return sendJson(res, { ...shown, canceledBy: null, details: {}, duration: t.finishedAt ? 'PT0.001S' : null });
    }
    if ((m = /^\/indexes\/([^/]+)\/settings$/.exec(req.path)) && req.method === 'PATCH') {
      const uid = decodeURIComponent(m[1]);
      const s = (body ?? {}) as Partial<Index['settings']>;
      return enqueue(res, uid, 'settingsUpdate', () => {
        const ix = create(uid);
        ix.settings = { ...ix.settings, ...s, pagination: { ...ix.settings.pagination, ...(s.pagination ?? {}) } };
      });
    }
    if ((m = /^\/indexes\/([^/]+)\/documents$/.exec(req.path)) && req.method === 'POST') {
      const uid = decodeURIComponent(m[1]);
      if (!Array.isArray(body)) return error(res, 400, 'malformed_payload', 'The `json` payload must be an array of documents.');
      const docs = body as Doc[];
      return enqueue(res, uid, 'documentAdditionOrUpdate', (t) => {
        const ix = create(uid, req.query.get('primaryKey') ?? 'id');
        for (const d of docs) {
          const id = d[ix.primaryKey];
          if (id === undefined) return fail(t, 'invalid_request', 'missing_document_id', `Document doesn't have a \`${ix.primaryKey}\` attribute.`);
        }
        for (const d of docs) ix.docs.set(String(d[ix.primaryKey]), d);
      });
    }
    if ((m = /^\/indexes\/([^/]+)\/documents\/([^/]+)$/.exec(req.path)) && req.method === 'DELETE') {
      const uid = decodeURIComponent(m[1]);
      const id = decodeURIComponent(m[2]);
      return enqueue(res, uid, 'documentDeletion', (t) => {
        const ix = indexes.get(uid);
        if (!ix) return fail(t, 'invalid_request', 'index_not_found', `Index \`${uid}\` not found.`);
        ix.docs.delete(id);
      });
    }
    if ((m = /^\/indexes\/([^/]+)\/search$/.exec(req.path)) && req.method === 'POST') {
      const uid = decodeURIComponent(m[1]);
      const ix = indexes.get(uid);
      if (!ix) return error(res, 404, 'index_not_found', `Index \`${uid}\` not found.`);
      const b = (body ?? {}) as { q?: string; filter?: unknown; offset?: number; limit?: number; sort?: string[]; facets?: string[]; attributesToRetrieve?: string[] };
      searches.push(b as Record<string, unknown>);
      let pred: (d: Doc) => boolean;
      try {
        pred = parseFilter(b.filter, ix.settings.filterableAttributes);
      } catch (err) {
        return error(res, 400, 'invalid_search_filter', (err as Error).message);
      }
      for (const s of b.sort ?? []) {
        const attr = s.split(':')[0];
        if (!ix.settings.sortableAttributes.includes(attr)) {
          return error(res, 400, 'invalid_search_sort', `Attribute \`${attr}\` is not sortable. Available sortable attributes are: \`${ix.settings.sortableAttributes.join(', ')}\`.`);
        }
      }
      for (const f of b.facets ?? []) {
        if (!ix.settings.filterableAttributes.includes(f)) {
          return error(res, 400, 'invalid_search_facets', `Invalid facet distribution, attribute \`${f}\` is not filterable.`);
        }
      }
      const fields = ix.settings.searchableAttributes.includes('*') ? null : ix.settings.searchableAttributes;
      const text = (d: Doc) => (fields ?? Object.keys(d)).map((f) => String(d[f] ?? '')).join(' ').toLowerCase();
      const words = (b.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = [...ix.docs.values()].filter((d) => pred(d) && words.every((w) => text(d).includes(w)));
      const first = (d: Doc) => (words.length ? text(d).indexOf(words[0]) : 0);
      found.sort((x, y) => {
        for (const s of b.sort ?? []) {
          const [attr, dir] = s.split(':');
          const c = Number(x[attr]) - Number(y[attr]);
          if (c) return dir === 'desc' ? -c : c;
        }
        return first(x) - first(y) || Number(y.id) - Number(x.id);
      });
      const offset = b.offset ?? 0;
      const limit = b.limit ?? 20;
      const reachable = found.slice(0, ix.settings.pagination.maxTotalHits);
      const hits = reachable.slice(offset, offset + limit).map((d) =>
        b.attributesToRetrieve ? Object.fromEntries(b.attributesToRetrieve.filter((a) => a in d).map((a) => [a, d[a]])) : d,
      );
      const facetDistribution: Record<string, Record<string, number>> = {};
      for (const f of b.facets ?? []) {
        const dist: Record<string, number> = {};
        for (const d of found) if (d[f] !== undefined && d[f] !== null) dist[String(d[f])] = (dist[String(d[f])] ?? 0) + 1;
        facetDistribution[f] = dist;
      }
      return sendJson(res, {
        hits, query: b.q ?? '', processingTimeMs: 0, limit, offset, estimatedTotalHits: reachable.length,
        ...(b.facets ? { facetDistribution, facetStats: {} } : {}),
      });
    }
    return error(res, 404, 'not_found', `${req.method} ${req.path} is not a Meilisearch route.`, 'invalid_request');
  };

  const server = await startFake(handler);
  return Object.assign(server, {
    key,
    indexes,
    searches,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      setImmediate(pump);
    },
    doc(index: string, id: number) {
      return indexes.get(index)?.docs.get(String(id));
    },
    down() {
      dead = true;
    },
    up() {
      dead = false;
    },
  });
}
