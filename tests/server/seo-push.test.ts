import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/src/config';
import { parseSeoConfig } from '../../server/src/seo/config';
import { startFake, sendJson, type FakeRequest, type FakeServer } from '../support/fake-http';
import { addResources, makeMember } from '../support/resources';
import { createTestApp, type TestApp } from '../support/server';

/**
 * Issue 32: URL push to Baidu 普通收录 and IndexNow, each against a local fake server speaking
 * its protocol. New approved resources and new threads are pushed once (cursor moved by
 * compare-and-set, raced here), pending ones never; a refused batch is retried; push is off by
 * default and the IndexNow key file is served only when a key is set.
 */

const SITE = 'https://ujuso.example';
const KEY = 'a1b2c3d4-e5f6-4a5b-9c8d-ujusokey2026';
let baidu: FakeServer;
let indexnow: FakeServer;
let t: TestApp;
let baiduMode: 'ok' | 'refuse' = 'ok';

function baiduHandler(req: FakeRequest, res: http.ServerResponse) {
  if (req.method !== 'POST' || req.path !== '/urls') return sendJson(res, { error: 404, message: 'not found' }, 404);
  if (req.query.get('token') !== 'baidu-token-1') return sendJson(res, { error: 401, message: 'token is not valid' }, 401);
  if (baiduMode === 'refuse') return sendJson(res, { error: 400, message: 'over quota' }, 400);
  const urls = req.body.split('\n').filter(Boolean);
  const foreign = urls.filter((u) => !u.startsWith(`${SITE}/`));
  return sendJson(res, { remain: 2980 - urls.length, success: urls.length - foreign.length, not_same_site: foreign, not_valid: [] });
}

function indexNowHandler(req: FakeRequest, res: http.ServerResponse) {
  if (req.method !== 'POST' || req.path !== '/indexnow') {
    res.statusCode = 405;
    return res.end();
  }
  const body = JSON.parse(req.body) as { host: string; key: string; keyLocation: string; urlList: string[] };
  res.statusCode = body.key === KEY && body.urlList.every((u) => u.startsWith(`https://${body.host}/`)) ? 202 : 422;
  res.end();
}

const posts = (f: FakeServer) => f.requests.filter((r) => r.method === 'POST');
const baiduUrls = () => posts(baidu).flatMap((r) => r.body.split('\n').filter(Boolean));
const indexNowUrls = () => posts(indexnow).flatMap((r) => (JSON.parse(r.body) as { urlList: string[] }).urlList);

beforeAll(async () => {
  baidu = await startFake(baiduHandler);
  indexnow = await startFake(indexNowHandler);
  t = await createTestApp({
    env: {
      SITE_URL: SITE, SEO_PUSH: 'off',
      BAIDU_PUSH_TOKEN: 'baidu-token-1', BAIDU_PUSH_URL: baidu.url,
      INDEXNOW_KEY: KEY, INDEXNOW_URL: indexnow.url,
    },
  });
});

afterAll(async () => {
  await t?.close();
  await baidu?.close();
  await indexnow?.close();
});

describe('URL push', () => {
  it('starts at the newest rows, then pushes each new approved resource and thread once to both engines', async () => {
    const push = t.app.seo.push;
    expect(push.enabled).toBe(true);
    expect(await push.tick()).toEqual([]); // cursors created: the backlog is the sitemaps' job
    expect(posts(baidu)).toHaveLength(0);

    t.clock.advance(1000);
    const [a, b, pending] = await addResources(t.ctx, [{ title: '推送测试 一' }, { title: '推送测试 二' }, { title: '推送测试 待审', status: 'pending' }]);
    const author = await makeMember(t.ctx);
    const cates = await t.ctx.services.bbsCategories.list();
    const art = await t.ctx.services.articles.create({ id: author.id, role: 'user' }, { title: '推送测试帖子', cate_id: cates[0].id, content: '内容' });

    // two ticks race (as two API processes would): every URL goes out once per engine
    const outcomes = (await Promise.all([push.tick(), push.tick()])).flat();
    expect(outcomes.every((o) => o.error === undefined)).toBe(true);
    const want = [`${SITE}/r/${a}`, `${SITE}/r/${b}`, `${SITE}/t/${art.id}`].sort();
    expect(baiduUrls().sort()).toEqual(want);
    expect(indexNowUrls().sort()).toEqual(want);
    expect(baiduUrls()).not.toContain(`${SITE}/r/${pending}`);

    const b0 = posts(baidu)[0];
    expect(b0.query.get('site')).toBe(SITE);
    expect(b0.headers['content-type']).toBe('text/plain');
    const i0 = JSON.parse(posts(indexnow)[0].body) as Record<string, unknown>;
    expect(i0).toMatchObject({ host: 'ujuso.example', key: KEY, keyLocation: `${SITE}/${KEY}.txt` });
    expect(outcomes.find((o) => o.provider === 'baidu' && o.kind === 'resources')?.result?.note).toContain('百度普通收录：接受 2 条');

    // nothing new: nothing sent
    const before = posts(baidu).length + posts(indexnow).length;
    await push.tick();
    expect(posts(baidu).length + posts(indexnow).length).toBe(before);

    // an approval later counts as new
    t.clock.advance(1000);
    await t.ctx.db.updateTable('resources').set({ status: 'approved', updated_at: t.clock.now() }).where('id', '=', pending).execute();
    await push.tick();
    expect(baiduUrls().filter((u) => u === `${SITE}/r/${pending}`)).toHaveLength(1);
  });

  it('a refused batch is given back and sent again on the next tick', async () => {
    const push = t.app.seo.push;
    baiduMode = 'refuse';
    t.clock.advance(1000);
    const [c] = await addResources(t.ctx, [{ title: '推送测试 三' }]);
    const failed = await push.tick();
    expect(failed.find((o) => o.provider === 'baidu')?.error).toBe('百度普通收录拒绝了提交：over quota');
    expect(failed.find((o) => o.provider === 'indexnow')?.error).toBeUndefined();
    baiduMode = 'ok';
    const retried = await push.tick();
    expect(retried.find((o) => o.provider === 'baidu')?.urls).toEqual([`${SITE}/r/${c}`]);
    expect(retried.find((o) => o.provider === 'indexnow')).toBeUndefined();
    expect(indexNowUrls().filter((u) => u === `${SITE}/r/${c}`)).toHaveLength(1);
  });

  it('serves the IndexNow key file', async () => {
    const res = await t.app.inject(`/${KEY}.txt`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(KEY);
  });
});

describe('off by default', () => {
  it('without tokens nothing is pushed and no key file exists', async () => {
    const plain = await createTestApp({ env: { SEO_PUSH: 'off' } });
    try {
      expect(plain.app.seo.push.enabled).toBe(false);
      expect(await plain.app.seo.push.tick()).toEqual([]);
      expect((await plain.app.inject(`/${KEY}.txt`)).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuses bad settings with one clear line', () => {
    expect(() => parseSeoConfig({ INDEXNOW_KEY: 'short', SITE_URL: SITE })).toThrow(ConfigError);
    expect(() => parseSeoConfig({ INDEXNOW_KEY: KEY })).toThrow('SITE_URL');
    expect(() => parseSeoConfig({ BAIDU_PUSH_TOKEN: 'x' })).toThrow('BAIDU_PUSH_SITE');
    expect(() => parseSeoConfig({ SITE_URL: 'ftp://x' })).toThrow('SITE_URL 无效');
    expect(parseSeoConfig({})).toMatchObject({ siteUrl: undefined, baidu: undefined, indexNow: undefined });
  });
});
