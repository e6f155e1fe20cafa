import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, register } from '../support/accounts';
import { startFake, sendJson, type FakeServer } from '../support/fake-http';
import {
  renderAtom, renderRss, startFakeFlarum, startFakePanSou, startFakeTelegram, tgHtml, type FakeTelegram, type FeedEntry,
} from '../support/fake-sources';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/server';
import { parseFeed } from '../../server/src/providers/sources/feed';
import { htmlImages } from '../../server/src/providers/sources/html-text';
import { keptImages, RESOURCE_IMAGES_MAX } from '../../server/src/sources/source-pipeline';

/**
 * 资源来源 (issue 29): every adapter against a local fake speaking its source's protocol, the
 * shared pipeline (de-duplication, banned words, review switch, subscriptions), cursors that
 * survive a restart, failures that leave a clear state and lose nothing, and the admin API.
 */

const ENV = { SOURCES_SCHEDULER: 'off', SOURCES_HOST_GAP_MS: '0', SOURCES_TIMEOUT_MS: '1500' };

let t: TestApp;
let admin: string;
const fakes: Array<{ close(): Promise<void> }> = [];

async function api(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { authorization: `Bearer ${admin}` }) {
  const res = await t.app.inject({ method, url, payload: payload as never, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function addSource(kind: string, address: string, name = `${kind}-源`, interval = 30) {
  const r = await api('POST', '/admin/v1/source', { kind, name, address, interval_minutes: interval, enabled: true });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.id as number;
}

const run = async (id: number) => (await api('POST', `/admin/v1/source/${id}/run`)).body;

async function searchTitles(kw: string): Promise<string[]> {
  const r = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent(kw)}&onlyFree=0` });
  const body = r.json();
  expect(body.code).toBe(200);
  // the resources matching every word (issue 28 lists partial matches after them)
  return body.data.list.slice(0, body.data.exact_total).map((x: { title: string }) => x.title);
}

async function resourceByUrl(url: string) {
  return t.ctx.db.selectFrom('resources').selectAll().where('url', '=', url).executeTakeFirst();
}

async function tg(): Promise<FakeTelegram> {
  const f = await startFakeTelegram(`chan_${fakes.length}`);
  fakes.push(f.server);
  return f;
}

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  admin = await adminToken(t, ADMIN_PASSWORD);
});
afterAll(async () => {
  await Promise.all(fakes.map((f) => f.close()));
  await t.close();
});

describe('Telegram channel preview', () => {
  it('reads the newest page and every older page from an empty cursor; links, codes in text and URL, emoji and full-width titles', async () => {
    const f = await tg();
    // 45 messages: three pages of 20 / 20 / 5, some without links, a service message, several disks in one
    for (let i = 1; i <= 45; i++) {
      if (i === 3) f.add('', { service: 'Channel created' });
      else if (i % 5 === 0) f.add(`今日闲聊 第${i}期，没有链接`);
      else f.add(`【电影】🎬 星际远航${i}号：４Ｋ重制版！\n链接：https://pan.quark.cn/s/tgq${i}\n提取码：q${String(i).padStart(3, '0')}\n🏷 标签：#电影 #4K`);
    }
    f.add('🔥 三体（全集）合集\n百度：https://pan.baidu.com/s/1tgsanti?pwd=st12\n阿里：https://www.alipan.com/s/tgSanTiAli 访问码：ab9k\n频道：https://t.me/other_channel');
    const id = await addSource('telegram', f.address, 'TG 资源频道');
    const res = await run(id);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: 'ok', pages: 3, seen: 45, refused: 1 }); // t.me/other_channel is not a disk
    // 35 quark (45 minus the service message and 9 without links) + 2 from the multi-disk message
    expect(res.data.new_count).toBe(37);
    expect(f.pagesServed).toEqual(['newest', '27', '7']);

    const q7 = await resourceByUrl('https://pan.quark.cn/s/tgq7');
    expect(q7).toMatchObject({ pwd: 'q007', disk_type: 'quark', status: 'approved', source: 'crawl' });
    expect(q7!.title).toContain('星际远航7号');
    expect(q7!.title).toContain('４Ｋ重制版');
    const cats = await t.ctx.repos.resources.categories();
    expect(q7!.category_id).toBe(cats.find((c) => c.name === '电影')!.id);
    expect(await resourceByUrl('https://pan.baidu.com/s/1tgsanti?pwd=st12')).toMatchObject({ pwd: 'st12', disk_type: 'baidu' });
    expect(await resourceByUrl('https://www.alipan.com/s/tgSanTiAli')).toMatchObject({ pwd: 'ab9k', disk_type: 'aliyun' });
    // searchable as a visitor, full-width query folded
    expect(await searchTitles('星际远航7号')).toEqual([expect.stringContaining('星际远航7号')]);
    // the detail page says where it came from
    const detail = (await t.app.inject({ method: 'GET', url: `/v1/resource/${q7!.id}` })).json();
    expect(detail.code).toBe(200);
    expect(detail.data.origins).toEqual([
      { kind: 'telegram', kind_name: 'Telegram 频道', name: 'TG 资源频道', item_url: `https://t.me/${f.channel}/7` },
    ]);

    // the PanSou-compatible API labels it with its channel (issue 35): src=tg finds it, src=plugin does not,
    // channels=[…] restricts to those channels
    const ps = async (qs: string) => (await t.app.inject({ method: 'GET', url: `/api/search?kw=${encodeURIComponent('星际远航7号')}&${qs}` })).json().data;
    const tgAll = await ps('src=tg&res=all');
    expect(tgAll.total).toBe(1);
    expect(tgAll.merged_by_type.quark[0]).toMatchObject({ url: 'https://pan.quark.cn/s/tgq7', password: 'q007', source: `tg:${f.channel}` });
    expect(tgAll.results[0]).toMatchObject({ channel: f.channel });
    expect((await ps('src=plugin')).total).toBe(0);
    expect((await ps(`src=tg&channels=${f.channel},another`)).total).toBe(1);
    expect((await ps('src=tg&channels=another')).total).toBe(0);

    // nothing new: one request, nothing stored twice
    const again = await run(id);
    expect(again.data).toMatchObject({ status: 'ok', pages: 1, seen: 0, new_count: 0, duplicates: 0 });
    // new messages, an edited old one and a deleted one: only the new ones are read
    f.messages.get(8)!.html = tgHtml('星际远航8号（已更新）\nhttps://pan.quark.cn/s/tgq8edited');
    f.messages.get(8)!.edited = true;
    f.messages.delete(9);
    for (let i = 0; i < 25; i++) f.add(`🎵 新专辑${i} 无损\nhttps://pan.xunlei.com/s/newalbum${i}?pwd=nx${i % 10}${i % 10}`);
    f.pagesServed.length = 0;
    const third = await run(id);
    expect(third.data).toMatchObject({ status: 'ok', pages: 2, seen: 25, new_count: 25 });
    expect(await resourceByUrl('https://pan.quark.cn/s/tgq8edited')).toBeUndefined();
    expect(await resourceByUrl('https://pan.quark.cn/s/tgq9')).toBeDefined(); // deleted in the channel, kept here
    const count = await t.ctx.db.selectFrom('resource_sources').select((eb) => eb.fn.countAll<number>().as('n')).where('source_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(37 + 25);
  });

  it('resumes after a restart from the cursor: no item twice, none skipped', async () => {
    const f = await tg();
    for (let i = 1; i <= 70; i++) f.add(`纪录片 地球脉动${i}\nhttps://pan.baidu.com/s/1resume${i} 提取码：r${i}`);
    const second = await createTestApp({ env: { ...ENV, SOURCES_MAX_PAGES: '1' } });
    try {
      // a process that reads one page a cycle and then "dies": its context is thrown away
      const sid = (await second.ctx.services.sources.create({ kind: 'telegram', name: '续传', address: f.address, interval_minutes: 5, enabled: true })).id;
      const first = await second.ctx.services.sources.runCycle(sid, 'schedule');
      expect(first).toMatchObject({ status: 'partial', pages: 1, new_count: 20 });
      const cursor = JSON.parse((await second.ctx.db.selectFrom('sources').select('cursor').where('id', '=', sid).executeTakeFirstOrThrow()).cursor);
      expect(cursor).toEqual({ top: 0, walk: { from: 70, token: '51' } });
      // messages arrive in the meantime
      for (let i = 71; i <= 75; i++) f.add(`纪录片 地球脉动${i}\nhttps://pan.baidu.com/s/1resume${i} 提取码：r${i}`);
      // "restart": a fresh context on the same database (its own owner id, no memory)
      const { createContext } = await import('../../server/src/context');
      const ctx2 = createContext(second.config, { ...second.ctx.dbHandle }, second.clock);
      for (let k = 0; k < 5; k++) await ctx2.services.sources.runCycle(sid, 'schedule');
      const urls = (await second.ctx.db.selectFrom('resources').select('url').where('url', 'like', 'https://pan.baidu.com/s/1resume%').execute()).map((r) => r.url);
      expect(urls.length).toBe(75);
      expect(new Set(urls).size).toBe(75);
      // the walk finished (1..70), then the next cycle took 71..75 from the newest page
      const final = JSON.parse((await second.ctx.db.selectFrom('sources').select('cursor').where('id', '=', sid).executeTakeFirstOrThrow()).cursor);
      expect(final).toEqual({ top: 75 });
      // no older page was asked for twice
      const befores = f.pagesServed.filter((p) => p !== 'newest');
      expect(new Set(befores).size).toBe(befores.length);
    } finally {
      await second.close();
    }
  });
});

describe('feeds, Flarum, PanSou, files', () => {
  it('RSS 2.0 (GBK) and Atom: items after the cursor date only; post titles name their links', async () => {
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 4));
    const rssEntries: FeedEntry[] = [
      { guid: 'p1', title: '流浪地球2 ４Ｋ 杜比视界', html: '<p>下载：<a href="https://pan.quark.cn/s/rssfe1">夸克网盘</a> 提取码：ld22</p>', date: day(1) },
      { guid: 'p2', title: '没有链接的公告', html: '<p>本站维护通知</p>', date: day(2) },
    ];
    let gbk = true;
    const feed = await startFake((_req, res) => {
      if (gbk) {
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.end(iconvGbk(renderRss(rssEntries, 'GBK')));
      } else {
        res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' });
        res.end(renderAtom(rssEntries));
      }
    });
    fakes.push(feed);
    const id = await addSource('rss', `${feed.url}/feed.xml`, '资源博客');
    const r1 = await run(id);
    expect(r1.data).toMatchObject({ status: 'ok', seen: 2, new_count: 1 });
    expect(await resourceByUrl('https://pan.quark.cn/s/rssfe1')).toMatchObject({ title: '流浪地球2 ４Ｋ 杜比视界', pwd: 'ld22' });
    rssEntries.push({ guid: 'p3', title: '庆余年 第二季', html: '链接：https://pan.baidu.com/s/1qyn2 密码：qy22', date: day(3) });
    const r2 = await run(id);
    expect(r2.data).toMatchObject({ status: 'ok', seen: 1, new_count: 1 });
    // the same entries as Atom
    gbk = false;
    const atomId = await addSource('rss', `${feed.url}/atom.xml`, '资源论坛 Atom');
    const r3 = await run(atomId);
    expect(r3.data).toMatchObject({ status: 'ok', seen: 3, new_count: 0, duplicates: 2 });
    const origins = await t.ctx.services.sources.originOf((await resourceByUrl('https://pan.baidu.com/s/1qyn2'))!.id);
    expect(origins.map((o) => o.name)).toEqual(['资源博客', '资源论坛 Atom']);
    // PanSou label of a link first seen in a feed: plugin:<source name>; src=tg leaves it out
    const api = await t.app.inject({ method: 'GET', url: `/api/search?kw=${encodeURIComponent('庆余年 第二季')}&src=plugin` });
    expect(api.json().data.merged_by_type.baidu[0]).toMatchObject({ url: 'https://pan.baidu.com/s/1qyn2', source: 'plugin:资源博客' });
    expect((await t.app.inject({ method: 'GET', url: `/api/search?kw=${encodeURIComponent('庆余年 第二季')}&src=tg` })).json().data.total).toBe(0);
  });

  it('Flarum: discussions with their first post, paged by links.next, cursor by createdAt', async () => {
    const forum = await startFakeFlarum();
    fakes.push(forum.server);
    for (let i = 1; i <= 25; i++) {
      forum.discussions.push({
        id: i, title: `【课程】Python 入门到精通 第${i}套`, createdAt: new Date(Date.UTC(2026, 9, 1, i)),
        html: `<p>课程资料</p><p>链接：<a href="https://pan.baidu.com/s/1flarum${i}" rel="ugc nofollow">https://pan.baidu.com/s/1flarum${i}</a><br>提取码：f${i}x</p>`,
      });
    }
    const id = await addSource('flarum', forum.server.url, '某资源论坛');
    const r1 = await run(id);
    expect(r1.data).toMatchObject({ status: 'ok', pages: 2, seen: 25, new_count: 25 });
    expect(await resourceByUrl('https://pan.baidu.com/s/1flarum3')).toMatchObject({ title: '【课程】Python 入门到精通 第3套', pwd: 'f3x' });
    forum.discussions.push({ id: 26, title: '新帖 考研英语', createdAt: new Date(Date.UTC(2026, 9, 3)), html: '<p>https://pan.quark.cn/s/flarum26</p>' });
    const r2 = await run(id);
    expect(r2.data).toMatchObject({ status: 'ok', pages: 1, seen: 1, new_count: 1 });
  });

  it('PanSou-compatible service: searched for our pinned, hot and subscribed keywords', async () => {
    await t.ctx.services.hotKeywords.pin('黑神话');
    const member = await register(t);
    expect((await api('POST', '/auth/v1/resource/subscribe', { keyword: '沙丘' }, auth(member))).body.code).toBe(200);
    const ps = await startFakePanSou({
      黑神话: [{ type: 'quark', url: 'https://pan.quark.cn/s/pswukong', password: '', note: '黑神话：悟空 豪华版' }],
      沙丘: [
        { type: 'aliyun', url: 'https://www.alipan.com/s/psdune2', password: 'dn22', note: '沙丘2 4K HDR' },
        { type: 'others', url: 'https://example.com/not-a-disk', password: '', note: '沙丘 在线看' },
      ],
    });
    fakes.push(ps);
    const id = await addSource('pansou', ps.url, '另一个盘搜');
    const r = await run(id);
    expect(r.data).toMatchObject({ status: 'ok', new_count: 2, refused: 1 });
    expect(ps.requests.map((q) => q.query.get('kw'))).toEqual(expect.arrayContaining(['黑神话', '沙丘']));
    expect(ps.requests.every((q) => String(q.headers['user-agent']).startsWith('ujuso-sources/'))).toBe(true);
    // the subscriber hears about the crawled 沙丘2
    const msgs = await t.ctx.db.selectFrom('messages').selectAll().where('user_id', '=', member.id).execute();
    expect(msgs.map((m) => m.title)).toContain('订阅提醒：「沙丘」有新资源');
  });

  it('JSONL from the drop folder and CSV from a URL (the import format); bad lines refused, lines after the cursor only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-drop-'));
    const drop = await createTestApp({ env: { ...ENV, SOURCES_DROP_DIR: dir } });
    try {
      const file = path.join(dir, 'partner.jsonl');
      fs.writeFileSync(file, [
        JSON.stringify({ title: '合作方资源 一', url: 'https://pan.baidu.com/s/1drop1', pwd: 'dp01' }),
        '{不是 json',
        JSON.stringify({ title: '合作方资源 二', url: 'https://pan.quark.cn/s/drop2' }),
      ].join('\n'));
      const svc = drop.ctx.services.sources;
      await expect(svc.create({ kind: 'file', name: '越界', address: 'drop:../../etc/passwd.jsonl', interval_minutes: 5, enabled: true })).rejects.toMatchObject({ code: 400 });
      const sid = (await svc.create({ kind: 'file', name: '合作方', address: 'drop:partner.jsonl', interval_minutes: 5, enabled: true })).id;
      expect(await svc.runCycle(sid, 'manual')).toMatchObject({ status: 'ok', seen: 3, new_count: 2, refused: 1 });
      fs.appendFileSync(file, `\n${JSON.stringify({ title: '合作方资源 三', url: 'https://pan.quark.cn/s/drop3' })}`);
      expect(await svc.runCycle(sid, 'manual')).toMatchObject({ status: 'ok', seen: 1, new_count: 1 });

      const csv = await startFake((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
        res.end('title,url,pwd\n"CSV 资源, 带逗号",https://pan.quark.cn/s/csv1,\n缺链接的行,,\n');
      });
      fakes.push(csv);
      const cid = (await svc.create({ kind: 'file', name: 'CSV 合作方', address: `${csv.url}/list.csv`, interval_minutes: 5, enabled: true })).id;
      expect(await svc.runCycle(cid, 'manual')).toMatchObject({ status: 'ok', seen: 2, new_count: 1, refused: 1 });
    } finally {
      await drop.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the shared road: de-duplication, banned words, review switch', () => {
  it('one link from a member share and two sources is one resource with both sources recorded', async () => {
    const member = await register(t);
    const url = 'https://pan.quark.cn/s/shared3way';
    const share = await api('POST', '/auth/v1/resource/share', { items: [{ title: '三方共享 周杰伦 无损合集', url, pwd: '' }] }, auth(member));
    expect(share.body.code, share.body.msg).toBe(200);
    const a = await tg();
    a.add(`周杰伦 无损合集 🎧\n${url}`);
    const b = await tg();
    b.add(`JAY 全部专辑\n${url}?pwd=zz11`);
    const ida = await addSource('telegram', a.address, '频道 A');
    const idb = await addSource('telegram', b.address, '频道 B');
    expect((await run(ida)).data).toMatchObject({ new_count: 0, duplicates: 1 });
    expect((await run(idb)).data).toMatchObject({ new_count: 0, duplicates: 1 });
    const rows = await t.ctx.db.selectFrom('resources').selectAll().where('url_norm', '=', url).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'share', sharer_id: member.id, status: 'pending' });
    expect((await t.ctx.services.sources.originOf(rows[0].id)).map((o) => o.name)).toEqual(['频道 A', '频道 B']);
  });

  it('banned titles are refused; with source_auto_publish off crawled items wait in share review', async () => {
    await t.ctx.services.hotKeywords.ban('违禁片名');
    const f = await tg();
    f.add('违禁片名 高清\nhttps://pan.quark.cn/s/bannedone');
    f.add('审核队列里的纪录片 河西走廊\nhttps://pan.quark.cn/s/reviewme');
    const cfg = await api('PUT', '/admin/v1/config', { values: { source_auto_publish: false } });
    expect(cfg.body.code, cfg.body.msg).toBe(200);
    try {
      const id = await addSource('telegram', f.address, '待审频道');
      expect((await run(id)).data).toMatchObject({ new_count: 1, refused: 1 });
      expect(await resourceByUrl('https://pan.quark.cn/s/bannedone')).toBeUndefined();
      const pending = await resourceByUrl('https://pan.quark.cn/s/reviewme');
      expect(pending).toMatchObject({ status: 'pending', source: 'crawl' });
      // the pending item is not searchable (the demo corpus has its own 河西走廊 documentary)
      expect((await searchTitles('河西走廊')).filter((x) => x.includes('审核队列'))).toEqual([]);
      const queue = (await api('GET', '/admin/v1/share_union/pending?page=1&size=50')).body;
      expect(queue.data.list.map((r: { id: number }) => r.id)).toContain(pending!.id);
    } finally {
      await api('PUT', '/admin/v1/config', { values: { source_auto_publish: true } });
    }
  });
});

describe('bad input never hurts', () => {
  let f: FakeTelegram;
  let id: number;
  beforeAll(async () => {
    f = await tg();
    f.add('坚守的资源 不会丢\nhttps://pan.quark.cn/s/keepme');
    id = await addSource('telegram', f.address, '故障频道', 10);
    expect((await run(id)).data).toMatchObject({ status: 'ok', new_count: 1 });
  });
  afterEach(() => {
    f.override = undefined;
  });

  async function failWith(override: FakeTelegram['override'], msg: RegExp) {
    f.add(`新消息 ${Math.random()}\nhttps://pan.quark.cn/s/new${Date.now()}`);
    f.override = override;
    const res = await run(id);
    expect(res.code).toBe(200);
    expect(res.data.status).toBe('error');
    expect(res.data.error).toMatch(msg);
    const view = (await api('GET', '/admin/v1/source')).body.data.list.find((s: { id: number }) => s.id === id);
    expect(view).toMatchObject({ last_status: 'error' });
    expect(view.last_error).toMatch(msg);
    expect(view.last_error_time).not.toBeNull();
    expect(await resourceByUrl('https://pan.quark.cn/s/keepme')).toBeDefined();
    return view;
  }

  it('malformed HTML, a 50 MB page, a redirect loop, a 500, a source that never answers', async () => {
    await failWith((_q, res) => (res.end('<<<html><div class="x"'), true), /不是 Telegram 频道预览页/);
    await failWith((_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      for (let i = 0; i < 50; i++) res.write(chunk);
      res.end();
      return true;
    }, /页面过大/);
    await failWith((_q, res) => (res.writeHead(302, { location: f.address }), res.end(), true), /重定向/);
    await failWith((_q, res) => (res.writeHead(500), res.end('oops'), true), /HTTP 500/);
    await failWith(() => true, /超时/); // never answers (SOURCES_TIMEOUT_MS=1500 here)
    f.override = undefined;
    // healthy again: the cycle reads what was missed
    const ok = await run(id);
    expect(ok.data.status).toBe('ok');
    expect(ok.data.new_count).toBe(5);
  });

  it('backs off: interval × 2^failures, Retry-After of a 429 respected, reset on success and on resume', async () => {
    const before = t.clock.now();
    await failWith((_q, res) => (res.writeHead(500), res.end(), true), /HTTP 500/);
    let row = await t.ctx.db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
    expect(Number(row.next_run_at) - before).toBe(10 * 60_000 * 2);
    await failWith((_q, res) => (res.writeHead(500), res.end(), true), /HTTP 500/);
    row = await t.ctx.db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.next_run_at) - before).toBe(10 * 60_000 * 4);
    await failWith((_q, res) => (res.writeHead(429, { 'retry-after': '86400' }), res.end(), true), /HTTP 429/);
    row = await t.ctx.db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.next_run_at) - before).toBe(86_400_000);
    // the scheduler leaves it alone while it backs off
    expect((await t.ctx.services.sources.due(100)).map((s) => s.id)).not.toContain(id);
    // 恢复 (resume) clears the back-off
    expect((await api('PUT', `/admin/v1/source/${id}`, { enabled: true })).body.data.failures).toBe(0);
    expect((await t.ctx.services.sources.due(100)).map((s) => s.id)).toContain(id);
    f.override = undefined;
    expect((await run(id)).data.status).toBe('ok');
    expect((await t.ctx.db.selectFrom('sources').select('failures').where('id', '=', id).executeTakeFirstOrThrow()).failures).toBe(0);
  });

  it('links to non-disk sites are refused; 10,000 duplicates are counted, not stored', async () => {
    const ps = await startFake((req, res) => {
      const kw = req.query.get('kw');
      if (kw !== '重复') return sendJson(res, { code: 0, data: { merged_by_type: {} } });
      const list = Array.from({ length: 10_000 }, (_v, i) => ({ url: `https://pan.quark.cn/s/dup${i % 100}`, password: '', note: `重复资源 ${i % 100}` }));
      list.push({ url: 'https://www.example.com/download/1', password: '', note: '普通网站' });
      sendJson(res, { code: 0, data: { merged_by_type: { quark: list } } });
    });
    fakes.push(ps);
    await t.ctx.services.hotKeywords.pin('重复');
    const sid = await addSource('pansou', ps.url, '重复轰炸');
    const r = await run(sid);
    expect(r.data).toMatchObject({ status: 'ok', new_count: 100, refused: 1 });
    expect(r.data.duplicates).toBe(9_900);
    expect(await t.ctx.db.selectFrom('resources').select('id').where('url', 'like', 'https://pan.quark.cn/s/dup%').execute()).toHaveLength(100);
    const again = await run(sid);
    expect(again.data).toMatchObject({ new_count: 0, duplicates: 10_000 });
  });
});

describe('admin API', () => {
  it('validates, lists with state, edits, pauses, deletes; only admins; 409 while another process holds the lease', async () => {
    const bad = await api('POST', '/admin/v1/source', { kind: 'telegram', name: 'x', address: 'https://t.me/notpreview', interval_minutes: 5, enabled: true });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('频道预览页');
    expect((await api('POST', '/admin/v1/source', { kind: 'ftp', name: 'x', address: 'ftp://x', interval_minutes: 5, enabled: true })).status).toBe(400);
    expect((await api('POST', '/admin/v1/source', { kind: 'rss', name: 'x', address: 'https://a.example/feed', interval_minutes: 0, enabled: true })).status).toBe(400);
    const member = await register(t);
    expect((await api('GET', '/admin/v1/source', undefined, auth(member))).status).toBe(403);

    const f = await tg();
    f.add('暂停测试\nhttps://pan.quark.cn/s/pausetest');
    const id = await addSource('telegram', f.address, '待编辑');
    const list = (await api('GET', '/admin/v1/source')).body.data;
    expect(list.list.find((s: { id: number }) => s.id === id)).toMatchObject({ kind: 'telegram', channel: `tg:${f.channel}`, enabled: true, last_status: '' });
    const paused = await api('PUT', `/admin/v1/source/${id}`, { enabled: false, name: '已暂停', interval_minutes: 60 });
    expect(paused.body.data).toMatchObject({ enabled: false, name: '已暂停', interval_minutes: 60, next_run_time: null });
    expect((await t.ctx.services.sources.due(100)).map((s) => s.id)).not.toContain(id);

    // another process holds the lease
    await t.ctx.db.updateTable('sources').set({ lease_owner: 'other-host:1', lease_until: t.clock.now() + 60_000 }).where('id', '=', id).execute();
    const busy = await api('POST', `/admin/v1/source/${id}/run`);
    expect(busy.status).toBe(409);
    expect(f.pagesServed).toEqual([]);
    await t.ctx.db.updateTable('sources').set({ lease_owner: '', lease_until: 0 }).where('id', '=', id).execute();
    expect((await run(id)).data.new_count).toBe(1);

    const runs = (await api('GET', `/admin/v1/source/runs?source_id=${id}`)).body.data.list;
    expect(runs[0]).toMatchObject({ source_id: id, source_name: '已暂停', trigger: 'manual', status: 'ok', new_count: 1 });
    const daily = (await api('GET', '/admin/v1/source/daily?days=7')).body.data;
    expect(daily.days).toHaveLength(7);
    expect(daily.series.find((s: { source_id: number }) => s.source_id === id).counts[6]).toBe(1);

    expect((await api('DELETE', `/admin/v1/source/${id}`)).body.code).toBe(200);
    expect((await api('DELETE', `/admin/v1/source/${id}`)).status).toBe(404);
    expect(await resourceByUrl('https://pan.quark.cn/s/pausetest')).toBeDefined(); // resources stay
  });

  it('the scheduler runs due sources once and then waits for the interval', async () => {
    const f = await tg();
    f.add('定时采集\nhttps://pan.quark.cn/s/scheduled1');
    const id = await addSource('telegram', f.address, '定时', 15);
    // other tests' sources may be due too: run the scheduler's pass and look at this one
    await t.ctx.services.sourceScheduler.tick();
    expect(f.pagesServed).toEqual(['newest']);
    await t.ctx.services.sourceScheduler.tick();
    expect(f.pagesServed).toEqual(['newest']);
    t.clock.advance(15 * 60_000);
    await t.ctx.services.sourceScheduler.tick();
    expect(f.pagesServed).toEqual(['newest', 'newest']);
    const runs = (await api('GET', `/admin/v1/source/runs?source_id=${id}`)).body.data.list;
    expect(runs.map((r: { trigger: string }) => r.trigger)).toEqual(['schedule', 'schedule']);
  });
});

/** GBK bytes of a string (the feed test serves a GBK-encoded feed, as many Chinese blogs do). */
function iconvGbk(s: string): Buffer {
  // Node's TextDecoder reads GBK but has no encoder: build the bytes from a decode table of the characters used
  const table = new Map<string, number[]>();
  const dec = new TextDecoder('gbk');
  for (const ch of new Set(s)) {
    if (ch.charCodeAt(0) < 0x80) continue;
    table.set(ch, []);
  }
  if (table.size) {
    const want = new Set(table.keys());
    outer: for (let hi = 0x81; hi <= 0xfe; hi++) {
      for (let lo = 0x40; lo <= 0xfe; lo++) {
        const ch = dec.decode(Uint8Array.of(hi, lo));
        if (want.has(ch)) {
          table.set(ch, [hi, lo]);
          want.delete(ch);
          if (!want.size) break outer;
        }
      }
    }
  }
  const out: number[] = [];
  for (const ch of s) {
    if (ch.charCodeAt(0) < 0x80) out.push(ch.charCodeAt(0));
    else out.push(...(table.get(ch) ?? [0x3f]));
  }
  return Buffer.from(out);
}

export type { FakeServer };

describe('crawled pictures (issue 35)', () => {
  // a few bytes that start like a JPEG: the proxy checks the reply's type, not the picture
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

  it('a channel photo is kept and served through our picture proxy in the PanSou API; a foreign host is not kept', async () => {
    const f = await tg();
    f.pictures.set('/img/p1.jpg', { type: 'image/jpeg', body: JPEG });
    f.pictures.set('/img/page.html', { type: 'text/html', body: Buffer.from('<html></html>') });
    f.add('【电影】图片测试甲 4K\nhttps://pan.quark.cn/s/picA01', { photo: `${f.server.url}/img/p1.jpg` });
    f.add('【电影】图片测试乙 4K\nhttps://pan.quark.cn/s/picB01', { photo: 'http://10.0.0.1/secret.png' });
    f.add('【电影】图片测试丙 4K\nhttps://pan.quark.cn/s/picC01', { photo: `${f.server.url}/img/page.html` });
    const res = await run(await addSource('telegram', f.address, '图片频道'));
    expect(res.data.new_count).toBe(3);

    const reply = await t.app.inject({ method: 'GET', url: `/api/search?kw=${encodeURIComponent('图片测试')}&res=all` });
    const data = reply.json().data as {
      results: Array<{ title: string; images?: string[] }>;
      merged_by_type: Record<string, Array<{ note: string; images?: string[] }>>;
    };
    const byTitle = new Map(data.results.map((r) => [r.title, r.images]));
    const a = byTitle.get('电影 图片测试甲 4K')!;
    expect(a).toHaveLength(1);
    expect(a[0]).toBe(`http://localhost:80/v1/resource/image?url=${encodeURIComponent(`${f.server.url}/img/p1.jpg`)}`);
    // the foreign address was never stored: omitted, as PanSou omits an empty list
    expect(byTitle.get('电影 图片测试乙 4K')).toBeUndefined();
    expect(data.merged_by_type.quark.find((x) => x.note === '电影 图片测试甲 4K')!.images).toEqual(a);

    // the proxy serves the stored picture (fetched now, from its host)
    const img = await t.app.inject({ method: 'GET', url: a[0].replace('http://localhost:80', '') });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['cache-control']).toContain('max-age');
    expect(img.rawPayload.equals(JPEG)).toBe(true);
    expect(f.picturesServed).toEqual(['/img/p1.jpg']);

    // an address that is no crawled picture is refused without a request going out
    for (const url of ['http://10.0.0.1/secret.png', `${f.server.url}/img/p2.jpg`, 'http://127.0.0.1:1/admin']) {
      const r = await t.app.inject({ method: 'GET', url: `/v1/resource/image?url=${encodeURIComponent(url)}` });
      expect(r.statusCode, url).toBe(404);
      expect(r.json().msg).toBe('图片不存在');
    }
    // a stored address that does not answer with a picture: 502 with a Chinese message, nothing passed on
    const html = await t.app.inject({ method: 'GET', url: `/v1/resource/image?url=${encodeURIComponent(`${f.server.url}/img/page.html`)}` });
    expect(html.statusCode).toBe(502);
    expect(html.json().msg).toBe('图片暂时无法加载');
    expect(f.picturesServed).toEqual(['/img/p1.jpg', '/img/page.html']);
  });

  it('feeds give pictures as enclosures, media elements and <img>; the kept ones are on the source host or Telegram’s CDN, at most four', () => {
    const [item] = parseFeed(`<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>t</title>
      <item><title>三体 4K</title><guid>g1</guid><link>https://blog.example.com/p/1</link>
        <enclosure url="https://blog.example.com/a.jpg" type="image/jpeg" length="1"/>
        <enclosure url="https://blog.example.com/v.mp4" type="video/mp4" length="1"/>
        <media:thumbnail url="https://img.blog.example.com/t.png"/>
        <description><![CDATA[<p>链接 https://pan.quark.cn/s/feedPic1</p><img src="/uploads/b.webp"><img src="https://cdn4.telesco.pe/file/c.jpg">]]></description>
      </item></channel></rss>`);
    expect(item.images).toEqual(['https://blog.example.com/a.jpg', 'https://img.blog.example.com/t.png', '/uploads/b.webp', 'https://cdn4.telesco.pe/file/c.jpg']);
    expect(keptImages(item, 'https://blog.example.com/feed.xml')).toEqual([
      'https://blog.example.com/a.jpg', 'https://img.blog.example.com/t.png', 'https://blog.example.com/uploads/b.webp', 'https://cdn4.telesco.pe/file/c.jpg',
    ]);
    // another site's feed: only Telegram's CDN qualifies; bad schemes and credentials never do
    expect(keptImages(item, 'https://other.example.org/rss')).toEqual(['https://cdn4.telesco.pe/file/c.jpg']);
    const many = { ...item, images: [...Array.from({ length: 6 }, (_, i) => `https://cdn1.telesco.pe/${i}.jpg`), 'javascript:alert(1)', 'https://u:p@cdn1.telesco.pe/x.jpg'] };
    expect(keptImages(many, 'https://t.me/s/x')).toHaveLength(RESOURCE_IMAGES_MAX);
    expect(keptImages({ ...item, images: ['javascript:alert(1)', 'https://u:p@cdn1.telesco.pe/x.jpg', 'data:image/png;base64,AA'] }, 'https://t.me/s/x')).toEqual([]);
    expect(htmlImages('<p>无图</p>')).toEqual([]);
  });
});
