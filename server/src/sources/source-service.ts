import os from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  SOURCE_KIND_NAMES, type ResourceOrigin, type SourceBody, type SourceDailyReply, type SourceRunView, type SourceUpdateBody, type SourceView,
} from '../../../contract/sources';
import type { SourcesConfig } from '../config';
import { badRequest, conflict, notFound } from '../lib/app-error';
import { fetchImage, IMAGE_TIMEOUT_MS, MAX_IMAGE_BYTES } from '../providers/movie/image-proxy';
import type { Clock } from '../lib/time';
import { httpGet, ProviderError } from '../providers/http-client';
import { CrawlError, type CrawlContext, type CrawlItem, type SourceAdapter, type SourceKind } from '../providers/sources';
import type { CycleCounts, SourceRow, SourcesRepository } from '../repositories/sources-repository';
import type { HotKeywordService } from '../services/hot-keyword-service';
import type { SiteConfigService } from '../services/site-config-service';
import { LeaseLostError, type SourcePipeline } from './source-pipeline';

/** A lease lasts this long and is renewed before every page; a process that died frees it after this. */
export const LEASE_MS = 120_000;
/** Back-off after failed cycles: interval × 2^failures, at most this long. */
export const MAX_BACKOFF_MS = 24 * 3600_000;

/** The outcome of one cycle (POST /admin/v1/source/{id}/run answers with it). */
export interface CycleResult extends CycleCounts {
  run_id: number;
  status: 'ok' | 'partial' | 'error';
  pages: number;
  error: string;
}

interface Cursor {
  /** every item with order ≤ top is done */
  top: number;
  /** a walk from the newest page down to `top` that has not reached it yet */
  walk?: { from: number; token: string };
}

function parseCursor(text: string): Cursor {
  try {
    const v = JSON.parse(text) as Partial<Cursor>;
    const top = typeof v.top === 'number' && Number.isFinite(v.top) ? v.top : 0;
    const walk = v.walk && typeof v.walk.from === 'number' && typeof v.walk.token === 'string' ? v.walk : undefined;
    return { top, walk };
  } catch {
    return { top: 0 };
  }
}

const iso = (ms: number) => (ms > 0 ? new Date(ms).toISOString() : null);

/** A short Chinese reason for a failed cycle (shown on the source and in the log). */
export function describeCrawlFailure(err: unknown): string {
  if (err instanceof CrawlError || err instanceof LeaseLostError) return err.message;
  if (err instanceof ProviderError) {
    switch (err.kind) {
      case 'timeout':
        return '来源在限定时间内没有回应（超时）';
      case 'network':
        return `无法连接来源：${err.message.slice(0, 100)}`;
      case 'http':
        return err.status === 429 ? '来源要求放慢（HTTP 429），已退避' : `来源返回错误（HTTP ${err.status}）`;
      case 'too_large':
        return '来源返回的页面过大，已停止读取';
      case 'refused':
        return `来源返回了重定向（HTTP ${err.status ?? ''}），未跟随`;
      case 'bad_reply':
        return '来源返回的数据无法识别';
    }
  }
  return `采集出错：${(err as Error)?.message?.slice(0, 120) ?? '未知错误'}`;
}

/** The picture proxy's answer to an address that is not a crawled picture. */
export const MSG_IMAGE_UNKNOWN = '图片不存在';

/**
 * 资源来源 (issue 29, docs/adr/0029-sources.md). Stable API: list/get/create/update/remove for
 * the admin routes, runCycle(id) for the scheduler and 立即运行, runs()/daily() for the page,
 * originOf() for the detail page. Invariants: a cycle runs only under the source's lease; a
 * page's resources and the cursor after it commit together (SourcePipeline); one request at a
 * time per host, SOURCES_HOST_GAP_MS apart, in this process.
 */
export class SourceService {
  /** this process's lease owner name */
  readonly owner = `${os.hostname().slice(0, 30)}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly hostNext = new Map<string, number>();
  private readonly hostQueue = new Map<string, Promise<unknown>>();

  constructor(
    private readonly repo: SourcesRepository,
    private readonly pipeline: SourcePipeline,
    private readonly adapters: Record<SourceKind, SourceAdapter>,
    private readonly hot: HotKeywordService,
    private readonly siteConfig: SiteConfigService,
    private readonly config: SourcesConfig,
    private readonly clock: Clock,
    private readonly subscribedKeywords: () => Promise<string[]>,
  ) {}

  private view(r: SourceRow): SourceView {
    const kind = r.kind as SourceKind;
    const adapter = this.adapters[kind];
    return {
      id: r.id, kind, name: r.name, address: r.address, channel: adapter ? adapter.channel(r.address, r.name) : '',
      enabled: Number(r.enabled) === 1, interval_minutes: r.interval_minutes,
      last_status: Number(r.lease_until) > this.clock.now() ? 'running' : r.last_status,
      last_run_time: iso(Number(r.last_run_at)), next_run_time: Number(r.enabled) === 1 ? iso(Number(r.next_run_at) || this.clock.now()) : null,
      last_error: r.last_error, last_error_time: iso(Number(r.last_error_at)), failures: r.failures,
      seen: Number(r.seen), new_count: Number(r.new_count), duplicates: Number(r.duplicates), refused: Number(r.refused),
      create_time: new Date(Number(r.created_at)).toISOString(),
    };
  }

  async list(): Promise<SourceView[]> {
    return (await this.repo.list()).map((r) => this.view(r));
  }

  async get(id: number): Promise<SourceView> {
    const r = await this.repo.byId(id);
    if (!r) throw notFound('来源不存在');
    return this.view(r);
  }

  async create(body: SourceBody): Promise<SourceView> {
    const reason = this.adapters[body.kind].checkAddress(body.address);
    if (reason) throw badRequest(reason);
    const now = this.clock.now();
    const id = await this.repo.insert({
      kind: body.kind, name: body.name, address: body.address.trim(), enabled: body.enabled ? 1 : 0, interval_minutes: body.interval_minutes, created_at: now, updated_at: now,
    });
    return this.get(id);
  }

  async update(id: number, body: SourceUpdateBody): Promise<SourceView> {
    const r = await this.repo.byId(id);
    if (!r) throw notFound('来源不存在');
    const values: Parameters<SourcesRepository['update']>[1] = { updated_at: this.clock.now() };
    if (body.address !== undefined && body.address.trim() !== r.address) {
      const reason = this.adapters[r.kind as SourceKind].checkAddress(body.address);
      if (reason) throw badRequest(reason);
      values.address = body.address.trim();
      // a new address is a new place: read it from its start
      values.cursor = '';
    }
    if (body.name !== undefined) values.name = body.name;
    if (body.interval_minutes !== undefined) values.interval_minutes = body.interval_minutes;
    if (body.enabled !== undefined) {
      values.enabled = body.enabled ? 1 : 0;
      // resuming clears the back-off: the admin asked for it
      if (body.enabled) Object.assign(values, { failures: 0, next_run_at: 0 });
    }
    await this.repo.update(id, values);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.remove(id))) throw notFound('来源不存在');
  }

  async runs(limit: number, sourceId?: number): Promise<SourceRunView[]> {
    const names = new Map((await this.repo.list()).map((s) => [s.id, s.name]));
    return (await this.repo.runs(limit, sourceId)).map((r) => ({
      id: r.id, source_id: r.source_id, source_name: names.get(r.source_id) ?? '', trigger: r.trigger, status: r.status, error: r.error,
      pages: r.pages, seen: r.seen, new_count: r.new_count, duplicates: r.duplicates, refused: r.refused,
      start_time: new Date(Number(r.started_at)).toISOString(),
      duration_ms: Number(r.finished_at) > 0 ? Number(r.finished_at) - Number(r.started_at) : null,
    }));
  }

  /** New resources per day per source for the last `days` days (China calendar days). */
  async daily(days: number): Promise<SourceDailyReply> {
    const DAY = 86_400_000;
    const today = Math.floor((this.clock.now() + 8 * 3600_000) / DAY);
    const first = today - days + 1;
    const rows = await this.repo.dailyNew(first * DAY - 8 * 3600_000);
    const sources = await this.repo.list();
    const dayNames = Array.from({ length: days }, (_v, i) => new Date((first + i) * DAY).toISOString().slice(0, 10));
    return {
      days: dayNames,
      series: sources.map((s) => {
        const counts = new Array<number>(days).fill(0);
        for (const r of rows) if (r.source_id === s.id && r.day >= first && r.day <= today) counts[r.day - first] += r.count;
        return { source_id: s.id, name: s.name, counts };
      }),
    };
  }

  /** resource id → its crawled pictures' addresses (issue 35; only resources that have some). */
  async imagesOf(resourceIds: number[]): Promise<Map<number, string[]>> {
    return this.repo.imagesOf(resourceIds);
  }

  /**
   * The picture proxy (GET /v1/resource/image, issue 35): fetches an address only when it is a
   * stored picture of a crawled resource (kept by the pipeline: the source's own host or
   * Telegram's CDN), with the sources' User-Agent, a timeout, at most MAX_IMAGE_BYTES, and only
   * image replies; anything else is refused without a request going out.
   */
  async image(url: string): Promise<{ contentType: string; body: Buffer }> {
    if (!(await this.repo.imageKnown(url))) throw notFound(MSG_IMAGE_UNKNOWN);
    return fetchImage(url, { timeoutMs: IMAGE_TIMEOUT_MS, maxBytes: MAX_IMAGE_BYTES, headers: { 'user-agent': this.config.userAgent, accept: 'image/*' } });
  }

  /** Where a resource was collected from (first source first); [] for members' shares and imports. */
  async originOf(resourceId: number): Promise<ResourceOrigin[]> {
    return (await this.repo.ofResource(resourceId)).map((r) => ({
      kind: r.kind as SourceKind, kind_name: SOURCE_KIND_NAMES[r.kind as SourceKind] ?? '其他来源', name: r.name, item_url: r.item_url,
    }));
  }

  /** PanSou labels of these resources' first sources (tg:<channel> / plugin:<name>). */
  async channelsOf(resourceIds: number[]): Promise<Map<number, { kind: string; channel: string }>> {
    const out = new Map<number, { kind: string; channel: string }>();
    for (const [id, s] of await this.repo.firstOf(resourceIds)) {
      const adapter = this.adapters[s.kind as SourceKind];
      out.set(id, { kind: s.kind, channel: adapter ? adapter.channel(s.address, s.name) : `plugin:${s.name}` });
    }
    return out;
  }

  private async autoPublish(): Promise<boolean> {
    const item = (await this.siteConfig.all()).find((v) => v.name === 'source_auto_publish');
    return item ? item.value === 'true' : true;
  }

  /** The polite GET: the sources' User-Agent, one request at a time per host with a gap, timeout, size cap. */
  private politeGet = async (url: string, accept = '*/*'): Promise<{ body: Buffer; contentType: string }> => {
    const host = new URL(url).host;
    const prev = this.hostQueue.get(host) ?? Promise.resolve();
    const mine = prev.catch(() => undefined).then(async () => {
      const wait = (this.hostNext.get(host) ?? 0) - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      try {
        return await httpGet(url, {
          timeoutMs: this.config.timeoutMs, maxBytes: this.config.pageBytes, headers: { 'user-agent': this.config.userAgent, accept },
        });
      } finally {
        this.hostNext.set(host, Date.now() + this.config.hostGapMs);
      }
    });
    this.hostQueue.set(host, mine);
    const reply = await mine;
    return { body: reply.body, contentType: reply.contentType };
  };

  private crawlContext(): CrawlContext {
    return {
      get: this.politeGet,
      keywords: async () => {
        const pinned = (await this.hot.pinned()).map((k) => k.keyword);
        const top = (await this.hot.top('week', 20)).map((k) => k.keyword);
        const subscribed = await this.subscribedKeywords();
        const out: string[] = [];
        const seen = new Set<string>();
        for (const k of [...pinned, ...top, ...subscribed]) {
          const key = k.trim().toLowerCase();
          if (!key || seen.has(key) || (await this.hot.findBanned(k))) continue;
          seen.add(key);
          out.push(k.trim());
        }
        return out;
      },
    };
  }

  /**
   * Runs one cycle of a source now (scheduler and 立即运行) under its lease; answers when it
   * ends. `undefined` when another process holds the lease (the scheduler skips it; the admin
   * route answers 409).
   */
  async runCycle(id: number, trigger: 'schedule' | 'manual'): Promise<CycleResult | undefined> {
    const started = this.clock.now();
    if (!(await this.repo.lease(id, this.owner, started, started + LEASE_MS))) return undefined;
    const source = await this.repo.byId(id);
    if (!source) return undefined;
    const adapter = this.adapters[source.kind as SourceKind];
    const runId = await this.repo.startRun(id, trigger, this.owner, started);
    const total: CycleCounts = { seen: 0, new_count: 0, duplicates: 0, refused: 0 };
    let pages = 0;
    let status: CycleResult['status'] = 'ok';
    let error = '';
    let retryAfterMs = 0;
    try {
      if (!adapter) throw new CrawlError(`未知的来源类型：${source.kind}`);
      const autoPublish = await this.autoPublish();
      const ctx = this.crawlContext();
      const add = (c: CycleCounts) => {
        total.seen += c.seen;
        total.new_count += c.new_count;
        total.duplicates += c.duplicates;
        total.refused += c.refused;
      };
      const renew = async () => {
        const now = this.clock.now();
        if (!(await this.repo.lease(id, this.owner, now, now + LEASE_MS))) throw new LeaseLostError();
      };
      if (!adapter.ordered) {
        let token: string | undefined;
        for (;;) {
          if (pages >= this.config.maxPages) break;
          await renew();
          const page = await adapter.page(source.address, token, ctx);
          pages++;
          add(await this.pipeline.ingest(source, page.items, { autoPublish, runId, owner: this.owner }));
          if (!page.older) break;
          token = page.older;
        }
      } else {
        const cur = parseCursor(source.cursor);
        let token = cur.walk?.token;
        let from = cur.walk?.from;
        let done = false;
        while (pages < this.config.maxPages) {
          await renew();
          const page = await adapter.page(source.address, token, ctx);
          pages++;
          const orders = page.items.map((i) => i.order).filter((o) => o > 0);
          if (from === undefined) from = Math.max(cur.top, ...orders);
          const fresh: CrawlItem[] = page.items.filter((i) => i.order === 0 || i.order > cur.top);
          const reached = !page.older || orders.some((o) => o <= cur.top);
          const next: Cursor = reached ? { top: Math.max(cur.top, from) } : { top: cur.top, walk: { from, token: page.older! } };
          add(await this.pipeline.ingest(source, fresh, { autoPublish, runId, owner: this.owner, cursor: JSON.stringify(next) }));
          if (reached) {
            done = true;
            break;
          }
          token = page.older;
        }
        if (!done) status = 'partial';
      }
    } catch (err) {
      status = 'error';
      error = describeCrawlFailure(err);
      if (err instanceof ProviderError && err.retryAfterMs) retryAfterMs = err.retryAfterMs;
      if (!(err instanceof CrawlError || err instanceof ProviderError || err instanceof LeaseLostError)) {
        console.warn(`[ujuso] source ${id} cycle failed: ${(err as Error)?.stack ?? String(err)}`);
      }
    }
    const now = this.clock.now();
    const failures = status === 'error' ? source.failures + 1 : 0;
    const interval = source.interval_minutes * 60_000;
    // a walk that stopped at the page limit goes on at the next tick; a failure waits longer each time
    const delay = status === 'partial' ? 0 : status === 'error' ? Math.max(retryAfterMs, Math.min(MAX_BACKOFF_MS, interval * 2 ** failures)) : interval;
    await this.repo.finish(id, this.owner, {
      last_run_at: now, last_status: status, failures, next_run_at: now + delay, updated_at: now,
      ...(status === 'error' ? { last_error: error.slice(0, 300), last_error_at: now } : {}),
    });
    await this.repo.endRun(runId, status, error, now);
    return { run_id: runId, status, pages, error, ...total };
  }

  /** 立即运行: one cycle now; 409 while another process crawls it. */
  async runNow(id: number): Promise<CycleResult> {
    if (!(await this.repo.byId(id))) throw notFound('来源不存在');
    const res = await this.runCycle(id, 'manual');
    if (!res) throw conflict('该来源正在由另一个进程采集，请稍后再试');
    return res;
  }

  /** Due sources (enabled, next run passed, not leased), for the scheduler. */
  due(limit: number): Promise<SourceRow[]> {
    return this.repo.due(this.clock.now(), limit);
  }
}
