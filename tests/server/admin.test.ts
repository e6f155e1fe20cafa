import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, auth, expectNoDrift, register } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { token: await adminToken(t, ADMIN_PASSWORD) };
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, who: { token: string } = admin) =>
  t.app.inject({ method, url, headers: auth(who), payload: payload as object | undefined });

async function audits(entity: string) {
  return t.ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();
}

/** Checks a refusal: 4xx envelope with a Chinese message, never 500. */
function refused(res: { statusCode: number; json(): { code: number; msg: string; data: unknown } }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(body.code).toBe(status);
  expect(body.data).toBeNull();
  expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
}

async function shareAs(member: { token: string }, title: string, url: string): Promise<number> {
  const res = await call('POST', '/auth/v1/resource/share', { items: [{ title, url, pwd: 'ab12' }] }, member);
  expect(res.json().code).toBe(200);
  return res.json().data.created[0];
}

describe(`admin back office (${TEST_DB_KIND})`, () => {
  it('existing admin writes (web_setting, user, article, bbs_cate) each leave an audit row with before/after', async () => {
    const all = (await call('GET', '/admin/v1/web_setting/all')).json().data as { id: number; name: string; value: string }[];
    const notice = all.find((s) => s.name === 'notice')!;
    expect((await call('PUT', `/admin/v1/web_setting/${notice.id}`, { value: '新公告' })).json().code).toBe(200);
    const created = (await call('POST', '/admin/v1/web_setting', { name: 'custom_x', value: 'v1' })).json().data;
    expect((await call('DELETE', `/admin/v1/web_setting/${created.id}`)).json().code).toBe(200);
    refused(await call('PUT', `/admin/v1/web_setting/${notice.id}`, { value: 1 }), 400);
    const ws = await audits('web_setting');
    expect(ws.map((r) => r.action)).toEqual(['web_setting.update', 'web_setting.create', 'web_setting.delete']);
    expect(JSON.parse(ws[0].before)).toMatchObject({ name: 'notice', value: notice.value });
    expect(JSON.parse(ws[0].after)).toMatchObject({ name: 'notice', value: '新公告' });
    expect(ws[0].entity_id).toBe(String(notice.id));
    expect(JSON.parse(ws[2].before)).toMatchObject({ name: 'custom_x' });
    expect(ws[2].after).toBe('');

    const u = (await call('POST', '/admin/v1/user', { username: 'made_by_admin', password: 'password-123', email: 'mba@example.com', coin: 20, reason: '测试' })).json().data;
    expect((await call('PUT', `/admin/v1/user/${u.id}`, { banned: true })).json().code).toBe(200);
    expect((await call('DELETE', `/admin/v1/user/${u.id}`)).json().code).toBe(200);
    const us = await audits('user');
    expect(us.map((r) => r.action)).toEqual(['user.create', 'user.update', 'user.delete']);
    expect(JSON.parse(us[1].before)).toMatchObject({ id: u.id, banned: 0 });
    expect(JSON.parse(us[1].after)).toMatchObject({ id: u.id, banned: 1 });
    for (const r of us) expect(`${r.before}${r.after}`).not.toContain('password');

    const cate = (await call('POST', '/admin/v1/bbs_cate', { name: '审计分类', sort: 9 })).json().data;
    expect((await call('PUT', `/admin/v1/bbs_cate/${cate.id}`, { name: '审计分类2' })).json().code).toBe(200);
    const cs = await audits('bbs_cate');
    expect(cs.map((r) => r.action)).toEqual(['bbs_cate.create', 'bbs_cate.update']);
    expect(JSON.parse(cs[1].before)).toMatchObject({ name: '审计分类' });
    expect(JSON.parse(cs[1].after)).toMatchObject({ name: '审计分类2' });

    const member = await register(t, 'writer_a');
    const art = (await call('POST', '/auth/v1/article', { title: '一篇测试文章标题', cate_id: cate.id, content: '正文内容足够长，用来测试管理员操作。' }, member)).json();
    expect(art.code).toBe(200);
    const id = art.data.id as number;
    expect((await call('PUT', '/admin/v1/article/status', { id, fixed: 1 })).json().code).toBe(200);
    expect((await call('PUT', `/admin/v1/article/${id}`, { title: '改过的文章标题' })).json().code).toBe(200);
    expect((await call('DELETE', `/admin/v1/article/${id}`)).json().code).toBe(200);
    const as = await audits('article');
    expect(as.map((r) => r.action)).toEqual(['article.status', 'article.update', 'article.delete']);
    expect(JSON.parse(as[0].before)).toMatchObject({ id, fixed: 0 });
    expect(JSON.parse(as[0].after)).toMatchObject({ id, fixed: 1 });
    expect(JSON.parse(as[1].after)).toMatchObject({ title: '改过的文章标题' });

    // the audit page filters
    const page = (await call('GET', '/admin/v1/audit?entity=user&size=2')).json().data;
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ action: 'user.delete', actor_name: 'admin', entity_id: String(u.id) });
    expect((await call('GET', '/admin/v1/audit?actor=admin&action=web_setting.update')).json().data.list[0].after).toMatchObject({ value: '新公告' });
    expect((await call('GET', '/admin/v1/audit?from=2099-01-01')).json().data.total).toBe(0);
    const today = new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await call('GET', `/admin/v1/audit?from=${today}&to=${today}`)).json().data.total).toBeGreaterThanOrEqual(11);
    refused(await call('GET', '/admin/v1/audit?from=not-a-date'), 400);
  });

  it('netdiskCate: CRUD, duplicates refused, a category in use cannot be deleted', async () => {
    const list = (await call('GET', '/admin/v1/netdisk_cate')).json().data as { id: number; name: string }[];
    expect(list.map((c) => c.name)).toContain('电影');
    const c = (await call('POST', '/admin/v1/netdisk_cate', { name: '测试分类', sort: 50 })).json().data;
    expect(c).toMatchObject({ name: '测试分类', sort: 50, count: 0 });
    refused(await call('POST', '/admin/v1/netdisk_cate', { name: '测试分类' }), 409);
    refused(await call('POST', '/admin/v1/netdisk_cate', { name: '' }), 400);
    expect((await call('PUT', `/admin/v1/netdisk_cate/${c.id}`, { name: '测试分类二' })).json().data.name).toBe('测试分类二');
    refused(await call('PUT', `/admin/v1/netdisk_cate/${c.id}`, { name: '电影' }), 409);
    refused(await call('DELETE', '/admin/v1/netdisk_cate/999999'), 404);
    // in use by a resource → refused
    const member = await register(t, 'cate_sharer');
    const rid = (await call('POST', '/auth/v1/resource/share', { items: [{ title: '分类测试资源', url: 'https://pan.baidu.com/s/1catetest', category_id: c.id }] }, member)).json().data.created[0];
    refused(await call('DELETE', `/admin/v1/netdisk_cate/${c.id}`), 400);
    await call('DELETE', `/admin/v1/share_union/resource/${rid}`);
    expect((await call('DELETE', `/admin/v1/netdisk_cate/${c.id}`)).json().code).toBe(200);
    expect((await audits('netdisk_cate')).map((r) => r.action)).toEqual(['netdisk_cate.create', 'netdisk_cate.update', 'netdisk_cate.delete']);
  });

  it('hotkey: create, rename, order, delete; bankey: bulk paste with dedup, delete, effect on search', async () => {
    const a = (await call('POST', '/admin/v1/hotkey', { keyword: '测热词甲' })).json().data;
    const b = (await call('POST', '/admin/v1/hotkey', { keyword: '测热词乙' })).json().data;
    expect(b.sort).toBeGreaterThan(a.sort);
    refused(await call('POST', '/admin/v1/hotkey', { keyword: '测热词甲' }), 409);
    refused(await call('POST', '/admin/v1/hotkey', { keyword: '' }), 400);
    expect((await call('PUT', `/admin/v1/hotkey/${a.id}`, { keyword: '测热词甲 全集' })).json().data.keyword).toBe('测热词甲 全集');
    const ordered = (await call('PUT', '/admin/v1/hotkey/order', { ids: [b.id, a.id] })).json().data as { id: number }[];
    expect(ordered.map((p) => p.id).slice(0, 2)).toEqual([b.id, a.id]);
    refused(await call('PUT', '/admin/v1/hotkey/order', { ids: [b.id, 999999] }), 404);
    const overview = (await call('GET', '/admin/v1/hotkey?range=day')).json().data;
    expect(overview.pinned.map((p: { keyword: string }) => p.keyword)).toEqual(expect.arrayContaining(['测热词乙', '测热词甲 全集']));
    expect((await call('DELETE', `/admin/v1/hotkey/${a.id}`)).json().code).toBe(200);
    refused(await call('DELETE', `/admin/v1/hotkey/${a.id}`), 404);
    expect((await audits('hotkey')).map((r) => r.action)).toEqual(['hotkey.create', 'hotkey.create', 'hotkey.update', 'hotkey.order', 'hotkey.delete']);

    const pasted = (await call('POST', '/admin/v1/bankey', { keywords: '违禁一号\n\n违禁二号\r\n违禁一号\n  违禁三号 ' })).json();
    expect(pasted.code).toBe(200);
    expect(pasted.data.added.map((x: { keyword: string }) => x.keyword)).toEqual(['违禁一号', '违禁二号', '违禁三号']);
    expect(pasted.data.skipped).toEqual(['违禁一号']);
    const again = (await call('POST', '/admin/v1/bankey', { keywords: '违禁二号\n违禁四号' })).json().data;
    expect(again.added.map((x: { keyword: string }) => x.keyword)).toEqual(['违禁四号']);
    expect(again.skipped).toEqual(['违禁二号']);
    // one overlong word refuses the whole paste
    const before = (await call('GET', '/admin/v1/bankey')).json().data.length;
    refused(await call('POST', '/admin/v1/bankey', { keywords: `违禁五号\n${'长'.repeat(101)}` }), 400);
    expect((await call('GET', '/admin/v1/bankey')).json().data.length).toBe(before);
    const search = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('违禁三号')}` });
    expect(search.json().code).toBe(444);
    const id = (await call('GET', '/admin/v1/bankey')).json().data.find((x: { keyword: string }) => x.keyword === '违禁三号').id;
    expect((await call('DELETE', `/admin/v1/bankey/${id}`)).json().code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('违禁三号')}` })).json().code).toBe(200);
    const bk = await audits('bankey');
    expect(bk.map((r) => r.action)).toEqual(['bankey.create', 'bankey.create', 'bankey.delete']);
    expect(JSON.parse(bk[0].after)).toHaveLength(3);
  });

  it('cdKey: generate coins and VIP batches, redeem as a user, list who redeemed, export CSV', async () => {
    refused(await call('POST', '/admin/v1/cd_key', { kind: 'gold', amount: 10, count: 1 }), 400);
    refused(await call('POST', '/admin/v1/cd_key', { kind: 'coin', amount: 10, count: 1001 }), 400);
    refused(await call('POST', '/admin/v1/cd_key', { kind: 'vip', amount: 5000, count: 1 }), 400);
    expect((await call('GET', '/admin/v1/cd_key')).json().data.total).toBe(0);
    const coins = (await call('POST', '/admin/v1/cd_key', { kind: 'coin', amount: 88, count: 3, note: '活动批次A' })).json().data;
    expect(coins.codes).toHaveLength(3);
    expect(coins.note).toBe('活动批次A');
    const vip = (await call('POST', '/admin/v1/cd_key', { kind: 'vip', amount: 7, count: 1 })).json().data;
    expect(vip.note).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} 生成$/);

    const m = await register(t, 'redeemer');
    const r1 = await call('POST', '/auth/v1/user/exchange', { type: 'cd_key', payload: coins.codes[0] }, m);
    expect(r1.json().code).toBe(200);
    const r2 = await call('POST', '/auth/v1/user/exchange', { type: 'cd_key', payload: vip.codes[0] }, m);
    expect(r2.json().code).toBe(200);
    const info = (await call('GET', '/auth/v1/user/info', undefined, m)).json().data;
    expect(info.coin).toBe(10 + 88);
    expect(info.is_vip).toBe(true);
    refused(await call('POST', '/auth/v1/user/exchange', { type: 'cd_key', payload: coins.codes[0] }, m), 400);

    const used = (await call('GET', '/admin/v1/cd_key?status=used')).json().data;
    expect(used.total).toBe(2);
    expect(used.list.every((k: { used_by_name: string; used_time: string | null }) => k.used_by_name === 'redeemer' && k.used_time)).toBe(true);
    const batch = (await call('GET', `/admin/v1/cd_key?note=${encodeURIComponent('活动批次A')}&status=unused`)).json().data;
    expect(batch.total).toBe(2);
    expect((await call('GET', '/admin/v1/cd_key?kind=vip')).json().data.list[0]).toMatchObject({ code: vip.codes[0], amount: 7, used: true });

    const csv = await call('GET', `/admin/v1/cd_key/export?note=${encodeURIComponent('活动批次A')}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('卡密-')}`);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('卡密,类型,面值,批次,状态,使用者,使用时间,生成时间');
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith(coins.codes[0]))).toContain('已使用,redeemer');
    refused(await call('GET', '/admin/v1/cd_key/export?status=maybe'), 400);
    expect((await audits('cd_key')).map((r) => r.action)).toEqual(['cd_key.generate', 'cd_key.generate']);
    await expectNoDrift(t);
  });

  it('inviteCode: generate, list with status after one is used at registration', async () => {
    refused(await call('POST', '/admin/v1/invite_code', { count: 0 }), 400);
    const { codes } = (await call('POST', '/admin/v1/invite_code', { count: 2 })).json().data;
    expect(codes).toHaveLength(2);
    await register(t, 'invited_one', { invite_code: codes[0] });
    const list = (await call('GET', '/admin/v1/invite_code')).json().data;
    expect(list.total).toBeGreaterThanOrEqual(2);
    const used = (await call('GET', '/admin/v1/invite_code?status=used')).json().data.list;
    expect(used.find((c: { code: string }) => c.code === codes[0])).toMatchObject({ status: 'used', used_by_name: 'invited_one', owner_id: null });
    const unused = (await call('GET', '/admin/v1/invite_code?status=unused')).json().data.list.map((c: { code: string }) => c.code);
    expect(unused).toContain(codes[1]);
    expect(unused).not.toContain(codes[0]);
    expect((await audits('invite_code')).map((r) => r.action)).toEqual(['invite_code.generate']);
  });

  it('config: read with defaults, update with validation, all-or-nothing, takes effect', async () => {
    const cfg = (await call('GET', '/admin/v1/config')).json().data as { name: string; value: string; default: string }[];
    expect(cfg.map((c) => c.name)).toEqual(expect.arrayContaining(['sign_reward_table', 'login_reward_coin', 'vip_price_per_day', 'share_reward_coin']));
    expect(cfg.find((c) => c.name === 'free_vip_days')).toMatchObject({ value: '3', default: '3' });
    refused(await call('PUT', '/admin/v1/config', { values: { free_vip_days: 5, vip_price_per_day: 0 } }), 400);
    refused(await call('PUT', '/admin/v1/config', { values: { no_such: 1 } }), 400);
    refused(await call('PUT', '/admin/v1/config', { values: { sign_reward_table: '[1,"x"]' } }), 400);
    refused(await call('PUT', '/admin/v1/config', { values: {} }), 400);
    expect((await call('GET', '/admin/v1/config')).json().data.find((c: { name: string }) => c.name === 'free_vip_days').value).toBe('3');
    const saved = (await call('PUT', '/admin/v1/config', { values: { free_vip_days: '5', sign_reward_table: [1, 2, 3], share_reward_coin: 9 } })).json();
    expect(saved.code).toBe(200);
    expect(saved.data.find((c: { name: string }) => c.name === 'sign_reward_table').value).toBe('[1,2,3]');
    const m = await register(t, 'config_user');
    expect((await call('GET', '/auth/v1/user/free_vip', undefined, m)).json().code).toBe(200);
    const orders = (await call('GET', '/auth/v1/order', undefined, m)).json().data.list;
    expect(orders[0].title).toContain('5 天');
    const rows = await audits('config');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].before)).toMatchObject({ free_vip_days: '3' });
    expect(JSON.parse(rows[0].after)).toMatchObject({ free_vip_days: '5', share_reward_coin: '9' });
  });

  it('shareUnion: bulk approve pays sharers (config reward) and makes them searchable; a bad id changes nothing; reject with reason', async () => {
    await call('PUT', '/admin/v1/config', { values: { share_reward_coin: 7 } });
    const s1 = await register(t, 'sharer_one');
    const s2 = await register(t, 'sharer_two');
    const a = await shareAs(s1, '星际穿越 蓝光原盘', 'https://pan.baidu.com/s/1interstellar');
    const b = await shareAs(s2, '流浪地球 导演剪辑版', 'https://pan.quark.cn/s/wanderingearth');
    const c = await shareAs(s2, '不该通过的资源', 'https://pan.baidu.com/s/1badresource');
    const pending = (await call('GET', '/admin/v1/share_union/pending')).json().data;
    expect(pending.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a, b, c]));
    expect(pending.list.find((r: { id: number }) => r.id === a)).toMatchObject({ sharer_name: 'sharer_one', status: 'pending' });

    // one unknown id: nothing approved, nobody paid
    refused(await call('POST', '/admin/v1/share_union/approve', { ids: [a, 999999] }), 404);
    refused(await call('POST', '/admin/v1/share_union/approve', { ids: [] }), 400);
    refused(await call('POST', '/admin/v1/share_union/approve', { ids: [a, a] }), 400);
    expect((await t.ctx.repos.resources.byId(a))!.status).toBe('pending');
    expect((await t.ctx.repos.users.byId(s1.id))!.coin).toBe(10);

    const res = (await call('POST', '/admin/v1/share_union/approve', { ids: [a, b] })).json();
    expect(res.data).toEqual({ approved: [{ id: a, reward: 7 }, { id: b, reward: 7 }], failed: [] });
    expect((await t.ctx.repos.users.byId(s1.id))!.coin).toBe(17);
    expect((await t.ctx.repos.users.byId(s2.id))!.coin).toBe(17);
    const found = (await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('星际穿越')}` })).json().data.list;
    expect(found.map((r: { id: number }) => r.id)).toContain(a);
    // already approved → whole batch refused
    refused(await call('POST', '/admin/v1/share_union/approve', { ids: [a, c] }), 409);
    expect((await t.ctx.repos.resources.byId(c))!.status).toBe('pending');

    refused(await call('POST', '/admin/v1/share_union/reject', { ids: [c], reason: '' }), 400);
    expect((await call('POST', '/admin/v1/share_union/reject', { ids: [c], reason: '链接无效' })).json().data).toEqual({ rejected: [c], failed: [] });
    expect((await t.ctx.repos.resources.byId(c))!).toMatchObject({ status: 'rejected', review_note: '链接无效' });
    const reviews = (await audits('resource')).filter((r) => [a, b, c].map(String).includes(r.entity_id));
    expect(reviews.map((r) => r.action)).toEqual(['share.approve', 'share.approve', 'share.reject']);
    expect(JSON.parse(reviews[0].before)).toMatchObject({ status: 'pending' });
    expect(JSON.parse(reviews[0].after)).toMatchObject({ status: 'approved', reward: 7 });
    await expectNoDrift(t);
  });

  it('shareUnion resources: search, edit, mark invalid and valid again, delete', async () => {
    const s = await register(t, 'sharer_three');
    const id = await shareAs(s, '黑客帝国 三部曲', 'https://pan.baidu.com/s/1matrixtrilogy');
    await call('POST', '/admin/v1/share_union/approve', { ids: [id] });
    const list = (await call('GET', `/admin/v1/share_union/resource?q=${encodeURIComponent('黑客帝国')}`)).json().data;
    expect(list.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await call('GET', '/admin/v1/share_union/resource?status=rejected&q=%25')).json().data.total).toBe(0);
    const search = async (kw: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent(kw)}` })).json().data.list.map((r: { id: number }) => r.id);

    const edited = (await call('PUT', `/admin/v1/share_union/resource/${id}`, { title: '黑客帝国 重制版', price: 0, pwd: 'zz99' })).json();
    expect(edited.data).toMatchObject({ title: '黑客帝国 重制版', pwd: 'zz99' });
    expect(await search('重制版')).toContain(id);
    refused(await call('PUT', `/admin/v1/share_union/resource/${id}`, { url: 'ftp://nope' }), 400);
    refused(await call('PUT', `/admin/v1/share_union/resource/${id}`, { category_id: 999999 }), 400);
    const other = await shareAs(s, '另一个资源', 'https://pan.baidu.com/s/1another');
    refused(await call('PUT', `/admin/v1/share_union/resource/${other}`, { url: 'https://pan.baidu.com/s/1matrixtrilogy' }), 409);
    refused(await call('PUT', '/admin/v1/share_union/resource/999999', { title: '不存在' }), 404);

    expect((await call('PUT', `/admin/v1/share_union/resource/${id}/validity`, { invalid: true })).json().data.validity).toBe('invalid');
    expect(await search('重制版')).not.toContain(id);
    expect((await call('PUT', `/admin/v1/share_union/resource/${id}/validity`, { invalid: false })).json().data.validity).toBe('ok');
    expect(await search('重制版')).toContain(id);

    expect((await call('DELETE', `/admin/v1/share_union/resource/${id}`)).json().code).toBe(200);
    expect(await search('重制版')).not.toContain(id);
    refused(await call('GET', `/admin/v1/share_union/resource/${id}`), 404);
    const actions = (await audits('resource')).filter((r) => r.entity_id === String(id)).map((r) => r.action);
    expect(actions).toEqual(['share.approve', 'resource.update', 'resource.invalid', 'resource.valid', 'resource.delete']);
  });

  it('user: VIP expiry is set, cleared and validated (audited before/after); the list sorts by whitelisted columns', async () => {
    const mk = async (name: string, coin: number) =>
      (await call('POST', '/admin/v1/user', { username: name, password: 'password-123', email: `${name}@example.com`, coin, reason: '排序测试' })).json().data as { id: number };
    const a = await mk('sortq_a', 30);
    const b = await mk('sortq_b', 10);
    const c = await mk('sortq_c', 20);

    const until = '2031-05-06T07:08:09.000Z';
    const set = (await call('PUT', `/admin/v1/user/${b.id}`, { vip_expired: until })).json();
    expect(set.code).toBe(200);
    expect(set.data).toMatchObject({ id: b.id, vip_expired: until, is_vip: true });
    const offset = (await call('PUT', `/admin/v1/user/${c.id}`, { vip_expired: '2030-01-01T08:00:00+08:00' })).json();
    expect(offset.data.vip_expired).toBe('2030-01-01T00:00:00.000Z');
    for (const bad of ['tomorrow', '2031-13-01T00:00:00Z', '2031-05-06', 12345, '']) {
      refused(await call('PUT', `/admin/v1/user/${a.id}`, { vip_expired: bad }), 400);
    }
    expect((await call('GET', `/admin/v1/user/infos/${a.id}`)).json().data.info.vip_expired).toBeNull();
    const cleared = (await call('PUT', `/admin/v1/user/${c.id}`, { vip_expired: null })).json();
    expect(cleared.data).toMatchObject({ vip_expired: null, is_vip: false });
    const rows = (await audits('user')).filter((r) => r.entity_id === String(b.id) || r.entity_id === String(c.id));
    const updates = rows.filter((r) => r.action === 'user.update');
    expect(updates).toHaveLength(3);
    expect(JSON.parse(updates[0].before)).toMatchObject({ id: b.id, vip_expired: 0 });
    expect(JSON.parse(updates[0].after)).toMatchObject({ id: b.id, vip_expired: Date.parse(until) });
    expect(JSON.parse(updates[2].before)).toMatchObject({ id: c.id, vip_expired: Date.parse('2030-01-01T00:00:00Z') });
    expect(JSON.parse(updates[2].after)).toMatchObject({ id: c.id, vip_expired: 0 });

    const ids = async (query: string) =>
      ((await call('GET', `/admin/v1/user?keyword=sortq_&${query}`)).json().data.list as { id: number }[]).map((u) => u.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('sort=id&order=asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=coin&order=asc')).toEqual([b.id, c.id, a.id]);
    expect(await ids('sort=coin&order=desc')).toEqual([a.id, c.id, b.id]);
    expect((await ids('sort=vip_expired&order=desc'))[0]).toBe(b.id);
    expect(await ids('sort=create_time&order=asc')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=continue_sign_days&order=desc&size=2')).toEqual([c.id, b.id]);
    refused(await call('GET', '/admin/v1/user?sort=password_hash'), 400);
    refused(await call('GET', `/admin/v1/user?sort=${encodeURIComponent('id; DROP TABLE users')}`), 400);
    refused(await call('GET', '/admin/v1/user?sort=coin&order=sideways'), 400);
  });

  it('dashboard: totals, per-day series and the review queue', async () => {
    refused(await call('GET', '/admin/v1/dashboard?days=0'), 400);
    refused(await call('GET', '/admin/v1/dashboard?days=91'), 400);
    const m = await register(t, 'dash_user');
    expect((await call('POST', '/auth/v1/sign/day', { content: '签到', time_id: '1' }, m)).json().code).toBe(200);
    await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('仪表盘测试')}` });
    await shareAs(m, '仪表盘待审核资源', 'https://pan.baidu.com/s/1dashboard');
    const d = (await call('GET', '/admin/v1/dashboard?days=3')).json().data;
    expect(d.days).toBe(3);
    expect(d.series).toHaveLength(3);
    const today = d.series[2];
    expect(today.date).toBe(new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10));
    expect(today.new_users).toBeGreaterThanOrEqual(1);
    expect(today.sign_ins).toBeGreaterThanOrEqual(1);
    expect(today.searches).toBeGreaterThanOrEqual(1);
    expect(today.new_shares).toBeGreaterThanOrEqual(1);
    expect(today.coins_issued).toBeGreaterThan(0);
    expect(today.coins_spent).toBeGreaterThanOrEqual(0);
    expect(d.review_queue).toBe((await call('GET', '/admin/v1/share_union/pending')).json().data.total);
    expect(d.review_queue).toBeGreaterThanOrEqual(1);
    expect(d.totals.new_users).toBe(d.series.reduce((a: number, s: { new_users: number }) => a + s.new_users, 0));
    expect(d.totals.users).toBeGreaterThanOrEqual(today.new_users);
  });
});
