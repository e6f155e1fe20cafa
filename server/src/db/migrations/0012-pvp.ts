import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/** Player-versus-player games (issue 12): 石头剪刀布 and 吹牛 with escrowed stakes. See db/tables/pvp.ts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pvp_games'))
    .addColumn('game', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('stake', 'integer', (c) => c.notNull())
    .addColumn('commitment', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('claim', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_a', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_b', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('invitee_id', 'integer', (c) => c.references('users.id'))
    .addColumn('invite_state', 'varchar(16)', (c) => c.notNull().defaultTo('none'))
    .addColumn('responder_id', 'integer', (c) => c.references('users.id'))
    .addColumn('response', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('winner_id', 'integer')
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('responder_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('closed_by', 'integer')
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('closed_at', big, (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pvp_games_open_idx').on('pvp_games').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('pvp_games_list_idx').on('pvp_games').columns(['game', 'status', 'id']).execute();
  await db.schema.createIndex('pvp_games_closed_idx').on('pvp_games').columns(['game', 'closed_at']).execute();
  await db.schema.createIndex('pvp_games_creator_idx').on('pvp_games').columns(['creator_id', 'id']).execute();
  await db.schema.createIndex('pvp_games_responder_idx').on('pvp_games').columns(['responder_id', 'closed_at']).execute();
  await db.schema.createIndex('pvp_games_invitee_idx').on('pvp_games').columns(['invitee_id', 'id']).execute();
}
