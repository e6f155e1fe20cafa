import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSuggestSet, lookup } from '../../server/src/services/suggest-service';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources } from '../support/resources';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await clearResources(t.ctx);
  await t.ctx.db.deleteFrom('hot_keywords').execute(); // the demo seed's pinned words
  await addResources(t.ctx, [
    { title: '三体 电视剧 全30集 4K', views: 900 },
    { title: '三体 有声书', views: 300 },
    { title: '三国演义 央视版', views: 500 },
    { title: '庆余年 第二季', views: 800 },
    { title: 'Python 从入门到精通', views: 700 },
    { title: 'PHOTOSHOP 2024', views: 100 },
    { title: '三体 未审核', views: 5000, status: 'pending' },
  ]);
  await t.ctx.services.hotKeywords.pin('三体全集', 0);
});
afterAll(async () => {
  await t.close();
});

async function suggest(q: string, size?: number) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/resource/suggest?q=${encodeURIComponent(q)}${size ? `&size=${size}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.list as Array<{ text: string; kind: string }>).map((s) => s.text);
}

describe(`GET /v1/resource/suggest (${TEST_DB_KIND})`, () => {
  it('1 Chinese character: pinned word first, then titles by views; only searchable titles', async () => {
    expect(await suggest('三')).toEqual(['三体全集', '三体 电视剧 全30集 4K', '三国演义 央视版', '三体 有声书']);
  });

  it('2 and 3 Chinese characters narrow the prefix', async () => {
    expect(await suggest('三体')).toEqual(['三体全集', '三体 电视剧 全30集 4K', '三体 有声书']);
    expect(await suggest('三体 有')).toEqual(['三体 有声书']);
    expect(await suggest('庆余年')).toEqual(['庆余年 第二季']);
    expect(await suggest('三国演')).toEqual(['三国演义 央视版']);
  });

  it('Latin input ignores case and width; no match → empty list; size limits', async () => {
    expect(await suggest('py')).toEqual(['Python 从入门到精通']);
    expect(await suggest('ＰＨＯ')).toEqual(['PHOTOSHOP 2024']);
    expect(await suggest('p')).toEqual(['Python 从入门到精通', 'PHOTOSHOP 2024']);
    expect(await suggest('zz')).toEqual([]);
    expect(await suggest('三', 2)).toHaveLength(2);
  });

  it('bad input is a Chinese 400', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/v1/resource/suggest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/[\u4e00-\u9fff]/u);
    const long = await t.app.inject({ method: 'GET', url: `/v1/resource/suggest?q=${'长'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });

  it('an empty search offers related queries', async () => {
    // a query with a word that exists finds partial matches (issue 28); pythox exists nowhere
    const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('pythox')}` });
    const data = res.json().data;
    expect(data.total).toBe(0);
    expect(data.related).toEqual(expect.arrayContaining(['Python 从入门到精通']));
    expect(data.did_you_mean).toBe('Python');
    const found = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('三体')}` });
    expect(found.json().data.related).toEqual([]);
  });
});

describe('suggestion set lookups', () => {
  it('answer a 1-character prefix over 20,000 titles in well under 50 ms', () => {
    const chars = '的一是了我不人在他有这个上们来到时大地为子中你说生国年着就那和要她出也得里后自以会家可下而过天去能对小多然于心学么之都好看起发当没成只如事把还用第样道想作种开美总从无情己面最女但现前些所同日手又行意动方期它头经长儿回位分爱老因很给名法间斯知世什两次使身者被高已亲其进此话常与活正感';
    const entries = Array.from({ length: 20_000 }, (_, i) => {
      const text = Array.from({ length: 4 + (i % 12) }, (_, j) => chars[(i * 7 + j * 13 + (i >> 3)) % chars.length]).join('');
      return { text, norm: text, kind: 'title' as const, weight: (i * 7919) % 10_000 };
    });
    const set = buildSuggestSet(entries, 0);
    const started = performance.now();
    let n = 0;
    for (let i = 0; i < 1000; i++) n += lookup(set, chars[i % chars.length] + (i % 3 ? chars[(i * 3) % chars.length] : ''), 8).length;
    const perLookup = (performance.now() - started) / 1000;
    expect(n).toBeGreaterThan(0);
    expect(perLookup).toBeLessThan(1); // ms — the budget is 50 ms
    // the brute-force answer for one prefix
    const p = chars[0];
    const want = entries.filter((e) => e.norm.startsWith(p)).sort((a, b) => b.weight - a.weight || a.norm.length - b.norm.length || (a.norm < b.norm ? -1 : 1));
    const uniq = [...new Map(want.map((e) => [e.norm, e])).values()].slice(0, 8).map((e) => e.text);
    expect(lookup(set, p, 8).map((s) => s.text)).toEqual(uniq);
  });
});
