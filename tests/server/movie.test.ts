import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/src/providers/http-client';
import { workOf } from '../../server/src/providers/movie/builtin';
import { DoubanMovieProvider } from '../../server/src/providers/movie/douban';
import { ImageProxy } from '../../server/src/providers/movie/image-proxy';
import { cstDayNumber } from '../../server/src/lib/time';
import { adminToken, auth } from '../support/accounts';
import { startFake, sendJson, type FakeRequest, type FakeServer } from '../support/fake-http';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Mode = 'normal' | 'empty' | 'malformed' | 'wrong-shape' | 'slow' | 'http500';

/** A fake Douban: the rexxar collection endpoint, plus picture paths for the cover proxy. */
function douban(mode: { list: Mode }, imgHost: () => string) {
  return async (req: FakeRequest, res: import('node:http').ServerResponse) => {
    if (req.path === '/img/ok.jpg') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length) });
      return res.end(PNG);
    }
    if (req.path === '/img/huge.jpg') {
      // no content-length: the proxy must stop reading at its limit
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      for (let i = 0; i < 64 && !res.destroyed; i++) res.write(chunk);
      return res.end();
    }
    if (req.path === '/img/big-declared.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) });
      return res.end();
    }
    if (req.path === '/img/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html></html>');
    }
    if (req.path === '/img/redirect.jpg') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest' });
      return res.end();
    }
    const m = /^\/rexxar\/api\/v2\/subject_collection\/([a-z0-9_]+)\/items$/.exec(req.path);
    if (!m) return sendJson(res, { msg: 'not found' }, 404);
    if (req.headers.referer !== 'https://m.douban.com/') return sendJson(res, { msg: 'forbidden' }, 403);
    switch (mode.list) {
      case 'empty':
        return sendJson(res, { subject_collection_items: [], total: 0 });
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"subject_collection_items": [ {"id": "1", "title": ');
      case 'wrong-shape':
        return sendJson(res, { items: 'nope' });
      case 'http500':
        return sendJson(res, { msg: 'boom' }, 500);
      case 'slow':
        await new Promise((r) => setTimeout(r, 1500));
        return sendJson(res, { subject_collection_items: [] });
      default:
        return sendJson(res, {
          subject_collection_items: [
            { id: '35267208', title: `流浪地球2 ${m[1]}`, year: '2023', card_subtitle: '2023 / 中国大陆 / 科幻', episodes_info: '', cover: { url: `http://${imgHost()}/img/ok.jpg` }, rating: { value: 8.3, count: 1 }, url: 'https://movie.douban.com/subject/35267208/' },
            { id: '36093612', title: '繁花', year: '2023', episodes_info: '全30集', cover: { url: 'https://evil.example.com/x.jpg' }, rating: null, url: 'javascript:alert(1)' },
            { id: '', title: '没有 id 的条目' },
            'not an object',
          ],
        });
    }
  };
}

describe('Douban adapter against a local fake server', () => {
  let fake: FakeServer;
  const mode = { list: 'normal' as Mode };
  let p: DoubanMovieProvider;
  beforeAll(async () => {
    fake = await startFake(douban(mode, () => fake.host));
    p = new DoubanMovieProvider({ baseUrl: fake.url, http: { timeoutMs: 400 } });
  });
  afterAll(() => fake.close());

  it('normal: asks the collection with the Referer and maps the fields', async () => {
    const list = await p.list('tv_korean');
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/rexxar/api/v2/subject_collection/tv_korean/items');
    expect(req.query.get('items_only')).toBe('1');
    expect(req.query.get('for_mobile')).toBe('1');
    expect(list).toEqual([
      { id: 'db:35267208', title: '流浪地球2 tv_korean', year: '2023', rating: 8.3, cover: `http://${fake.host}/img/ok.jpg`, episodes_info: '', site_url: 'https://movie.douban.com/subject/35267208/', search_kw: '流浪地球2 tv_korean' },
      { id: 'db:36093612', title: '繁花', year: '2023', rating: null, cover: 'https://evil.example.com/x.jpg', episodes_info: '全30集', site_url: 'https://movie.douban.com/subject/36093612/', search_kw: '繁花' },
    ]);
    await p.list('movie_top');
    expect(fake.requests.at(-1)!.path).toContain('/movie_top250/');
  });

  it('empty: an empty list', async () => {
    mode.list = 'empty';
    expect(await p.list('movie_hot')).toEqual([]);
  });

  it('malformed JSON and a wrong shape are bad replies', async () => {
    mode.list = 'malformed';
    expect(((await p.list('movie_hot').catch((e: unknown) => e)) as ProviderError).kind).toBe('bad_reply');
    mode.list = 'wrong-shape';
    expect(((await p.list('movie_hot').catch((e: unknown) => e)) as ProviderError).kind).toBe('bad_reply');
    mode.list = 'http500';
    const e = (await p.list('movie_hot').catch((x: unknown) => x)) as ProviderError;
    expect([e.kind, e.status]).toEqual(['http', 500]);
  });

  it('timeout', async () => {
    mode.list = 'slow';
    const e = (await p.list('movie_hot').catch((x: unknown) => x)) as ProviderError;
    expect(e).toBeInstanceOf(ProviderError);
    expect(e.kind).toBe('timeout');
    mode.list = 'normal';
  });
});

describe('image proxy allow-list', () => {
  it('accepts only the listed hosts over http(s)', () => {
    const proxy = new ImageProxy(['*.doubanio.com', '127.0.0.1:9999']);
    expect(proxy.allowed('https://img1.doubanio.com/view/photo/s_ratio_poster/public/p1.jpg')).toBe(true);
    expect(proxy.allowed('https://img9.doubanio.com/x.webp')).toBe(true);
    expect(proxy.allowed('https://doubanio.com.evil.com/x.jpg')).toBe(false);
    expect(proxy.allowed('https://evildoubanio.com/x.jpg')).toBe(false);
    expect(proxy.allowed('https://img1.doubanio.com:8443/x.jpg')).toBe(false);
    expect(proxy.allowed('http://127.0.0.1:9999/a.jpg')).toBe(true);
    expect(proxy.allowed('http://127.0.0.1:9998/a.jpg')).toBe(false);
    expect(proxy.allowed('http://user:pw@127.0.0.1:9999/a.jpg')).toBe(false);
    expect(proxy.allowed('file:///etc/passwd')).toBe(false);
    expect(proxy.allowed('not a url')).toBe(false);
    expect(proxy.proxied('https://img3.doubanio.com/p.jpg')).toBe('/v1/movie/cover?url=https%3A%2F%2Fimg3.doubanio.com%2Fp.jpg');
    expect(proxy.proxied('https://evil.example.com/p.jpg')).toBe('');
  });
});

describe(`影视 through the API with MOVIE_PROVIDER=douban (${TEST_DB_KIND})`, () => {
  let fake: FakeServer;
  let t: TestApp;
  const mode = { list: 'normal' as Mode };
  beforeAll(async () => {
    fake = await startFake(douban(mode, () => fake.host));
    t = await createTestApp({ env: { MOVIE_PROVIDER: 'douban', DOUBAN_BASE_URL: fake.url, MOVIE_IMAGE_HOSTS: fake.host } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists come from Douban with covers through our proxy, cached 2 h', async () => {
    const res = (await get('/v1/movie/list?category=movie_hot')).json();
    expect(res.code).toBe(200);
    expect(res.data.source).toBe('douban');
    expect(res.data.notice).toBe('');
    expect(res.data.list[0].cover).toBe(`/v1/movie/cover?url=${encodeURIComponent(`http://${fake.host}/img/ok.jpg`)}`);
    // a cover on a host that is not allowed is dropped: the browser never goes there
    expect(res.data.list[1].cover).toBe('');
    expect(fake.requests.at(-1)!.path).toContain('/movie_hot_gaia/');
    const n = fake.requests.length;
    await get('/v1/movie/list?category=movie_hot');
    t.clock.advance(119 * 60_000);
    await get('/v1/movie/list?category=movie_hot');
    expect(fake.requests.length).toBe(n);
    t.clock.advance(2 * 60_000);
    await get('/v1/movie/list?category=movie_hot');
    expect(fake.requests.length).toBe(n + 1);
  });

  it('the cover proxy serves allowed images and refuses other hosts, oversized bodies, non-images and redirects', async () => {
    const ok = await get(`/v1/movie/cover?url=${encodeURIComponent(`http://${fake.host}/img/ok.jpg`)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.rawPayload.equals(PNG)).toBe(true);

    const before = fake.requests.length;
    const other = await get(`/v1/movie/cover?url=${encodeURIComponent('http://localhost:1/img/ok.jpg')}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toBe('不允许代理该图片地址');
    const meta = await get(`/v1/movie/cover?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}`);
    expect(meta.statusCode).toBe(400);
    expect(fake.requests.length).toBe(before);

    for (const path of ['/img/huge.jpg', '/img/big-declared.jpg']) {
      const big = await get(`/v1/movie/cover?url=${encodeURIComponent(`http://${fake.host}${path}`)}`);
      expect(big.statusCode, path).toBe(502);
      expect(big.json().msg).toBe('图片过大');
    }
    const html = await get(`/v1/movie/cover?url=${encodeURIComponent(`http://${fake.host}/img/page.html`)}`);
    expect(html.statusCode).toBe(502);
    expect(html.json().msg).toBe('图片暂时无法加载');
    const redirect = await get(`/v1/movie/cover?url=${encodeURIComponent(`http://${fake.host}/img/redirect.jpg`)}`);
    expect(redirect.statusCode).toBe(502);
    expect((await get('/v1/movie/cover')).statusCode).toBe(400);
  });

  it('a failing Douban: the stale list, else the built-in list — with a notice, never an error', async () => {
    t.clock.advance(3 * 3600_000);
    mode.list = 'malformed';
    const stale = (await get('/v1/movie/list?category=movie_hot')).json();
    expect(stale.code).toBe(200);
    expect(stale.data.source).toBe('douban');
    expect(stale.data.list[0].title).toMatch(/流浪地球2/);
    expect(stale.data.notice).toMatch(/显示的是上次获取的榜单/);

    mode.list = 'empty';
    const empty = (await get('/v1/movie/list?category=tv_hot')).json();
    expect(empty.code).toBe(200);
    expect(empty.data.source).toBe('builtin');
    expect(empty.data.notice).toMatch(/豆瓣暂无数据/);
    expect(empty.data.list.length).toBeGreaterThan(0);

    mode.list = 'http500';
    const failed = (await get('/v1/movie/list?category=movie_latest')).json();
    expect(failed.data.source).toBe('builtin');
    expect(failed.data.notice).toMatch(/豆瓣服务返回错误/);
    mode.list = 'normal';
  });

  it('bad category is a Chinese 400', async () => {
    const res = await get('/v1/movie/list?category=anime');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/影视分类不正确/);
  });
});

describe(`built-in 影视 lists from our resources (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = { token: await adminToken(t, ADMIN_PASSWORD) };
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('reads work titles out of resource titles', () => {
    expect(workOf('流浪地球 (2023) 4K 蓝光原盘')).toEqual({ title: '流浪地球', year: '2023', episodes: '' });
    expect(workOf('庆余年 第二季 全36集 4K')).toEqual({ title: '庆余年', year: '', episodes: '第二季 全36集' });
    expect(workOf('【高清】繁花 全30集')).toEqual({ title: '繁花', year: '', episodes: '全30集' });
    expect(workOf('阿凡达：水之道 (2022)')).toMatchObject({ title: '阿凡达：水之道', year: '2022' });
  });

  it('hot films are the most viewed and searched film titles of the last 7 days', async () => {
    const first = (await get('/v1/movie/list?category=movie_hot')).json();
    expect(first.code).toBe(200);
    expect(first.data.source).toBe('builtin');
    expect(first.data.list.length).toBeGreaterThan(5);
    expect(first.data.list.every((m: { cover: string; search_kw: string }) => m.cover === '' && m.search_kw.length > 0)).toBe(true);

    // make one film the most viewed this week
    const film = await t.ctx.db
      .selectFrom('resources as r')
      .innerJoin('netdisk_categories as c', 'c.id', 'r.category_id')
      .select(['r.id', 'r.title'])
      .where('c.name', '=', '电影')
      .orderBy('r.views', 'asc')
      .executeTakeFirstOrThrow();
    const title = workOf(film.title).title;
    await t.ctx.db.insertInto('resource_daily_views').values({ resource_id: film.id, day: cstDayNumber(t.clock.now()), views: 100000 }).execute();
    t.ctx.services.movie.clearCache();
    const hot = (await get('/v1/movie/list?category=movie_hot')).json();
    expect(hot.data.list[0].title).toBe(title);
    expect(hot.data.list[0].search_kw).toBe(title);

    const tv = (await get('/v1/movie/list?category=tv_hot')).json().data.list as Array<{ title: string; episodes_info: string }>;
    expect(tv.length).toBeGreaterThan(5);
    expect(tv.some((x) => /全\d+集/.test(x.episodes_info))).toBe(true);
  });

  it('admin-curated entries come first in their list and changes show at once', async () => {
    const seeded = (await get('/v1/movie/list?category=tv_korean')).json().data.list as Array<{ title: string; rating: number | null }>;
    expect(seeded[0]).toMatchObject({ title: '请回答1988', rating: 9.7 });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: auth(admin), payload });
    const created = (await call('POST', '/admin/v1/movie', { category: 'tv_korean', title: '我的大叔', year: '2018', rating: 9.4, sort: -1 })).json();
    expect(created.code).toBe(200);
    const list = (await get('/v1/movie/list?category=tv_korean')).json().data.list;
    expect(list[0]).toMatchObject({ title: '我的大叔', year: '2018', rating: 9.4, search_kw: '我的大叔' });
    expect((await call('PUT', `/admin/v1/movie/${created.data.id}`, { rating: null })).json().data.rating).toBeNull();
    expect((await call('DELETE', `/admin/v1/movie/${created.data.id}`)).json().code).toBe(200);
    expect((await get('/v1/movie/list?category=tv_korean')).json().data.list[0].title).toBe('请回答1988');
    const bad = await call('POST', '/admin/v1/movie', { category: 'tv_korean', title: '', rating: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
