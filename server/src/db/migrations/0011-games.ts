import { sql, type Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * Games (issue 11, docs/adr/0010-games-engine.md): provably fair seeds per user, the seeds
 * revealed by rotation, every bet (written in the same transaction as its ledger rows), the
 * per-user daily counters the limits check, and the daily stock of limited prizes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_seeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('game_seed_history'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('server_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('revealed_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_seed_history_user_idx').on('game_seed_history').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('game_bets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('stake', 'integer', (c) => c.notNull())
    .addColumn('choice', 'varchar(32)', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('payout', 'integer', (c) => c.notNull())
    .addColumn('server_seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addCheckConstraint('game_bets_stake_positive', sql`stake > 0`)
    .addCheckConstraint('game_bets_payout_non_negative', sql`payout >= 0`)
    .addUniqueConstraint('game_bets_seed_nonce_uq', ['server_seed_hash', 'nonce'])
    .execute();
  await db.schema.createIndex('game_bets_user_idx').on('game_bets').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('game_bets_game_day_idx').on('game_bets').columns(['game', 'day']).execute();
  await db.schema.createIndex('game_bets_day_idx').on('game_bets').columns(['day', 'user_id']).execute();

  await db.schema
    .createTable('game_daily')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('bets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_daily_pk', ['user_id', 'day', 'game'])
    .execute();

  await db.schema
    .createTable('game_prize_stock')
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('prize', 'varchar(32)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('given', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('game_prize_stock_pk', ['game', 'prize', 'day'])
    .execute();
}
