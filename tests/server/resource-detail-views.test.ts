import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cstDayNumber } from '../../server/src/lib/time';
import { RESOURCE_VIEW_FLUSH_MS } from '../../server/src/services/resource-service';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources } from '../support/resources';

/**
 * Resource detail views are buffered (issue 22, ADR 0019): a detail read no longer writes a
 * transaction; the counts (total and per day) reach the database within RESOURCE_VIEW_FLUSH_MS,
 * before any list ranked by views, and when the app closes. Every reply shows its own view.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const stored = async (id: number) => {
  const r = await t.ctx.db.selectFrom('resources').select('views').where('id', '=', id).executeTakeFirstOrThrow();
  const d = await t.ctx.db.selectFrom('resource_daily_views').select('views')
    .where('resource_id', '=', id).where('day', '=', cstDayNumber(t.clock.now())).executeTakeFirst();
  return { total: Number(r.views), today: Number(d?.views ?? 0) };
};

describe(`resource detail views (${TEST_DB_KIND})`, () => {
  it('each read shows its own view at once; the counts are written within the flush period, all of them', async () => {
    const [id] = await addResources(t.ctx, [{ title: '浏览计数 测试资源', url: 'https://pan.quark.cn/s/viewcount1' }]);
    const v0 = (await stored(id)).total;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) seen.push((await get(`/v1/resource/${id}`)).json().data.views);
    expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => v0 + n));
    // 30 concurrent reads: 30 more, none lost
    await Promise.all(Array.from({ length: 30 }, () => get(`/v1/resource/${id}`)));
    await new Promise((r) => setTimeout(r, RESOURCE_VIEW_FLUSH_MS + 500));
    expect(await stored(id)).toEqual({ total: v0 + 35, today: 35 });
  });

  it('a batch that names the same resource and day twice adds both (one statement per batch on PostgreSQL)', async () => {
    const [a, b] = await addResources(t.ctx, [
      { title: '浏览计数 批量一', url: 'https://pan.quark.cn/s/viewbatch1' },
      { title: '浏览计数 批量二', url: 'https://pan.quark.cn/s/viewbatch2' },
    ]);
    const day = cstDayNumber(t.clock.now());
    const [a0, b0] = [await stored(a), await stored(b)];
    await t.ctx.repos.resources.addViews([{ id: b, day, n: 2 }, { id: a, day, n: 1 }, { id: a, day, n: 4 }, { id: b, day: day - 1, n: 3 }]);
    expect(await stored(a)).toEqual({ total: a0.total + 5, today: a0.today + 5 });
    expect(await stored(b)).toEqual({ total: b0.total + 5, today: b0.today + 2 });
  });

  it('the hot list and the views ranking include views not yet flushed', async () => {
    const [id] = await addResources(t.ctx, [{ title: '浏览计数 热门资源', url: 'https://pan.quark.cn/s/viewcount2' }]);
    for (let i = 0; i < 500; i++) await get(`/v1/resource/${id}`);
    const hot = (await get('/v1/resource/hot?range=day&size=5')).json();
    expect(hot.data.resources[0]).toMatchObject({ id, period_views: 500 });
    expect(await stored(id)).toMatchObject({ today: 500 });
  });

  it('closing the app writes the pending counts', async () => {
    const other = await createTestApp();
    try {
      const [id] = await addResources(other.ctx, [{ title: '浏览计数 关闭前', url: 'https://pan.quark.cn/s/viewcount3' }]);
      for (let i = 0; i < 3; i++) await other.app.inject({ method: 'GET', url: `/v1/resource/${id}` });
      await other.app.close(); // before the flush period is over
      const r = await other.ctx.db.selectFrom('resources').select('views').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(r.views)).toBe(3);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
