import { engineText, planDisk, type EngineDoc, type EngineHealth, type EnginePage, type EngineQuery, type SearchEngine } from './engine';

/** Reachable results, as for the built-in index (SEARCH_WINDOW: 100 pages of 10). */
const MAX_REACHABLE = 1000;

/** Meilisearch's error body: `{ message, code, type, link }`. */
export class MeilisearchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type = '',
    readonly link = '',
  ) {
    super(`Meilisearch ${status} ${code}: ${message}`);
    this.name = 'MeilisearchError';
  }
}

export interface MeilisearchOptions {
  /** http(s)://host:7700 */
  url: string;
  /** the master key or an API key with search + documents + indexes + tasks rights ('' = none) */
  key: string;
  /** the index uid (default 'resources') */
  index: string;
  /** per request, search included (ms) */
  timeoutMs: number;
  /** how long a write waits for its task to finish (ms) */
  taskTimeoutMs?: number;
}

/** The index settings this site needs: what is searched, filtered and sorted. */
export const MEILI_SETTINGS = {
  searchableAttributes: ['title_norm'],
  filterableAttributes: ['disk_type', 'free', 'category_id', 'created_at', 'check_state'],
  sortableAttributes: ['created_at', 'views'],
  // the same 1000 reachable results as the built-in index
  pagination: { maxTotalHits: MAX_REACHABLE },
} as const;

interface TaskInfo {
  taskUid: number;
}
interface Task {
  uid: number;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  error?: { message: string; code: string; type: string; link: string } | null;
}
interface SearchReply {
  hits: Array<{ id: number | string }>;
  estimatedTotalHits?: number;
  facetDistribution?: Record<string, Record<string, number>>;
}

/** A string for a Meilisearch filter (double quotes, escaped). */
function quoted(v: string): string {
  return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Meilisearch over its HTTP API (https://www.meilisearch.com/docs/reference/api): documents
 * `POST /indexes/{uid}/documents`, `DELETE /indexes/{uid}/documents/{id}`, search
 * `POST /indexes/{uid}/search` (q, filter, offset, limit, facets, sort), writes confirmed through
 * `GET /tasks/{taskUid}`, `Authorization: Bearer <key>`. The index and its settings are created
 * on first use (an index that exists already is fine).
 */
export class MeilisearchEngine implements SearchEngine {
  readonly name = 'meilisearch';
  private readonly base: string;
  private ready: Promise<void> | undefined;

  constructor(private readonly o: MeilisearchOptions) {
    this.base = o.url.replace(/\/+$/, '');
  }

  private async call<T>(method: string, path: string, body?: unknown, timeoutMs = this.o.timeoutMs): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.o.key) headers.authorization = `Bearer ${this.o.key}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const e = (json ?? {}) as { message?: string; code?: string; type?: string; link?: string };
      throw new MeilisearchError(res.status, e.code ?? 'http_error', e.message ?? (text.slice(0, 200) || res.statusText), e.type, e.link);
    }
    return json as T;
  }

  /** Waits until a task has finished; throws with the task's error when it failed. */
  private async waitTask(info: TaskInfo, allowCodes: string[] = []): Promise<void> {
    const deadline = Date.now() + (this.o.taskTimeoutMs ?? 10_000);
    let pause = 10;
    for (;;) {
      const t = await this.call<Task>('GET', `/tasks/${info.taskUid}`);
      if (t.status === 'succeeded') return;
      if (t.status === 'failed' || t.status === 'canceled') {
        if (t.error && allowCodes.includes(t.error.code)) return;
        const e = t.error ?? { message: `task ${t.status}`, code: `task_${t.status}`, type: '', link: '' };
        throw new MeilisearchError(200, e.code, e.message, e.type, e.link);
      }
      if (Date.now() > deadline) throw new MeilisearchError(0, 'task_timeout', `task ${info.taskUid} still ${t.status}`);
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(200, pause * 2);
    }
  }

  /** Creates the index (if missing) and applies MEILI_SETTINGS once per process. */
  private ensureIndex(): Promise<void> {
    this.ready ??= (async () => {
      const created = await this.call<TaskInfo>('POST', '/indexes', { uid: this.o.index, primaryKey: 'id' });
      await this.waitTask(created, ['index_already_exists']);
      await this.waitTask(await this.call<TaskInfo>('PATCH', `/indexes/${encodeURIComponent(this.o.index)}/settings`, MEILI_SETTINGS));
    })().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  /** The filter of a query, in Meilisearch's filter syntax (every attribute is filterable: MEILI_SETTINGS). */
  static filter(q: Pick<EngineQuery, 'diskType' | 'onlyFree' | 'since' | 'categoryId' | 'verified'>, withFree = true, withDisk = true): string {
    const parts: string[] = [];
    if (withDisk && q.diskType) parts.push(`disk_type = ${quoted(q.diskType)}`);
    if (withFree && q.onlyFree) parts.push('free = true');
    if (q.since !== undefined) parts.push(`created_at >= ${Math.floor(q.since)}`);
    if (q.categoryId !== undefined) parts.push(`category_id = ${Math.floor(q.categoryId)}`);
    if (q.verified) parts.push('check_state = "ok"');
    return parts.join(' AND ');
  }

  private searchPath(): string {
    return `/indexes/${encodeURIComponent(this.o.index)}/search`;
  }

  async search(q: EngineQuery): Promise<EnginePage> {
    await this.ensureIndex();
    const text = engineText(q.plan);
    // a disk word of the query (夸克) is the disk filter, as in the built-in index
    const wordDisk = planDisk(q.plan);
    const base = { ...q, diskType: wordDisk ?? q.diskType };
    const sort = q.sort === 'latest' ? ['created_at:desc'] : q.sort === 'hot' ? ['views:desc'] : undefined;
    const limit = Math.max(0, Math.min(q.limit, MAX_REACHABLE - q.offset));
    const page = this.call<SearchReply>('POST', this.searchPath(), {
      q: text,
      filter: MeilisearchEngine.filter(base) || undefined,
      offset: q.offset,
      limit,
      sort,
      facets: ['disk_type'],
      attributesToRetrieve: ['id'],
    });
    // the tabs count every disk under the same filters: without the tab's own disk filter
    const tabs = q.diskType && !wordDisk
      ? this.call<SearchReply>('POST', this.searchPath(), { q: text, filter: MeilisearchEngine.filter(base, true, false) || undefined, limit: 0, facets: ['disk_type'] })
      : page;
    // 只看免费: the paid matches it hides in this tab
    const paid = q.onlyFree
      ? this.call<SearchReply>('POST', this.searchPath(), { q: text, filter: [MeilisearchEngine.filter(base, false), 'free = false'].filter(Boolean).join(' AND '), limit: 0 })
      : null;
    const [p, t, h] = await Promise.all([page, tabs, paid]);
    const all = p.estimatedTotalHits ?? p.hits.length;
    const counts: Record<string, number> = { all: 0 };
    for (const [disk, n] of Object.entries(t.facetDistribution?.disk_type ?? {})) {
      counts[disk] = n;
      counts.all += n;
    }
    const total = Math.min(all, MAX_REACHABLE);
    return {
      ids: p.hits.map((x) => Number(x.id)).filter((id) => Number.isInteger(id)),
      total,
      counts,
      paidHidden: h?.estimatedTotalHits ?? 0,
      capped: all > MAX_REACHABLE,
      exact: total,
      // Meilisearch's hit count is its estimate ("estimatedTotalHits"); it states no error
      estimated: all > MAX_REACHABLE ? { all, error: 0 } : null,
    };
  }

  async upsert(docs: EngineDoc[]): Promise<void> {
    if (!docs.length) return;
    await this.ensureIndex();
    await this.waitTask(await this.call<TaskInfo>('POST', `/indexes/${encodeURIComponent(this.o.index)}/documents?primaryKey=id`, docs));
  }

  async remove(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.ensureIndex();
    for (const id of ids) {
      await this.waitTask(await this.call<TaskInfo>('DELETE', `/indexes/${encodeURIComponent(this.o.index)}/documents/${id}`));
    }
  }

  async health(): Promise<EngineHealth> {
    try {
      const h = await this.call<{ status?: string }>('GET', '/health');
      return h?.status === 'available' ? { ok: true } : { ok: false, detail: `status ${String(h?.status)}` };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }
}
