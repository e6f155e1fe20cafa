import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRoot, type Root } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { http as client } from '../../src/api/http';
import type { Clock } from '../../src/lib/clock';
import { featureSagas } from '../../src/sagas/features';
import { createAppStore, type PreloadedState } from '../../src/store';
import { memoryStore } from '../../src/store/storage';
import { createCappedStorage } from '../../src/store/storage';

/** A request the local API server received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Delay before answering (ms). */
  delay?: number;
  /** Written as it is instead of the JSON body (a text/event-stream, issue 33). */
  raw?: string;
  /** Leave the response open after `raw` (a live stream the client holds). */
  hold?: boolean;
}

export type Handler = (req: SeenRequest) => Reply | undefined;

/**
 * A real HTTP server on a free local port answering like the ujuso API ({code,msg,data}
 * envelopes, HTTP status = body code on errors). Routes are `METHOD /path` → handler; unknown
 * paths answer the 404 envelope. The app's HTTP client is pointed at it.
 */
export class ApiServer {
  readonly seen: SeenRequest[] = [];
  private routes = new Map<string, Handler>();
  private server = http.createServer((req, res) => void this.handle(req, res));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    client.defaults.baseURL = this.url;
    return this;
  }

  async stop(): Promise<void> {
    client.defaults.baseURL = '';
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  on(route: string, handler: Handler | Reply): this {
    this.routes.set(route, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  reset(): void {
    this.routes.clear();
    this.seen.length = 0;
  }

  calls(route: string): SeenRequest[] {
    const [method, path] = route.split(' ');
    return this.seen.filter((r) => r.method === method && r.path === path);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // jsdom's XMLHttpRequest enforces CORS like a browser does.
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-expose-headers': 'x-login',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    this.seen.push(seen);
    const handler = this.routes.get(`${seen.method} ${seen.path}`);
    const reply = handler?.(seen) ?? { status: 404, body: { code: 404, msg: '接口不存在', data: null } };
    if (reply.delay) await new Promise((r) => setTimeout(r, reply.delay));
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...cors, ...reply.headers });
    if (reply.raw !== undefined) {
      res.write(reply.raw);
      if (!reply.hold) res.end();
      return;
    }
    res.end(JSON.stringify(reply.body));
  }
}

export const ok = (data: unknown, msg = '成功'): Reply => ({ body: { code: 200, msg, data } });
export const fail = (code: number, msg: string, headers?: Record<string, string>): Reply => ({
  status: code,
  body: { code, msg, data: null },
  headers,
});

/**
 * A clock tests move by hand. sleep() resolves when the clock is advanced past its wake time,
 * so a saga waiting for 23:00 wakes exactly when the test moves the clock there.
 */
export class TestClock implements Clock {
  private sleepers: { at: number; wake: () => void }[] = [];
  constructor(private t: number) {}
  now(): number {
    return this.t;
  }
  sleep(ms: number): Promise<void> {
    return new Promise((wake) => this.sleepers.push({ at: this.t + ms, wake }));
  }
  /** Moves the clock to `ms` and wakes every sleeper whose time has come. */
  async set(ms: number): Promise<void> {
    this.t = ms;
    const due = this.sleepers.filter((s) => s.at <= ms);
    this.sleepers = this.sleepers.filter((s) => s.at > ms);
    due.forEach((s) => s.wake());
    await flush();
  }
  get pending(): number {
    return this.sleepers.length;
  }
  /** Is a sleeper waiting to wake at exactly `ms`? (A saga that sleeps after an HTTP call registers late.) */
  sleepsUntil(ms: number): boolean {
    return this.sleepers.some((s) => s.at === ms);
  }
}

/** Lets promises and saga steps settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Local time as ms (the machine's timezone, which is what the app uses). */
export const at = (y: number, mo: number, d: number, h = 12, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime();

// Toasts render from saga and HTTP callbacks, outside React's act(); like a browser does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** The real react-toastify container mounted in jsdom; read what the user would see. */
export class Toasts {
  private root: Root | null = null;
  private host: HTMLElement | null = null;

  async mount(): Promise<void> {
    this.host = document.createElement('div');
    document.body.appendChild(this.host);
    this.root = createRoot(this.host);
    this.root.render(<ToastContainer position="top-right" theme="light" autoClose={5000} />);
    await flush();
  }

  async unmount(): Promise<void> {
    this.root?.unmount();
    await flush();
    this.host?.remove();
    this.root = null;
  }

  texts(): string[] {
    return [...document.querySelectorAll('.Toastify__toast')].map((n) => n.textContent ?? '');
  }

  /** Waits until a toast with this text is on screen; returns the toast element. */
  async find(text: string): Promise<HTMLElement> {
    return vi.waitFor(
      () => {
        const el = [...document.querySelectorAll<HTMLElement>('.Toastify__toast')].find((n) => n.textContent?.includes(text));
        if (!el) throw new Error(`toast「${text}」not shown; shown: ${JSON.stringify(this.texts())}`);
        return el;
      },
      { timeout: 3000, interval: 20 },
    );
  }
}

/** A real store with real sagas over a memory-backed capped storage and the test clock. */
export function makeStore(clock: TestClock, preloaded?: PreloadedState, opts: { persist?: boolean } = {}) {
  const backing = memoryStore();
  const { store, persistor, task } = createAppStore(preloaded, {
    clock,
    persist: opts.persist ?? false,
    storage: createCappedStorage(backing),
    // the feature sagas at once (the app loads them as a chunk: featureGate.test.tsx covers that)
    features: () => featureSagas,
  });
  return { store, persistor, backing, task };
}

/** Polls until `check` passes (saga + HTTP round trips are asynchronous). */
export function until<T>(check: () => T, timeout = 10_000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 10 });
}
