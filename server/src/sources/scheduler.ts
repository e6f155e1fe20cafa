import type { SourceService } from './source-service';

/** Sources started per tick at most (they run one after another). */
const PER_TICK = 5;

/**
 * The one scheduler of 资源来源 (SOURCES_SCHEDULER=on, the default): every tick it takes the due
 * sources and runs their cycles one after another. Any number of processes may run it: a cycle
 * runs only under the source's database lease (SourcesRepository.lease), so a cluster crawls each
 * source once per cycle. Ticks never overlap.
 */
export class SourceScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private closing = false;

  constructor(
    private readonly service: SourceService,
    private readonly tickMs: number,
  ) {}

  /** One pass over the due sources; returns how many cycles this process ran. */
  async tick(): Promise<number> {
    let ran = 0;
    for (const s of await this.service.due(PER_TICK)) {
      if (this.closing) break;
      if (await this.service.runCycle(s.id, 'schedule')) ran++;
    }
    return ran;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((err: unknown) => console.warn(`[ujuso] sources tick failed: ${(err as Error).message}`))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) {
            this.timer = setTimeout(loop, this.tickMs);
            this.timer.unref?.();
          }
        });
    };
    this.timer = setTimeout(loop, Math.min(this.tickMs, 1000));
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
