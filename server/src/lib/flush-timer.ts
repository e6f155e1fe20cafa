/**
 * The timer of a write-behind buffer (buffered view counts): `schedule()` arranges one run of
 * `flush` at most `ms` later (further calls before it runs change nothing), `cancel()` drops that
 * run because the owner is flushing now. The timer never keeps the process alive, and a failed
 * scheduled flush is dropped: only counts that are not money are buffered this way.
 */
export class FlushTimer {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ms: number,
    private readonly flush: () => Promise<void>,
  ) {}

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => undefined); // e.g. the database closed: those counts are lost (documented bound)
    }, this.ms);
    this.timer.unref();
  }

  cancel(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
