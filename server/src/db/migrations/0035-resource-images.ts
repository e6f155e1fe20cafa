import type { Kysely } from 'kysely';

/**
 * Pictures of crawled resources (issue 35, docs/adr/0029-sources.md): one row per picture,
 * (resource, position) unique; the picture proxy looks an address up by its text, so it is
 * indexed. A resource deleted takes its pictures with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resource_images')
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_images_pk', ['resource_id', 'pos'])
    .execute();
  await db.schema.createIndex('resource_images_url_idx').on('resource_images').column('url').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resource_images').execute();
}
