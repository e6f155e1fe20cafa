import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CONFIRM_MS, QUEUE_PER_IP_PER_HOUR } from '../../server/src/linkcheck/linkcheck-service';
import { LinkCheckScheduler } from '../../server/src/linkcheck/scheduler';
import { LinkcheckRepository } from '../../server/src/repositories/linkcheck-repository';
import { adminToken, register } from '../support/accounts';
import { shareUrl, startFakeDisks, type FakeDisks } from '../support/fake-disks';
import { addResources, clearResources } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 27 item 1 (ADR 0008 "Round 3, finding 1: check/links"): an outside caller of the
 * PanSou API's POST /api/check/links gets answers and never changes a stored resource. Before
 * the fix, claiming a wrong disk type (magnet / ed2k / other, or quark for a Baidu URL) gave a
 * format-only or foreign verdict that took the resource out of search; a real `bad` did too.
 * Every variant below — the wrong type, format-only types, a correct type whose disk really says
 * gone, anonymous and with PANSOU_API_TOKEN, CHECKER off / manual / on — leaves every stored row
 * exactly as it was, against a local fake of the disks' share APIs. Our own checker still
 * removes a link that is gone — after confirmation — and the admin can restore it.
 */

let fake: FakeDisks;
beforeAll(async () => {
  fake = await startFakeDisks();
});
afterAll(async () => {
  await fake.close();
});

const TYPES = ['baidu', 'quark', 'aliyun', 'xunlei', '115', '139'] as const;

async function snapshot(t: TestApp) {
  return t.ctx.db
    .selectFrom('resources')
    .select(['id', 'validity', 'validity_at', 'check_state', 'checked_at', 'bad_since', 'updated_at', 'report_count'])
    .orderBy('id')
    .execute();
}

async function searchable(t: TestApp): Promise<number[]> {
  const body = (await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('探针资源')}&size=50` })).json();
  return body.data.list.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
}

/** Every claim a caller can make about each stored URL: wrong online types, format-only types, other, and the right one. */
function attackItems(urls: Array<{ type: string; url: string }>) {
  const items: Array<{ disk_type: string; url: string; password?: string }> = [];
  for (const { type, url } of urls) {
    for (const claim of ['magnet', 'ed2k', 'other', 'others', 'guangya', type === 'quark' ? 'baidu' : 'quark', type === '139' ? 'mobile' : type]) {
      items.push({ disk_type: claim, url });
      items.push({ disk_type: claim, url, password: '9999' });
    }
  }
  return items;
}

for (const mode of ['off', 'manual', 'on'] as const) {
  for (const withToken of [false, true]) {
    describe(`CHECKER=${mode}, ${withToken ? 'PANSOU_API_TOKEN set (a token holder)' : 'anonymous'} (${TEST_DB_KIND})`, () => {
      let t: TestApp;
      let urls: Array<{ type: string; url: string }>;
      const headers: Record<string, string> = withToken ? { authorization: 'Bearer probe-token-27' } : {};

      beforeAll(async () => {
        t = await createTestApp({
          env: {
            CHECKER: mode, CHECKER_BASE_URLS: JSON.stringify(fake.baseUrls), CHECKER_TIMEOUT_MS: '3000',
            ...(withToken ? { PANSOU_API_TOKEN: 'probe-token-27' } : {}),
          },
        });
        // CHECKER=on: the background checker is ours and may write; stop it so only the API acts here
        await t.ctx.services.linkcheckScheduler.stop();
        await clearResources(t.ctx);
        await t.ctx.repos.webSettings.upsert(t.ctx.db, 'linkcheck_rate_per_host', '20', t.clock.now());
        urls = TYPES.flatMap((type) => [{ type, url: shareUrl(type, 'gone') }, { type, url: shareUrl(type, 'ok') }]);
        await addResources(t.ctx, [
          ...urls.map((u, i) => ({ title: `探针资源 ${i}`, url: u.url })),
          { title: '探针资源 磁力', url: 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567' },
          { title: '探针资源 电驴', url: 'ed2k://|file|a.mkv|1024|0123456789ABCDEF0123456789ABCDEF|/' },
        ]);
        urls.push({ type: 'magnet', url: 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567' });
        urls.push({ type: 'ed2k', url: 'ed2k://|file|a.mkv|1024|0123456789ABCDEF0123456789ABCDEF|/' });
        // one resource our checker has already found ok, another pending a confirmation
        const rows = await snapshot(t);
        await t.ctx.db.updateTable('resources').set({ check_state: 'ok', checked_at: t.clock.now() - 3600_000 }).where('id', '=', rows[0].id).execute();
        await t.ctx.db.updateTable('resources').set({ bad_since: t.clock.now() - 2 * BAD_CONFIRM_MS }).where('id', '=', rows[2].id).execute();
      });
      afterAll(async () => {
        await t.close();
      });

      it('wrong, format-only and right disk types, with and without a code, twice (cache hits too): every stored resource is unchanged', async () => {
        const before = await snapshot(t);
        const found = await searchable(t);
        expect(found.length).toBe(before.length);
        const items = attackItems(urls);
        const states = new Set<string>();
        for (let round = 0; round < 2; round++) {
          for (let i = 0; i < items.length; i += 50) {
            const res = await t.app.inject({ method: 'POST', url: '/api/check/links', headers, payload: { items: items.slice(i, i + 50) }, remoteAddress: '10.27.1.1' });
            expect(res.statusCode, res.body).toBe(200);
            for (const r of res.json().results) states.add(r.state);
          }
        }
        // the callers did get verdicts (bad, unsupported…), only nothing was written
        if (mode === 'off') expect([...states].sort()).toEqual(['bad', 'uncertain', 'unsupported']);
        else expect(states).toContain('bad');
        expect(await snapshot(t)).toEqual(before);
        expect(await searchable(t)).toEqual(found);
        for (const r of before) expect((await t.app.inject({ method: 'GET', url: `/v1/resource/${r.id}` })).json().code).toBe(200);
        // no answer an outside caller caused is recorded as a check of our resources
        expect(await t.ctx.db.selectFrom('link_checks').select('id').where('resource_id', 'is not', null).execute()).toEqual([]);
      });

      it(mode === 'off' ? 'nothing is queued (no verdict was real)' : 'a real `bad` of the right type only queues our own re-check: de-duplicated, limited per address', async () => {
        const queued = await t.ctx.db.selectFrom('linkcheck_requests').select(['resource_id', 'ip']).execute();
        if (mode === 'off') {
          expect(queued).toEqual([]);
          return;
        }
        // the six gone links of the six online types, once each, from the probe's address
        const gone = (await snapshot(t)).filter((_, i) => i < urls.length - 2 && i % 2 === 0).map((r) => r.id);
        expect(queued.map((q) => q.resource_id).sort((a, b) => a - b)).toEqual(gone);
        expect(new Set(queued.map((q) => q.ip))).toEqual(new Set(['10.27.1.1']));
      });
    });
  }
}

describe(`the queue's limit per address (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKER: 'manual', CHECKER_BASE_URLS: JSON.stringify(fake.baseUrls), CHECKER_TIMEOUT_MS: '3000' } });
    await clearResources(t.ctx);
    await t.ctx.repos.webSettings.upsert(t.ctx.db, 'linkcheck_rate_per_host', '20', t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  it(`one address queues at most ${QUEUE_PER_IP_PER_HOUR} re-checks an hour; another address may queue more; the hour passes`, async () => {
    const urls = Array.from({ length: QUEUE_PER_IP_PER_HOUR + 3 }, (_, i) => `https://pan.quark.cn/s/goneshare${i}`);
    const ids = await addResources(t.ctx, urls.map((url, i) => ({ title: `限额 ${i}`, url })));
    const ask = (from: number, to: number, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/check/links', remoteAddress: ip, payload: { items: urls.slice(from, to).map((url) => ({ disk_type: 'quark', url })) } });
    expect((await ask(0, QUEUE_PER_IP_PER_HOUR + 2, '10.27.2.1')).json().results.every((r: { state: string }) => r.state === 'bad')).toBe(true);
    const q = async () => (await t.ctx.db.selectFrom('linkcheck_requests').select('resource_id').orderBy('resource_id').execute()).map((r) => r.resource_id);
    expect(await q()).toEqual(ids.slice(0, QUEUE_PER_IP_PER_HOUR));
    await ask(QUEUE_PER_IP_PER_HOUR, QUEUE_PER_IP_PER_HOUR + 1, '10.27.2.2');
    expect(await q()).toEqual(ids.slice(0, QUEUE_PER_IP_PER_HOUR + 1));
    t.clock.advance(3600_001);
    await ask(QUEUE_PER_IP_PER_HOUR + 2, QUEUE_PER_IP_PER_HOUR + 3, '10.27.2.1');
    expect(await q()).toEqual([...ids.slice(0, QUEUE_PER_IP_PER_HOUR + 1), ids[QUEUE_PER_IP_PER_HOUR + 2]]);
    // still nothing written to the resources themselves
    const rows = await t.ctx.db.selectFrom('resources').select(['validity', 'check_state', 'bad_since']).execute();
    expect(rows.every((r) => r.validity === 'ok' && r.check_state === '' && Number(r.bad_since) === 0)).toBe(true);
  });
});

describe(`our own checker still removes a gone link, after confirmation, and the admin restores it (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp({ env: { CHECKER: 'on', CHECKER_BASE_URLS: JSON.stringify(fake.baseUrls), CHECKER_TIMEOUT_MS: '3000' } });
    await t.ctx.services.linkcheckScheduler.stop();
    await clearResources(t.ctx);
    await t.ctx.repos.webSettings.upsert(t.ctx.db, 'linkcheck_rate_per_host', '20', t.clock.now());
    ids = await addResources(t.ctx, [
      { title: '确认 曾经有效', url: shareUrl('aliyun', 'gone') },
      { title: '确认 有人举报', url: shareUrl('tianyi', 'gone') },
      { title: '确认 恢复有效', url: shareUrl('pikpak', 'gone') },
    ]);
    await t.ctx.db.updateTable('resources').set({ check_state: 'ok', checked_at: t.clock.now() - 2 * 86_400_000 }).where('id', '=', ids[0]).execute();
    // the other two were checked just now: the scheduler leaves them to the explicit re-checks below
    await t.ctx.db.updateTable('resources').set({ check_state: 'ok', checked_at: t.clock.now() }).where('id', 'in', ids.slice(1)).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a caller\'s bad queues the resource first; our first bad keeps it searchable; a second bad an hour later removes it', async () => {
    const [was] = ids;
    await t.app.inject({ method: 'POST', url: '/api/check/links', payload: { items: [{ disk_type: 'aliyun', url: shareUrl('aliyun', 'gone') }] } });
    // the app's own loop is stopped (it would race the test); the same scheduler class is driven here tick by tick
    const scheduler = new LinkCheckScheduler(t.ctx.services.linkcheck, new LinkcheckRepository(t.ctx.db), t.clock);
    expect((await scheduler.next())[0].id).toBe(was);
    const first = await scheduler.tick();
    expect(first.find((a) => a.resource_id === was)).toMatchObject({ state: 'bad', cache_hit: false });
    expect(await t.ctx.repos.resources.byId(was)).toMatchObject({ validity: 'ok', check_state: 'ok', bad_since: t.clock.now() });
    expect(await t.ctx.db.selectFrom('linkcheck_requests').selectAll().execute()).toEqual([]);
    // 30 minutes later another bad is not yet a confirmation
    t.clock.advance(BAD_CONFIRM_MS / 2);
    await t.ctx.services.linkcheck.recheck([was]);
    expect((await t.ctx.repos.resources.byId(was))!.validity).toBe('ok');
    t.clock.advance(BAD_CONFIRM_MS / 2);
    expect((await scheduler.next()).map((r) => r.id)).toContain(was);
    await scheduler.tick();
    expect(await t.ctx.repos.resources.byId(was)).toMatchObject({ validity: 'invalid', check_state: 'bad', bad_since: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/v1/resource/${was}` })).json().msg).toBe('该资源链接已失效');
  });

  it('bad + a member\'s report removes at once', async () => {
    const reported = ids[1];
    const member = await register(t);
    await t.ctx.services.resources.report(reported, member.id, '打不开');
    expect((await t.ctx.repos.resources.byId(reported))!.validity).toBe('reported');
    await t.ctx.services.linkcheck.recheck([reported]);
    expect((await t.ctx.repos.resources.byId(reported))!.validity).toBe('invalid');
  });

  it('the admin sees the evidence of every check and restores the resource to search', async () => {
    const id = ids[2];
    await t.ctx.services.linkcheck.recheck([id]);
    t.clock.advance(BAD_CONFIRM_MS);
    await t.ctx.services.linkcheck.recheck([id]);
    expect((await t.ctx.repos.resources.byId(id))!.validity).toBe('invalid');
    const headers = { authorization: `Bearer ${await adminToken(t, ADMIN_PASSWORD)}` };
    const hist = (await t.app.inject({ method: 'GET', url: `/admin/v1/linkcheck/resource/${id}`, headers })).json();
    expect(hist.data.list.map((h: { state: string }) => h.state)).toEqual(['bad', 'bad']);
    expect(Object.keys(hist.data.list[0].evidence).length).toBeGreaterThan(0);
    const restore = await t.app.inject({ method: 'PUT', url: `/admin/v1/share_union/resource/${id}/validity`, headers, payload: { invalid: false } });
    expect(restore.json().code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/resource/${id}` })).json().code).toBe(200);
    const found = (await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('确认 恢复有效')}` })).json();
    expect(found.data.list.map((r: { id: number }) => r.id)).toContain(id);
  });
});
