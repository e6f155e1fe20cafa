import type { Kysely } from 'kysely';
import type { LinkcheckConfig } from '../config';
import type { Database } from '../db/schema';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import type { LinkcheckRepository } from '../repositories/linkcheck-repository';
import type { ResourcesRepository } from '../repositories/resources-repository';
import { codeFromUrl, detectDiskType, DISK_TYPES, normalizeUrl } from '../search/link-parser';
import type { ResourceRow } from '../repositories/resources-repository';
import type { WebSettingsService } from '../services/web-settings-service';
import { CHECKED_TYPES, runAdapter, type CheckedType, type CheckState, type Verdict } from './adapters';

/** How long an answer is reused: PanSou's check cache TTL per state (service/check_service.go ttlForState). */
export const CHECK_TTL_MS: Record<CheckState, number> = {
  ok: 24 * 3600_000,
  locked: 12 * 3600_000,
  bad: 6 * 3600_000,
  unsupported: 24 * 3600_000,
  uncertain: 30 * 60_000,
};
/** A first `bad` of our checker removes a resource only when another comes at least this much later (issue 27). */
export const BAD_CONFIRM_MS = 3600_000;
/** Items of one /api/check/links request that are checked; the rest are answered uncertain without asking. */
export const CHECK_ITEMS_LIVE = 50;
/** New re-check requests one address may queue through /api/check/links per hour (issue 27). */
export const QUEUE_PER_IP_PER_HOUR = 10;
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Gate {
  /** real time (ms) before which the next request may not start */
  nextAt: number;
  streak: number;
  /** clock time until which the breaker is open */
  openUntil: number;
  halfOpenBusy: boolean;
  loaded: boolean;
  /** real time (ms) the last request to this host actually left */
  sentAt: number;
}

/** PanSou's disk type names → ours. */
export function ourDiskType(t: string): string {
  const x = t.trim().toLowerCase();
  return x === 'mobile' ? '139' : x;
}

/** Our disk type → PanSou's name. */
function pansouName(t: string): string {
  return t === '139' ? 'mobile' : t;
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
 * answer with its evidence. Only our own checker's online answers about a stored resource change
 * it, and a `bad` needs confirmation (issue 27, see `apply`). CHECKER=off: no outside request.
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
      g = { nextAt: 0, streak: 0, openUntil: 0, halfOpenBusy: false, loaded: false, sentAt: -Infinity };
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
   * Checks one link and answers; never changes a stored resource (issue 27: only
   * `checkResource`, our own checker, does). The cache key is the disk type with the normalised
   * URL and code, as PanSou's (`disk_type|url`): an answer for a claimed wrong type never serves
   * another type. A fresh stored answer is reused (cache_hit) unless `force`. `maxWaitMs`: how
   * long to wait for the host's slot before answering uncertain without asking.
   */
  async check(req: CheckRequest, opts: { force?: boolean; maxWaitMs?: number } = {}): Promise<CheckResult> {
    return this.run(ourDiskType(req.diskType), req, null, opts);
  }

  private async run(type: string, req: CheckRequest, resource: ResourceRow | null, opts: { force?: boolean; maxWaitMs?: number }): Promise<CheckResult> {
    const password = codeOf(req.url, req.password);
    const key = checkKey(req.url, password).slice(0, 1000);
    const now = this.clock.now();
    const base = { disk_type: req.diskType, url: req.url, normalized_url: key };
    const resourceId = resource?.id ?? null;

    if (!opts.force) {
      const hit = await this.repo.fresh(key, type.slice(0, 16), now);
      if (hit) {
        return {
          ...base, state: hit.state as CheckState, cache_hit: true, checked_at: Number(hit.checked_at), expires_at: Number(hit.expires_at),
          summary: hit.summary, resource_id: resourceId, evidence: safeJson(hit.evidence),
        };
      }
    }
    // answered without asking anyone: not stored; expires like PanSou's cached uncertain answers
    const transient = (summary: string, evidence: Record<string, unknown> = {}): CheckResult => ({
      ...base, state: 'uncertain', cache_hit: false, checked_at: now, expires_at: now + CHECK_TTL_MS.uncertain, summary, resource_id: resourceId, evidence,
    });
    if (!(DISK_TYPES as readonly string[]).includes(type) || type === 'other') {
      return this.record(base, type, null, { state: 'unsupported', summary: '当前网盘暂不支持检测', evidence: { disk_type: req.diskType } }, 0);
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
      const interval = Math.ceil(1000 / rate);
      g.nextAt = startAt + interval;
      if (halfOpen) g.halfOpenBusy = true;
      try {
        if (wait > 0) await sleep(wait);
        // Slots are handed out 1/rate apart, but a timer that fires late (a busy machine) would
        // let the next slot's request leave less than one interval after it: each request
        // leaves at least one interval after the request before it actually left.
        for (let early = g.sentAt + interval - this.realNow(); early > 0; early = g.sentAt + interval - this.realNow()) await sleep(early);
        g.sentAt = this.realNow();
        started = g.sentAt;
        verdict = await runAdapter({ diskType: type, url: req.url, password }, this.config.baseUrls as Partial<Record<CheckedType, string>>, this.config.timeoutMs);
      } finally {
        if (halfOpen) g.halfOpenBusy = false;
      }
      await this.afterAnswer(type, g, verdict);
    } else {
      verdict = await runAdapter({ diskType: type, url: req.url, password }, {});
    }
    // only an online answer about a resource's own type, asked by our checker, touches the resource
    return this.record(base, type, online ? resource : null, verdict, this.realNow() - started);
  }

  /**
   * Our own checker (background scheduler and admin re-check) checks one stored resource: the
   * disk type comes from its stored URL (never from anyone's claim), the code is its own, the
   * disk is asked now (no cached answer, which an outside caller may have caused). Only such an
   * online answer changes the resource (see `apply`); format-only and unsupported types answer
   * without touching it.
   */
  async checkResource(r: { id: number; url: string; pwd: string }, opts: { maxWaitMs?: number } = {}): Promise<CheckResult> {
    const row = await this.resources.byId(r.id);
    if (!row) throw new Error(`resource ${r.id} not found`);
    const type = detectDiskType(row.url);
    return this.run(type, { diskType: pansouName(type), url: row.url, password: row.pwd }, row, { force: true, maxWaitMs: opts.maxWaitMs });
  }

  /**
   * PanSou's /api/check/links for an outside caller: every item answered, nothing written to a
   * stored resource. When a caller's answer is `bad` for a link we store, of the type its URL
   * says, the resource is queued for a real re-check by our own checker (one entry per
   * resource; at most QUEUE_PER_IP_PER_HOUR new entries per address an hour).
   */
  async answer(items: CheckRequest[], ip: string): Promise<CheckResult[]> {
    const now = this.clock.now();
    const unanswered = (i: CheckRequest, summary: string): CheckResult => ({
      disk_type: i.diskType, url: i.url, normalized_url: '', state: 'uncertain', cache_hit: false, checked_at: now,
      expires_at: now + CHECK_TTL_MS.uncertain, summary, resource_id: null, evidence: {},
    });
    const results = await Promise.all(
      items.map((i, n) => {
        // PanSou answers an empty link without asking; past CHECK_ITEMS_LIVE a request asks nobody (our protection)
        if (!i.url.trim()) return unanswered(i, '链接格式无效');
        if (n >= CHECK_ITEMS_LIVE) return unanswered(i, '单次检测的链接过多，请分批提交');
        return this.check(i);
      }),
    );
    for (const [i, res] of results.entries()) {
      if (res.state !== 'bad') continue;
      const type = ourDiskType(items[i].diskType);
      if (!(CHECKED_TYPES as readonly string[]).includes(type)) continue;
      const r = await this.repo.resourceByUrlNorm(normalizeUrl(items[i].url).slice(0, 1000));
      if (!r || r.status !== 'approved' || r.validity === 'invalid' || detectDiskType(r.url) !== type) continue;
      await this.repo.enqueue(r.id, ip.slice(0, 64), now, QUEUE_PER_IP_PER_HOUR);
    }
    return results;
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

  /** Stores the answer; when our checker asked about a resource, applies it (see `apply`). */
  private async record(
    base: { disk_type: string; url: string; normalized_url: string },
    type: string,
    resource: ResourceRow | null,
    verdict: Verdict,
    durationMs: number,
  ): Promise<CheckResult> {
    const now = this.clock.now();
    const expires = now + CHECK_TTL_MS[verdict.state];
    const summary = verdict.summary.slice(0, 200);
    await this.db.transaction().execute(async (trx) => {
      await this.repo.insert(trx, {
        resource_id: resource?.id ?? null, url_norm: base.normalized_url, disk_type: type.slice(0, 16), state: verdict.state, summary,
        evidence: JSON.stringify(verdict.evidence).slice(0, 2000), duration_ms: Math.max(0, Math.round(durationMs)), checked_at: now, expires_at: expires,
      });
      if (resource) await this.apply(trx, resource.id, verdict.state, now);
    });
    return { ...base, state: verdict.state, cache_hit: false, checked_at: now, expires_at: expires, summary, resource_id: resource?.id ?? null, evidence: verdict.evidence };
  }

  /**
   * Applies our own checker's online answer to the resource (issue 27). ok / locked /
   * unsupported set check_state and clear a pending bad. `bad` takes the resource out of search
   * (validity = invalid, as enough reports do) only when confirmed: members reported it too, or
   * an earlier `bad` of ours is at least BAD_CONFIRM_MS old; a first `bad` only records
   * `bad_since` (the resource stays searchable, its check_state unchanged). The admin restores a
   * removed resource from the resource list; every answer's evidence stays in link_checks.
   * `uncertain` keeps the last definitive state and only moves the queue on.
   */
  private async apply(trx: Kysely<Database>, resourceId: number, state: CheckState, at: number): Promise<void> {
    const r = await this.resources.byId(resourceId, trx);
    if (!r) return;
    await this.repo.dequeue(trx, resourceId);
    if (state === 'uncertain') {
      await this.repo.touchResource(trx, resourceId, at);
      return;
    }
    if (state !== 'bad') {
      await this.repo.setResourceCheck(trx, resourceId, { check_state: state, checked_at: at, bad_since: 0 });
      // the search's candidate cache holds check_state (只看已验证): a new generation drops it
      await this.resources.reindex(trx, resourceId);
      return;
    }
    const badSince = Number(r.bad_since);
    const confirmed = r.validity === 'invalid' || r.validity === 'reported' || r.report_count > 0 || (badSince > 0 && at - badSince >= BAD_CONFIRM_MS);
    if (!confirmed) {
      await this.repo.setResourceCheck(trx, resourceId, { checked_at: at, bad_since: badSince > 0 ? badSince : at });
      return;
    }
    await this.repo.setResourceCheck(trx, resourceId, { check_state: 'bad', checked_at: at, bad_since: 0 });
    if (r.validity !== 'invalid') await this.resources.setValidity(trx, resourceId, 'invalid', at);
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
      out.push(await this.checkResource(r, { maxWaitMs: 60_000 }));
    }
    return out;
  }

  /** The admin overview: mode, limits, per host state, counts by check state. */
  async overview() {
    const [{ rate, recheckMs }, hosts, counts, queued] = await Promise.all([this.limits(), this.repo.hosts(), this.repo.stateCounts(), this.repo.queuedCount()]);
    const now = this.clock.now();
    const byType = new Map(hosts.map((h) => [h.disk_type, h]));
    return {
      mode: this.config.mode,
      rate_per_host: rate,
      recheck_hours: Math.round(recheckMs / 3600_000),
      counts,
      queued,
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
