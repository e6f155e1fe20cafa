import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../server/src/db/prepared';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const now = t.clock.now();
  for (const [name, coin] of [['甲_prepared', 5], ['乙_prepared', 50], ['丙_prepared', 500]] as const) {
    ids.push(
      await t.ctx.repos.users.insert({
        username: name, email: `${ids.length}@prepared.test`, password_hash: '!', role: 'user', coin, vip_expired: 0,
        continue_sign_days: 0, last_login_ip: '', last_login_belong: '', avatar: '', banned: 0, created_at: now, updated_at: now,
      }),
    );
  }
});
afterAll(async () => {
  await t.close();
});

// Arguments in a different order than they appear in the SQL, plus a constant (limit 2).
const richerThan = prepare(2, (db, nameLike: string, minCoin: number) =>
  db
    .selectFrom('users')
    .select(['username', 'coin'])
    .where('coin', '>', minCoin)
    .where('username', 'like', nameLike)
    .orderBy('coin', 'asc')
    .limit(2),
);

describe(`PreparedQuery (${TEST_DB_KIND})`, () => {
  it('gives the same rows as the same Kysely query built each time, for every set of arguments', async () => {
    for (const [like, min] of [['%_prepared', 0], ['%_prepared', 10], ['乙%', 0], ['%_prepared', 1000]] as const) {
      const plain = await t.ctx.db
        .selectFrom('users')
        .select(['username', 'coin'])
        .where('coin', '>', min)
        .where('username', 'like', like)
        .orderBy('coin', 'asc')
        .limit(2)
        .execute();
      const rows = await richerThan.rows(t.ctx.db, like, min);
      expect(rows).toEqual(plain);
    }
    expect((await richerThan.rows(t.ctx.db, '%_prepared', 10)).map((r) => r.username)).toEqual(['乙_prepared', '丙_prepared']);
  });

  it('runs inside a transaction and rolls back with it', async () => {
    const add = prepare(2, (db, id: number, amount: number) =>
      db.updateTable('users').set((eb) => ({ coin: eb('coin', '+', amount) })).where('id', '=', id).returning('coin'),
    );
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        expect(await add.first(trx, ids[0], 7)).toEqual({ coin: 12 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await t.ctx.repos.users.byId(ids[0]))?.coin).toBe(5);
    expect(await add.first(t.ctx.db, ids[0], 1)).toEqual({ coin: 6 });
    expect(await add.first(t.ctx.db, -1, 1)).toBeUndefined();
  });

  it('refuses a builder whose argument never reaches the SQL', async () => {
    const broken = prepare<[number, number], { id: number }>(2, (db, id) => db.selectFrom('users').select('id').where('id', '=', id));
    await expect(broken.rows(t.ctx.db, 1, 2)).rejects.toThrow('argument 1 never reaches the SQL');
  });
});
