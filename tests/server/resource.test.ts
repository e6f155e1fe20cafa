import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../../server/src/search/importer';
import { demoCatalogue, rng } from '../../server/src/search/synthetic';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources, makeMember } from '../support/resources';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const balance = (id: number) => t.ctx.services.ledger.balance(id);

describe(`resources (${TEST_DB_KIND})`, () => {
  it('the demo seed wrote a few hundred resources over many disk types, findable by search', async () => {
    const types = await t.ctx.db.selectFrom('resources').select('disk_type').where('source', '=', 'seed').execute();
    expect(types.length).toBe(demoCatalogue(rng(5)).length);
    expect(types.length).toBeGreaterThan(300);
    expect(new Set(types.map((r) => r.disk_type)).size).toBeGreaterThanOrEqual(6);
    const latest = (await get('/v1/resource/latest?size=5')).json();
    expect(latest.data.list).toHaveLength(5);
    expect(latest.data.total).toBeGreaterThan(100);
  });

  it('paid link: locked for visitors, revealed once for its price (ledger + order), stays revealed; free for VIP', async () => {
    const [id] = await addResources(t.ctx, [{ title: '付费 测试资源 全集', url: 'https://pan.baidu.com/s/1paidtest', pwd: 'ab12', price: 7 }]);
    const anon = (await get(`/v1/resource/${id}`)).json();
    expect(anon.data).toMatchObject({ locked: true, url: null, pwd: null, unlocked_by: null, price: 7 });

    const buyer = await makeMember(t.ctx, { coins: 10 });
    const r1 = await post(`/auth/v1/resource/${id}/reveal`, {}, buyer.auth);
    expect(r1.statusCode).toBe(200);
    expect(r1.json().data).toMatchObject({ locked: false, url: 'https://pan.baidu.com/s/1paidtest', pwd: 'ab12', unlocked_by: 'paid' });
    expect(await balance(buyer.id)).toBe(3);
    // again: no second charge; the detail shows it unlocked
    await post(`/auth/v1/resource/${id}/reveal`, {}, buyer.auth);
    expect(await balance(buyer.id)).toBe(3);
    expect((await get(`/v1/resource/${id}`, buyer.auth)).json().data).toMatchObject({ locked: false, unlocked_by: 'paid' });
    const orders = await t.ctx.db.selectFrom('orders').selectAll().where('user_id', '=', buyer.id).execute();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ type: 'resource', cost: 7 });
    // the buyer's order list names the resource by its title and links to it, not 「资源 #id」 (issue 30)
    const mine = (await get('/auth/v1/order?page=1&size=10', buyer.auth)).json().data.list;
    expect(mine[0]).toMatchObject({ type: 'resource', link: `/main/detail/${id}`, detail: '' });
    expect(mine[0].title).toContain('资源：');
    expect(JSON.stringify(mine[0])).not.toContain('资源 #');
    const ledger = await t.ctx.db.selectFrom('ledger').selectAll().where('user_id', '=', buyer.id).where('kind', '=', 'link_reveal').execute();
    expect(ledger.map((l) => l.delta)).toEqual([-7]);
    expect(await t.ctx.services.ledger.drift()).toEqual([]);

    const poor = await makeMember(t.ctx, { coins: 3 });
    const refused = await post(`/auth/v1/resource/${id}/reveal`, {}, poor.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/金币不足/);
    expect(await balance(poor.id)).toBe(3);

    const vip = await makeMember(t.ctx, { vipDays: 30 });
    const v = (await post(`/auth/v1/resource/${id}/reveal`, {}, vip.auth)).json();
    expect(v.data).toMatchObject({ locked: false, unlocked_by: 'vip', pwd: 'ab12' });
    expect(await balance(vip.id)).toBe(0);

    expect((await post(`/auth/v1/resource/${id}/reveal`, {})).statusCode).toBe(403);
  });

  it('two concurrent reveals by the same user charge once', async () => {
    const [id] = await addResources(t.ctx, [{ title: '并发 解锁', url: 'https://pan.quark.cn/s/concurrent', price: 5 }]);
    const u = await makeMember(t.ctx, { coins: 20 });
    const res = await Promise.all([1, 2, 3].map(() => post(`/auth/v1/resource/${id}/reveal`, {}, u.auth)));
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balance(u.id)).toBe(15);
  });

  it('reports: once per user; three mark the link invalid and hide it from search and detail', async () => {
    const [id] = await addResources(t.ctx, [{ title: '失效测试 唯一标题甲乙', url: 'https://pan.quark.cn/s/deadlink' }]);
    const users = await Promise.all([1, 2, 3].map(() => makeMember(t.ctx)));
    const r1 = await post(`/auth/v1/resource/${id}/report`, { reason: '链接失效' }, users[0].auth);
    expect(r1.json()).toMatchObject({ code: 200, data: { report_count: 1, validity: 'reported' } });
    expect((await post(`/auth/v1/resource/${id}/report`, {}, users[0].auth)).statusCode).toBe(409);
    expect((await get(`/v1/resource/search?kw=${encodeURIComponent('唯一标题甲乙')}`)).json().data.list[0]).toMatchObject({ id, validity: 'reported' });
    await post(`/auth/v1/resource/${id}/report`, {}, users[1].auth);
    const r3 = await post(`/auth/v1/resource/${id}/report`, {}, users[2].auth);
    expect(r3.json().data).toEqual({ report_count: 3, validity: 'invalid' });
    expect((await get(`/v1/resource/search?kw=${encodeURIComponent('唯一标题甲乙')}`)).json().data.total).toBe(0);
    const detail = await get(`/v1/resource/${id}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().msg).toBe('该资源链接已失效');
  });

  it('share: paste → preview (links, codes, duplicates) → submit pending → approve pays the sharer and messages subscribers', async () => {
    await addResources(t.ctx, [{ title: '已存在的资源', url: 'https://pan.baidu.com/s/1exists' }]);
    const sharer = await makeMember(t.ctx);
    const fan = await makeMember(t.ctx);
    const other = await makeMember(t.ctx);
    expect((await post('/auth/v1/resource/subscribe', { keyword: '银河 漫游指南' }, fan.auth)).json().code).toBe(200);
    expect((await post('/auth/v1/resource/subscribe', { keyword: '银河 漫游指南' }, fan.auth)).statusCode).toBe(409);
    await post('/auth/v1/resource/subscribe', { keyword: '完全无关' }, other.auth);

    const text = '银河漫游指南 4K 收藏版\n链接：https://pan.baidu.com/s/1newshare 提取码：xy12\n旧的 https://pan.baidu.com/s/1exists?pwd=zz99';
    const preview = (await post('/auth/v1/resource/share/preview', { text }, sharer.auth)).json();
    expect(preview.data).toEqual([
      expect.objectContaining({ title: '银河漫游指南 4K 收藏版', url: 'https://pan.baidu.com/s/1newshare', pwd: 'xy12', disk_type: 'baidu', duplicate: false, problem: '' }),
      expect.objectContaining({ url: 'https://pan.baidu.com/s/1exists?pwd=zz99', pwd: 'zz99', duplicate: true }),
    ]);
    const submit = (await post('/auth/v1/resource/share', { items: preview.data.map((p: { title: string; url: string; pwd: string }) => ({ title: p.title || '旧的', url: p.url, pwd: p.pwd })) }, sharer.auth)).json();
    expect(submit.data.created).toHaveLength(1);
    expect(submit.data.duplicates).toEqual(['https://pan.baidu.com/s/1exists?pwd=zz99']);
    expect(submit.msg).toMatch(/等待审核/);
    const id = submit.data.created[0];
    // pending: not searchable, not public, visible to the sharer in "my shares"
    expect((await get(`/v1/resource/search?kw=${encodeURIComponent('银河漫游指南')}`)).json().data.total).toBe(0);
    expect((await get(`/v1/resource/${id}`)).statusCode).toBe(404);
    const mine = (await get('/auth/v1/resource/my?status=pending', sharer.auth)).json();
    expect(mine.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    const admin = await makeMember(t.ctx, { role: 'admin' });
    const approved = await t.ctx.services.share.approveShare(id, admin.id);
    expect(approved).toEqual({ id, reward: 5, notified: 1 });
    await expect(t.ctx.services.share.approveShare(id, admin.id)).rejects.toMatchObject({ code: 409 });
    expect(await balance(sharer.id)).toBe(5);
    expect((await get(`/v1/resource/search?kw=${encodeURIComponent('银河漫游指南')}`)).json().data.list[0].id).toBe(id);
    const fanMsgs = await t.ctx.db.selectFrom('messages').selectAll().where('user_id', '=', fan.id).execute();
    expect(fanMsgs).toHaveLength(1);
    expect(fanMsgs[0].title).toContain('银河 漫游指南');
    expect(await t.ctx.db.selectFrom('messages').selectAll().where('user_id', '=', other.id).execute()).toHaveLength(0);
    const sharerMsgs = await t.ctx.db.selectFrom('messages').select('title').where('user_id', '=', sharer.id).execute();
    expect(sharerMsgs.map((m) => m.title)).toContain('分享的资源已通过审核');
    expect((await get('/auth/v1/resource/my?status=approved', sharer.auth)).json().data.list[0]).toMatchObject({ id, reward: 5 });
  });

  it('a shared title with a banned word is refused with 444', async () => {
    await t.ctx.services.hotKeywords.ban('禁词样例');
    const u = await makeMember(t.ctx);
    const res = await post('/auth/v1/resource/share', { items: [{ title: '好东西 禁词样例', url: 'https://pan.quark.cn/s/banned1' }] }, u.auth);
    expect(res.statusCode).toBe(444);
    expect(res.json()).toEqual({ code: 444, msg: '资源标题包含违禁内容，请修改后再试', data: null });
  });

  it('subscriptions: list and delete', async () => {
    const u = await makeMember(t.ctx);
    const { data } = (await post('/auth/v1/resource/subscribe', { keyword: '繁花' }, u.auth)).json();
    expect((await get('/auth/v1/resource/subscribe', u.auth)).json().data.map((s: { keyword: string }) => s.keyword)).toEqual(['繁花']);
    expect((await t.app.inject({ method: 'DELETE', url: `/auth/v1/resource/subscribe/${data.id}`, headers: u.auth })).json().code).toBe(200);
    expect((await get('/auth/v1/resource/subscribe', u.auth)).json().data).toEqual([]);
  });

  it('hot keywords: the same visitor within 30 s counts once; pinned words and counts show per the settings', async () => {
    // the counting rule alone: 热搜词需审核 off (approval is tested in hot-keyword-review.test.ts)
    await t.ctx.services.siteConfig.update({ id: 1, ip: '127.0.0.1' }, { hot_keywords_need_approval: false });
    await addResources(t.ctx, [{ title: '热词测试 漫长的季节', url: 'https://pan.quark.cn/s/hotkw' }]);
    const kw = encodeURIComponent('漫长的季节');
    const visit = (ip: string, q = kw) => t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${q}`, remoteAddress: ip });
    await visit('10.0.0.1');
    await visit('10.0.0.1');
    t.clock.advance(10_000);
    await visit('10.0.0.1');
    await visit('10.0.0.2');
    t.clock.advance(31_000);
    await visit('10.0.0.1');
    // two distinct visitors are not enough for 热搜 (issue 28) …
    let hot = (await get('/v1/resource/hot?range=day')).json();
    expect(hot.data.keywords.find((k: { keyword: string }) => k.keyword === '漫长的季节')).toBeUndefined();
    // … a third one, typing it in traditional characters and full width, is the same keyword
    await visit('10.0.0.3', encodeURIComponent('漫長的季節'));
    hot = (await get('/v1/resource/hot?range=day')).json();
    expect(hot.data.keywords.find((k: { keyword: string }) => k.keyword === '漫长的季节')).toEqual({ keyword: '漫长的季节', count: 4 });

    // on by default in a fresh site's settings (issue 15)
    const on = (await get('/v1/resource/hot_keywords')).json();
    expect(on.data).toMatchObject({ show_hot_key: true, show_hot_search_kw: true });
    expect(on.data.pinned).toEqual(expect.arrayContaining(['三体', '庆余年']));
    expect(on.data.searched[0]).toEqual({ keyword: '漫长的季节', count: 4 });
    // a word banned after it was counted leaves the list at once
    await t.ctx.services.hotKeywords.ban('漫长');
    expect((await get('/v1/resource/hot_keywords')).json().data.searched).toEqual([]);
    await t.ctx.services.hotKeywords.unban((await t.ctx.services.hotKeywords.bannedList()).find((b) => b.keyword === '漫长')!.id);
    for (const name of ['show_hot_key', 'show_hot_search_kw']) {
      const [row] = await t.ctx.services.webSettings.getMany([name]);
      await t.ctx.services.webSettings.update(row.id, 'false');
    }
    const off = (await get('/v1/resource/hot_keywords')).json();
    expect(off.data).toEqual({ show_hot_key: false, show_hot_search_kw: false, pinned: [], searched: [] });
  });

  it('hot page lists most viewed resources of the day', async () => {
    const [id] = await addResources(t.ctx, [{ title: '浏览最多 测试', url: 'https://pan.quark.cn/s/viewed' }]);
    for (let i = 0; i < 4; i++) await get(`/v1/resource/${id}`);
    const hot = (await get('/v1/resource/hot?range=week&size=3')).json();
    expect(hot.data.resources[0]).toMatchObject({ id, period_views: 4 });
  });

  it('list by category, categories and disk types', async () => {
    const cats = (await get('/v1/resource/categories')).json().data;
    expect(cats.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['电影', '剧集', '课程', '软件', '电子书']));
    const film = cats.find((c: { name: string }) => c.name === '电影').id;
    const list = (await get(`/v1/resource/list?category_id=${film}&size=50`)).json();
    expect(list.data.total).toBeGreaterThan(0);
    const rows = await t.ctx.db.selectFrom('resources').select('category_id').where('id', 'in', list.data.list.map((r: { id: number }) => r.id)).execute();
    expect(rows.every((r) => r.category_id === film)).toBe(true);
    expect((await get('/v1/resource/list?category_id=99999')).statusCode).toBe(404);
    expect((await get('/v1/resource/disk_types')).json().data).toContainEqual({ type: 'quark', name: '夸克网盘' });
  });

  it('more matches than the rank window: pages never repeat and total counts them all', async () => {
    await clearResources(t.ctx);
    await addResources(t.ctx, Array.from({ length: 420 }, (_, i) => ({ title: `窗口测试 第${i}号`, url: `https://pan.quark.cn/s/win${i}` })));
    const ids = new Set<number>();
    let total = 0;
    for (let page = 1; page <= 5; page++) {
      const body = (await get(`/v1/resource/search?kw=${encodeURIComponent('窗口')}&size=100&page=${page}`)).json();
      total = body.data.total;
      for (const r of body.data.list) ids.add(r.id);
    }
    expect(total).toBe(420);
    expect(ids.size).toBe(420);
  });
});

describe(`upstream search (${TEST_DB_KIND})`, () => {
  let upstream: http.Server;
  let mode: 'ok' | 'slow' | 'fail' = 'ok';
  let u: TestApp;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      const kw = new URL(req.url!, 'http://x').searchParams.get('kw');
      if (mode === 'fail') {
        res.writeHead(500).end('boom');
        return;
      }
      const body = JSON.stringify({
        code: 0,
        message: 'success',
        data: {
          total: 2,
          merged_by_type: {
            baidu: [{ url: 'https://pan.baidu.com/s/1upstream1', password: 'up11', note: `${kw} 上游资源一`, datetime: '2025-01-02T03:04:05Z' }],
            quark: [
              { url: 'https://pan.quark.cn/s/upstream2', password: '', note: `${kw} 上游资源二`, datetime: '' },
              { url: 'https://pan.baidu.com/s/1local?pwd=ab12', password: 'ab12', note: '本地已有', datetime: '' },
            ],
          },
        },
      });
      if (mode === 'slow') setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), 6000).unref();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
    const port = (upstream.address() as AddressInfo).port;
    u = await createTestApp({ env: { SEARCH_UPSTREAM_URL: `http://127.0.0.1:${port}` } });
    await clearResources(u.ctx);
    await addResources(u.ctx, [{ title: '冷门纪录片 本地', url: 'https://pan.baidu.com/s/1local' }]);
  });
  afterAll(async () => {
    await u.close();
    upstream.closeAllConnections();
    await new Promise((r) => upstream.close(r));
  });

  it('few local hits: upstream results are merged, deduplicated by URL, and stored', async () => {
    mode = 'ok';
    const body = (await u.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('冷门纪录片')}` })).json();
    expect(body.code).toBe(200);
    const urls = body.data.list.map((r: { url: string }) => r.url);
    expect(urls).toEqual(['https://pan.baidu.com/s/1local', 'https://pan.baidu.com/s/1upstream1', 'https://pan.quark.cn/s/upstream2']);
    expect(body.data.upstream).toBe(2);
    expect(body.data.total).toBe(3);
    const stored = await u.ctx.db.selectFrom('resources').select(['source', 'pwd']).where('url_norm', '=', 'https://pan.baidu.com/s/1upstream1').executeTakeFirstOrThrow();
    expect(stored).toEqual({ source: 'upstream', pwd: 'up11' });
  });

  it('a failing upstream never fails the search', async () => {
    mode = 'fail';
    const res = await u.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('别的词')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 0, upstream: 0 });
  });

  it('a slow upstream is cut off after 4 s', async () => {
    mode = 'slow';
    const started = Date.now();
    const res = await u.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('慢速上游')}` });
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().data.upstream).toBe(0);
    expect(took).toBeGreaterThanOrEqual(3900);
    expect(took).toBeLessThan(5900);
  });
});

describe(`import (${TEST_DB_KIND})`, () => {
  it('imports JSONL and CSV, skipping duplicates and bad rows with line numbers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-import-'));
    const jsonl = path.join(dir, 'a.jsonl');
    fs.writeFileSync(
      jsonl,
      [
        JSON.stringify({ title: '导入测试 甲', url: 'https://pan.baidu.com/s/1imp1', pwd: 'a1', size: '1GB', category: '电影', price: 0, created_at: '2024-05-01' }),
        '{not json',
        JSON.stringify({ title: '', url: 'https://pan.baidu.com/s/1imp2' }),
        JSON.stringify({ title: '导入测试 乙', url: 'https://pan.baidu.com/s/1imp1?pwd=a1' }),
        '',
        JSON.stringify({ title: '导入测试 丙', url: 'ftp://nope', price: 1 }),
        JSON.stringify({ title: '导入测试 丁', url: 'https://pan.quark.cn/s/imp4', price: -3 }),
        JSON.stringify({ title: '导入测试 戊', url: 'https://pan.quark.cn/s/imp5', created_at: 1714521600 }),
      ].join('\n'),
    );
    const r = await importFile(t.ctx.dbHandle, jsonl, { batchSize: 2 });
    expect(r).toMatchObject({ read: 7, inserted: 2, duplicates: 1, bad: 4 });
    expect(r.badLines.map((b) => b.line)).toEqual([2, 3, 6, 7]);
    expect(r.badLines[0].reason).toBe('不是有效的 JSON');

    const csv = path.join(dir, 'b.csv');
    fs.writeFileSync(csv, 'title,url,pwd,size,category,price,created_at\n导入测试 CSV 己,https://pan.quark.cn/s/csv1,,2GB,课程,3,\n"含,逗号的 标题",https://pan.quark.cn/s/csv2,c2,,,,\n,https://pan.quark.cn/s/csv3,,,,,\n');
    const c = await importFile(t.ctx.dbHandle, csv);
    expect(c).toMatchObject({ read: 3, inserted: 2, duplicates: 0, bad: 1 });
    expect(c.badLines).toEqual([{ line: 4, reason: '缺少标题（title）' }]);
    const found = (await get(`/v1/resource/search?kw=${encodeURIComponent('逗号')}`)).json();
    expect(found.data.list[0]).toMatchObject({ title: '含,逗号的 标题', pwd: 'c2' });
    const paid = (await get(`/v1/resource/search?kw=${encodeURIComponent('CSV 己')}&onlyFree=0`)).json();
    expect(paid.data.list[0]).toMatchObject({ price: 3, locked: true });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
