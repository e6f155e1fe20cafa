import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesAllTerms, normalizeText, queryTerms } from '../../server/src/search/tokenizer';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let cate: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin' });
  alice = await makeUser(t);
  cate = await makeCategory(t, admin, '搜索测试');
  const docs: Array<[string, string]> = [
    ['三体全集 有声书', '刘慈欣 科幻 经典'],
    ['庆余年 第二季', '权谋 古装 三'],
    ['ＡＢＣ 全角标题', '内容有 ＸＹＺ 和 100%'],
    ['只有正文匹配', '这里提到 体 这个字，还有下划线_和百分号%'],
    ['剑', '单字标题'],
    ['Python 入门 教程', 'print("hello") 与 **粗体**'],
  ];
  for (const [title, content] of docs) await publish(t, alice, { title, cate_id: cate, content });
});
afterAll(async () => {
  await t.close();
});

/** Every article, as a brute-force reference: ids whose normalised title + content contain every term. */
async function reference(q: string): Promise<number[]> {
  const terms = queryTerms(q);
  if (!terms.length) return [];
  const rows = await t.ctx.db.selectFrom('articles').select(['id', 'title', 'content']).orderBy('id', 'desc').execute();
  return rows.filter((r) => matchesAllTerms(normalizeText(`${r.title} ${r.content}`), terms.slice(0, 8))).map((r) => r.id);
}

async function search(q: string, size = 100, page = 1): Promise<{ ids: number[]; total: number; status: number }> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/article/search?q=${encodeURIComponent(q)}&page=${page}&size=${size}` });
  const body = res.json();
  return { ids: res.statusCode === 200 ? body.data.list.map((a: { id: number }) => a.id) : [], total: body.data?.total ?? -1, status: res.statusCode };
}

describe(`forum search (${TEST_DB_KIND})`, () => {
  it('finds 1- and 2-character Chinese terms exactly like a brute-force scan', async () => {
    for (const q of ['三', '体', '剑', '三体', '余年', '庆余年', '科幻', '有声书', '三 科幻', '权谋 三', '的', '二季']) {
      const expected = await reference(q);
      const got = await search(q);
      expect(got.status, q).toBe(200);
      expect(got.ids, q).toEqual(expected);
      expect(got.total, q).toBe(expected.length);
    }
    // our own articles are among them
    expect((await search('三体')).ids.length).toBeGreaterThanOrEqual(1);
    expect((await search('剑')).ids.length).toBeGreaterThanOrEqual(1);
  });

  it('normalises width and case, and treats query syntax characters as plain text', async () => {
    const abc = await search('abc');
    expect(abc.ids).toEqual(await reference('abc'));
    expect(abc.ids.length).toBeGreaterThanOrEqual(1);
    expect((await search('ＡＢＣ')).ids).toEqual(abc.ids);
    for (const q of ['"', '*', '%', '_', 'a OR b', 'NEAR(', '100%', '下划线_', '^三', ':', '( )', "'; drop table articles; --"]) {
      const got = await search(q);
      expect(got.status, q).toBe(200);
      expect(got.ids, q).toEqual(await reference(q));
    }
    expect((await search('完全不存在的词语组合')).ids).toEqual([]);
  });

  it('an empty or blank query returns an empty page; pagination splits the result', async () => {
    expect(await search('')).toMatchObject({ ids: [], total: 0, status: 200 });
    expect(await search('   ')).toMatchObject({ ids: [], total: 0, status: 200 });
    const all = await search('的', 100);
    const pages: number[] = [];
    for (let p = 1; p <= Math.ceil(all.total / 2); p++) {
      const got = await search('的', 2, p);
      expect(got.total).toBe(all.total);
      pages.push(...got.ids);
    }
    expect(pages).toEqual(all.ids);
  });

  it('property: for random documents and queries over a small alphabet, search equals brute force', async () => {
    const c2 = await makeCategory(t, admin, '性质测试');
    const alphabet = ['三', '体', '余', '年', '的', 'a', 'b', 'Ａ', ' ', '剑'];
    const text = fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 12 }).map((a) => a.join(''));
    const docs = fc.sample(text.filter((s) => s.trim().length > 0), 25);
    t.clock.advance(3_600_000);
    await t.ctx.services.articles.importMany(
      docs.map((d, i) => ({ user_id: alice.id, cate_id: c2, title: d, content: `正文 ${i}`, created_at: t.clock.now() })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 4 }).map((a) => a.join('')), async (q) => {
        const got = await search(q);
        expect(got.status).toBe(200);
        expect(got.ids).toEqual(await reference(q));
      }),
      { numRuns: 40 },
    );
  });
});

describe(`forum search cache (${TEST_DB_KIND})`, () => {
  it('publishing, editing and deleting show in the very next search; writes it cannot see expire within 15 s', async () => {
    t.clock.advance(60 * 60_000); // clear of the publishing limit
    expect((await search('鲸落')).ids).toEqual([]); // cached: no match
    // publish without moving the clock (the helper moves it 3 minutes, past the cache TTL)
    const publishNow = async (title: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/auth/v1/article', headers: alice.auth, payload: { title, cate_id: cate, content: '正文内容' } });
      expect(res.statusCode).toBe(200);
      return res.json().data as { id: number };
    };
    const a = await publishNow('鲸落 纪录片');
    expect((await search('鲸落')).ids).toEqual([a.id]);

    const edit = await t.app.inject({
      method: 'PUT', url: `/auth/v1/article/${a.id}`, headers: alice.auth,
      payload: { title: '海洋 纪录片', cate_id: cate, content: '正文内容' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await search('鲸落')).ids).toEqual([]);
    expect((await search('海洋')).ids).toEqual([a.id]);

    const del = await t.app.inject({ method: 'DELETE', url: `/auth/v1/article/my/${a.id}`, headers: alice.auth });
    expect(del.statusCode).toBe(200);
    expect((await search('海洋')).ids).toEqual([]);

    // A write this process did not make (another server process on the same database):
    // the cached answer stands until the TTL, then the match shows.
    expect((await search('珊瑚')).ids).toEqual([]);
    const b = await publishNow('临时');
    expect((await search('珊瑚')).ids).toEqual([]);
    await t.ctx.db.transaction().execute(async (trx) => {
      const { ArticlesRepository } = await import('../../server/src/repositories/articles-repository');
      await new ArticlesRepository(trx, TEST_DB_KIND).index(b.id, '珊瑚 礁', '正文内容');
    });
    expect((await search('珊瑚')).ids).toEqual([]);
    t.clock.advance(15_001);
    expect((await search('珊瑚')).ids).toEqual([b.id]);
  });
});

describe(`forum search totals (${TEST_DB_KIND})`, () => {
  it('counts matches up to 1000 and serves pages within that', async () => {
    const c3 = await makeCategory(t, admin, '上限测试');
    t.clock.advance(3_600_000);
    await t.ctx.services.articles.importMany(
      Array.from({ length: 1005 }, (_, i) => ({ user_id: alice.id, cate_id: c3, title: `蜂鸟猫 第${i}篇`, content: '内容', created_at: t.clock.now() })),
    );
    const first = await search('蜂鸟猫', 10, 1);
    expect(first.total).toBe(1000);
    expect(first.ids).toHaveLength(10);
    const last = await search('蜂鸟猫', 10, 100);
    expect(last.ids).toHaveLength(10);
    expect(Math.min(...first.ids)).toBeGreaterThan(Math.max(...last.ids));
    expect((await search('蜂鸟猫', 10, 101)).ids).toEqual([]);
    // the exact category total is not capped
    expect((await t.app.inject({ method: 'GET', url: `/v1/article?cate_id=${c3}` })).json().data.total).toBe(1005);
  });
});

describe(`forum demo data (${TEST_DB_KIND})`, () => {
  it('a fresh site has a pinned notice by the admin and a few dozen articles in every category', async () => {
    const fixed = (await t.app.inject({ method: 'GET', url: '/v1/article/fixed' })).json().data;
    const notice = fixed.list.find((a: { title: string }) => a.title.includes('公告'));
    expect(notice).toMatchObject({ fixed: 1, cate_name: '公告', username: 'admin' });
    const first = (await t.app.inject({ method: 'GET', url: '/v1/article?page=1&size=10' })).json().data;
    expect(first.list[0].fixed).toBe(1);
    const cates = (await t.app.inject({ method: 'GET', url: '/v1/article/cates' })).json().data as Array<{ id: number; name: string; count: number }>;
    for (const name of ['资源分享', '求助', '教程', '闲聊', '公告']) {
      expect(cates.find((c) => c.name === name)!.count, name).toBeGreaterThanOrEqual(1);
    }
    const demoTotal = cates.filter((c) => ['资源分享', '求助', '教程', '闲聊', '公告'].includes(c.name)).reduce((s, c) => s + c.count, 0);
    expect(demoTotal).toBeGreaterThanOrEqual(30);
    // demo links are parsed network-disk links (hidden from visitors)
    const shared = (await t.app.inject({ method: 'GET', url: `/v1/article?cate_id=${cates.find((c) => c.name === '资源分享')!.id}&size=50` })).json().data.list;
    expect(shared.every((a: { has_source_link: boolean; source_disk: string }) => a.has_source_link && a.source_disk !== '' && a.source_disk !== 'other')).toBe(true);
  });
});
