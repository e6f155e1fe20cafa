import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, register } from '../support/accounts';
import { call, freshIp, startApiPair, type ApiPair } from '../support/cluster';
import { addResources } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 28, the last item: the admin approves counted hot keywords. With 配置 → 搜索 →
 * 热搜词需审核 on (the default) a keyword that 3 distinct visitors searched waits in 待审核 and
 * shows publicly (热搜 under the search box, the 热门 page, suggestions) only once approved or
 * pinned; a rejected one never shows; with the switch off counted keywords show as before.
 * Everything through HTTP, on both databases; the last block across two API processes.
 */
type Item = { keyword: string; count: number; visitors: number; status: string; reviewer: string | null; review_time: string | null };

let t: TestApp;
let admin: { token: string };
let ipSeq = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = { token: await adminToken(t, ADMIN_PASSWORD) };
  await addResources(t.ctx, [
    { title: '银河审核计划 第一季 4K', url: 'https://pan.quark.cn/s/hotreview01' },
    { title: '星海巡航记 全集', url: 'https://pan.quark.cn/s/hotreview02' },
    { title: '违规样例合集 高清', url: 'https://pan.quark.cn/s/hotreview03' },
    { title: '两人搜过的词 合集', url: 'https://pan.quark.cn/s/hotreview04' },
    { title: '置顶候选词 蓝光', url: 'https://pan.quark.cn/s/hotreview05' },
  ]);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = auth(admin)) =>
  t.app.inject({ method, url, headers, payload: payload as object | undefined });

/** `n` distinct anonymous visitors search the keyword (each from an address of its own). */
async function searchedBy(kw: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    ipSeq++;
    const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent(kw)}&onlyFree=0`, remoteAddress: `10.77.${ipSeq >> 8}.${ipSeq & 255}` });
    expect(res.json().code, res.body).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
  }
}

/** Where a visitor would see the keyword: 热搜 under the search box, the 热门 page, the suggestions. */
async function publicly(kw: string): Promise<{ searchBox: boolean; hotPage: boolean; suggest: boolean }> {
  const box = (await t.app.inject({ method: 'GET', url: '/v1/resource/hot_keywords' })).json();
  const page = (await t.app.inject({ method: 'GET', url: '/v1/resource/hot?range=week&size=50' })).json();
  const sug = (await t.app.inject({ method: 'GET', url: `/v1/resource/suggest?q=${encodeURIComponent(kw.slice(0, 2))}&size=20` })).json();
  expect([box.code, page.code, sug.code]).toEqual([200, 200, 200]);
  return {
    searchBox: box.data.searched.some((k: { keyword: string }) => k.keyword === kw),
    hotPage: page.data.keywords.some((k: { keyword: string }) => k.keyword === kw),
    suggest: sug.data.list.some((s: { text: string; kind: string }) => s.kind === 'hot' && s.text === kw),
  };
}
const nowhere = { searchBox: false, hotPage: false, suggest: false };
const everywhere = { searchBox: true, hotPage: true, suggest: true };

async function reviews(status: 'pending' | 'approved' | 'rejected' = 'pending'): Promise<{ need_approval: boolean; list: Item[] }> {
  const res = await api('GET', `/admin/v1/hotkey/review?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function auditActions(): Promise<string[]> {
  const rows = await t.ctx.db.selectFrom('audit_log').select(['action', 'entity_id']).where('entity', '=', 'hotkey').orderBy('id').execute();
  return rows.map((r) => `${r.action} ${r.entity_id}`);
}

describe(`hot keyword review (${TEST_DB_KIND})`, () => {
  it('on by default: 3 distinct visitors make a candidate, not a public hot word; approve shows it, reject hides it, undo puts it back in 待审核', async () => {
    const cfg = (await api('GET', '/admin/v1/config')).json().data as Array<{ name: string; label: string; value: string; default: string; group: string; help?: string }>;
    expect(cfg.find((c) => c.name === 'hot_keywords_need_approval')).toMatchObject({ label: '热搜词需审核', value: 'true', default: 'true', group: 'search' });
    expect(cfg.find((c) => c.name === 'hot_keywords_need_approval')!.help).toMatch(/待审核/);

    const kw = '银河审核计划';
    await searchedBy(kw, 3);
    // warm the suggestion set before the review: it must not keep a stale answer afterwards
    expect(await publicly(kw)).toEqual(nowhere);
    const pending = await reviews();
    expect(pending.need_approval).toBe(true);
    expect(pending.list.find((i) => i.keyword === kw)).toEqual({ keyword: kw, count: 3, visitors: 3, status: 'pending', reviewer: null, review_time: null });

    const approved = await api('POST', '/admin/v1/hotkey/review/approve', { keyword: kw });
    expect(approved.json()).toMatchObject({ code: 200, msg: '已通过', data: { keyword: kw, status: 'approved', reviewer: 'admin', count: 3, visitors: 3 } });
    expect(await publicly(kw)).toEqual(everywhere);
    expect((await reviews()).list.map((i) => i.keyword)).not.toContain(kw);
    expect((await reviews('approved')).list.find((i) => i.keyword === kw)).toMatchObject({ status: 'approved', reviewer: 'admin', count: 3, visitors: 3 });

    // more searches do not bring it back to 待审核, and a rejected word never shows
    expect((await api('POST', '/admin/v1/hotkey/review/reject', { keyword: kw })).json()).toMatchObject({ code: 200, msg: '已拒绝', data: { status: 'rejected' } });
    expect(await publicly(kw)).toEqual(nowhere);
    await searchedBy(kw, 2);
    expect(await publicly(kw)).toEqual(nowhere);
    expect((await reviews()).list.map((i) => i.keyword)).not.toContain(kw);
    expect((await reviews('rejected')).list.find((i) => i.keyword === kw)).toMatchObject({ status: 'rejected', visitors: 5, count: 5 });

    // undo: back to 待审核, and (approval needed) still not public
    expect((await api('POST', '/admin/v1/hotkey/review/undo', { keyword: kw })).json()).toMatchObject({ code: 200, msg: '已撤销' });
    expect((await reviews()).list.find((i) => i.keyword === kw)).toMatchObject({ status: 'pending', visitors: 5 });
    expect(await publicly(kw)).toEqual(nowhere);
    const undoAgain = await api('POST', '/admin/v1/hotkey/review/undo', { keyword: kw });
    expect(undoAgain.statusCode).toBe(404);
    expect(undoAgain.json().msg).toMatch(/[\u4e00-\u9fff]/);

    // a keyword is reviewed in its folded form (traditional / full width = the counted one)
    expect((await api('POST', '/admin/v1/hotkey/review/approve', { keyword: '銀河審核計劃' })).json().data.keyword).toBe(kw);
    expect(await publicly(kw)).toEqual(everywhere);
    expect(await auditActions()).toEqual([`hotkey.review.approve ${kw}`, `hotkey.review.reject ${kw}`, `hotkey.review.undo ${kw}`, `hotkey.review.approve ${kw}`]);
  });

  it('a pinned candidate counts as approved: pinning (置顶) takes it out of 待审核 and into 热搜', async () => {
    const kw = '置顶候选词';
    await searchedBy(kw, 3);
    expect((await reviews()).list.map((i) => i.keyword)).toContain(kw);
    expect((await publicly(kw)).searchBox).toBe(false);
    expect((await api('POST', '/admin/v1/hotkey', { keyword: kw })).json().code).toBe(200);
    expect((await reviews()).list.map((i) => i.keyword)).not.toContain(kw);
    const box = (await t.app.inject({ method: 'GET', url: '/v1/resource/hot_keywords' })).json().data;
    expect(box.pinned).toContain(kw);
    expect(box.searched.map((k: { keyword: string }) => k.keyword)).toContain(kw);
  });

  it('待审核 lists only keywords of 3+ distinct visitors, never a banned one (which cannot be approved either)', async () => {
    await searchedBy('两人搜过的词', 2);
    await searchedBy('违规样例合集', 3);
    expect((await reviews()).list.map((i) => i.keyword)).toContain('违规样例合集');
    expect((await api('POST', '/admin/v1/bankey', { keywords: '违规样例' })).json().code).toBe(200);
    const list = (await reviews()).list.map((i) => i.keyword);
    expect(list).not.toContain('违规样例合集');
    expect(list).not.toContain('两人搜过的词');
    const refused = await api('POST', '/admin/v1/hotkey/review/approve', { keyword: '违规样例合集' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('违禁词');
    expect(await publicly('违规样例合集')).toEqual(nowhere);
  });

  it('with 热搜词需审核 off counted keywords show without approval — a rejected one still never does', async () => {
    const kw = '星海巡航记';
    await searchedBy(kw, 3);
    expect(await publicly(kw)).toEqual(nowhere);
    // switching it off takes effect at once, the suggestion set included (a new counted word
    // otherwise joins the suggestions at the set's next rebuild, SUGGEST_TTL_MS)
    expect((await api('PUT', '/admin/v1/config', { values: { hot_keywords_need_approval: false } })).json().code).toBe(200);
    try {
      expect(await publicly(kw)).toEqual(everywhere);
      const pending = await reviews();
      expect(pending.need_approval).toBe(false);
      expect(pending.list.map((i) => i.keyword)).toContain(kw);
      expect((await api('POST', '/admin/v1/hotkey/review/reject', { keyword: kw })).json().code).toBe(200);
      expect(await publicly(kw)).toEqual(nowhere);
      // switched back on, the approved keyword of the first test is still public, this one is not
      expect((await api('PUT', '/admin/v1/config', { values: { hot_keywords_need_approval: true } })).json().code).toBe(200);
      expect((await publicly('银河审核计划')).searchBox).toBe(true);
      expect(await publicly(kw)).toEqual(nowhere);
    } finally {
      await api('PUT', '/admin/v1/config', { values: { hot_keywords_need_approval: true } });
    }
  });

  it('only admins may call the review endpoints: anonymous and members get 403, nothing changes', async () => {
    const member = await register(t, 'hot_review_member');
    const calls: Array<[Method, string, unknown]> = [
      ['GET', '/admin/v1/hotkey/review', undefined],
      ['POST', '/admin/v1/hotkey/review/approve', { keyword: '星海巡航记' }],
      ['POST', '/admin/v1/hotkey/review/reject', { keyword: '银河审核计划' }],
      ['POST', '/admin/v1/hotkey/review/undo', { keyword: '银河审核计划' }],
    ];
    const before = await auditActions();
    for (const [method, url, payload] of calls) {
      const anon = await api(method, url, payload, {});
      expect(anon.statusCode, `anonymous ${method} ${url}`).toBe(403);
      expect(anon.json()).toEqual({ code: 403, msg: '请登录', data: null });
      const user = await api(method, url, payload, auth(member));
      expect(user.statusCode, `member ${method} ${url}`).toBe(403);
      expect(user.json()).toEqual({ code: 403, msg: '无权访问：需要管理员权限', data: null });
    }
    expect(await auditActions()).toEqual(before);
    expect((await publicly('银河审核计划')).searchBox).toBe(true);
    expect((await publicly('星海巡航记')).searchBox).toBe(false);
  });

  it('refuses an empty or over-long keyword with a Chinese message', async () => {
    for (const keyword of ['', 'x'.repeat(101)]) {
      const res = await api('POST', '/admin/v1/hotkey/review/approve', { keyword });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe(`hot keyword review across API processes (${TEST_DB_KIND})`, () => {
  let pair: ApiPair;
  beforeAll(async () => {
    pair = await startApiPair();
  }, 200_000);
  afterAll(async () => {
    await pair?.stop();
  });

  it('approve / reject through process A changes what process B shows on its next request (suggestion set included)', async () => {
    const { A, B } = pair;
    const kw = '霸王别姬'; // a demo film, not a demo hot word
    for (let i = 0; i < 3; i++) expect((await call(A.base, 'GET', `/v1/resource/search?kw=${encodeURIComponent(kw)}&onlyFree=0`, { ip: freshIp() })).body.data.total).toBeGreaterThan(0);
    const pending = await call(A.base, 'GET', '/admin/v1/hotkey/review', { token: pair.admin });
    expect(pending.body.data.list.find((i: Item) => i.keyword === kw)).toMatchObject({ visitors: 3, status: 'pending' });
    const onB = async () => {
      const box = await call(B.base, 'GET', '/v1/resource/hot_keywords');
      const sug = await call(B.base, 'GET', `/v1/resource/suggest?q=${encodeURIComponent('霸王')}&size=20`);
      return {
        searchBox: box.body.data.searched.some((k: { keyword: string }) => k.keyword === kw),
        suggest: sug.body.data.list.some((s: { text: string; kind: string }) => s.kind === 'hot' && s.text === kw),
      };
    };
    // B builds its suggestion set now, without the word
    expect(await onB()).toEqual({ searchBox: false, suggest: false });
    expect((await call(A.base, 'POST', '/admin/v1/hotkey/review/approve', { token: pair.admin, body: { keyword: kw } })).body.code).toBe(200);
    expect(await onB()).toEqual({ searchBox: true, suggest: true });
    expect((await call(A.base, 'POST', '/admin/v1/hotkey/review/reject', { token: pair.admin, body: { keyword: kw } })).body.code).toBe(200);
    expect(await onB()).toEqual({ searchBox: false, suggest: false });
  }, 60_000);
});
