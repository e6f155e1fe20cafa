import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server';

/**
 * A request that reaches the server while it closes (a rolling restart of the cluster hands a
 * connection to a worker in the instant it begins to stop; a kept-alive client sends as the
 * server closes) is answered normally, with Connection: close — not refused with Fastify's
 * default 503 — and the close waits for it (issue 18).
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close().catch(() => undefined);
});

describe('closing server', () => {
  it('answers a request whose headers arrive after close() began', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let raw = '';
    socket.on('data', (d) => (raw += d.toString()));
    const ended = new Promise((r) => socket.once('close', r));
    // the request has begun (so the connection is not idle), then the server starts to close
    socket.write('GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((r) => setTimeout(r, 50));
    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false); // close() waits for the request in flight
    socket.write('Accept: application/json\r\n\r\n');
    await ended;
    await closing;
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(raw).toContain('"status":"ok"');
  });
});
