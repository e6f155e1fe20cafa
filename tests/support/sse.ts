/**
 * A minimal Server-Sent Events reader over fetch (issue 33, the live channel): opens the stream,
 * parses `event:` / `data:` / `id:` blocks and lets a test wait for an event that matches.
 */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** resolves with the first event (seen so far or later) that matches, or rejects after `ms` */
  next(match: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  /** resolves when the server ended the stream */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const ac = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: ac.signal });
  const events: SseEvent[] = [];
  const waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }> = [];
  let endResolve!: () => void;
  const ended = new Promise<void>((r) => (endResolve = r));
  if (res.ok && res.body && (res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buf = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buf += value;
          let at: number;
          while ((at = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, at);
            buf = buf.slice(at + 2);
            const e: SseEvent = { event: 'message', data: '' };
            let hasData = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [k, ...rest] = line.split(':');
              const v = rest.join(':').replace(/^ /, '');
              if (k === 'event') e.event = v;
              else if (k === 'data') {
                e.data += (hasData ? '\n' : '') + v;
                hasData = true;
              } else if (k === 'id') e.id = v;
            }
            if (!hasData) continue;
            events.push(e);
            for (const w of [...waiters]) {
              if (w.match(e)) {
                waiters.splice(waiters.indexOf(w), 1);
                w.resolve(e);
              }
            }
          }
        }
      } catch {
        // aborted
      }
      endResolve();
    })();
  } else endResolve();
  return {
    status: res.status,
    events,
    ended,
    close: () => ac.abort(),
    next: (match, ms = 10_000) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<SseEvent>((resolve, reject) => {
        const w = { match, resolve: (e: SseEvent) => (clearTimeout(timer), resolve(e)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(w), 1);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.push(w);
      });
    },
  };
}
