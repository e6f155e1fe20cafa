import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/database';
import { call, ROOT } from '../support/cluster';
import { ADMIN_PASSWORD, freshDbConfig, TEST_DB_KIND } from '../support/server';

/**
 * `npm run start:cluster` (issue 18): the cluster primary with two workers on one port, on the
 * suite's database (throwaway PostgreSQL or a SQLite file). A worker killed with SIGKILL is
 * replaced while the other answers; SIGHUP restarts the workers one by one without a failed
 * request; SIGTERM stops every worker gracefully, and the article views they buffered are in
 * the database afterwards.
 */
let primary: ChildProcess;
let out = '';
let base: string;
let handle: DatabaseHandle;
let cleanup: () => Promise<void>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });

const waitFor = async (what: () => boolean, ms: number, label: string) => {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error(`等待超时：${label}\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
/** One GET on a connection of its own (what a reverse proxy without upstream keep-alive does). */
const getFresh = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: 10_000, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`超时：${url}`)));
    req.on('error', reject);
  });
const started = () => (out.match(/已启动：http/g) ?? []).length;

beforeAll(async () => {
  const fresh = await freshDbConfig();
  cleanup = fresh.cleanup;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/cluster.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: fresh.db.url, WORKERS: '2', PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD, STATIC_DIR: '/nonexistent', LOG_LEVEL: 'error', PG_POOL_MAX: '4', TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  primary.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  await waitFor(() => out.includes('集群已启动'), 120_000, 'cluster start');
  handle = await openDatabase(fresh.db);
}, 180_000);

afterAll(async () => {
  if (primary && primary.exitCode === null) primary.kill('SIGKILL');
  await handle?.close();
  await cleanup?.();
});

const workerPids = () => {
  const m = /集群已启动：\d+ 个工作进程（主进程 \d+：([\d, ]+)）/.exec(out);
  return m ? m[1].split(',').map((s) => Number(s.trim())) : [];
};

describe(`cluster: N workers on one port (${TEST_DB_KIND})`, () => {
  it('a worker killed with SIGKILL is replaced; the other keeps answering meanwhile', async () => {
    const [victim] = workerPids();
    expect(workerPids()).toHaveLength(2);
    const before = started();
    process.kill(victim, 'SIGKILL');
    // (a connection the primary hands over in the very instant of the crash is lost with the
    // worker — docs/operations.md; once the primary saw the exit, the survivor gets them all)
    await waitFor(() => out.includes(`工作进程 ${victim} 意外退出`), 30_000, 'exit noticed');
    for (let i = 0; i < 10; i++) expect(await getFresh(`${base}/v1/health`)).toBe(200);
    await waitFor(() => started() > before, 100_000, 'replacement worker');
    expect((await call(base, 'GET', '/v1/health')).body.data.status).toBe('ok');
  }, 150_000);

  // A kept-alive connection to the old worker can race its close (the client sends as the worker
  // closes the idle socket): the reverse proxy retries those (docs/operations.md). Each request
  // here comes on a new connection, which the primary always hands to a listening worker.
  it('SIGHUP restarts the workers one by one without a failed request', async () => {
    const before = started();
    let stop = false;
    const statuses: number[] = [];
    // four clients at once, so that connections are being handed over at every instant of the restart
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (!stop) statuses.push(await getFresh(`${base}/v1/health`));
      }),
    );
    primary.kill('SIGHUP');
    await waitFor(() => out.includes('工作进程已全部重启'), 120_000, 'rolling restart');
    stop = true;
    await load;
    expect(started()).toBe(before + 2);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 150_000);

  it('SIGTERM: every worker stops gracefully and writes the article views it buffered', async () => {
    const art = await handle.db.selectFrom('articles').select(['id', 'views']).orderBy('id').executeTakeFirstOrThrow();
    const N = 20;
    for (let i = 0; i < N; i++) expect((await call(base, 'GET', `/v1/article/${art.id}`)).status).toBe(200);
    primary.kill('SIGTERM'); // within the 1 s view flush period of the last views
    const code = await new Promise<number | null>((resolve) => primary.once('exit', (c) => resolve(c)));
    expect(code).toBe(0);
    const after = await handle.db.selectFrom('articles').select('views').where('id', '=', art.id).executeTakeFirstOrThrow();
    expect(Number(after.views)).toBe(Number(art.views) + N);
  }, 60_000);
});
