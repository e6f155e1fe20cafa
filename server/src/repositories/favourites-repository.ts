import type { DB } from '../db/database';

export type FavouriteKind = 'article' | 'resource';

/** Favourites (收藏, issue 33): the SQL. */
export class FavouritesRepository {
  constructor(private readonly db: DB) {}

  /** Adds a favourite; false when it was there already (the primary key decides, races included). */
  async add(userId: number, kind: FavouriteKind, targetId: number, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('favourites')
      .values({ user_id: userId, kind, target_id: targetId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
      .returning('target_id')
      .executeTakeFirst();
    return res !== undefined;
  }

  async remove(userId: number, kind: FavouriteKind, targetId: number): Promise<boolean> {
    const res = await this.db.deleteFrom('favourites').where('user_id', '=', userId).where('kind', '=', kind).where('target_id', '=', targetId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async has(userId: number, kind: FavouriteKind, targetId: number): Promise<boolean> {
    const row = await this.db.selectFrom('favourites').select('target_id').where('user_id', '=', userId).where('kind', '=', kind).where('target_id', '=', targetId).executeTakeFirst();
    return row !== undefined;
  }

  async count(kind: FavouriteKind, targetId: number): Promise<number> {
    const row = await this.db.selectFrom('favourites').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', kind).where('target_id', '=', targetId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Does the item exist (and may be favourited): any article; an approved resource. */
  async targetExists(kind: FavouriteKind, targetId: number): Promise<boolean> {
    const row =
      kind === 'article'
        ? await this.db.selectFrom('articles').select('id').where('id', '=', targetId).executeTakeFirst()
        : await this.db.selectFrom('resources').select('id').where('id', '=', targetId).where('status', '=', 'approved').executeTakeFirst();
    return row !== undefined;
  }

  /** A member's favourites of one kind with the item's title, newest first; items since deleted are left out. */
  async page(userId: number, kind: FavouriteKind, offset: number, limit: number) {
    const base =
      kind === 'article'
        ? this.db.selectFrom('favourites as f').innerJoin('articles as t', 't.id', 'f.target_id')
        : this.db.selectFrom('favourites as f').innerJoin('resources as t', (j) => j.onRef('t.id', '=', 'f.target_id').on('t.status', '=', 'approved'));
    const q = base.where('f.user_id', '=', userId).where('f.kind', '=', kind);
    const [rows, count] = await Promise.all([
      q.select(['f.target_id as id', 't.title as title', 'f.created_at as created_at']).orderBy('f.created_at', 'desc').orderBy('f.target_id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async isPublic(userId: number): Promise<boolean | undefined> {
    const row = await this.db.selectFrom('users').select('favourites_public').where('id', '=', userId).where('deleted_at', '=', 0).executeTakeFirst();
    return row === undefined ? undefined : Number(row.favourites_public) === 1;
  }

  async setPublic(userId: number, value: boolean): Promise<void> {
    await this.db.updateTable('users').set({ favourites_public: value ? 1 : 0 }).where('id', '=', userId).execute();
  }
}
