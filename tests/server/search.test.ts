import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources } from '../support/resources';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearResources(t.ctx); // the demo seed's resources would add matches
  const day = 86_400_000;
  const now = t.clock.now();
  const corpus: Array<[string, Parameters<typeof addResources>[1][number]]> = [
    ['santi', { title: '三体', url: 'https://pan.baidu.com/s/1santi', pwd: 'st01', created_at: now - 400 * day }],
    ['santiTv', { title: '三体 电视剧 全30集 4K', url: 'https://pan.quark.cn/s/santitv', views: 500 }],
    ['santiBook', { title: '刘慈欣《三体》全集 epub+mobi', url: 'https://www.alipan.com/s/santibook' }],
    ['qyn', { title: '庆余年 第二季 (2024) 全36集', url: 'https://pan.quark.cn/s/qyn2' }],
    ['python', { title: 'ＰＹＴＨＯＮ 从入门到精通 视频教程', url: 'https://pan.baidu.com/s/1python', pwd: 'py99' }],
    ['ps', { title: 'Adobe Photoshop 2024 破解版 Win/Mac', url: 'https://pan.xunlei.com/s/VNps' }],
    ['paid', { title: '三体 有声书 付费合集', url: 'https://pan.baidu.com/s/1paid', pwd: 'pp11', price: 20 }],
    ['syntax', { title: 'C++ "Primer" (第5版) AND OR NEAR*: ^', url: 'https://pan.quark.cn/s/cpp' }],
    ['pending', { title: '三体 未审核', url: 'https://pan.quark.cn/s/pending', status: 'pending' }],
  ];
  const got = await addResources(t.ctx, corpus.map(([, r]) => r));
  corpus.forEach(([k], i) => (ids[k] = got[i]));
});
afterAll(async () => {
  await t.close();
});

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?${query}` });
  return { status: res.statusCode, body: res.json() };
}
const kw = (s: string, extra = '') => `kw=${encodeURIComponent(s)}${extra}`;

describe(`GET /v1/resource/search (${TEST_DB_KIND})`, () => {
  it('a 2-character Chinese query finds every title containing it (FTS5 trigram alone would find none)', async () => {
    const { status, body } = await search(kw('三体'));
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const found = body.data.list.map((r: { id: number }) => r.id).sort();
    expect(found).toEqual([ids.santi, ids.santiTv, ids.santiBook].sort());
    expect(body.data.total).toBe(3);
  });

  it('the exact title ranks first even when older; highlights mark the matched characters', async () => {
    const { body } = await search(kw('三体'));
    expect(body.data.list[0].id).toBe(ids.santi);
    const book = body.data.list.find((r: { id: number }) => r.id === ids.santiBook);
    const [[s, e]] = book.highlights;
    expect(book.title.slice(s, e)).toBe('三体');
    expect(body.data.terms).toEqual(['三体']);
  });

  it('1-character, 2-character prefix (庆余) and long queries all work', async () => {
    expect((await search(kw('庆'))).body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.qyn]);
    expect((await search(kw('庆余'))).body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.qyn]);
    expect((await search(kw('庆余年 第二季'))).body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.qyn]);
    expect((await search(kw('全36集'))).body.data.exact_total).toBe(1);
    expect((await search(kw('全36集'))).body.data.list[0].id).toBe(ids.qyn);
  });

  it('full-width/half-width and case do not matter', async () => {
    for (const q of ['python', 'PYTHON', 'Ｐｙｔｈｏｎ', 'py', 'ＰＹ 教程']) {
      const { body } = await search(kw(q));
      expect(body.data.list.slice(0, body.data.exact_total).map((r: { id: number }) => r.id), q).toEqual([ids.python]);
    }
    // letters and digits written together are two words (issue 28): photoshop + the year 2024
    expect((await search(kw('photoshop２０２４'))).body.data.list[0].id).toBe(ids.ps);
    expect((await search(kw('photoshop ２０２４'))).body.data.list[0].id).toBe(ids.ps);
  });

  it('query syntax characters are plain text, never an error', async () => {
    for (const q of ['"', '*', ':', '^', '(', ')', 'AND', 'OR', 'NEAR', '"Primer"', 'c++', 'NEAR*:', '(第5版)', "'", '%', '_', '\\']) {
      const { status, body } = await search(kw(q));
      expect(status, q).toBe(200);
      // separators and brackets (" : ( ) ' _ \) are read as spaces (issue 28): alone they ask for nothing
      const expected = ['*', '^', 'AND', 'OR', 'NEAR', '"Primer"', 'c++', 'NEAR*:', '(第5版)'].includes(q) ? [ids.syntax] : [];
      expect(body.data.list.slice(0, body.data.exact_total).map((r: { id: number }) => r.id).sort(), q).toEqual(expected);
    }
  });

  it('onlyFree defaults to 1; onlyFree=0 includes paid links, locked for anonymous visitors', async () => {
    const free = await search(kw('有声书'));
    expect(free.body.data.total).toBe(0);
    const all = await search(kw('有声书', '&onlyFree=0'));
    expect(all.body.data.list).toHaveLength(1);
    expect(all.body.data.list[0]).toMatchObject({ id: ids.paid, locked: true, url: null, pwd: null, price: 20 });
    const freeItem = (await search(kw('三体'))).body.data.list.find((r: { id: number }) => r.id === ids.santi);
    expect(freeItem).toMatchObject({ locked: false, url: 'https://pan.baidu.com/s/1santi', pwd: 'st01', disk_type: 'baidu', disk_name: '百度网盘' });
  });

  it('skey filters by disk type; all / empty mean every type', async () => {
    expect((await search(kw('三体', '&skey=baidu'))).body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.santi]);
    expect((await search(kw('三体', '&skey=aliyun'))).body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.santiBook]);
    expect((await search(kw('三体', '&skey=all'))).body.data.total).toBe(3);
    expect((await search(kw('三体', '&skey='))).body.data.total).toBe(3);
    const bad = await search(kw('三体', '&skey=dropbox'));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/参数错误/);
  });

  it('pending resources are not found', async () => {
    expect((await search(kw('未审核'))).body.data.total).toBe(0);
  });

  it('paging: page and size slice the ranked list, total stays', async () => {
    const p1 = await search(kw('三体', '&size=2&page=1'));
    const p2 = await search(kw('三体', '&size=2&page=2'));
    expect(p1.body.data.list).toHaveLength(2);
    expect(p2.body.data.list).toHaveLength(1);
    expect(p2.body.data.total).toBe(3);
    const all = [...p1.body.data.list, ...p2.body.data.list].map((r: { id: number }) => r.id);
    expect(new Set(all).size).toBe(3);
  });

  it('kw must be 1–100 characters after trimming: a clear 400 otherwise', async () => {
    for (const q of ['', '   ', '　']) {
      const { status, body } = await search(kw(q));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, msg: '请输入搜索关键词', data: null });
    }
    const long = await search(kw('三'.repeat(101)));
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('搜索关键词过长（最多 100 个字符）');
    expect((await search(kw(` ${'三'.repeat(100)} `))).status).toBe(200);
    const missing = await search('');
    expect(missing.status).toBe(400);
  });

  it('a banned keyword is refused with code 444 and a clear msg, in search and in the title check', async () => {
    const { id } = await t.ctx.services.hotKeywords.ban('违禁词');
    const { status, body } = await search(kw('好看的 违禁词 合集'));
    expect(status).toBe(444);
    expect(body).toEqual({ code: 444, msg: '搜索词包含违禁内容，请修改后再试', data: null });
    // full-width / spaced variants are caught too
    expect((await search(kw('违 禁 词'))).status).toBe(444);
    await t.ctx.services.hotKeywords.unban(id);
    expect((await search(kw('违禁词'))).status).toBe(200);
  });
});
