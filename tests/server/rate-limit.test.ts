import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(async () => {
  await t.close();
});

describe(`global rate limit (${TEST_DB_KIND})`, () => {
  it('past the per-minute limit an IP gets the 429 envelope with Retry-After; replies before it carry no limit headers', async () => {
    const call = (ip: string) => t.app.inject({ method: 'GET', url: '/v1/web_setting/more?name=notice', remoteAddress: ip });
    for (let i = 0; i < 3; i++) {
      const ok = await call('10.9.0.1');
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['x-ratelimit-remaining']).toBeUndefined();
    }
    const limited = await call('10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, data: null });
    expect(limited.json().msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('3');
    // another visitor is not affected
    expect((await call('10.9.0.2')).statusCode).toBe(200);
  });
});
