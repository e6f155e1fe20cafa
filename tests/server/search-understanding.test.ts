import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../support/accounts';
import { addResources } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 28: the everyday queries that came back empty on the demo corpus find what they mean,
 * through HTTP, on both databases. Each assertion names what a visitor would see first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Item {
  id: number;
  title: string;
  disk_type: string;
  category_id: number | null;
}
interface Reply {
  list: Item[];
  total: number;
  match: 'all' | 'partial';
  exact_total: number;
  understood: { disk: string | null; disk_name: string | null; category: string | null };
  did_you_mean: string | null;
  terms: string[];
}

async function search(kw: string, extra = ''): Promise<Reply> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent(kw)}&onlyFree=0&size=10${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Reply;
}

async function categoryId(name: string): Promise<number> {
  const row = await t.ctx.db.selectFrom('netdisk_categories').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

describe(`search understands everyday queries (${TEST_DB_KIND})`, () => {
  it('Python 教程 and python教程: Python courses first, every result a full match', async () => {
    const course = await categoryId('课程');
    for (const kw of ['Python 教程', 'python教程']) {
      const r = await search(kw);
      expect(r.exact_total, kw).toBeGreaterThanOrEqual(2);
      for (const item of r.list.slice(0, r.exact_total)) {
        expect(item.title.toLowerCase()).toContain('python');
        expect(item.category_id === course || item.title.includes('教程')).toBe(true);
      }
    }
  });

  it('电影 lists the 电影 category (not only titles that say 电影)', async () => {
    const film = await categoryId('电影');
    const inCategory = await t.ctx.db.selectFrom('resources').select('id').where('category_id', '=', film).where('status', '=', 'approved').execute();
    expect(inCategory.length).toBeGreaterThan(50);
    const r = await search('电影');
    expect(r.total).toBeGreaterThanOrEqual(inCategory.length);
    expect(r.understood.category).toBe('电影');
    expect(r.list.every((i) => i.category_id === film)).toBe(true);
  });

  it.each([
    ['庆余年 2', ['庆余年', '第二季']],
    ['三体2', ['三体2']],
    ['你好李焕英', ['你好，李焕英']],
    ['琅琊榜全集', ['琅琊榜', '全集']],
    ['慶餘年', ['庆余年']],
    ['office2021', ['Office 2021']],
    ['Go语言', ['Go 语言']],
    ['mysql优化', ['MySQL 性能优化']],
    ['黑镜 第2季', ['黑镜 第二季']],
    ['黑镜第二季', ['黑镜 第二季']],
    ['权游', ['权力的游戏']],
    ['win11', ['Windows 11']],
  ])('%s → the first result is %j', async (kw, parts) => {
    const r = await search(kw);
    expect(r.total, kw).toBeGreaterThan(0);
    for (const p of parts) expect(r.list[0].title, kw).toContain(p);
  });

  it('夸克 三体: the disk word is the disk filter', async () => {
    const r = await search('夸克 三体');
    expect(r.total).toBeGreaterThan(0);
    expect(r.understood).toMatchObject({ disk: 'quark', disk_name: '夸克网盘' });
    expect(r.exact_total).toBeGreaterThan(0);
    for (const item of r.list.slice(0, r.exact_total)) {
      expect(item.disk_type).toBe('quark');
      expect(item.title).toContain('三体');
    }
  });

  it('a year is a year: 2023 matches titles with 2023, not season 23', async () => {
    const r = await search('狂飙 2023');
    expect(r.list[0].title).toContain('狂飙');
    expect(r.list[0].title).toContain('2023');
  });

  it('words that exist but never together: partial matches, said so, never zero', async () => {
    const r = await search('琅琊榜 莲花楼');
    expect(r.exact_total).toBe(0);
    expect(r.match).toBe('partial');
    expect(r.total).toBeGreaterThan(0);
    expect(r.list.every((i) => i.title.includes('琅琊榜') || i.title.includes('莲花楼'))).toBe(true);
  });

  it('a lone character between longer words (的 of 蓝色的大海) is optional: titles without it are full matches, titles with it rank first', async () => {
    // the segmenter learns the corpus's titles at the first search: learn before these titles exist
    await t.ctx.services.search.queries.plan('预热');
    const stamp = Date.now();
    const [withIt, without] = await addResources(t.ctx, [
      { title: '蓝色的大海 纪录片 4K', url: `https://pan.quark.cn/s/sea1${stamp}` },
      { title: '蓝色 大海 摄影合集', url: `https://pan.quark.cn/s/sea2${stamp}` },
    ]);
    const plan = await t.ctx.services.search.queries.plan('蓝色的大海');
    expect(plan.groups.map((g) => [g.text, g.required])).toEqual([['蓝色', true], ['的', false], ['大海', true]]);
    const r = await search('蓝色的大海');
    // both are full matches (the 的 is not required), the one with 的 first; other titles with only one word follow as partial
    expect(r.exact_total).toBe(2);
    expect(r.list.slice(0, 2).map((i) => i.id)).toEqual([withIt, without]);
    // a query of one word plus one character keeps the character required
    expect((await t.ctx.services.search.queries.plan('魔法 石')).groups.every((g) => g.required)).toBe(true);
  });

  it('partial matches follow the full ones, which keep their place at the top', async () => {
    const [id] = await addResources(t.ctx, [{ title: '莲花楼 琅琊榜 双剧合集', url: `https://pan.quark.cn/s/both${Date.now()}` }]);
    t.ctx.services.search.queries.relearn();
    const r = await search('琅琊榜 莲花楼');
    expect(r.exact_total).toBe(1);
    expect(r.match).toBe('partial');
    expect(r.list[0].id).toBe(id);
    expect(r.total).toBeGreaterThan(1);
  });

  it('did you mean: pinyin, initials and a typo point at the title', async () => {
    expect((await search('qingyunian')).did_you_mean).toBe('庆余年');
    expect((await search('qyn')).did_you_mean).toBe('庆余年');
    expect((await search('庆余念')).did_you_mean).toBe('庆余年');
    // a query with plenty of results gets none
    expect((await search('庆余年')).did_you_mean).toBeNull();
  });

  it('suggestions by pinyin and initials: qingyunian and qyn suggest 庆余年', async () => {
    for (const q of ['qingyunian', 'qyn']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/resource/suggest?q=${q}` });
      expect(res.json().data.list.map((s: { text: string }) => s.text), q).toContain('庆余年');
    }
  });
});

describe(`synonyms the admin edits (${TEST_DB_KIND})`, () => {
  it('a synonym saved in 配置 → 搜索 finds its title at once — the same search URL included (its cached reply is not served)', async () => {
    const [id] = await addResources(t.ctx, [{ title: '小猪佩奇 第一季 全52集 国语中字' }]);
    const admin = await adminToken(t, ADMIN_PASSWORD);
    const found = (r: Reply) => r.list.slice(0, r.exact_total).some((x) => x.id === id);
    // before: the English name finds nothing that matches it fully
    expect(found(await search('Peppa Pig'))).toBe(false);

    const current = await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` } });
    const item = (current.json().data as Array<{ name: string; value: string }>).find((c) => c.name === 'search_synonyms')!;
    const sets = JSON.parse(item.value) as string[][];
    // a bad value is refused whole and changes nothing
    const bad = await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` }, payload: { values: { search_synonyms: '[["只有一个"]]' } } });
    expect(bad.statusCode).toBe(400);
    expect(found(await search('Peppa Pig'))).toBe(false);

    const saved = await t.app.inject({
      method: 'PUT', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` },
      payload: { values: { search_synonyms: JSON.stringify([...sets, ['小猪佩奇', 'Peppa Pig', '粉红猪小妹']]) } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const kw of ['Peppa Pig', 'peppa pig', '粉红猪小妹']) {
      const r = await search(kw);
      expect(found(r), kw).toBe(true);
      expect(r.list[0].id, kw).toBe(id);
    }

    // and taken away again: the synonym no longer matches
    const restored = await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` }, payload: { values: { search_synonyms: JSON.stringify(sets) } } });
    expect(restored.statusCode).toBe(200);
    expect(found(await search('粉红猪小妹'))).toBe(false);
  });
});
