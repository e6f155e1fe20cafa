import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/services/password-service';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
let alice: number;
let bob: number;

async function makeUser(name: string): Promise<number> {
  const now = t.clock.now();
  return t.ctx.repos.users.insert({
    username: name, email: `${name}@example.com`, password_hash: await hashPassword('password-123'), role: 'user',
    coin: 0, vip_expired: 0, continue_sign_days: 0, last_login_ip: '', last_login_belong: '', avatar: '', banned: 0,
    created_at: now, updated_at: now,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await makeUser('alice');
  bob = await makeUser('bob');
});
afterAll(async () => {
  await t.close();
});

describe(`LedgerService (${TEST_DB_KIND})`, () => {
  it('credit and debit write a ledger row with the balance after, in one transaction', async () => {
    const { ledger } = t.ctx.services;
    const c = await ledger.run((trx) => ledger.credit(trx, { userId: alice, amount: 100, kind: 'test', ref: 't:1', note: '测试入账' }));
    expect(c.balance).toBe(100);
    const d = await ledger.run((trx) => ledger.debit(trx, { userId: alice, amount: 30, kind: 'test', ref: 't:2' }));
    expect(d.balance).toBe(70);
    const h = await ledger.history(alice, 1, 10);
    expect(h.total).toBe(2);
    expect(h.list.map((e) => [e.delta, e.balance_after])).toEqual([[-30, 70], [100, 100]]);
    expect(h.list[1].note).toBe('测试入账');
    expect(await ledger.turnoverCount(alice)).toBe(2);
  });

  it('a debit the balance cannot pay is refused with 金币不足 and changes nothing', async () => {
    const { ledger } = t.ctx.services;
    await expect(ledger.run((trx) => ledger.debit(trx, { userId: alice, amount: 71, kind: 'test', ref: 't:3' }))).rejects.toMatchObject({
      code: 400,
      message: expect.stringContaining('金币不足'),
    });
    expect(await ledger.balance(alice)).toBe(70);
    expect(await ledger.turnoverCount(alice)).toBe(2);
  });

  it('a throw later in the transaction rolls back the balance and the ledger row', async () => {
    const { ledger } = t.ctx.services;
    await expect(
      ledger.run(async (trx) => {
        await ledger.credit(trx, { userId: alice, amount: 5, kind: 'test', ref: 't:4' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await ledger.balance(alice)).toBe(70);
    expect(await ledger.turnoverCount(alice)).toBe(2);
  });

  it('transfer moves coins between users; a failed transfer moves nothing', async () => {
    const { ledger } = t.ctx.services;
    const r = await ledger.transfer(t.ctx.db, { from: alice, to: bob, amount: 20, kind: 'tip', ref: 'article:1' });
    expect(r).toEqual({ fromBalance: 50, toBalance: 20 });
    await expect(ledger.transfer(t.ctx.db, { from: bob, to: alice, amount: 21, kind: 'tip', ref: 'article:2' })).rejects.toMatchObject({ code: 400 });
    await expect(ledger.transfer(t.ctx.db, { from: bob, to: bob, amount: 1, kind: 'tip', ref: 'x' })).rejects.toMatchObject({ code: 400 });
    expect(await ledger.balance(alice)).toBe(50);
    expect(await ledger.balance(bob)).toBe(20);
  });

  it('rejects non-positive, fractional and huge amounts', async () => {
    const { ledger } = t.ctx.services;
    for (const amount of [0, -5, 1.5, 2e9, Number.NaN]) {
      await expect(ledger.credit(t.ctx.db, { userId: alice, amount, kind: 'test', ref: 'x' })).rejects.toMatchObject({ code: 400 });
    }
  });

  it('50 concurrent debits of 10 from a balance of 50 → exactly 5 succeed, no drift', async () => {
    const { ledger } = t.ctx.services;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => ledger.run((trx) => ledger.debit(trx, { userId: alice, amount: 10, kind: 'test', ref: `race:${i}` }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toContain('金币不足');
    expect(await ledger.balance(alice)).toBe(0);
    expect(await ledger.drift()).toEqual([]);
  });

  it('notify writes an unread system message', async () => {
    const id = await t.ctx.services.messages.notify(t.ctx.db, bob, { title: '系统通知', content: '你好', kind: 'system' });
    expect(id).toBeGreaterThan(0);
    expect(await t.ctx.services.messages.unreadCount(bob)).toBe(1);
    const page = await t.ctx.services.messages.list(bob, 1, 10);
    expect(page.list[0]).toMatchObject({ title: '系统通知', is_read: false });
    expect(await t.ctx.services.messages.markRead(bob, 'all')).toEqual({ changed: 1, unread_msg_count: 0 });
  });
});
