import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { openSse } from '../support/sse';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

/**
 * Issue 33: 私信 (authorization, blocks both ways, banned words, new accounts, rate limit raced),
 * 举报 and the admin queue (actions, audit), and the live channel's tickets — over real HTTP.
 */
let t: TestApp;
let base: string;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

type Json = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(user ? user.auth : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Json };
}
const send = (from: TestUser, to: TestUser, content: string) => call('POST', `/auth/v1/pm/${to.id}`, from, { content });
const setConfig = async (values: Record<string, unknown>) => {
  const r = await call('PUT', '/admin/v1/config', admin, { values });
  expect(r.body.code, r.body.msg).toBe(200);
};

beforeAll(async () => {
  ({ t, base } = await listenTestApp({ env: { LIVE_POLL_MS: '50', LIVE_HEARTBEAT_MS: '200' } }));
  admin = await makeUser(t, { role: 'admin' });
  alice = await makeUser(t, { name: 'pm_alice' });
  bob = await makeUser(t, { name: 'pm_bob' });
  carol = await makeUser(t, { name: 'pm_carol' });
});
afterAll(async () => {
  await t.close();
});

describe(`私信 (${TEST_DB_KIND})`, () => {
  it('A writes to B: both see the conversation; B has it unread in the header until B opens it', async () => {
    const sent = await send(alice, bob, '你好，想问一下那个资源还有吗？');
    expect(sent.body.code, sent.body.msg).toBe(200);
    expect(sent.body.data.message).toMatchObject({ from_me: true, content: '你好，想问一下那个资源还有吗？' });
    const info = await call('GET', '/auth/v1/user/info', bob);
    expect(info.body.data).toMatchObject({ unread_pm_count: 1 });
    expect(info.body.data.unread_msg_count).toBeGreaterThanOrEqual(1);
    const list = await call('GET', '/auth/v1/pm', bob);
    expect(list.body.data).toMatchObject({ total: 1, unread_pm_count: 1 });
    expect(list.body.data.list[0]).toMatchObject({ peer: { id: alice.id, username: 'pm_alice' }, unread: 1, last_from_me: false });
    const thread = await call('GET', `/auth/v1/pm/${alice.id}`, bob);
    expect(thread.body.data).toMatchObject({ can_send: true, unread_pm_count: 0, peer: { username: 'pm_alice' } });
    expect(thread.body.data.list.map((m: { from_me: boolean }) => m.from_me)).toEqual([false]);
    expect((await call('GET', '/auth/v1/user/info', bob)).body.data.unread_pm_count).toBe(0);
    const mine = await call('GET', `/auth/v1/pm/${bob.id}`, alice);
    expect(mine.body.data.list).toEqual([expect.objectContaining({ from_me: true, read: true })]);
  });

  it('a member never reads another\'s conversation: every read is "mine with X"; a visitor gets 请登录', async () => {
    await send(alice, bob, '只有我们两个能看到');
    // carol asks for "her conversation with alice" — there is none; nothing of alice↔bob leaks
    const c = await call('GET', `/auth/v1/pm/${alice.id}`, carol);
    expect(c.body.data).toMatchObject({ conversation_id: null, list: [] });
    expect(JSON.stringify((await call('GET', '/auth/v1/pm', carol)).body.data)).not.toContain('只有我们两个');
    // the conversation id of alice↔bob gives carol nothing either: reporting it is "会话不存在"
    const convId = (await call('GET', `/auth/v1/pm/${bob.id}`, alice)).body.data.conversation_id;
    const r = await call('POST', '/auth/v1/report', carol, { kind: 'conversation', id: convId, reason: 'spam' });
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('会话不存在');
    // the admin route is for admins only
    expect((await call('GET', '/admin/v1/content_report', carol)).status).toBe(403);
    expect((await call('GET', `/auth/v1/pm/${bob.id}`)).body.msg).toBe('请登录');
    expect((await send(alice, alice, '自己')).body.msg).toBe('不能给自己发私信');
    expect((await call('POST', '/auth/v1/pm/999999', alice, { content: 'x' })).status).toBe(404);
  });

  it('拉黑 blocks messages both ways; unblocking opens the way again', async () => {
    const dan = await makeUser(t, { name: 'pm_dan' });
    expect((await call('POST', '/auth/v1/user/block', carol, { user_id: dan.id })).body.code).toBe(200);
    const from = await send(dan, carol, '你好');
    expect(from.status).toBe(403);
    expect(from.body.msg).toBe('对方已将你拉黑，无法发送私信');
    const to = await send(carol, dan, '你好');
    expect(to.status).toBe(403);
    expect(to.body.msg).toBe('你已将对方拉黑，移出黑名单后才能发送私信');
    const view = await call('GET', `/auth/v1/pm/${carol.id}`, dan);
    expect(view.body.data).toMatchObject({ can_send: false, cannot_send_reason: '对方已将你拉黑，无法发送私信' });
    expect(await t.ctx.db.selectFrom('pm_messages').select('id').where('sender_id', 'in', [dan.id, carol.id]).execute()).toEqual([]);
    expect((await call('POST', '/auth/v1/user/remove_block', carol, { block: dan.id })).body.code).toBe(200);
    expect((await send(dan, carol, '现在可以了')).body.code).toBe(200);
  });

  it('banned words are refused with 444; a banned member cannot be written to', async () => {
    expect((await call('POST', '/admin/v1/bankey', admin, { keywords: '私信违禁词' })).body.code).toBe(200);
    const r = await send(alice, carol, '这里有私信违禁词哦');
    expect(r.body.code).toBe(444);
    expect(r.body.msg).toBe('私信内容包含违禁词，请修改后再试');
    const eve = await makeUser(t, { name: 'pm_eve' });
    await t.ctx.db.updateTable('users').set({ banned: 1 }).where('id', '=', eve.id).execute();
    expect((await send(alice, eve, '在吗')).body.msg).toBe('对方账号已被封禁，无法发送私信');
  });

  it('new accounts wait as for replies (reply_new_account_minutes)', async () => {
    await setConfig({ reply_new_account_minutes: 30 });
    try {
      const fresh = await makeUser(t, { name: 'pm_fresh' });
      const r = await send(fresh, alice, '刚注册');
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/^新注册的账号需要等待 30 分钟才能发私信/);
      t.clock.advance(31 * 60_000);
      expect((await send(fresh, alice, '等够了')).body.code).toBe(200);
    } finally {
      await setConfig({ reply_new_account_minutes: 0 });
    }
  });

  it('the rate limit holds when a burst races: pm_rate_per_10min = 3, 8 at once → 3 stored', async () => {
    await setConfig({ pm_rate_per_10min: 3 });
    const racer = await makeUser(t, { name: 'pm_racer' });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(racer, bob, `第 ${i} 条`)));
    const okCount = results.filter((r) => r.body.code === 200).length;
    expect(okCount).toBe(3);
    for (const r of results.filter((x) => x.body.code !== 200)) {
      expect(r.status).toBe(429);
      expect(r.body.msg).toBe('私信发送过于频繁：每 10 分钟最多发送 3 条，请稍后再试');
    }
    expect((await t.ctx.db.selectFrom('pm_messages').select('id').where('sender_id', '=', racer.id).execute()).length).toBe(3);
    t.clock.advance(10 * 60_000 + 1);
    expect((await send(racer, bob, '十分钟后')).body.code).toBe(200);
    // admins are exempt
    const burst = await Promise.all(Array.from({ length: 5 }, () => send(admin, bob, '管理员通知')));
    expect(burst.every((r) => r.body.code === 200)).toBe(true);
    await setConfig({ pm_rate_per_10min: 20 });
  });
});

describe(`举报 and the admin queue (${TEST_DB_KIND})`, () => {
  it('report a post and a reply; one report per member (raced); the queue lists them with Chinese fields', async () => {
    const cate = await makeCategory(t, admin, '举报测试');
    const post = await publish(t, bob, { title: '被举报的帖子', cate_id: cate, content: '一些广告内容' });
    const reply = await call('POST', `/auth/v1/article/${post.id}/reply`, bob, { content: '回复里的广告' });
    expect(reply.body.code, reply.body.msg).toBe(200);
    const replyId = reply.body.data.reply.id;
    const raced = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/auth/v1/report', alice, { kind: 'reply', id: replyId, reason: 'spam', detail: '发广告' })));
    expect(raced.every((r) => r.body.code === 200)).toBe(true);
    expect(raced.filter((r) => r.body.data.created).length).toBe(1);
    expect(new Set(raced.map((r) => r.body.data.id)).size).toBe(1);
    expect((await call('POST', '/auth/v1/report', carol, { kind: 'reply', id: replyId, reason: 'abuse' })).body.data.created).toBe(true);
    expect((await call('POST', '/auth/v1/report', bob, { kind: 'reply', id: replyId, reason: 'abuse' })).body.msg).toBe('不能举报自己的内容');
    expect((await call('POST', '/auth/v1/report', alice, { kind: 'reply', id: replyId, reason: 'nonsense' })).body.msg).toMatch(/请选择举报原因/);
    const art = await call('POST', '/auth/v1/report', alice, { kind: 'article', id: post.id, reason: 'spam' });
    expect(art.body.msg).toBe('举报已提交，管理员会尽快处理');

    const queue = await call('GET', '/admin/v1/content_report?status=open', admin);
    const forReply = queue.body.data.list.filter((r: { kind: string }) => r.kind === 'reply');
    expect(forReply).toHaveLength(2);
    expect(forReply[0]).toMatchObject({ target_user: { id: bob.id }, same_target_open: 2, excerpt: '回复里的广告', status: 'open' });

    // hide the reply: both open reports of it close; the reply is hidden; audit rows with Chinese-labelled keys
    const rid = forReply[0].id;
    const done = await call('PUT', `/admin/v1/content_report/${rid}`, admin, { action: 'hide_reply' });
    expect(done.body).toMatchObject({ code: 200, msg: '已隐藏回复', data: { status: 'done', closed: 2 } });
    const floors = await call('GET', `/v1/article/${post.id}/reply?page=1`);
    expect(floors.body.data.list[0].status).toBe('hidden');
    expect((await call('PUT', `/admin/v1/content_report/${rid}`, admin, { action: 'dismiss' })).body.msg).toBe('该举报已处理');
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'entity', 'after']).where('entity', 'in', ['content_report', 'reply']).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['reply.hide', 'content_report.hide_reply']);
    expect(JSON.parse(audit[1].after)).toMatchObject({ status: '已处理', action: '隐藏回复' });

    // an article report cannot hide a reply; dismiss works
    const artReport = (await call('GET', '/admin/v1/content_report?kind=article', admin)).body.data.list[0];
    expect((await call('PUT', `/admin/v1/content_report/${artReport.id}`, admin, { action: 'hide_reply' })).body.msg).toBe('只有回复可以隐藏');
    expect((await call('PUT', `/admin/v1/content_report/${artReport.id}`, admin, { action: 'dismiss' })).body.data.status).toBe('dismissed');
  });

  it('ban the author of a reported conversation; the admin reads it (audited); the banned member is signed out', async () => {
    const spammer = await makeUser(t, { name: 'pm_spammer' });
    await send(spammer, carol, '加我微信领红包');
    const conv = (await call('GET', `/auth/v1/pm/${spammer.id}`, carol)).body.data.conversation_id;
    const rep = await call('POST', '/auth/v1/report', carol, { kind: 'conversation', id: conv, reason: 'fraud' });
    expect(rep.body.data.created).toBe(true);
    const read = await call('GET', `/admin/v1/content_report/${rep.body.data.id}/conversation`, admin);
    expect(read.body.data.list.map((m: { content: string }) => m.content)).toEqual(['加我微信领红包']);
    const banned = await call('PUT', `/admin/v1/content_report/${rep.body.data.id}`, admin, { action: 'ban_author' });
    expect(banned.body).toMatchObject({ code: 200, msg: '已封禁作者' });
    expect((await call('GET', '/auth/v1/user/info', spammer)).body.msg).toBe('请登录');
    const actions = (await t.ctx.db.selectFrom('audit_log').select('action').where('entity', '=', 'content_report').execute()).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['content_report.read_conversation', 'content_report.ban_author']));
  });
});

describe(`the live channel's tickets (${TEST_DB_KIND})`, () => {
  it('a ticket opens one stream, once; a bad or used ticket is refused; the stream delivers a 私信 and a balance change', async () => {
    const tk = await call('POST', '/auth/v1/events/ticket', bob);
    expect(tk.body.data.expires_in).toBe(60);
    const s = await openSse(`${base}/auth/v1/events?ticket=${tk.body.data.ticket}`);
    expect(s.status).toBe(200);
    await s.next((e) => e.event === 'ready');
    const again = await openSse(`${base}/auth/v1/events?ticket=${tk.body.data.ticket}`);
    expect(again.status).toBe(403);
    expect((await openSse(`${base}/auth/v1/events?ticket=not-a-real-ticket-at-all`)).status).toBe(403);
    expect((await call('POST', '/auth/v1/events/ticket')).body.msg).toBe('请登录');
    await send(alice, bob, '实时到达');
    const pm = JSON.parse((await s.next((e) => e.event === 'pm')).data);
    expect(pm).toMatchObject({ from_user_id: alice.id, from_username: 'pm_alice', excerpt: '实时到达' });
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: bob.id, amount: 7, kind: 'test_grant', ref: 'live' });
    expect(JSON.parse((await s.next((e) => e.event === 'balance')).data)).toMatchObject({ delta: 7 });
    s.close();
  });

  it('an expired ticket is refused; a logout ends the open stream', async () => {
    const tk = (await call('POST', '/auth/v1/events/ticket', carol)).body.data.ticket;
    t.clock.advance(61_000);
    expect((await openSse(`${base}/auth/v1/events?ticket=${tk}`)).status).toBe(403);
    const tk2 = (await call('POST', '/auth/v1/events/ticket', carol)).body.data.ticket;
    const s = await openSse(`${base}/auth/v1/events?ticket=${tk2}`);
    expect(s.status).toBe(200);
    expect((await call('POST', '/auth/v1/user/logout', carol)).body.code).toBe(200);
    await s.ended; // the next heartbeat finds the session gone and ends the stream
    expect(s.events.map((e) => e.event)).toEqual(['ready']);
  });
});
