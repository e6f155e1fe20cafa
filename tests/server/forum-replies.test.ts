import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CACHE_TTL_MS } from '../../server/src/services/article-service';
import { floorName, mentionCandidates } from '../../server/src/services/reply-service';
import { expectNoDrift } from '../support/accounts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let cate: number;
const names: Record<number, string> = {};

async function named(name: string, opts: { role?: string; coins?: number } = {}): Promise<TestUser> {
  const u = await makeUser(t, { ...opts, name });
  names[u.id] = name;
  return u;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await named('楼管admin', { role: 'admin' });
  alice = await named('alice_楼主');
  bob = await named('bob_回复');
  carol = await named('carol_c');
  cate = await makeCategory(t, admin, '回复测试');
});
afterAll(async () => {
  await t.close();
});

type Json = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown): Promise<{ status: number; body: Json; headers: Record<string, unknown> }> {
  const res = await t.app.inject({ method, url, headers: user ? user.auth : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
}

const reply = (user: TestUser, articleId: number, content: string, quote_id?: number) =>
  call('POST', `/auth/v1/article/${articleId}/reply`, user, quote_id === undefined ? { content } : { content, quote_id });

async function setConfig(values: Record<string, number>) {
  const res = await call('PUT', '/admin/v1/config', admin, { values });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function messagesOf(user: TestUser): Promise<Array<{ title: string; content: string; kind: string; link: string }>> {
  const res = await call('GET', '/auth/v1/message?page=1&size=100', user);
  return res.body.data.list;
}

describe(`forum replies (${TEST_DB_KIND})`, () => {
  it('names floors 沙发, 板凳, 地板, then N楼, and finds @mention candidates', () => {
    expect([2, 3, 4, 5, 23].map(floorName)).toEqual(['沙发', '板凳', '地板', '5楼', '23楼']);
    expect(mentionCandidates('你好 @bob_回复说得对 a@b.com @ab')[0]).toContain('bob_回复');
    expect(mentionCandidates('a@b.com')).toEqual([]);
  });

  it('30 concurrent replies get floors 2…31: unique and gapless; counters follow', async () => {
    const art = await publish(t, alice, { title: '并发楼层', cate_id: cate });
    const users = await Promise.all(Array.from({ length: 30 }, (_, i) => makeUser(t, { name: `racer_${i}_${Math.random().toString(36).slice(2, 6)}` })));
    const results = await Promise.all(users.map((u, i) => reply(u, art.id, `第 ${i} 个回复`)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const floors = results.map((r) => r.body.data.reply.floor as number).sort((a, b) => a - b);
    expect(floors).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
    const page1 = await call('GET', `/v1/article/${art.id}/reply?page=1`);
    expect(page1.body.data.total).toBe(30);
    expect(page1.body.data.reply_count).toBe(30);
    expect(page1.body.data.list).toHaveLength(20);
    expect(page1.body.data.list.map((r: { floor_name: string }) => r.floor_name).slice(0, 4)).toEqual(['沙发', '板凳', '地板', '5楼']);
    const detail = await call('GET', `/v1/article/${art.id}`);
    expect(detail.body.data.reply_count).toBe(30);
    expect(detail.body.data.last_reply_time).not.toBe('');
    // the jump: floor 23 is on page 2 (oldest first: floors 22–31), and on page 1 newest first (31…12)
    const jump = await call('GET', `/v1/article/${art.id}/reply?floor=23`);
    expect(jump.body.data.page).toBe(2);
    expect(jump.body.data.list.map((r: { floor: number }) => r.floor)).toContain(23);
    const newest = await call('GET', `/v1/article/${art.id}/reply?order=newest&floor=23`);
    expect(newest.body.data.page).toBe(1);
    expect(newest.body.data.list[0].floor).toBe(31);
    // the article author got one message per reply
    const mine = (await messagesOf(alice)).filter((m) => m.title.includes('并发楼层'));
    expect(mine).toHaveLength(30);
  });

  it('one member racing the rate limit: exactly the configured number get in, floors stay gapless', async () => {
    await setConfig({ reply_rate_per_10min: 5 });
    try {
      const art = await publish(t, alice, { title: '限速赛跑', cate_id: cate });
      const racer = await makeUser(t);
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => reply(racer, art.id, `刷屏 ${i}`)));
      const okOnes = results.filter((r) => r.status === 200);
      expect(okOnes).toHaveLength(5);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(429);
        expect(r.body.msg).toBe('回复过于频繁：每 10 分钟最多回复 5 次，请稍后再试');
      }
      expect(okOnes.map((r) => r.body.data.reply.floor).sort()).toEqual([2, 3, 4, 5, 6]);
      t.clock.advance(10 * 60_000 + 1);
      expect((await reply(racer, art.id, '十分钟后')).status).toBe(200);
    } finally {
      await setConfig({ reply_rate_per_10min: 10 });
    }
  });

  it('edit within the window by the author; others refused; admins may; delete keeps the floor', async () => {
    const art = await publish(t, alice, { title: '编辑与删除', cate_id: cate });
    const r = (await reply(bob, art.id, '原来的回复')).body.data.reply;
    expect(r.can_edit).toBe(true);
    const byCarol = await call('PUT', `/auth/v1/article/reply/${r.id}`, carol, { content: '篡改' });
    expect(byCarol.status).toBe(403);
    expect(byCarol.body.msg).toBe('只能编辑自己的回复');
    t.clock.advance(60_000);
    const byBob = await call('PUT', `/auth/v1/article/reply/${r.id}`, bob, { content: '改过的回复' });
    expect(byBob.status).toBe(200);
    expect(byBob.body.data.content).toBe('改过的回复');
    expect(byBob.body.data.edited).toBe(true);
    t.clock.advance(30 * 60_000);
    const late = await call('PUT', `/auth/v1/article/reply/${r.id}`, bob, { content: '太晚了' });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('回复发布超过 30 分钟，不能再编辑');
    const byAdmin = await call('PUT', `/auth/v1/article/reply/${r.id}`, admin, { content: '管理员修正' });
    expect(byAdmin.status).toBe(200);

    const delCarol = await call('DELETE', `/auth/v1/article/reply/${r.id}`, carol);
    expect(delCarol.status).toBe(403);
    expect(delCarol.body.msg).toBe('只能删除自己的回复');
    const second = (await reply(carol, art.id, '第二楼')).body.data.reply;
    expect((await call('DELETE', `/auth/v1/article/reply/${r.id}`, bob)).status).toBe(200);
    const again = await call('DELETE', `/auth/v1/article/reply/${r.id}`, bob);
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该回复已删除');
    const list = (await call('GET', `/v1/article/${art.id}/reply`)).body.data;
    expect(list.total).toBe(2);
    expect(list.reply_count).toBe(1);
    expect(list.list[0]).toMatchObject({ floor: 2, floor_name: '沙发', status: 'deleted', content: null });
    expect(list.list[1]).toMatchObject({ floor: 3, status: 'visible', content: '第二楼' });
    // the next reply still gets floor 4: numbers are never reused
    expect((await reply(alice, art.id, '楼主来了')).body.data.reply.floor).toBe(4);

    // an admin deletes someone else's reply (audited)
    expect((await call('DELETE', `/admin/v1/reply/${second.id}`, admin)).status).toBe(200);
    const audit = await call('GET', '/admin/v1/audit?page=1&size=50', admin);
    expect(audit.body.data.list.some((a: { action: string; entity_id: string }) => a.action === 'reply.delete' && a.entity_id === String(second.id))).toBe(true);
  });

  it('admin hides a reply (audited): members see it hidden without content, admins still read it', async () => {
    const art = await publish(t, alice, { title: '隐藏回复', cate_id: cate });
    const r = (await reply(bob, art.id, '不当言论')).body.data.reply;
    const member = await call('PUT', `/admin/v1/reply/${r.id}/status`, bob, { hidden: true });
    expect(member.status).toBe(403);
    expect((await call('PUT', `/admin/v1/reply/${r.id}/status`, admin, { hidden: true })).status).toBe(200);
    const seen = (await call('GET', `/v1/article/${art.id}/reply`, carol)).body.data;
    expect(seen.list[0]).toMatchObject({ status: 'hidden', content: null });
    expect(seen.reply_count).toBe(0);
    const adminSeen = (await call('GET', `/v1/article/${art.id}/reply`, admin)).body.data;
    expect(adminSeen.list[0]).toMatchObject({ status: 'hidden', content: '不当言论' });
    expect((await call('PUT', `/admin/v1/reply/${r.id}/status`, admin, { hidden: false })).status).toBe(200);
    expect((await call('GET', `/v1/article/${art.id}/reply`)).body.data.list[0].status).toBe('visible');
    const audit = await call('GET', '/admin/v1/audit?page=1&size=50', admin);
    const actions = audit.body.data.list.filter((a: { entity_id: string }) => a.entity_id === String(r.id)).map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['reply.hide', 'reply.show']));
  });

  it('mentions: exactly one message per mentioned member; quoting notifies the quoted author once', async () => {
    const art = await publish(t, alice, { title: '提及测试', cate_id: cate });
    const first = (await reply(carol, art.id, '我先来')).body.data.reply;
    const before = { alice: (await messagesOf(alice)).length, bob: (await messagesOf(bob)).length, carol: (await messagesOf(carol)).length };
    const res = await reply(
      bob,
      art.id,
      `@${names[carol.id]} 说得对，@${names[carol.id]}！也请 @${names[alice.id]}看看，@不存在的人 与 @${names[bob.id]} 自己`,
      first.id,
    );
    expect(res.status).toBe(200);
    const view = res.body.data.reply;
    expect(view.quote).toMatchObject({ id: first.id, floor: 2, username: names[carol.id], content: '我先来', status: 'visible' });
    expect(view.mentions.map((m: { username: string }) => m.username).sort()).toEqual([names[alice.id], names[bob.id], names[carol.id]].sort());
    const after = { alice: await messagesOf(alice), bob: await messagesOf(bob), carol: await messagesOf(carol) };
    expect(after.alice.length - before.alice).toBe(1);
    expect(after.carol.length - before.carol).toBe(1);
    expect(after.bob.length - before.bob).toBe(0);
    expect(after.carol[0]).toMatchObject({ kind: 'forum', title: `${names[bob.id]} 在《提及测试》中引用了你的回复` });
    // the exact floor is a link of the message, not raw route text in it (issue 30)
    expect(after.carol[0].link).toBe(`/main/bbs/post/${art.id}?floor=3`);
    expect(after.carol[0].content).not.toMatch(/#\/|查看：/);
    // the unread count of the spec's user info follows
    const info = await call('GET', '/auth/v1/user/info', carol);
    expect(info.body.data.unread_msg_count).toBeGreaterThanOrEqual(1);

    // an edit that adds a new mention notifies only the newcomer, once
    const dave = await named('dave_new');
    const edited = await call('PUT', `/auth/v1/article/reply/${view.id}`, bob, { content: `@${names[carol.id]} @dave_new 再看看` });
    expect(edited.status).toBe(200);
    expect((await messagesOf(dave)).length).toBe(1);
    expect((await messagesOf(carol)).length).toBe(after.carol.length);

    // quotes must be of the same article and visible
    const other = await publish(t, alice, { title: '另一篇', cate_id: cate });
    const wrong = await reply(bob, other.id, '引用别处', first.id);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('引用的回复不存在');
  });

  it('banned words, new-account wait and bad input refuse with a clear Chinese msg, never a 500', async () => {
    const art = await publish(t, alice, { title: '拒绝测试', cate_id: cate });
    const ban = await call('POST', '/admin/v1/bankey', admin, { keywords: '违禁回复词' });
    expect([200, 409]).toContain(ban.status);
    t.ctx.services.hotKeywords.invalidateBanned();
    const banned = await reply(bob, art.id, '这里有违禁回复词哦');
    expect(banned.status).toBe(444);
    expect(banned.body.msg).toBe('回复内容包含违禁词，请修改后再试');

    await setConfig({ reply_new_account_minutes: 10 });
    try {
      const newbie = await makeUser(t);
      const wait = await reply(newbie, art.id, '新人报到');
      expect(wait.status).toBe(400);
      expect(wait.body.msg).toBe('新注册的账号需要等待 10 分钟才能回复，请在约 10 分钟后再试');
      t.clock.advance(10 * 60_000);
      expect((await reply(newbie, art.id, '新人报到')).status).toBe(200);
    } finally {
      await setConfig({ reply_new_account_minutes: 0 });
    }

    const bad: Array<[string, string, unknown]> = [
      ['POST', `/auth/v1/article/${art.id}/reply`, {}],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: '' }],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: '   ' }],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: '字'.repeat(5001) }],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: 'a\u0000b' }],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: 12 }],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: '好', quote_id: 'abc' }],
      ['POST', `/auth/v1/article/${art.id}/reply`, { content: '好', quote_id: 99999999999 }],
      ['POST', '/auth/v1/article/abc/reply', { content: '好' }],
      ['GET', `/v1/article/${art.id}/reply?size=500`, undefined],
      ['GET', `/v1/article/${art.id}/reply?order=random`, undefined],
      ['GET', `/v1/article/${art.id}/reply?floor=-1`, undefined],
      ['PUT', '/auth/v1/article/reply/0', { content: '好' }],
      ['POST', '/auth/v1/user/block', { user_id: 'x' }],
      ['POST', '/auth/v1/user/remove_block', {}],
      ['PUT', '/admin/v1/reply/1/status', { hidden: 'yes' }],
    ];
    for (const [method, url, payload] of bad) {
      const user = url.startsWith('/admin') ? admin : bob;
      const res = await call(method as 'GET', url, user, payload);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await reply(bob, art.id, '字'.repeat(5000))).status).toBe(200);
    expect((await reply(bob, 99999999, '没有这篇')).status).toBe(404);
    expect((await call('GET', '/v1/article/99999999/reply')).status).toBe(404);
    expect((await call('POST', `/auth/v1/article/${art.id}/reply`, undefined, { content: '匿名' })).status).toBe(403);
    expect((await call('PUT', '/auth/v1/article/reply/99999999', bob, { content: '好' })).status).toBe(404);
    expect((await call('DELETE', '/admin/v1/reply/99999999', admin)).status).toBe(404);
  });

  it('回复可见: a like does not reveal the link, a reply does; 点赞可见 articles are unchanged', async () => {
    const link = '链接：https://pan.baidu.com/s/1ReplyOnly 提取码：r3p1';
    const t0 = await publish(t, alice, { title: '回复可见的资源', cate_id: cate, source_link: link, reveal_mode: 'reply' } as never);
    expect(t0.reveal_mode).toBe('reply');
    const liked = await call('POST', `/auth/v1/article/like/${t0.id}`, carol, { source_link: true });
    expect(liked.status).toBe(200);
    expect(liked.body.data.source_link).toBeNull();
    const before = (await call('GET', `/v1/article/${t0.id}`, carol)).body.data;
    expect(before).toMatchObject({ liked: true, replied: false, source_link: null, has_source_link: true });
    expect((await reply(carol, t0.id, '谢谢楼主分享')).status).toBe(200);
    const after = (await call('GET', `/v1/article/${t0.id}`, carol)).body.data;
    expect(after).toMatchObject({ replied: true, source_link: 'https://pan.baidu.com/s/1ReplyOnly 提取码：r3p1' });
    // the classic mode still reveals by liking
    const t1 = await publish(t, alice, { title: '点赞可见的资源', cate_id: cate, source_link: link });
    expect(t1.reveal_mode).toBe('like');
    expect((await call('POST', `/auth/v1/article/like/${t1.id}`, bob, {})).body.data.source_link).toContain('pan.baidu.com');
  });

  it('blocking hides the blocked member’s articles, replies and mentions from the blocker; remove_block {block} restores', async () => {
    const eve = await named('eve_blocked');
    const frank = await named('frank_blocker');
    const art = await publish(t, eve, { title: 'eve 的文章', cate_id: cate });
    const own = await publish(t, frank, { title: 'frank 的文章', cate_id: cate });
    expect((await call('POST', '/auth/v1/user/block', frank, { user_id: frank.id })).body.msg).toBe('不能拉黑自己');
    const b = await call('POST', '/auth/v1/user/block', frank, { user_id: eve.id });
    expect(b.status).toBe(200);
    expect(b.body.msg).toBe('已拉黑');
    expect((await call('POST', '/auth/v1/user/block', frank, { user_id: eve.id })).body.data.first).toBe(false);
    const blocks = await call('GET', '/auth/v1/user/block', frank);
    expect(blocks.body.data).toMatchObject({ total: 1, list: [{ user_id: eve.id, username: 'eve_blocked' }] });

    const listFrank = (await call('GET', `/v1/article/cate/${cate}?page=1&size=100`, frank)).body.data;
    const listBob = (await call('GET', `/v1/article/cate/${cate}?page=1&size=100`, bob)).body.data;
    expect(listFrank.list.map((a: { title: string }) => a.title)).not.toContain('eve 的文章');
    expect(listBob.list.map((a: { title: string }) => a.title)).toContain('eve 的文章');
    expect(listFrank.total).toBe(listBob.total - 1);

    const before = (await messagesOf(frank)).length;
    expect((await reply(eve, own.id, `@frank_blocker 你好`)).status).toBe(200);
    expect((await messagesOf(frank)).length).toBe(before);
    const seen = (await call('GET', `/v1/article/${own.id}/reply`, frank)).body.data.list[0];
    expect(seen).toMatchObject({ status: 'blocked', content: null, mentions: [] });
    expect((await call('GET', `/v1/article/${own.id}/reply`, bob)).body.data.list[0].status).toBe('visible');
    expect((await call('GET', `/v1/article/${art.id}/reply`, frank)).status).toBe(200);

    const removed = await call('POST', '/auth/v1/user/remove_block', frank, { block: eve.id });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe('已移出黑名单');
    expect((await call('POST', '/auth/v1/user/remove_block', frank, { block: String(eve.id) })).status).toBe(404);
    expect((await call('GET', `/v1/article/${own.id}/reply`, frank)).body.data.list[0].status).toBe('visible');
    expect((await call('GET', `/v1/article/cate/${cate}?page=1&size=100`, frank)).body.data.list.map((a: { title: string }) => a.title)).toContain('eve 的文章');
  });

  it('members share one cached page of floors, each with their own facts: own floors, blocks, admin; writes show at once', async () => {
    await setConfig({ reply_new_account_minutes: 0 });
    const gina = await named('gina_reader');
    const hugo = await named('hugo_writer');
    const art = await publish(t, alice, { title: '共享楼层缓存', cate_id: cate });
    expect((await reply(hugo, art.id, 'hugo 的第一条')).status).toBe(200);
    expect((await reply(gina, art.id, 'gina 的第一条')).status).toBe(200);
    const page = async (u: TestUser) =>
      ((await call('GET', `/v1/article/${art.id}/reply`, u)).body.data.list as Array<{ username: string; status: string; content: string | null; can_edit: boolean; can_delete: boolean }>).map(
        (r) => `${r.username}:${r.status}:${r.content ?? '-'}:${r.can_edit ? 'E' : ''}${r.can_delete ? 'D' : ''}`,
      );
    // read twice each, interleaved: the second reads are served from the shared page
    for (let i = 0; i < 2; i++) {
      expect(await page(gina)).toEqual(['hugo_writer:visible:hugo 的第一条:', 'gina_reader:visible:gina 的第一条:ED']);
      expect(await page(hugo)).toEqual(['hugo_writer:visible:hugo 的第一条:ED', 'gina_reader:visible:gina 的第一条:']);
      expect(await page(admin)).toEqual(['hugo_writer:visible:hugo 的第一条:ED', 'gina_reader:visible:gina 的第一条:ED']);
    }
    // gina blocks hugo: only gina's view changes
    expect((await call('POST', '/auth/v1/user/block', gina, { user_id: hugo.id })).status).toBe(200);
    expect(await page(gina)).toEqual(['hugo_writer:blocked:-:', 'gina_reader:visible:gina 的第一条:ED']);
    expect(await page(hugo)).toEqual(['hugo_writer:visible:hugo 的第一条:ED', 'gina_reader:visible:gina 的第一条:']);
    // an admin hides gina's floor: members see it hidden, the admin still reads it
    const ginaFloor = (await call('GET', `/v1/article/${art.id}/reply`, admin)).body.data.list[1].id as number;
    const hidden = await call('PUT', `/admin/v1/reply/${ginaFloor}/status`, admin, { hidden: true });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(await page(hugo)).toEqual(['hugo_writer:visible:hugo 的第一条:ED', 'gina_reader:hidden:-:']);
    expect(await page(admin)).toEqual(['hugo_writer:visible:hugo 的第一条:ED', 'gina_reader:hidden:gina 的第一条:D']);
    // an edit shows at once to another member
    const hugoFloor = (await call('GET', `/v1/article/${art.id}/reply`, admin)).body.data.list[0].id as number;
    expect((await call('PUT', `/auth/v1/article/reply/${hugoFloor}`, hugo, { content: 'hugo 改过的内容' })).status).toBe(200);
    expect((await page(admin))[0]).toBe('hugo_writer:visible:hugo 改过的内容:ED');
  });

  it('daily reply reward (off by default) pays the first N replies of the day through the ledger', async () => {
    const art = await publish(t, alice, { title: '奖励测试', cate_id: cate });
    const gina = await makeUser(t);
    const off = await reply(gina, art.id, '默认没有奖励');
    expect(off.body.data.reward).toBe(0);
    await setConfig({ reply_reward_coin: 2, reply_reward_daily_max: 3 });
    try {
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await reply(gina, art.id, `第 ${i} 条`)).body);
      // the reply before the switch counts as today's first: two more are paid, then none
      expect(results.map((r) => r.data.reward)).toEqual([2, 2, 0, 0]);
      expect(results[0].msg).toBe('回复成功，获得 2 金币');
      expect(results[1].data.balance).toBe(4);
      await expectNoDrift(t);
    } finally {
      await setConfig({ reply_reward_coin: 0 });
    }
  });

  it('replies refresh the anonymous list cache (reply count, 最新回复 order) and my replies list', async () => {
    t.clock.advance(LIST_CACHE_TTL_MS + 1);
    const old = await publish(t, alice, { title: '老帖子', cate_id: cate });
    await publish(t, alice, { title: '新帖子', cate_id: cate });
    const url = '/v1/article?page=1&size=5&order=replied';
    expect((await call('GET', url)).body.data.list[0].title).toBe('新帖子');
    expect((await call('GET', url)).headers['x-cache']).toBe('hit');
    const replyUrl = `/v1/article/${old.id}/reply`;
    await call('GET', replyUrl);
    expect((await call('GET', replyUrl)).headers['x-cache']).toBe('hit');
    t.clock.advance(1000);
    const r = await reply(bob, old.id, '顶一下老帖子');
    const fresh = await call('GET', url);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(fresh.body.data.list[0]).toMatchObject({ title: '老帖子', reply_count: 1 });
    const freshReplies = await call('GET', replyUrl);
    expect(freshReplies.headers['x-cache']).toBeUndefined();
    expect(freshReplies.body.data.list).toHaveLength(1);

    const mine = (await call('GET', '/auth/v1/article/reply/my?page=1&size=10', bob)).body.data;
    expect(mine.list[0]).toMatchObject({ id: r.body.data.reply.id, article_id: old.id, article_title: '老帖子', floor: 2, floor_name: '沙发', excerpt: '顶一下老帖子' });
  });

  it('the OpenAPI document lists the reply and block routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of ['/v1/article/{id}/reply', '/auth/v1/article/{id}/reply', '/auth/v1/article/reply/{id}', '/auth/v1/user/remove_block', '/admin/v1/reply/{id}/status']) {
      expect(paths).toContain(p);
    }
  });
});
