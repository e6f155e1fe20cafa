import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKED_TYPES } from '../../server/src/linkcheck/adapters';
import { BAD_CONFIRM_MS, BREAKER_OPEN_MS, BREAKER_STREAK, LinkCheckService } from '../../server/src/linkcheck/linkcheck-service';
import { LinkcheckRepository } from '../../server/src/repositories/linkcheck-repository';
import { adminToken } from '../support/accounts';
import { shareUrl, startFakeDisks, type FakeDisks, type Scenario } from '../support/fake-disks';
import { addResources, clearResources } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * The link checker (issue 19) against a local fake of every disk service's share endpoint:
 * each adapter's answer for normal, gone, needs-code, rate-limited, timeout and malformed
 * replies; results stored with time and evidence; `bad` takes a resource out of search; the
 * verified filter; rate per host, backoff and the breaker; the scheduler's order; admin routes;
 * and CHECKER=off asking nobody.
 */

let fake: FakeDisks;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeDisks();
  t = await createTestApp({ env: { CHECKER: 'manual', CHECKER_BASE_URLS: JSON.stringify(fake.baseUrls), CHECKER_TIMEOUT_MS: '1500' } });
  await clearResources(t.ctx);
  // every host at the top rate, so the adapter table below runs fast
  await t.ctx.repos.webSettings.upsert(t.ctx.db, 'linkcheck_rate_per_host', '20', t.clock.now());
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A fresh service on the same database with its own gates (no backoff carried between tests). */
function freshService(app: TestApp, realNow?: () => number): LinkCheckService {
  return new LinkCheckService(app.ctx.config.linkcheck, app.ctx.db, new LinkcheckRepository(app.ctx.db), app.ctx.repos.resources, app.ctx.services.webSettings, app.clock, realNow);
}

const EXPECT: Record<Scenario, string> = { ok: 'ok', gone: 'bad', code: 'locked', limit: 'uncertain', slow: 'uncertain', junk: 'uncertain' };

describe(`adapters against fake disk services (${TEST_DB_KIND})`, () => {
  for (const type of CHECKED_TYPES) {
    it(`${type}: normal → ok, gone → bad, needs code → locked, rate-limited / timeout / malformed → uncertain`, async () => {
      const svc = freshService(t);
      for (const scenario of ['ok', 'gone', 'code', 'limit', 'slow', 'junk'] as Scenario[]) {
        const before = fake.hits.length;
        const r = await svc.check({ diskType: type === '139' ? 'mobile' : type, url: shareUrl(type, scenario) }, { force: true, maxWaitMs: 60_000 });
        expect(r.state, `${type} ${scenario}: ${r.summary} ${JSON.stringify(r.evidence)}`).toBe(EXPECT[scenario]);
        expect(fake.hits.length, `${type} ${scenario} asked the service once`).toBe(before + 1);
        expect(fake.hits.at(-1)!.scenario).toBe(scenario);
        expect(r.summary).toMatch(/[\u4e00-\u9fff]/);
        if (scenario === 'slow') expect(r.summary).toBe('请求超时');
        if (scenario === 'junk') expect(r.summary).toBe('网盘回复格式无法识别');
        if (scenario === 'limit') expect(r.summary).toMatch(/限流/);
      }
    }, 30_000);
  }

  it('a code that opens the share turns locked into ok (baidu verify, quark passcode, 115 receive_code, xunlei pass_code, 139 passwd)', async () => {
    const svc = freshService(t);
    for (const type of ['baidu', 'quark', 'uc', '115', 'xunlei', 'pikpak', '139']) {
      expect((await svc.check({ diskType: type, url: shareUrl(type, 'code'), password: '1234' }, { force: true })).state, type).toBe('ok');
      expect((await svc.check({ diskType: type, url: shareUrl(type, 'code'), password: '9999' }, { force: true })).state, type).toBe('locked');
    }
  });

  it('every answer is stored with its time, expiry and evidence; a fresh one is reused without asking (cache_hit)', async () => {
    const svc = freshService(t);
    const url = shareUrl('quark', 'ok');
    const first = await svc.check({ diskType: 'quark', url });
    const hits = fake.hits.length;
    const second = await svc.check({ diskType: 'quark', url });
    expect(fake.hits.length).toBe(hits);
    expect(second).toMatchObject({ state: 'ok', cache_hit: true, checked_at: first.checked_at, expires_at: first.checked_at + 24 * 3600_000 });
    const row = await t.ctx.db.selectFrom('link_checks').selectAll().where('url_norm', '=', 'https://pan.quark.cn/s/okshare').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.state).toBe('ok');
    expect(JSON.parse(row.evidence)).toMatchObject({ status: 200, code: 0, stoken: 'present' });
  });
});

describe(`checked resources in search (${TEST_DB_KIND})`, () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const got = await addResources(t.ctx, [
      { title: '检测样本 有效', url: shareUrl('aliyun', 'ok') },
      { title: '检测样本 失效', url: shareUrl('123', 'gone') },
      { title: '检测样本 未检测', url: 'https://pan.baidu.com/s/1neverchecked' },
      { title: '检测样本 要码', url: shareUrl('tianyi', 'code'), pwd: '1234' },
    ]);
    [ids.ok, ids.gone, ids.never, ids.code] = got;
  });

  it('ok → check_state and time on the item; bad confirmed an hour later → out of search like enough reports; 只看已验证 keeps only ok', async () => {
    const svc = t.ctx.services.linkcheck;
    const results = await svc.recheck([ids.ok, ids.gone, ids.code]);
    expect(results.map((r) => [r.resource_id, r.state])).toEqual([[ids.ok, 'ok'], [ids.gone, 'bad'], [ids.code, 'ok']]);
    // a single bad only marks it for confirmation (issue 27)
    expect(await t.ctx.repos.resources.byId(ids.gone)).toMatchObject({ validity: 'ok', check_state: '', bad_since: t.clock.now() });
    t.clock.advance(BAD_CONFIRM_MS);
    expect((await svc.recheck([ids.gone])).map((r) => r.state)).toEqual(['bad']);
    const gone = await t.ctx.repos.resources.byId(ids.gone);
    expect(gone).toMatchObject({ validity: 'invalid', check_state: 'bad', checked_at: t.clock.now(), bad_since: 0 });
    await svc.recheck([ids.ok, ids.code]);

    const all = (await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('检测样本')}` })).json();
    const byId = new Map(all.data.list.map((r: { id: number }) => [r.id, r]));
    expect([...byId.keys()].sort()).toEqual([ids.ok, ids.never, ids.code].sort());
    expect(byId.get(ids.ok)).toMatchObject({ check_state: 'ok', checked_time: new Date(t.clock.now()).toISOString() });
    expect(byId.get(ids.never)).toMatchObject({ check_state: '', checked_time: '' });

    const verified = (await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('检测样本')}&verified=1` })).json();
    expect(verified.data.list.map((r: { id: number }) => r.id).sort()).toEqual([ids.ok, ids.code].sort());
    expect(verified.data.counts.all).toBe(2);
    // the detail page of a bad link says it is gone, as for reported links
    expect((await t.app.inject({ method: 'GET', url: `/v1/resource/${ids.gone}` })).json().msg).toBe('该资源链接已失效');
  });

  it('a check with someone else\'s wrong code does not change our resource', async () => {
    await t.ctx.services.linkcheck.check({ diskType: 'tianyi', url: shareUrl('tianyi', 'code') }, { force: true });
    expect((await t.ctx.repos.resources.byId(ids.code))!.check_state).toBe('ok');
  });

  it('admin: overview per host, re-check a batch, evidence of one resource; members are refused', async () => {
    const token = await adminToken(t, ADMIN_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const over = (await t.app.inject({ method: 'GET', url: '/admin/v1/linkcheck', headers: auth })).json();
    expect(over.code).toBe(200);
    expect(over.data.mode).toBe('manual');
    expect(over.data.hosts.map((h: { disk_type: string }) => h.disk_type)).toEqual([...CHECKED_TYPES]);
    expect(over.data.hosts.find((h: { disk_type: string }) => h.disk_type === 'aliyun').checks).toBeGreaterThan(0);
    expect(over.data.counts.ok).toBeGreaterThanOrEqual(2);

    const re = (await t.app.inject({ method: 'POST', url: '/admin/v1/linkcheck/recheck', headers: auth, payload: { ids: [ids.ok, ids.never] } })).json();
    expect(re.data.list.map((r: { resource_id: number; state: string }) => [r.resource_id, r.state])).toEqual([[ids.ok, 'ok'], [ids.never, 'uncertain']]);
    const hist = (await t.app.inject({ method: 'GET', url: `/admin/v1/linkcheck/resource/${ids.ok}`, headers: auth })).json();
    expect(hist.data.list.length).toBeGreaterThanOrEqual(2);
    expect(hist.data.list[0]).toMatchObject({ state: 'ok', summary: '链接有效', evidence: { status: 200, share_name: '合集' } });

    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/linkcheck' })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url: '/admin/v1/linkcheck/recheck', headers: auth, payload: { ids: [] } });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`rate per host, backoff and breaker (${TEST_DB_KIND})`, () => {
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('linkcheck_hosts').execute();
  });

  it('never more than linkcheck_rate_per_host requests per second to one host (real time, parallel checks)', async () => {
    await t.ctx.repos.webSettings.upsert(t.ctx.db, 'linkcheck_rate_per_host', '5', t.clock.now());
    const svc = freshService(t);
    const before = fake.hits.length;
    // measured where the rule applies: when our checker sends (its fetch call). Arrival at the
    // fake, in this same event loop, is later by however busy the machine is, so on loaded
    // cores two arrivals can be closer than the two sends were.
    const sent: number[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(fake.baseUrls.xunlei)) sent.push(Date.now());
      return realFetch(input, init);
    });
    try {
      await Promise.all(Array.from({ length: 6 }, () => svc.check({ diskType: 'xunlei', url: shareUrl('xunlei', 'ok') }, { force: true })));
    } finally {
      spy.mockRestore();
    }
    expect(fake.hits.length - before).toBe(6);
    expect(sent.length).toBe(6);
    // five a second means 200 ms between two sends, also when a timer fired late, so six sends
    // are never within one second (199 / 995: the service's clock read and this one can fall a
    // millisecond apart)
    for (let i = 1; i < sent.length; i++) expect(sent[i] - sent[i - 1]).toBeGreaterThanOrEqual(199);
    expect(sent[5] - sent[0]).toBeGreaterThanOrEqual(995);
    await t.ctx.repos.webSettings.upsert(t.ctx.db, 'linkcheck_rate_per_host', '20', t.clock.now());
  });

  it(`backs off after uncertain answers; ${BREAKER_STREAK} in a row open the breaker (no requests), half-open after the pause, an answer closes it`, async () => {
    let real = 1_000_000;
    const svc = freshService(t, () => real);
    const url = shareUrl('123', 'limit');
    for (let i = 0; i < BREAKER_STREAK; i++) {
      const r = await svc.check({ diskType: '123', url }, { force: true, maxWaitMs: 0 });
      expect(r.state).toBe('uncertain');
      expect(r.summary).toBe('网盘限流，稍后再试');
      // backoff: the next slot is later each time; a caller who cannot wait is answered without a request
      const wait = svc.waitFor('123');
      expect(wait).toBeGreaterThanOrEqual(1000 * 2 ** i);
      if (i < BREAKER_STREAK - 1) {
        const hits = fake.hits.length;
        expect((await svc.check({ diskType: '123', url }, { force: true, maxWaitMs: 0 })).summary).toBe('检测繁忙，请稍后再试');
        expect(fake.hits.length).toBe(hits);
      }
      real += wait;
    }
    const hits = fake.hits.length;
    const open = await svc.check({ diskType: '123', url: shareUrl('123', 'ok') }, { force: true, maxWaitMs: 0 });
    expect(open.summary).toBe('该网盘检测暂停（熔断中）');
    expect(fake.hits.length).toBe(hits);
    const host = await t.ctx.db.selectFrom('linkcheck_hosts').selectAll().where('disk_type', '=', '123').executeTakeFirstOrThrow();
    expect(host).toMatchObject({ streak: BREAKER_STREAK, open_until: t.clock.now() + BREAKER_OPEN_MS });
    // other hosts are not affected
    expect((await svc.check({ diskType: 'quark', url: shareUrl('quark', 'ok') }, { force: true })).state).toBe('ok');

    t.clock.advance(BREAKER_OPEN_MS + 1);
    real += 10 * 60_000;
    const halfOpen = await svc.check({ diskType: '123', url: shareUrl('123', 'ok') }, { force: true, maxWaitMs: 0 });
    expect(halfOpen.state).toBe('ok');
    expect(fake.hits.length).toBe(hits + 2);
    expect(await t.ctx.db.selectFrom('linkcheck_hosts').select(['streak', 'open_until']).where('disk_type', '=', '123').executeTakeFirstOrThrow()).toEqual({ streak: 0, open_until: 0 });
  });
});

describe(`the background scheduler (${TEST_DB_KIND})`, () => {
  it('new resources first (shared before imported, newest first), then the oldest check; fresh checks and magnets wait', async () => {
    await clearResources(t.ctx);
    const now = t.clock.now();
    const [oldChecked, imported, fresh, shared, magnet] = await addResources(t.ctx, [
      { title: '排队 两天前检测', url: shareUrl('quark', 'ok') },
      { title: '排队 导入未检测', url: shareUrl('uc', 'ok') },
      { title: '排队 刚检测', url: shareUrl('xunlei', 'ok') },
      { title: '排队 会员分享未检测', url: shareUrl('pikpak', 'gone') },
      { title: '排队 磁力', url: 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567' },
    ]);
    await t.ctx.db.updateTable('resources').set({ source: 'share' }).where('id', '=', shared).execute();
    await t.ctx.db.updateTable('resources').set({ checked_at: now - 2 * 86_400_000, check_state: 'ok' }).where('id', '=', oldChecked).execute();
    await t.ctx.db.updateTable('resources').set({ checked_at: now - 3600_000, check_state: 'ok' }).where('id', '=', fresh).execute();
    expect(magnet).toBeGreaterThan(0);

    const queue = await t.ctx.services.linkcheckScheduler.next();
    expect(queue.map((r) => r.id)).toEqual([shared, imported, oldChecked]);

    const answers = await t.ctx.services.linkcheckScheduler.tick();
    expect(answers.map((a) => [a.resource_id, a.state]).sort()).toEqual([[shared, 'bad'], [imported, 'ok'], [oldChecked, 'ok']].sort());
    // one bad is not enough (issue 27): the scheduler confirms it an hour later, first in line
    expect((await t.ctx.repos.resources.byId(shared))!.validity).toBe('ok');
    expect(await t.ctx.services.linkcheckScheduler.next()).toEqual([]);
    t.clock.advance(BAD_CONFIRM_MS);
    expect((await t.ctx.services.linkcheckScheduler.next()).map((r) => r.id)).toEqual([shared]);
    expect((await t.ctx.services.linkcheckScheduler.tick()).map((a) => [a.resource_id, a.state])).toEqual([[shared, 'bad']]);
    expect((await t.ctx.repos.resources.byId(shared))!.validity).toBe('invalid');
    expect(await t.ctx.services.linkcheckScheduler.next()).toEqual([]);
  });
});

describe(`CHECKER=off (the default): nobody outside is asked (${TEST_DB_KIND})`, () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { CHECKER_BASE_URLS: JSON.stringify(fake.baseUrls) } });
    await clearResources(off.ctx);
    await addResources(off.ctx, [{ title: '关闭 检测', url: shareUrl('quark', 'gone') }]);
  });
  afterAll(async () => {
    await off.close();
  });

  it('check/links, the scheduler and the admin re-check make no request; search is as before', async () => {
    const before = fake.hits.length;
    const res = (await off.app.inject({ method: 'POST', url: '/api/check/links', payload: { items: [{ disk_type: 'quark', url: shareUrl('quark', 'gone') }] } })).json();
    expect(res.results[0]).toMatchObject({ state: 'uncertain', summary: '链接检测未开启', cache_hit: false });
    expect(await off.ctx.services.linkcheckScheduler.tick()).toEqual([]);
    const token = await adminToken(off, ADMIN_PASSWORD);
    const re = await off.app.inject({ method: 'POST', url: '/admin/v1/linkcheck/recheck', headers: { authorization: `Bearer ${token}` }, payload: { ids: [1] } });
    expect(re.statusCode).toBe(400);
    expect(re.json().msg).toContain('CHECKER=off');
    expect(fake.hits.length).toBe(before);
    const found = (await off.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('关闭')}` })).json();
    expect(found.data.list).toHaveLength(1);
    expect(found.data.list[0]).toMatchObject({ validity: 'ok', check_state: '' });
  });
});
