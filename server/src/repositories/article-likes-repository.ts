import type { DB } from '../db/database';

export class ArticleLikesRepository {
  constructor(private readonly db: DB) {}

  /** Records the like; false when the user had already liked the article. */
  async insert(articleId: number, userId: number, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('article_likes')
      .values({ article_id: articleId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['article_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async has(articleId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('article_likes')
      .select('article_id')
      .where('article_id', '=', articleId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Of these articles, the ones the user has liked. */
  async likedAmong(userId: number, articleIds: number[]): Promise<Set<number>> {
    if (articleIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('article_likes')
      .select('article_id')
      .where('user_id', '=', userId)
      .where('article_id', 'in', articleIds)
      .execute();
    return new Set(rows.map((r) => r.article_id));
  }

  /** Likes the user gave since the instant (liking rate limit). */
  async countByUserSince(userId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('article_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
