import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataokeError, DataokeTaokeProvider, dataokeSign } from '../../server/src/providers/taoke/dataoke';
import { ProviderError } from '../../server/src/providers/http-client';
import { adminToken, auth } from '../support/accounts';
import { startFake, sendJson, type FakeRequest, type FakeServer } from '../support/fake-http';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

const APP_KEY = 'app-key-1';
const APP_SECRET = 'secret-xyz';

/** What dataoke itself checks: sorted k=v&… + &key=secret, MD5, upper-case. */
function validSign(q: URLSearchParams): boolean {
  const params = [...q.entries()].filter(([k]) => k !== 'sign').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const base = params.map(([k, v]) => `${k}=${v}`).join('&');
  return createHash('md5').update(`${base}&key=${APP_SECRET}`).digest('hex').toUpperCase() === q.get('sign');
}

function goods(i: number, extra: Record<string, unknown> = {}) {
  return {
    id: 30000000 + i,
    goodsId: `6${String(i).padStart(11, '0')}`,
    title: `大淘客商品 ${i} 加长标题`,
    dtitle: `商品${i}`,
    mainPic: `//img.alicdn.com/imgextra/${i}.jpg`,
    originalPrice: 99.9 + i,
    actualPrice: 59.9 + i,
    couponPrice: 40,
    couponConditions: '99',
    monthSales: 1000 + i,
    shopType: i % 2 === 0 ? 1 : 0,
    cid: 6,
    couponEndTime: '2026-12-31 23:59:59',
    ...extra,
  };
}

/** A fake 大淘客 open API: checks appKey, version and the signature, then answers like dataoke. */
function dataoke(mode: { fail?: boolean; delayMs?: number } = {}) {
  return async (req: FakeRequest, res: import('node:http').ServerResponse) => {
    if (mode.delayMs) await new Promise((r) => setTimeout(r, mode.delayMs));
    if (req.query.get('appKey') !== APP_KEY || !req.query.get('version')) return sendJson(res, { code: -1, msg: '缺少参数', data: null, time: 1 });
    if (!validSign(req.query)) return sendJson(res, { code: 20001, msg: '签名错误', data: null, time: 1 });
    if (mode.fail) return sendJson(res, { code: 10006, msg: '调用次数超限', data: null, time: 1 });
    if (req.path === '/api/goods/get-goods-list' || req.path === '/api/goods/get-dtk-search-goods') {
      const pageId = Number(req.query.get('pageId'));
      const pageSize = Number(req.query.get('pageSize'));
      const list = Array.from({ length: pageSize }, (_, k) => goods((pageId - 1) * pageSize + k + 1)).filter((g) => g.id - 30000000 <= 120);
      return sendJson(res, { code: 0, msg: '成功', time: 1, data: { list, totalNum: 120, pageId: String(pageId) } });
    }
    if (req.path === '/api/category/get-super-category') {
      return sendJson(res, { code: 0, msg: '成功', time: 1, data: [{ cid: 1, cname: '女装', cpic: 'x', subcategories: [] }, { cid: 6, cname: '食品', cpic: 'y', subcategories: [] }] });
    }
    if (req.path === '/api/tb-service/get-privilege-link') {
      return sendJson(res, { code: 0, msg: '成功', time: 1, data: { couponClickUrl: `https://uland.taobao.com/coupon/edetail?e=${req.query.get('goodsId')}`, tpwd: '￥AbCd1234￥', itemUrl: 'https://s.click.taobao.com/x' } });
    }
    return sendJson(res, { code: 404, msg: 'not found', data: null }, 404);
  };
}

describe('dataoke adapter against a local fake 大淘客 server', () => {
  let fake: FakeServer;
  let p: DataokeTaokeProvider;
  beforeAll(async () => {
    fake = await startFake(dataoke());
    p = new DataokeTaokeProvider({ appKey: APP_KEY, appSecret: APP_SECRET, baseUrl: `${fake.url}/api`, http: { timeoutMs: 500 } });
  });
  afterAll(() => fake.close());

  it('signs like the provider documents', () => {
    const params = { appKey: 'k', version: 'v1', pageId: '1' };
    const expected = createHash('md5').update('appKey=k&pageId=1&version=v1&key=s').digest('hex').toUpperCase();
    expect(dataokeSign(params, 's')).toBe(expected);
    expect(dataokeSign({ ...params, sign: 'ignored' }, 's')).toBe(expected);
  });

  it('goods list: page, page size, sort and category are sent; the fields map to cards', async () => {
    const page = await p.goods({ page: 2, size: 20, sort: 'sales', cid: '6', kw: '' });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/api/goods/get-goods-list');
    expect(req.query.get('version')).toBe('v1.2.4');
    expect(req.query.get('sort')).toBe('2');
    expect(req.query.get('cids')).toBe('6');
    expect(req.query.get('pageSize')).toBe('50');
    expect(req.query.get('pageId')).toBe('1');
    expect(page.list).toHaveLength(20);
    expect(page.total).toBe(120);
    expect(page.has_more).toBe(true);
    const first = page.list[0];
    // items 21–40 of dataoke's first page of 50
    expect(first).toMatchObject({
      id: '600000000021',
      source: 'dataoke',
      title: '大淘客商品 21 加长标题',
      short_title: '商品21',
      picture: 'https://img.alicdn.com/imgextra/21.jpg',
      shop_type: 'taobao',
      original_price: 120.9,
      final_price: 80.9,
      coupon_amount: 40,
      coupon_condition: '满99元可用',
      month_sales: 1021,
      link_on_demand: true,
      end_time: '2026-12-31T15:59:59.000Z',
    });
    expect(page.list[1].shop_type).toBe('tmall');

    const prices = await p.goods({ page: 1, size: 10, sort: 'price_asc', cid: '', kw: '' });
    expect(fake.requests.at(-1)!.query.get('sort')).toBe('6');
    expect(fake.requests.at(-1)!.query.get('pageSize')).toBe('10');
    expect(prices.list).toHaveLength(10);
  });

  it('keyword search goes to the search call with keyWords', async () => {
    const page = await p.goods({ page: 1, size: 10, sort: 'default', cid: '', kw: '坚果' });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/api/goods/get-dtk-search-goods');
    expect(req.query.get('keyWords')).toBe('坚果');
    expect(page.list.length).toBe(10);
  });

  it('super-categories', async () => {
    expect(await p.categories()).toEqual([{ id: '1', name: '女装' }, { id: '6', name: '食品' }]);
    expect(fake.requests.at(-1)!.query.get('version')).toBe('v1.1.0');
  });

  it('privilege link: coupon link and 淘口令 for the goods id', async () => {
    expect(await p.link('600000000001')).toEqual({ coupon_link: 'https://uland.taobao.com/coupon/edetail?e=600000000001', tkl: '￥AbCd1234￥' });
    expect(fake.requests.at(-1)!.query.get('goodsId')).toBe('600000000001');
  });

  it('an error reply (code ≠ 0) and a wrong secret are errors with the provider code', async () => {
    const wrong = new DataokeTaokeProvider({ appKey: APP_KEY, appSecret: 'bad', baseUrl: `${fake.url}/api` });
    const err = await wrong.categories().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataokeError);
    expect((err as DataokeError).providerCode).toBe(20001);
    fake.handle(dataoke({ fail: true }));
    const e2 = await p.goods({ page: 1, size: 10, sort: 'default', cid: '', kw: '' }).catch((e: unknown) => e);
    expect((e2 as DataokeError).providerCode).toBe(10006);
    fake.handle(dataoke());
  });

  it('a timeout is a ProviderError of kind timeout', async () => {
    fake.handle(dataoke({ delayMs: 1500 }));
    const started = Date.now();
    const err = await p.goods({ page: 1, size: 10, sort: 'default', cid: '', kw: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1400);
    fake.handle(dataoke());
  });
});

describe(`淘客 through the API with TAOKE_PROVIDER=dataoke (${TEST_DB_KIND})`, () => {
  let fake: FakeServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFake(dataoke());
    t = await createTestApp({ env: { TAOKE_PROVIDER: 'dataoke', TAOKE_APP_KEY: APP_KEY, TAOKE_APP_SECRET: APP_SECRET, TAOKE_BASE_URL: `${fake.url}/api` } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers from dataoke, caches for minutes, and falls back to the stale copy, then to built-in goods', async () => {
    const first = (await get('/v1/taoke/goods?page=1&size=10&sort=coupon')).json();
    expect(first.code).toBe(200);
    expect(first.data.source).toBe('dataoke');
    expect(first.data.notice).toBe('');
    expect(first.data.list[0].id).toBe('600000000001');
    const calls = fake.requests.length;
    // cached: a second ask does not reach the provider
    expect((await get('/v1/taoke/goods?page=1&size=10&sort=coupon')).json().data.list).toEqual(first.data.list);
    expect(fake.requests.length).toBe(calls);

    fake.handle(dataoke({ fail: true }));
    t.clock.advance(6 * 60_000);
    const stale = (await get('/v1/taoke/goods?page=1&size=10&sort=coupon')).json();
    expect(stale.code).toBe(200);
    expect(stale.data.list).toEqual(first.data.list);
    expect(stale.data.notice).toMatch(/淘客服务暂时不可用.*6 分钟前/);
    expect(fake.requests.length).toBe(calls + 1);

    // a query never fetched before: the built-in goods stand in
    const fallback = (await get('/v1/taoke/goods?page=1&size=10&sort=sales')).json();
    expect(fallback.code).toBe(200);
    expect(fallback.data.source).toBe('builtin');
    expect(fallback.data.list.length).toBeGreaterThan(0);
    expect(fallback.data.notice).toMatch(/已为您显示站内精选商品/);
    const cats = (await get('/v1/taoke/categories')).json();
    expect(cats.code).toBe(200);
    expect(cats.data.source).toBe('builtin');
    expect(cats.data.list.length).toBeGreaterThan(0);

    // the link call has nothing to stand in: a clear 503, not a 500
    const link = await get('/v1/taoke/link?id=600000000009');
    expect(link.statusCode).toBe(503);
    expect(link.json().msg).toMatch(/领券链接暂时无法获取/);
    fake.handle(dataoke());
  });

  it('the link call returns the privilege link; built-in goods keep their own link', async () => {
    const link = (await get('/v1/taoke/link?id=600000000002')).json();
    expect(link.data).toEqual({ coupon_link: 'https://uland.taobao.com/coupon/edetail?e=600000000002', tkl: '￥AbCd1234￥' });
    const builtin = (await get('/v1/taoke/goods?page=1&size=10&sort=sales')).json();
    t.ctx.services.taoke.clearCache();
    const row = await t.ctx.db.selectFrom('taoke_goods').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const own = (await get(`/v1/taoke/link?id=${row.id}&source=builtin`)).json();
    expect(own.data).toEqual({ coupon_link: row.coupon_link, tkl: row.tkl });
    expect(builtin.code).toBe(200);
  });

  it('bad input is a 400 with a Chinese message', async () => {
    for (const url of ['/v1/taoke/goods?size=500', '/v1/taoke/goods?sort=random', '/v1/taoke/goods?cid=%27%20or', '/v1/taoke/link?id=']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe(`built-in 淘客 goods through the admin API (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = { token: await adminToken(t, ADMIN_PASSWORD) };
  });
  afterAll(() => t.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth(admin), payload });
  const body = (over: Record<string, unknown> = {}) => ({
    title: '测试商品 超值保温杯 500ml',
    short_title: '保温杯',
    picture_url: 'https://img.alicdn.com/cup.jpg',
    shop_type: 'tmall',
    original_price: 89,
    coupon_amount: 30,
    coupon_condition: '满89元可用',
    final_price: 59,
    month_sales: 999999,
    coupon_link: 'https://uland.taobao.com/coupon/edetail?e=cup',
    tkl: '￥CUP123￥',
    start_time: null,
    end_time: null,
    category: '家居',
    sort: -5,
    ...over,
  });

  it('the demo seed has goods and switches the page on', async () => {
    const list = (await call('GET', '/v1/taoke/goods')).json();
    expect(list.code).toBe(200);
    expect(list.data.source).toBe('builtin');
    expect(list.data.total).toBeGreaterThanOrEqual(10);
    expect(list.data.list[0]).toMatchObject({ source: 'builtin', link_on_demand: false });
  });

  it('create → listed by category, keyword and sort → update → delete, each audited', async () => {
    const created = (await call('POST', '/admin/v1/taoke', body())).json();
    expect(created.code).toBe(200);
    const id = created.data.id;
    expect(created.data).toMatchObject({ title: '测试商品 超值保温杯 500ml', original_price: 89, final_price: 59, coupon_amount: 30, category: '家居', shop_type: 'tmall' });

    const cats = (await call('GET', '/v1/taoke/categories')).json().data.list as Array<{ id: string; name: string }>;
    const home = cats.find((c) => c.name === '家居')!;
    const inCat = (await call('GET', `/v1/taoke/goods?cid=${home.id}`)).json().data;
    expect(inCat.list.every((g: { category: string }) => g.category === '家居')).toBe(true);
    expect(inCat.list[0].id).toBe(String(id)); // sort -5 comes first in 综合
    const bySales = (await call('GET', '/v1/taoke/goods?sort=sales&size=1')).json().data;
    expect(bySales.list[0]).toMatchObject({ id: String(id), month_sales: 999999, coupon_link: 'https://uland.taobao.com/coupon/edetail?e=cup', tkl: '￥CUP123￥' });
    const byKw = (await call('GET', `/v1/taoke/goods?kw=${encodeURIComponent('保温杯')}`)).json().data;
    expect(byKw.list.map((g: { id: string }) => g.id)).toEqual([String(id)]);
    const cheap = (await call('GET', '/v1/taoke/goods?sort=price_asc&size=50')).json().data.list as Array<{ final_price: number }>;
    expect(cheap.map((g) => g.final_price)).toEqual([...cheap.map((g) => g.final_price)].sort((a, b) => a - b));

    const updated = (await call('PUT', `/admin/v1/taoke/${id}`, { final_price: 49.5, coupon_amount: 39.5 })).json();
    expect(updated.data).toMatchObject({ final_price: 49.5, coupon_amount: 39.5 });
    expect((await call('GET', `/v1/taoke/goods?kw=${encodeURIComponent('保温杯')}`)).json().data.list[0].final_price).toBe(49.5);

    const admins = (await call('GET', `/admin/v1/taoke?title=${encodeURIComponent('保温杯')}`)).json().data;
    expect(admins.total).toBe(1);

    expect((await call('DELETE', `/admin/v1/taoke/${id}`)).json().code).toBe(200);
    expect((await call('GET', `/v1/taoke/goods?kw=${encodeURIComponent('保温杯')}`)).json().data.total).toBe(0);
    const audits = await t.ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'taoke').orderBy('id').execute();
    expect(audits.map((a) => a.action)).toEqual(['taoke.create', 'taoke.update', 'taoke.delete']);
  });

  it('expired or not yet started coupons are hidden', async () => {
    const now = t.clock.now();
    const past = (await call('POST', '/admin/v1/taoke', body({ title: '过期商品甲', end_time: new Date(now - 1000).toISOString() }))).json().data;
    const future = (await call('POST', '/admin/v1/taoke', body({ title: '未开始商品乙', start_time: new Date(now + 3_600_000).toISOString() }))).json().data;
    expect(past.id).toBeGreaterThan(0);
    expect(future.id).toBeGreaterThan(0);
    expect((await call('GET', `/v1/taoke/goods?kw=${encodeURIComponent('商品甲')}`)).json().data.total).toBe(0);
    expect((await call('GET', `/v1/taoke/goods?kw=${encodeURIComponent('商品乙')}`)).json().data.total).toBe(0);
    t.clock.advance(2 * 3_600_000);
    expect((await call('GET', `/v1/taoke/goods?kw=${encodeURIComponent('商品乙')}`)).json().data.total).toBe(1);
  });

  it('refuses bad goods with Chinese 400s; non-admins get nothing', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [body({ title: '' }), /商品标题/],
      [body({ final_price: 100 }), /券后价不能高于原价/],
      [body({ coupon_link: '', tkl: '' }), /至少填写一项/],
      [body({ shop_type: 'jd' }), /天猫或淘宝/],
      [body({ picture_url: 'javascript:alert(1)' }), /图片地址/],
      [body({ coupon_link: 'ftp://x' }), /领券链接/],
      [body({ category: '汽车' }), /分类/],
      [body({ original_price: -1 }), /原价/],
    ];
    for (const [payload, msg] of cases) {
      const res = await call('POST', '/admin/v1/taoke', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    const some = (await call('GET', '/admin/v1/taoke')).json().data.list[0];
    const bad = await call('PUT', `/admin/v1/taoke/${some.id}`, { final_price: 100000 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/券后价/);
    expect((await call('PUT', '/admin/v1/taoke/99999', { sort: 1 })).statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'GET', url: '/admin/v1/taoke' });
    expect(anon.statusCode).toBe(403);
  });

  it('with show_taoke_page off the API says the page is closed', async () => {
    const all = (await call('GET', '/admin/v1/web_setting/all')).json().data as Array<{ id: number; name: string }>;
    const flag = all.find((s) => s.name === 'show_taoke_page')!;
    expect((await call('PUT', `/admin/v1/web_setting/${flag.id}`, { value: 'false' })).json().code).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/v1/taoke/goods' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('淘客页面未开放');
    await call('PUT', `/admin/v1/web_setting/${flag.id}`, { value: 'true' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/taoke/goods' })).json().code).toBe(200);
  });
});
