import type { Clock } from '../lib/time';
import type { LinkcheckRepository, QueueRow } from '../repositories/linkcheck-repository';
import { CHECKED_TYPES } from './adapters';
import { BAD_CONFIRM_MS, type CheckResult, type LinkCheckService } from './linkcheck-service';

/** Resources looked at per tick. */
const BATCH = 50;
/** A resource that got an uncertain answer is not picked again for this long (in this process). */
const RETRY_AFTER_MS = 3600_000;
/** Pause between ticks. */
export const TICK_MS = 1000;

/**
 * The background checker (CHECKER=on only): every tick it takes the queue — resources an
 * outside caller got `bad` for, then first `bad` answers to confirm (issue 27), then never-checked
 * resources (shared by members before imported ones, newest first), then the oldest
 * check — skips hosts whose breaker is open or whose next slot is further than a tick away,
 * and checks the rest through LinkCheckService (which spaces requests per host, backs off and
 * keeps the breaker). Ticks never overlap.
 */
export class LinkCheckScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private closing = false;
  private readonly tried = new Map<number, number>();

  constructor(
    private readonly service: LinkCheckService,
    private readonly repo: LinkcheckRepository,
    private readonly clock: Clock,
  ) {}

  /** The next resources the scheduler would check, in order (tests and the admin page). */
  async next(limit = BATCH): Promise<QueueRow[]> {
    const { recheckMs } = await this.service.limits();
    const now = this.clock.now();
    for (const [id, at] of this.tried) if (now - at > RETRY_AFTER_MS) this.tried.delete(id);
    const types = CHECKED_TYPES.filter((t) => !this.service.isOpen(t));
    if (!types.length) return [];
    return this.repo.queue(types, now - recheckMs, limit, [...this.tried.keys()].slice(0, 500), now - BAD_CONFIRM_MS);
  }

  /**
   * One pass: at most one check per host whose slot comes within a tick, all hosts in
   * parallel. Returns the answers (tests drive the scheduler with this).
   */
  async tick(): Promise<CheckResult[]> {
    if (this.service.mode === 'off') return [];
    const rows = await this.next();
    const perHost = new Map<string, QueueRow[]>();
    for (const r of rows) {
      if (this.service.waitFor(r.disk_type) > TICK_MS) continue;
      const list = perHost.get(r.disk_type) ?? [];
      list.push(r);
      perHost.set(r.disk_type, list);
    }
    const { rate } = await this.service.limits();
    const jobs = [...perHost.values()].map(async (list) => {
      const out: CheckResult[] = [];
      // as many as the host's rate allows within about one tick
      for (const r of list.slice(0, rate)) {
        if (this.closing) break;
        const res = await this.service.checkResource(r, { maxWaitMs: TICK_MS * 2 });
        if (res.state === 'uncertain') this.tried.set(r.id, this.clock.now());
        out.push(res);
      }
      return out;
    });
    return (await Promise.all(jobs)).flat();
  }

  start(): void {
    if (this.service.mode !== 'on' || !this.stopped) return;
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((err: unknown) => console.warn(`[ujuso] link checker tick failed: ${(err as Error).message}`))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) {
            this.timer = setTimeout(loop, TICK_MS);
            this.timer.unref?.();
          }
        });
    };
    this.timer = setTimeout(loop, TICK_MS);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
