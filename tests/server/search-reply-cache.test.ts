import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources, makeMember } from '../support/resources';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await clearResources(t.ctx);
  await addResources(t.ctx, [
    { title: '星际穿越 4K 原盘', url: 'https://pan.quark.cn/s/xjcy1' },
    { title: '星际穿越 导演剪辑版', url: 'https://pan.baidu.com/s/1xjcy2', pwd: 'xj02' },
    { title: '星际穿越 付费原声', url: 'https://pan.baidu.com/s/1xjcy3', pwd: 'xj03', price: 30 },
  ]);
});
afterAll(async () => {
  await t.close();
});

const url = (kw: string, extra = '') => `/v1/resource/search?kw=${encodeURIComponent(kw)}${extra}`;
const get = (kw: string, opts: { ip?: string; headers?: Record<string, string>; extra?: string } = {}) =>
  t.app.inject({ method: 'GET', url: url(kw, opts.extra), remoteAddress: opts.ip ?? '10.0.0.1', headers: opts.headers });

describe(`anonymous search reply cache (${TEST_DB_KIND})`, () => {
  it('the same anonymous search is answered from the cache, byte for byte, until the TTL', async () => {
    const first = await get('星际穿越');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await get('星际穿越', { ip: '10.0.0.2' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // other parameters are other entries
    expect((await get('星际穿越', { extra: '&onlyFree=0' })).headers['x-cache']).toBeUndefined();
    t.clock.advance(15_001);
    expect((await get('星际穿越')).headers['x-cache']).toBeUndefined();
    expect((await get('星际穿越')).headers['x-cache']).toBe('hit');
  });

  it('a hit still counts for the hot keywords (once per visitor within 30 s)', async () => {
    // 热搜词需审核 is on by default (issue 28): an approved keyword, so top() shows its count
    await t.ctx.services.hotKeywords.preApprove(['穿越']);
    const count = async () => {
      await t.ctx.services.hotKeywords.flush();
      const top = await t.ctx.services.hotKeywords.top('day', 50);
      return top.find((k) => k.keyword === '穿越')?.count ?? 0;
    };
    const before = await count();
    expect((await get('穿越', { ip: '10.1.0.1' })).headers['x-cache']).toBeUndefined();
    for (const ip of ['10.1.0.2', '10.1.0.3', '10.1.0.3']) expect((await get('穿越', { ip })).headers['x-cache']).toBe('hit');
    expect(await count()).toBe(before + 3);
  });

  it('a keyword banned after it was cached is refused with 444 at once', async () => {
    expect((await get('导演剪辑')).statusCode).toBe(200);
    expect((await get('导演剪辑')).headers['x-cache']).toBe('hit');
    const { id } = await t.ctx.services.hotKeywords.ban('导演剪辑');
    const refused = await get('导演剪辑');
    expect(refused.statusCode).toBe(444);
    expect(refused.json()).toEqual({ code: 444, msg: '搜索词包含违禁内容，请修改后再试', data: null });
    await t.ctx.services.hotKeywords.unban(id);
  });

  it('a new resource in the index shows in the very next search', async () => {
    const before = (await get('原盘')).json().data.total;
    expect((await get('原盘')).headers['x-cache']).toBe('hit');
    await addResources(t.ctx, [{ title: '星际穿越 IMAX 原盘', url: 'https://pan.quark.cn/s/xjcy4' }]);
    const after = await get('原盘');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().data.total).toBe(before + 1);
  });

  it('signed-in visitors never get or fill cached replies (their paid links differ)', async () => {
    const member = await makeMember(t.ctx, { vipDays: 30 });
    const auth = member.auth;
    const all = '&onlyFree=0';
    const anon = (await get('付费原声', { extra: all })).json().data.list[0];
    expect(anon).toMatchObject({ locked: true, url: null, pwd: null });
    expect((await get('付费原声', { extra: all })).headers['x-cache']).toBe('hit');
    const vip = await get('付费原声', { headers: auth, extra: all });
    expect(vip.headers['x-cache']).toBeUndefined();
    expect(vip.json().data.list[0]).toMatchObject({ locked: false, url: 'https://pan.baidu.com/s/1xjcy3', pwd: 'xj03' });
    // and the anonymous entry is still the locked one
    expect((await get('付费原声', { extra: all })).json().data.list[0].locked).toBe(true);
  });
});
