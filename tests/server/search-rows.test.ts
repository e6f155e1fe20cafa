import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoringRow } from '../../server/src/repositories/resources-repository';
import { RankRowStore, topK } from '../../server/src/services/search-rows';
import { normalizeText } from '../../server/src/search/tokenizer';
import { addResources, clearResources, makeMember } from '../support/resources';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 15, the long tail: the search reads its candidates' rows from one shared row store
 * (services/search-rows.ts) and keeps the ranked order per (query, filters, sort). These tests
 * prove that what those structures answer equals a brute-force scan of the database after
 * inserts, deletes, hides, price and category changes — with the caches warm before each change,
 * for an anonymous visitor (reply cache) and a member (no reply cache) — and that the bounded
 * top-k equals a full sort. Cross-process invalidation: tests/server/search-rows-processes.test.ts.
 */

const row = (id: number, views = 0): ScoringRow => ({
  id, title_norm: `t${id}`, views, created_at: id, validity: 'ok', disk_type: 'baidu', price: 0, category_id: null, check_state: 'unchecked',
});

describe('topK (bounded heap) equals a full sort', () => {
  it('for any keys with ties and any k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 300 }), fc.nat({ max: 320 }), (keys, k) => {
        const ids = keys.map((_, i) => (i * 7919) % 1009); // distinct, not in key order
        const full = keys
          .map((_, i) => i)
          .sort((a, b) => keys[b] - keys[a] || ids[b] - ids[a])
          .slice(0, k);
        expect(topK(keys.length, k, (i) => keys[i], (i) => ids[i])).toEqual(full);
      }),
      { numRuns: 300 },
    );
  });
});

describe('RankRowStore', () => {
  it('reads only what it lacks, keeps order, skips ids the database does not return', async () => {
    const asked: number[][] = [];
    const store = new RankRowStore(async (ids) => (asked.push(ids), ids.filter((id) => id !== 13).map((id) => row(id))), () => 1, 1000, 100);
    expect((await store.get([3, 1, 13, 2], 0)).map((r) => r.id)).toEqual([3, 1, 2]);
    expect((await store.get([2, 4, 3], 10)).map((r) => r.id)).toEqual([2, 4, 3]);
    expect(asked).toEqual([[3, 1, 13, 2], [4]]);
    const r = (await store.get([1], 20))[0];
    expect(r.tlen).toBe(2); // 't1'
    expect(r.pop).toBe(0);
  });

  it('a new stamp empties it; rows older than the TTL are read again; a clock going back reads again', async () => {
    let stamp = 1;
    let views = 0;
    const store = new RankRowStore(async (ids) => ids.map((id) => row(id, views)), () => stamp, 1000, 100);
    await store.get([1, 2], 0);
    views = 9;
    expect((await store.get([1], 999))[0].views).toBe(0); // within the TTL: the copy
    expect((await store.get([1], 1000))[0].views).toBe(9); // TTL over: read again
    views = 99;
    stamp = 2;
    expect((await store.get([2], 1001))[0].views).toBe(99); // stamp moved: everything dropped
    expect(store.size).toBe(1);
    views = 5;
    expect((await store.get([2], 500))[0].views).toBe(5); // clock went back
  });

  it('a read that overlapped a change of the stamp is used once, never kept', async () => {
    let stamp = 1;
    const store = new RankRowStore(
      async (ids) => {
        stamp++; // an index change committed while the rows were read
        return ids.map((id) => row(id));
      },
      () => stamp,
      10_000,
      100,
    );
    expect((await store.get([1, 2], 0)).map((r) => r.id)).toEqual([1, 2]);
    expect(store.size).toBe(0);
  });

  it('stays within its bound, dropping the row read from the database longest ago', async () => {
    const store = new RankRowStore(async (ids) => ids.map((id) => row(id)), () => 1, 60_000, 50);
    for (let i = 0; i < 200; i++) await store.get([i], 0);
    expect(store.size).toBeLessThanOrEqual(50);
    const asked: number[] = [];
    const probe = new RankRowStore(async (ids) => (asked.push(...ids), ids.map((id) => row(id))), () => 1, 60_000, 10);
    for (let i = 0; i < 10; i++) await probe.get([i], 0);
    await probe.get([0], 0); // a hit does not count as a read (hot rows are read again every TTL anyway)
    await probe.get([10], 0); // over the bound: the oldest read (0) goes
    asked.length = 0;
    await probe.get([0, 1], 0);
    expect(asked).toEqual([0]);
  });

  it('SEARCH_CACHE=0 (disabled): every row is read every time', async () => {
    let reads = 0;
    const store = new RankRowStore(async (ids) => ((reads += ids.length), ids.map((id) => row(id))), () => 1, 60_000, 50, false);
    await store.get([1, 2], 0);
    await store.get([1, 2], 0);
    expect(reads).toBe(4);
    expect(store.size).toBe(0);
  });
});

describe(`search answers from the row store and the order cache equal brute force after changes (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let member: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    member = await makeMember(t.ctx);
  });
  afterAll(async () => {
    await t.close();
  });

  const UNITS = ['三', '体', '全', '集', 'a', 'B', ' '];
  const DISKS = ['https://pan.baidu.com/s/1', 'https://pan.quark.cn/s/', 'https://www.alipan.com/s/'];
  const QUERIES = ['三', '体', '全集', 'a', '三 集', 'b'];

  it('inserts, deletes, hides, unhides, price and category changes — each seen by the next search, member and anonymous', async () => {
    await clearResources(t.ctx);
    const cats = (await t.ctx.db.selectFrom('netdisk_categories').select('id').orderBy('id').execute()).map((r) => r.id).slice(0, 2);
    let n = 0;
    const rnd = (() => {
      let a = 20261124;
      return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let x = Math.imul(a ^ (a >>> 15), a | 1);
        x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
    })();
    const title = () => Array.from({ length: 2 + Math.floor(rnd() * 6) }, () => UNITS[Math.floor(rnd() * UNITS.length)]).join('').trim() || '三';
    const fresh = () =>
      Array.from({ length: 5 }, () => ({
        title: title(),
        url: `${DISKS[Math.floor(rnd() * DISKS.length)]}rows${process.pid}x${n++}`,
        price: rnd() < 0.3 ? 5 : 0,
        created_at: t.ctx.clock.now() - Math.floor(rnd() * 1e9),
        category_id: cats[Math.floor(rnd() * cats.length)],
      }));
    await addResources(t.ctx, Array.from({ length: 8 }, fresh).flat());

    const api = async (url: string, token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { list: Array<{ id: number }>; total: number; exact_total: number; counts: Record<string, number>; paid_hidden: number };
    };
    const brute = async (q: string, onlyFree: boolean, cat?: number) => {
      const rows = await t.ctx.db
        .selectFrom('resources')
        .select(['id', 'title_norm', 'price', 'created_at', 'status', 'validity', 'category_id'])
        .execute();
      const terms = normalizeText(q).split(' ');
      return rows
        .filter((r) => r.status === 'approved' && r.validity !== 'invalid' && terms.every((x) => r.title_norm.includes(x)))
        .filter((r) => (!onlyFree || r.price === 0) && (cat === undefined || r.category_id === cat))
        .sort((a, b) => Number(b.created_at) - Number(a.created_at) || b.id - a.id)
        .map((r) => r.id);
    };
    const check = async (step: string) => {
      for (const q of QUERIES) {
        for (const [onlyFree, cat] of [[true, undefined], [false, undefined], [false, cats[0]]] as const) {
          const want = await brute(q, onlyFree, cat);
          const url = `/v1/resource/search?kw=${encodeURIComponent(q)}&onlyFree=${onlyFree ? 1 : 0}&sort=latest&size=50${cat ? `&cat=${cat}` : ''}`;
          for (const token of [undefined, member.token]) {
            const got = await api(url, token);
            // full matches come first (fewer than a page are followed by partial ones, issue 28)
            expect(got.list.slice(0, Math.min(50, got.exact_total)).map((r) => r.id), `${step}: ${url} ${token ? 'member' : 'anonymous'}`).toEqual(want.slice(0, 50));
            expect(got.exact_total, `${step}: ${url}`).toBe(want.length);
            if (want.length >= 10) expect(got.total, `${step}: ${url}`).toBe(want.length);
          }
          // relevance on page 2 of size 3: same members as brute force, from the cached order
          const rel = await api(`/v1/resource/search?kw=${encodeURIComponent(q)}&onlyFree=${onlyFree ? 1 : 0}&size=3&page=2${cat ? `&cat=${cat}` : ''}`, member.token);
          if (want.length >= 10) expect(rel.total).toBe(want.length);
          expect(rel.list.every((r, i) => 3 + i >= want.length || want.includes(r.id)), `${step}: relevance page 2 of ${q}`).toBe(true);
        }
      }
    };
    const ids = async () => (await t.ctx.db.selectFrom('resources').select('id').orderBy('id').execute()).map((r) => r.id);
    const pick = async () => {
      const all = await ids();
      return all[Math.floor(rnd() * all.length)];
    };
    const svc = t.ctx.services.shareReview;
    const admin = await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    const actor = { id: admin.id, ip: '127.0.0.1' };

    await check('start');
    for (let step = 0; step < 12; step++) {
      const op = step % 6;
      const id = await pick();
      if (op === 0) await addResources(t.ctx, fresh());
      else if (op === 1) await svc.remove(actor, id);
      else if (op === 2) await svc.setValidity(actor, id, true);
      else if (op === 3) {
        const hidden = await t.ctx.db.selectFrom('resources').select('id').where('validity', '=', 'invalid').executeTakeFirst();
        if (hidden) await svc.setValidity(actor, hidden.id, false);
      } else if (op === 4) {
        const r = await t.ctx.repos.resources.byId(id);
        await svc.update(actor, id, { price: r && r.price > 0 ? 0 : 10 });
      } else await svc.update(actor, id, { category_id: cats[step % 2] });
      await check(`step ${step} (op ${op}, id ${id})`);
    }
    // the row store served rows (not only the database): the structure under test was used
    expect(t.ctx.services.search.rowStore.stats.hits).toBeGreaterThan(0);
  }, 120_000);
});
