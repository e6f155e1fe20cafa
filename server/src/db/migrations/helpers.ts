import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** True when the migration runs on PostgreSQL; migrations are written once for both dialects. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Auto-increment integer primary key named `id` on both dialects. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Column type for ms-epoch times and other values that may exceed 2^31. */
export const big = 'bigint' as const;

export { sql };
