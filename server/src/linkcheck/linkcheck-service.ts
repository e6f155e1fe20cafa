import type { Kysely } from 'kysely';
import type { LinkcheckConfig } from '../config';
import type { Database } from '../db/schema';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import type { LinkcheckRepository } from '../repositories/linkcheck-repository';
import type { ResourcesRepository } from '../repositories/resources-repository';
import { codeFromUrl, DISK_TYPES, normalizeUrl } from '../search/link-parser';
import type { WebSettingsService } from '../services/web-settings-service';
import { CHECKED_TYPES, runAdapter, type CheckedType, type CheckState, type Verdict } from './adapters';

/** How long an answer is reused (PanSou's check cache does the same per state). */
export const CHECK_TTL_MS: Record<CheckState, number> = {
  ok: 24 * 3600_000,
  locked: 24 * 3600_000,
  bad: 6 * 3600_000,
  unsupported: 7 * 24 * 3600_000,
  uncertain: 10 * 60_000,
};
/** After this many uncertain answers in a row a host's breaker opens… */
export const BREAKER_STREAK = 5;
/** …for this long; then one request is let through (half-open) and its answer decides. */
export const BREAKER_OPEN_MS = 5 * 60_000;
/** Backoff after an uncertain answer: 1 s, 2 s, 4 s … at most 5 min, on top of the rate. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** A check asked by a person waits at most this long for its host's slot, else uncertain. */
export const MAX_WAIT_MS = 10_000;

/** Site config (web_settings) of the checker, edited on the admin config page. */
export const LINKCHECK_SETTING_DEFAULTS = { linkcheck_rate_per_host: '2', linkcheck_recheck_hours: '24' } as const;

export const STATE_LABELS: Record<CheckState, string> = {
  ok: '链接有效', bad: '链接失效', locked: '需要提取码', unsupported: '暂不支持检测', uncertain: '无法确认',
};

export interface CheckRequest {
  /** PanSou's disk type (mobile = 139) or ours */
  diskType: string;
  url: string;
  password?: string;
}

export interface CheckResult {
  disk_type: string;
  url: string;
  normalized_url: string;
  state: CheckState;
  cache_hit: boolean;
  checked_at: number;
  expires_at: number;
  summary: string;
  /** the resource of ours this link is, if any */
  resource_id: number | null;
  evidence: Record<string, unknown>;
}

interface Gate {
  /** real time (ms) before which the next request may not start */
  nextAt: number;
  streak: number;
  /** clock time until which the breaker is open */
  openUntil: number;
  halfOpenBusy: boolean;
  loaded: boolean;
}

/** PanSou's disk type names → ours. */
export function ourDiskType(t: string): string {
  const x = t.trim().toLowerCase();
  return x === 'mobile' ? '139' : x;
}

/** The normalised URL with its code: the cache key (a wrong code gives another answer). */
export function checkKey(url: string, password: string): string {
  const norm = normalizeUrl(url);
  return password ? `${norm}${norm.includes('?') ? '&' : '?'}pwd=${password}` : norm;
}

function codeOf(url: string, password: string | undefined): string {
  if (password?.trim()) return password.trim();
  const fromUrl = codeFromUrl(url);
  if (fromUrl) return fromUrl;
  try {
    return new URL(url).searchParams.get('password') ?? '';
  } catch {
    return '';
  }
}

/**
 * The link checker (issue 19, ADR 0017): asks a disk's share endpoint about a link through
 * its adapter, at most `linkcheck_rate_per_host` requests per second per disk type (in this
 * process), with backoff after uncertain answers and a circuit breaker per host; stores every
 * answer with its evidence; applies definitive answers to our resource (`bad` takes it out of
 * search exactly like enough reports do). CHECKER=off: no outside request is ever made.
 */
export class LinkCheckService {
  private readonly gates = new Map<string, Gate>();
  private rateCache: { at: number; rate: number; recheckMs: number } | undefined;

  constructor(
    readonly config: LinkcheckConfig,
    private readonly db: DB,
    private readonly repo: LinkcheckRepository,
    private readonly resources: ResourcesRepository,
    private readonly settings: WebSettingsService,
    private readonly clock: Clock,
    /** real time for spacing requests (tests keep the fake clock for stored times) */
    private readonly realNow: () => number = () => Date.now(),
  ) {}

  get mode(): 'off' | 'manual' | 'on' {
    return this.config.mode;
  }

  /** Rate per host and recheck age from the site config; re-read every 5 s (that is the cache). */
  async limits(): Promise<{ rate: number; recheckMs: number }> {
    const now = this.realNow();
    if (this.rateCache && now - this.rateCache.at < 5000) return this.rateCache;
    const [rateRaw, hoursRaw] = await Promise.all([
      this.settings.getValue('linkcheck_rate_per_host'),
      this.settings.getValue('linkcheck_recheck_hours'),
    ]);
    const rate = clampInt(rateRaw, Number(LINKCHECK_SETTING_DEFAULTS.linkcheck_rate_per_host), 1, 20);
    const hours = clampInt(hoursRaw, Number(LINKCHECK_SETTING_DEFAULTS.linkcheck_recheck_hours), 1, 720);
    this.rateCache = { at: now, rate, recheckMs: hours * 3600_000 };
    return this.rateCache;
  }

  private async gate(type: string): Promise<Gate> {
    let g = this.gates.get(type);
    if (!g) {
      g = { nextAt: 0, streak: 0, openUntil: 0, halfOpenBusy: false, loaded: false };
      this.gates.set(type, g);
    }
    if (!g.loaded) {
      g.loaded = true;
      const row = await this.repo.host(type);
      if (row) {
        g.streak = row.streak;
        g.openUntil = Number(row.open_until);
      }
    }
    return g;
  }

  /** Whether the host's breaker is open now (the scheduler skips such hosts). */
  isOpen(type: string): boolean {
    const g = this.gates.get(type);
    return !!g && g.openUntil > this.clock.now();
  }

  /** Real ms until this host's next slot (0 = now). */
  waitFor(type: string): number {
    const g = this.gates.get(type);
    return g ? Math.max(0, g.nextAt - this.realNow()) : 0;
  }

  /**
   * Checks one link. A fresh stored answer is reused (cache_hit) unless `force`. `maxWaitMs`:
   * how long to wait for the host's slot before answering uncertain without asking.
   */
  async check(req: CheckRequest, opts: { force?: boolean; maxWaitMs?: number; resourceId?: number } = {}): Promise<CheckResult> {
    const type = ourDiskType(req.diskType);
    const password = codeOf(req.url, req.password);
    const key = checkKey(req.url, password).slice(0, 1000);
    const now = this.clock.now();
    const base = { disk_type: req.diskType, url: req.url, normalized_url: key };
    const plain = normalizeUrl(req.url).slice(0, 1000);
    const resourceId = opts.resourceId ?? (await this.repo.resourceByUrlNorm(plain))?.id ?? null;

    if (!opts.force) {
      const hit = await this.repo.fresh(key, now);
      if (hit) {
        // an answer got for this link elsewhere (/api/check/links, another resource row) that our resource has not seen yet
        if (resourceId !== null) {
          const at = Number(hit.checked_at);
          await this.db.transaction().execute((trx) => this.apply(trx, resourceId, password, hit.state as CheckState, at, (CHECKED_TYPES as readonly string[]).includes(type), true));
        }
        return {
          ...base, state: hit.state as CheckState, cache_hit: true, checked_at: Number(hit.checked_at), expires_at: Number(hit.expires_at),
          summary: hit.summary, resource_id: resourceId, evidence: safeJson(hit.evidence),
        };
      }
    }
    const transient = (summary: string, evidence: Record<string, unknown> = {}): CheckResult => ({
      ...base, state: 'uncertain', cache_hit: false, checked_at: now, expires_at: now, summary, resource_id: resourceId, evidence,
    });
    if (!(DISK_TYPES as readonly string[]).includes(type) || type === 'other') {
      return this.record(base, type, resourceId, password, { state: 'unsupported', summary: '当前网盘暂不支持检测', evidence: { disk_type: req.diskType } }, 0, false);
    }
    const online = (CHECKED_TYPES as readonly string[]).includes(type);
    if (online && this.config.mode === 'off') return transient('链接检测未开启', { checker: 'off' });

    let started = this.realNow();
    let verdict: Verdict;
    if (online) {
      const g = await this.gate(type);
      const { rate } = await this.limits();
      if (g.openUntil > now) return transient('该网盘检测暂停（熔断中）', { breaker: 'open', open_until: g.openUntil });
      const halfOpen = g.openUntil > 0;
      if (halfOpen && g.halfOpenBusy) return transient('该网盘检测暂停（熔断中）', { breaker: 'half-open' });
      const startAt = Math.max(this.realNow(), g.nextAt);
      const wait = startAt - this.realNow();
      if (wait > (opts.maxWaitMs ?? MAX_WAIT_MS)) return transient('检测繁忙，请稍后再试', { wait_ms: wait });
      g.nextAt = startAt + Math.ceil(1000 / rate);
      if (halfOpen) g.halfOpenBusy = true;
      try {
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        started = this.realNow();
        verdict = await runAdapter({ diskType: type, url: req.url, password }, this.config.baseUrls as Partial<Record<CheckedType, string>>, this.config.timeoutMs);
      } finally {
        if (halfOpen) g.halfOpenBusy = false;
      }
      await this.afterAnswer(type, g, verdict);
    } else {
      verdict = await runAdapter({ diskType: type, url: req.url, password }, {});
    }
    return this.record(base, type, resourceId, password, verdict, this.realNow() - started, online);
  }

  /** Backoff and breaker bookkeeping after one answer of a host. */
  private async afterAnswer(type: string, g: Gate, verdict: Verdict): Promise<void> {
    const now = this.clock.now();
    const failed = verdict.state === 'uncertain';
    if (failed) {
      g.streak += 1;
      const backoff = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (g.streak - 1)) * (verdict.rateLimited ? 2 : 1);
      g.nextAt = Math.max(g.nextAt, this.realNow() + backoff);
      if (g.streak >= BREAKER_STREAK) g.openUntil = now + BREAKER_OPEN_MS;
    } else {
      g.streak = 0;
      g.openUntil = 0;
    }
    await this.repo.recordHost(type, { failed, state: verdict.state, summary: verdict.summary.slice(0, 200), at: now, openUntil: g.openUntil, streak: g.streak });
  }

  /** Stores the answer and applies a definitive one to our resource (when the code matches it). */
  private async record(
    base: { disk_type: string; url: string; normalized_url: string },
    type: string,
    resourceId: number | null,
    password: string,
    verdict: Verdict,
    durationMs: number,
    online: boolean,
  ): Promise<CheckResult> {
    const now = this.clock.now();
    const expires = now + CHECK_TTL_MS[verdict.state];
    const summary = verdict.summary.slice(0, 200);
    await this.db.transaction().execute(async (trx) => {
      await this.repo.insert(trx, {
        resource_id: resourceId, url_norm: base.normalized_url, disk_type: type.slice(0, 16), state: verdict.state, summary,
        evidence: JSON.stringify(verdict.evidence).slice(0, 2000), duration_ms: Math.max(0, Math.round(durationMs)), checked_at: now, expires_at: expires,
      });
      if (resourceId !== null) await this.apply(trx, resourceId, password, verdict.state, now, online, false);
    });
    return { ...base, state: verdict.state, cache_hit: false, checked_at: now, expires_at: expires, summary, resource_id: resourceId, evidence: verdict.evidence };
  }

  /**
   * Applies an answer to our resource: definitive states set check_state/checked_at (`bad` also
   * takes it out of search, like enough reports); uncertain only moves the queue on. An answer
   * about the link with another code (wrong or missing) says nothing about ours; a cached answer
   * older than the resource's own last check is ignored.
   */
  private async apply(trx: Kysely<Database>, resourceId: number, password: string, state: CheckState, at: number, online: boolean, cached: boolean): Promise<void> {
    const r = await this.resources.byId(resourceId, trx);
    if (!r || (online && (r.pwd || '') !== password && !(r.pwd === '' && codeFromUrl(r.url) === password))) return;
    if (cached && Number(r.checked_at) >= at) return;
    if (state === 'uncertain') {
      await this.repo.touchResource(trx, resourceId, at);
      return;
    }
    await this.repo.setResourceCheck(trx, resourceId, state, at);
    if (state === 'bad' && r.validity !== 'invalid') await this.resources.setValidity(trx, resourceId, 'invalid', at);
    // the search's candidate cache holds check_state (只看已验证): a new generation drops it
    else await this.resources.reindex(trx, resourceId);
  }

  /** Re-checks resources now (admin): bypasses the stored answers, still rate-limited. */
  async recheck(ids: number[]): Promise<CheckResult[]> {
    const rows = await this.repo.resourcesByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: CheckResult[] = [];
    for (const id of ids) {
      const r = byId.get(id);
      if (!r) continue;
      out.push(await this.check({ diskType: r.disk_type, url: r.url, password: r.pwd }, { force: true, resourceId: r.id, maxWaitMs: 60_000 }));
    }
    return out;
  }

  /** The admin overview: mode, limits, per host state, counts by check state. */
  async overview() {
    const [{ rate, recheckMs }, hosts, counts] = await Promise.all([this.limits(), this.repo.hosts(), this.repo.stateCounts()]);
    const now = this.clock.now();
    const byType = new Map(hosts.map((h) => [h.disk_type, h]));
    return {
      mode: this.config.mode,
      rate_per_host: rate,
      recheck_hours: Math.round(recheckMs / 3600_000),
      counts,
      hosts: CHECKED_TYPES.map((t) => {
        const h = byType.get(t);
        const g = this.gates.get(t);
        const openUntil = g?.loaded ? g.openUntil : Number(h?.open_until ?? 0);
        const streak = g?.loaded ? g.streak : (h?.streak ?? 0);
        return {
          disk_type: t,
          checks: h?.checks ?? 0,
          failures: h?.failures ?? 0,
          streak,
          breaker: openUntil > now ? ('open' as const) : openUntil > 0 ? ('half_open' as const) : ('closed' as const),
          open_until: openUntil > 0 ? new Date(openUntil).toISOString() : '',
          last_state: h?.last_state ?? '',
          last_summary: h?.last_summary ?? '',
          last_at: h && Number(h.last_at) > 0 ? new Date(Number(h.last_at)).toISOString() : '',
        };
      }),
    };
  }

  /** Checks of one resource with evidence, newest first. */
  async history(resourceId: number, limit = 20) {
    return (await this.repo.ofResource(resourceId, limit)).map((r) => ({
      state: r.state, summary: r.summary, evidence: safeJson(r.evidence), duration_ms: r.duration_ms,
      checked_at: new Date(Number(r.checked_at)).toISOString(),
    }));
  }
}

function clampInt(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function safeJson(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
