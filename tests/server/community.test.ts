import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_FORMULA } from '../../server/src/community/levels';
import { addResources } from '../support/resources';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

/**
 * Issue 33, slice 1–2: the member page's statistics (spec §7 GET /v1/user/statistics/{id}), levels
 * from activity with the admin-editable formula, titles/badges granted by admins (audited), the
 * badges next to names, and a member's public replies and shared resources — over the real API on
 * a real database.
 */
let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let cate: number;

type Json = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method, url, headers: user ? user.auth : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json() as Json };
}

const stats = async (id: number) => (await call('GET', `/v1/user/statistics/${id}`)).body.data;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin', name: 'community_admin' });
  alice = await makeUser(t, { name: '爱丽丝' });
  bob = await makeUser(t, { name: 'bob_member' });
  cate = await makeCategory(t, admin, '会员测试');
  await call('PUT', '/admin/v1/config', admin, { values: { reply_new_account_minutes: 0 } });
});
afterAll(async () => {
  await t.close();
});

describe(`member pages and levels (${TEST_DB_KIND})`, () => {
  it('a new member is level 1 新手上路 with zero counts; unknown members are 404 in Chinese', async () => {
    const s = await stats(bob.id);
    expect(s).toMatchObject({
      id: bob.id, username: 'bob_member', article_count: 0, reply_count: 0, resource_count: 0, titles: [],
      level: { level: 1, name: '新手上路', score: 0, next_min: 20 },
    });
    const missing = await call('GET', '/v1/user/statistics/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('用户不存在');
    expect((await call('GET', '/v1/user/999999/replies')).status).toBe(404);
  });

  it('activity raises the level by the formula: posts ×5, replies ×1, likes ×2, sign days ×1', async () => {
    const a1 = await publish(t, alice, { title: '爱丽丝的第一帖', cate_id: cate });
    const a2 = await publish(t, alice, { title: '爱丽丝的第二帖', cate_id: cate });
    await publish(t, alice, { title: '爱丽丝的第三帖', cate_id: cate });
    await publish(t, alice, { title: '爱丽丝的第四帖', cate_id: cate });
    // bob likes two of them, replies on one; alice replies twice
    expect((await call('POST', `/auth/v1/article/like/${a1.id}`, bob, {})).status).toBe(200);
    expect((await call('POST', `/auth/v1/article/like/${a2.id}`, bob, {})).status).toBe(200);
    expect((await call('POST', `/auth/v1/article/${a1.id}/reply`, bob, { content: '好帖，支持' })).status).toBe(200);
    for (const text of ['楼主自己顶一下', '再补充一点']) {
      t.clock.advance(60_000);
      const r = await call('POST', `/auth/v1/article/${a1.id}/reply`, alice, { content: text });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await call('POST', '/auth/v1/sign/day', alice, { content: '今天也来了', time_id: 1 })).status).toBe(200);

    const s = await stats(alice.id);
    // 4 posts × 5 + 2 replies × 1 + 2 likes × 2 + 1 sign day × 1 = 27 → 初来乍到 (≥ 20)
    expect(s).toMatchObject({ article_count: 4, reply_count: 2, like_count: 2, level: { level: 2, name: '初来乍到', score: 27, next_min: 60 } });
    expect(s.last_active_time).toMatch(/:00:00\.000Z$/); // to the hour, never the minute
    expect(Date.parse(s.last_active_time)).toBeLessThanOrEqual(t.clock.now());
    expect(t.clock.now() - Date.parse(s.last_active_time)).toBeLessThan(3_600_000);

    const badges = (await call('GET', `/v1/user/badges?ids=${alice.id},${bob.id},999999`)).body.data;
    expect(badges).toEqual([
      { id: alice.id, avatar: '', level: 2, level_name: '初来乍到', titles: [] },
      { id: bob.id, avatar: '', level: 1, level_name: '新手上路', titles: [] },
    ]);
  });

  it('the admin edits the formula in the site config: levels follow on the next read; a bad formula is refused in Chinese', async () => {
    const formula = {
      weights: { article: 10, reply: 0, like: 0, sign_day: 0 },
      levels: [{ min: 0, name: '路人' }, { min: 30, name: '写手' }, { min: 100, name: '大神' }],
    };
    const saved = await call('PUT', '/admin/v1/config', admin, { values: { level_formula: JSON.stringify(formula) } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await stats(alice.id)).level).toEqual({ level: 2, name: '写手', score: 40, next_min: 100 });
    expect((await call('GET', '/v1/user/levels')).body.data).toEqual({
      weights: formula.weights,
      levels: [{ level: 1, name: '路人', min: 0 }, { level: 2, name: '写手', min: 30 }, { level: 3, name: '大神', min: 100 }],
    });

    const bad = [
      [{ ...formula, levels: [{ min: 5, name: '甲' }, { min: 10, name: '乙' }] }, '第 1 级的 min 必须是 0'],
      [{ ...formula, levels: [{ min: 0, name: '甲' }, { min: 0, name: '乙' }] }, '第 2 级的 min 必须大于第 1 级'],
      [{ ...formula, weights: { article: -1 } }, 'weights.article（发帖）应为 0–1000 的整数'],
      [{ ...formula, weights: { coins: 1 } }, '不认识：coins'],
      [{ ...formula, levels: [{ min: 0, name: '<b>' }, { min: 1, name: '乙' }] }, '名称'],
    ] as const;
    for (const [value, reason] of bad) {
      const res = await call('PUT', '/admin/v1/config', admin, { values: { level_formula: JSON.stringify(value) } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(reason);
    }
    expect((await call('PUT', '/admin/v1/config', admin, { values: { level_formula: '{不是 JSON' } })).body.msg).toBe('会员等级公式：不是有效的 JSON');
    // the refused values changed nothing
    expect((await stats(alice.id)).level.name).toBe('写手');
    await call('PUT', '/admin/v1/config', admin, { values: { level_formula: JSON.stringify(DEFAULT_LEVEL_FORMULA) } });
    expect((await stats(alice.id)).level.name).toBe('初来乍到');
  });

  it('admins grant and revoke titles and badges (audited); members cannot; at most 5; duplicates are 409', async () => {
    expect((await call('POST', `/admin/v1/user/${bob.id}/title`, alice, { title: '版主' })).status).toBe(403);
    const granted = await call('POST', `/admin/v1/user/${bob.id}/title`, admin, { title: '版主' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.msg).toBe('已授予');
    expect((await call('POST', `/admin/v1/user/${bob.id}/title`, admin, { title: '资源达人', kind: 'badge' })).status).toBe(200);
    const dup = await call('POST', `/admin/v1/user/${bob.id}/title`, admin, { title: '版主' });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('该会员已有「版主」');
    expect((await call('POST', `/admin/v1/user/${bob.id}/title`, admin, { title: '<script>' })).status).toBe(400);
    expect((await call('POST', `/admin/v1/user/999999/title`, admin, { title: '版主' })).status).toBe(404);

    const titles = [{ title: '版主', kind: 'title' }, { title: '资源达人', kind: 'badge' }];
    expect((await stats(bob.id)).titles).toEqual(titles);
    expect((await call('GET', `/v1/user/badges?ids=${bob.id}`)).body.data[0].titles).toEqual(titles);

    for (const extra of ['甲', '乙', '丙']) expect((await call('POST', `/admin/v1/user/${bob.id}/title`, admin, { title: extra })).status).toBe(200);
    const sixth = await call('POST', `/admin/v1/user/${bob.id}/title`, admin, { title: '丁' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.msg).toBe('每位会员最多 5 个称号和徽章');

    const revoked = await call('DELETE', `/admin/v1/user/${bob.id}/title/${encodeURIComponent('版主')}`, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.map((x: { title: string }) => x.title)).toEqual(['资源达人', '甲', '乙', '丙']);
    expect((await call('DELETE', `/admin/v1/user/${bob.id}/title/${encodeURIComponent('版主')}`, admin)).status).toBe(404);

    const audit = (await call('GET', '/admin/v1/audit?page=1&size=100', admin)).body.data.list as Array<{ action: string; entity_id: string }>;
    expect(audit.filter((a) => a.action === 'user.grant_title' && a.entity_id === String(bob.id))).toHaveLength(5);
    expect(audit.filter((a) => a.action === 'user.revoke_title' && a.entity_id === String(bob.id))).toHaveLength(1);
  });

  it('badges refuses more than 50 ids or junk', async () => {
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await call('GET', `/v1/user/badges?ids=${many}`)).status).toBe(400);
    expect((await call('GET', '/v1/user/badges?ids=1;DROP')).status).toBe(400);
    expect((await call('GET', '/v1/user/badges')).status).toBe(400);
  });

  it('a member page lists visible replies only, and approved shared resources without links', async () => {
    const art = await publish(t, bob, { title: '鲍勃的帖子', cate_id: cate });
    t.clock.advance(60_000);
    const shown = (await call('POST', `/auth/v1/article/${art.id}/reply`, alice, { content: '一条公开的回复' })).body.data.reply;
    t.clock.advance(60_000);
    const hidden = (await call('POST', `/auth/v1/article/${art.id}/reply`, alice, { content: '一条被隐藏的回复' })).body.data.reply;
    expect((await call('PUT', `/admin/v1/reply/${hidden.id}/status`, admin, { hidden: true })).status).toBe(200);
    const replies = (await call('GET', `/v1/user/${alice.id}/replies?page=1&size=10`)).body.data;
    expect(replies.list.map((r: { id: number }) => r.id)).toContain(shown.id);
    expect(replies.list.map((r: { id: number }) => r.id)).not.toContain(hidden.id);
    expect(replies.list[0]).toMatchObject({ id: shown.id, article_id: art.id, article_title: '鲍勃的帖子', content: '一条公开的回复' });
    expect(replies.total).toBe((await stats(alice.id)).reply_count);

    await addResources(t.ctx, [
      { title: '三体 全集 4K', sharer_id: alice.id, status: 'approved', url: 'https://pan.quark.cn/s/community1' },
      { title: '待审核的资源', sharer_id: alice.id, status: 'pending', url: 'https://pan.quark.cn/s/community2' },
      { title: '别人的资源', sharer_id: bob.id, status: 'approved', url: 'https://pan.quark.cn/s/community3' },
    ]);
    const res = await call('GET', `/v1/user/${alice.id}/resources`);
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ title: '三体 全集 4K', disk_type: 'quark' });
    expect(JSON.stringify(res.body.data)).not.toContain('pan.quark.cn');
    expect((await stats(alice.id)).resource_count).toBe(1);
  });
});
