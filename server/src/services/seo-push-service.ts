import { describeFailure } from '../providers/http-client';
import type { UrlPushProvider, UrlPushResult } from '../providers/url-push/types';
import type { Clock } from '../lib/time';
import type { SeoRepository } from '../repositories/seo-repository';
import { resourcePath, threadPath } from '../seo/pages';

export interface PushOutcome {
  provider: string;
  kind: 'resources' | 'threads';
  urls: string[];
  result?: UrlPushResult;
  /** why the batch failed (it is given back to the cursor and retried on the next tick) */
  error?: string;
}

/**
 * Tells search engines about new pages (issue 32, ADR 0032): on each tick, for every configured
 * provider (Baidu 普通收录, IndexNow) and kind (resources newly approved or imported, new
 * threads), the URLs after that provider's cursor, at most one batch.
 *
 * Several API processes may tick at once: a batch belongs to the process whose compare-and-set
 * moved the cursor past it (seo_push_cursors), so each URL is pushed once; a failed push moves
 * the cursor back (if nobody moved it since) and is retried on the next tick. A new cursor
 * starts at the newest row: the backlog is for the sitemaps, not the push quota.
 */
export class SeoPushService {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly repo: SeoRepository,
    private readonly providers: UrlPushProvider[],
    private readonly siteUrl: string,
    private readonly clock: Clock,
    private readonly log: (msg: string, err?: unknown) => void = () => undefined,
  ) {}

  get enabled(): boolean {
    return this.providers.length > 0;
  }

  async tick(): Promise<PushOutcome[]> {
    const out: PushOutcome[] = [];
    for (const p of this.providers) {
      for (const kind of ['resources', 'threads'] as const) {
        const outcome = await this.pushKind(p, kind);
        if (outcome) out.push(outcome);
      }
    }
    return out;
  }

  private async pushKind(p: UrlPushProvider, kind: 'resources' | 'threads'): Promise<PushOutcome | undefined> {
    const name = `${p.name}:${kind}`;
    const now = this.clock.now();
    const cur = await this.repo.cursor(name);
    if (!cur) {
      const start = kind === 'resources' ? await this.repo.newestResource() : { at: 0, id: await this.repo.maxArticleId() };
      await this.repo.initCursor(name, start, now);
      return undefined;
    }
    const rows = kind === 'resources' ? await this.repo.resourcesChangedAfter(cur, p.maxBatch) : await this.repo.articlesAfter(cur.id, p.maxBatch);
    if (!rows.length) return undefined;
    const last = rows[rows.length - 1];
    const to = kind === 'resources' ? { at: last.at, id: last.id } : { at: 0, id: last.id };
    // another process took this batch
    if (!(await this.repo.moveCursor(name, cur, to, now))) return undefined;
    const urls = [...new Set(rows.map((r) => this.siteUrl + (kind === 'resources' ? resourcePath(r.id) : threadPath(r.id))))];
    try {
      const result = await p.push(urls);
      this.log(result.note);
      return { provider: p.name, kind, urls, result };
    } catch (err) {
      const error = err instanceof Error && /[\u4e00-\u9fff]/.test(err.message) ? err.message : describeFailure(err);
      this.log(`${p.name} 提交失败：${error}`, err);
      await this.repo.moveCursor(name, to, cur, this.clock.now()).catch(() => false);
      return { provider: p.name, kind, urls, error };
    }
  }

  /** Ticks every `intervalMs` (the first one after a short delay) until stop(). */
  start(intervalMs: number): void {
    if (!this.enabled || this.timer) return;
    const run = () => {
      if (this.running) return;
      this.running = this.tick()
        .catch((err: unknown) => this.log('搜索引擎推送出错', err))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
