import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish } from './forum-helpers';

/**
 * Issue 27 item 6: reply-cache hits count toward the per-IP limit; /v1/health answers from memory
 * within a short window; only API routes look a bearer token up.
 */
let t: TestApp;
let articleId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '20' } });
  const admin = await makeUser(t, { role: 'admin' });
  const cate = await makeCategory(t, admin, '限流');
  articleId = (await publish(t, admin, { title: '缓存命中也要计数', cate_id: cate })).id;
});
afterAll(async () => {
  await t.close();
});

let ipSeq = 0;
const newIp = () => `10.66.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe(`rate-limit gaps (${TEST_DB_KIND})`, () => {
  for (const url of ['/v1/article/?page=1', '/v1/resource/search?kw=三体', '/v1/article/{id}']) {
    it(`anonymous reply-cache hits of ${url} count toward the per-IP limit (20/min): 20 answered, then 429`, async () => {
      const ip = newIp();
      const path = url.replace('{id}', String(articleId));
      const statuses: number[] = [];
      let hits = 0;
      for (let i = 0; i < 30; i++) {
        const res = await t.app.inject({ method: 'GET', url: path, remoteAddress: ip });
        statuses.push(res.statusCode);
        if (res.headers['x-cache'] === 'hit') hits++;
      }
      expect(hits, 'the cache served the repeats').toBeGreaterThan(10);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses.slice(20)).toEqual(Array(10).fill(429));
      const refused = await t.app.inject({ method: 'GET', url: path, remoteAddress: ip });
      expect(refused.json().msg).toMatch(/请求过于频繁/);
      // another client still gets the cached reply
      const other = await t.app.inject({ method: 'GET', url: path, remoteAddress: newIp() });
      expect(other.statusCode).toBe(200);
      expect(other.headers['x-cache']).toBe('hit');
    });
  }

  it('/v1/health asks the database at most once in its window (100 calls, 1 query), and asks again after it', async () => {
    const executor = t.ctx.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    const selectOnes = () => spy.mock.calls.filter(([q]) => /select 1/i.test((q as { sql: string }).sql)).length;
    try {
      await new Promise((r) => setTimeout(r, 1100)); // past any earlier check's window
      const replies = await Promise.all(Array.from({ length: 100 }, () => t.app.inject({ method: 'GET', url: '/v1/health', remoteAddress: '10.67.0.1' })));
      expect(replies.every((r) => r.statusCode === 200 && r.json().data.status === 'ok')).toBe(true);
      expect(selectOnes()).toBe(1);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await t.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
      expect(selectOnes()).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('a bearer token is looked up only on API routes: 50 non-API requests with a bogus token cost no session lookup', async () => {
    const spy = vi.spyOn(t.ctx.services.sessions, 'check');
    try {
      for (const url of ['/', '/index.html', '/assets/app.js', '/some/page', '/favicon.ico']) {
        for (let i = 0; i < 10; i++) {
          const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer bogus-${i}` }, remoteAddress: newIp() });
          expect(res.headers['x-login']).toBeUndefined();
        }
      }
      expect(spy).not.toHaveBeenCalled();
      // an API route still resolves it (and says the token is bad)
      const api = await t.app.inject({ method: 'GET', url: '/v1/article/cates', headers: { authorization: 'Bearer bogus' }, remoteAddress: newIp() });
      expect(api.headers['x-login']).toBe('false');
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
