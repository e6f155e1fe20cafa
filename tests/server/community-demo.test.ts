/**
 * Issue 30: the demo site looks alive — after the first start the demo articles have replies,
 * likes and tips, the demo members have played, and every coin moved through the ledger
 * (sum of the ledger = balance for every user).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_COMMUNITY: '1' } });
});
afterAll(async () => {
  await t.close();
});

describe(`demo community (${TEST_DB_KIND})`, () => {
  it('the demo forum has replies, likes and tips; the demo members have bets; the ledger is whole', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/v1/article?page=1&size=40' })).json().data.list as Array<{ reply_count: number; likes: number; tips: number }>;
    expect(list.length).toBeGreaterThan(10);
    const replied = list.filter((a) => a.reply_count > 0).length;
    const liked = list.filter((a) => a.likes > 0).length;
    const tipped = list.filter((a) => a.tips > 0).length;
    expect(replied, '有回复的帖子').toBeGreaterThanOrEqual(list.length / 3);
    expect(liked, '有点赞的帖子').toBeGreaterThanOrEqual(list.length / 3);
    expect(tipped, '有打赏的帖子').toBeGreaterThanOrEqual(3);
    // not every post alike: some stay quiet
    expect(replied).toBeLessThan(list.length);
    const bets = await t.ctx.db.selectFrom('game_bets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBeGreaterThanOrEqual(6);
    expect(await t.ctx.services.ledger.drift()).toEqual([]);
  });

  it('with DEMO_COMMUNITY off (the other server tests) the forum starts quiet', async () => {
    const quiet = await createTestApp();
    try {
      const list = (await quiet.app.inject({ method: 'GET', url: '/v1/article?page=1&size=40' })).json().data.list as Array<{ reply_count: number }>;
      expect(list.every((a) => a.reply_count === 0)).toBe(true);
    } finally {
      await quiet.close();
    }
  });
});
