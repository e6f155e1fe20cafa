import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApiPair, type ApiPair } from '../support/cluster';
import { renderTelegramPage, startFakeTelegram, type FakeTelegram } from '../support/fake-sources';
import { TEST_DB_KIND } from '../support/server';

/**
 * 资源来源 (issue 29) across processes: two real API processes on one database, both running
 * the scheduler; each source is crawled by one of them per cycle (the database lease), and two
 * simultaneous 立即运行 through different processes run one cycle.
 */
describe(`sources: two processes crawl each source once per cycle (${TEST_DB_KIND})`, () => {
  let pair: ApiPair;
  let f: FakeTelegram;

  beforeAll(async () => {
    f = await startFakeTelegram('cluster_chan');
    for (let i = 1; i <= 45; i++) f.add(`集群测试资源 ${i}\nhttps://pan.quark.cn/s/cluster${i} 提取码：c${i}`);
    // slow pages, so both schedulers are awake while a cycle runs
    f.override = (q, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(renderTelegramPage(f.channel, [...f.messages.values()], q.before ? Number(q.before) : undefined));
      }, 300);
      return true;
    };
    pair = await startApiPair({ SOURCES_TICK_MS: '100', SOURCES_HOST_GAP_MS: '0' });
  }, 180_000);
  afterAll(async () => {
    await pair?.stop();
    await f?.server.close();
  });

  it('the scheduler of both processes: one cycle, every page once, every link once', async () => {
    const add = await call(pair.A.base, 'POST', '/admin/v1/source', {
      token: pair.admin, body: { kind: 'telegram', name: '集群频道', address: f.address, interval_minutes: 60, enabled: true },
    });
    expect(add.body.code, add.body.msg).toBe(200);
    const id = add.body.data.id as number;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const runs = await pair.ctx.db.selectFrom('source_runs').selectAll().where('source_id', '=', id).execute();
      if (runs.some((r) => r.status !== 'running')) break;
      if (Date.now() > deadline) throw new Error('no cycle finished within 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    // both schedulers keep ticking every 100 ms for another 2 s
    await new Promise((r) => setTimeout(r, 2000));
    const runs = await pair.ctx.db.selectFrom('source_runs').selectAll().where('source_id', '=', id).execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'ok', trigger: 'schedule', pages: 3, new_count: 45 });
    expect(f.pagesServed).toEqual(['newest', '26', '6']);
    const links = await pair.ctx.db.selectFrom('resources').select('url').where('url', 'like', 'https://pan.quark.cn/s/cluster%').execute();
    expect(links).toHaveLength(45);
    // visible through the other process too
    const found = await call(pair.B.base, 'GET', `/v1/resource/search?kw=${encodeURIComponent('集群测试资源 45')}&onlyFree=0`);
    expect(found.body.data.list.map((r: { title: string }) => r.title)).toContain('集群测试资源 45');
  });

  it('立即运行 through A and B at the same moment: one cycle, the other answers 409', async () => {
    for (let i = 46; i <= 50; i++) f.add(`集群手动 ${i}\nhttps://pan.quark.cn/s/cluster${i}`);
    const add = await call(pair.A.base, 'POST', '/admin/v1/source', {
      token: pair.admin, body: { kind: 'telegram', name: '手动频道', address: f.address, interval_minutes: 60, enabled: false },
    });
    const id = add.body.data.id as number;
    f.pagesServed.length = 0;
    const [a, b] = await Promise.all([
      call(pair.A.base, 'POST', `/admin/v1/source/${id}/run`, { token: pair.admin }),
      call(pair.B.base, 'POST', `/admin/v1/source/${id}/run`, { token: pair.admin }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(winner.body.data).toMatchObject({ status: 'ok', new_count: 5, duplicates: 45 });
    expect((a.status === 409 ? a : b).body.msg).toBe('该来源正在由另一个进程采集，请稍后再试');
    const runs = await pair.ctx.db.selectFrom('source_runs').selectAll().where('source_id', '=', id).execute();
    expect(runs).toHaveLength(1);
    expect(f.pagesServed.filter((p) => p === 'newest')).toHaveLength(1);
  });
});
