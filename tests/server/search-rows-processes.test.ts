import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApiPair, type ApiPair, type ApiProcess } from '../support/cluster';
import { TEST_DB_KIND } from '../support/server';

/**
 * Issue 15: the search's shared row store and order cache (services/search-rows.ts) hold rows
 * read by one process. Two real API processes on one database: B reads (its caches warm), A
 * changes a resource — price, hidden, category, deleted — and B's next search (member and
 * anonymous) shows the change: the `search` topic of cache_generations empties B's stores.
 */
let pair: ApiPair;
let A: ApiProcess;
let B: ApiProcess;
let admin: string;
let member: string;

beforeAll(async () => {
  pair = await startApiPair();
  ({ A, B, admin } = pair);
  const name = `rows_${process.pid}`;
  const reg = await call(B.base, 'POST', '/v1/user', { body: { username: name, password: 'password-123', email: `${name}@example.com` } });
  expect(reg.body.code, reg.body.msg).toBe(200);
  member = reg.body.data.token;
}, 200_000);

afterAll(async () => {
  await pair?.stop();
});

describe(`search row store across processes (${TEST_DB_KIND})`, () => {
  it('a price change, a hide, a category change and a delete through A show in the next search through B', async () => {
    const kw = '跨进程行缓存';
    const sharer = member;
    const items = [1, 2, 3].map((i) => ({ title: `${kw} 第${i}部 全集`, url: `https://pan.baidu.com/s/1rowstore${process.pid}n${i}`, pwd: 'ab12' }));
    const shared = await call(A.base, 'POST', '/auth/v1/resource/share', { token: sharer, body: { items } });
    expect(shared.body.code, shared.body.msg).toBe(200);
    const ids: number[] = shared.body.data.created;
    expect((await call(A.base, 'POST', '/admin/v1/share_union/approve', { token: admin, body: { ids } })).body.code).toBe(200);
    const cats = await call(B.base, 'GET', '/v1/resource/categories');
    const catId: number = (cats.body.data.list ?? cats.body.data)[0].id;

    const search = async (query: string, token?: string) => {
      const r = await call(B.base, 'GET', `/v1/resource/search?kw=${encodeURIComponent(kw)}&sort=latest${query}`, { token });
      expect(r.body.code, r.body.msg).toBe(200);
      return { ids: (r.body.data.list as Array<{ id: number }>).map((x) => x.id), paid: r.body.data.paid_hidden as number };
    };
    const both = async (query: string) => [await search(query), await search(query, member)];
    const warm = async () => {
      // twice each: the second answer comes from B's caches (reply cache, order cache, row store)
      for (const q of ['', '&onlyFree=0', `&cat=${catId}&onlyFree=0`]) {
        await both(q);
        await both(q);
      }
    };
    const desc = [...ids].sort((a, b) => b - a);
    await warm();
    for (const r of await both('')) expect(r.ids).toEqual(desc);

    // price: the first becomes paid → 只看免费 hides it on B, and counts it as hidden
    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${ids[0]}`, { token: admin, body: { price: 5 } })).body.code).toBe(200);
    for (const r of await both('')) expect(r).toEqual({ ids: desc.filter((x) => x !== ids[0]), paid: 1 });
    await warm();

    // category: the second joins a category → the category filter on B finds it
    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${ids[1]}`, { token: admin, body: { category_id: catId } })).body.code).toBe(200);
    for (const r of await both(`&cat=${catId}&onlyFree=0`)) expect(r.ids).toEqual([ids[1]]);
    await warm();

    // hidden: the third is marked invalid → gone on B
    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${ids[2]}/validity`, { token: admin, body: { invalid: true } })).body.code).toBe(200);
    for (const r of await both('&onlyFree=0')) expect(r.ids).toEqual(desc.filter((x) => x !== ids[2]));
    await warm();

    // deleted: the second → gone on B
    expect((await call(A.base, 'DELETE', `/admin/v1/share_union/resource/${ids[1]}`, { token: admin })).body.code).toBe(200);
    for (const r of await both('&onlyFree=0')) expect(r.ids).toEqual([ids[0]]);
  }, 60_000);
});
