import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** the request body as text ('' for a GET) */
  body: string;
}

export type FakeHandler = (req: FakeRequest, res: http.ServerResponse) => unknown;

export interface FakeServer {
  url: string;
  /** host:port */
  host: string;
  requests: FakeRequest[];
  /** replaces the handler (switch a provider between healthy and failing mid-test) */
  handle(h: FakeHandler): void;
  close(): Promise<void>;
}

/** A real local HTTP server on a free port; tests give it the provider's protocol. */
export async function startFake(handler: FakeHandler): Promise<FakeServer> {
  let current = handler;
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { method: req.method ?? 'GET', path: u.pathname, query: u.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(r);
      Promise.resolve(current(r, res)).catch((err: Error) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    handle(h) {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: http.ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
