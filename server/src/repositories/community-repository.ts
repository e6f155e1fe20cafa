import type { DB } from '../db/database';
import type { Activity } from '../community/levels';

export interface TitleRow {
  user_id: number;
  title: string;
  kind: string;
  created_at: number;
}

/**
 * Community layer SQL (issue 33): activity counts for levels (batched by member), titles, and the
 * public lists of a member page. Every count reads an indexed (user_id, …) column.
 */
export class CommunityRepository {
  constructor(private readonly db: DB) {}

  /** Activity per member for the level formula; members without activity are absent. */
  async activity(userIds: number[]): Promise<Map<number, Activity>> {
    const out = new Map<number, Activity>();
    if (!userIds.length) return out;
    const get = (id: number) => {
      let a = out.get(id);
      if (!a) out.set(id, (a = { article: 0, reply: 0, like: 0, sign_day: 0 }));
      return a;
    };
    const [articles, replies, signs] = await Promise.all([
      this.db
        .selectFrom('articles')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('likes').as('likes')])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute(),
      this.db
        .selectFrom('article_replies')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', userIds)
        .where('status', '=', 0)
        .groupBy('user_id')
        .execute(),
      this.db
        .selectFrom('sign_records')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute(),
    ]);
    for (const r of articles) {
      const a = get(Number(r.user_id));
      a.article = Number(r.n);
      a.like = Number(r.likes ?? 0);
    }
    for (const r of replies) get(Number(r.user_id)).reply = Number(r.n);
    for (const r of signs) get(Number(r.user_id)).sign_day = Number(r.n);
    return out;
  }

  /** Ids among these that are members in good standing (not deleted). */
  async existing(userIds: number[]): Promise<Set<number>> {
    return new Set((await this.avatars(userIds)).keys());
  }

  /** id → avatar of the existing members among `userIds` (issue 33: names show the avatar). */
  async avatars(userIds: number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'avatar']).where('id', 'in', userIds).where('deleted_at', '=', 0).execute();
    return new Map(rows.map((r) => [Number(r.id), r.avatar]));
  }

  async titles(userIds: number[]): Promise<TitleRow[]> {
    if (!userIds.length) return [];
    return this.db
      .selectFrom('user_titles')
      .select(['user_id', 'title', 'kind', 'created_at'])
      .where('user_id', 'in', userIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Inserts a title; false when the member already has it. */
  async addTitle(exec: DB, row: { user_id: number; title: string; kind: string; granted_by: number; created_at: number }): Promise<boolean> {
    const res = await exec
      .insertInto('user_titles')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'title']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return res !== undefined;
  }

  async removeTitle(exec: DB, userId: number, title: string): Promise<boolean> {
    const res = await exec.deleteFrom('user_titles').where('user_id', '=', userId).where('title', '=', title).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async titleCount(exec: DB, userId: number): Promise<number> {
    const row = await exec.selectFrom('user_titles').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The latest moment the member did something: a request with a session, an article, a reply, a sign-in. */
  async lastActive(userId: number): Promise<number> {
    const [s, a, r, g] = await Promise.all([
      this.db.selectFrom('sessions').select((eb) => eb.fn.max<number>('last_seen_at').as('t')).where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('articles').select((eb) => eb.fn.max<number>('created_at').as('t')).where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('article_replies').select((eb) => eb.fn.max<number>('created_at').as('t')).where('user_id', '=', userId).executeTakeFirst(),
      this.db.selectFrom('sign_records').select((eb) => eb.fn.max<number>('created_at').as('t')).where('user_id', '=', userId).executeTakeFirst(),
    ]);
    return Math.max(0, ...[s, a, r, g].map((x) => Number(x?.t ?? 0)));
  }

  /** Visible replies of a member on articles that still exist, newest first. */
  async publicReplies(userId: number, offset: number, limit: number) {
    const base = this.db
      .selectFrom('article_replies as r')
      .innerJoin('articles as a', 'a.id', 'r.article_id')
      .where('r.user_id', '=', userId)
      .where('r.status', '=', 0);
    const [rows, count] = await Promise.all([
      base
        .select(['r.id', 'r.article_id', 'a.title as article_title', 'r.floor', 'r.content', 'r.created_at'])
        .orderBy('r.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Approved resources shared by a member, newest first (no links). */
  async sharedResources(userId: number, offset: number, limit: number) {
    const base = this.db.selectFrom('resources').where('sharer_id', '=', userId).where('status', '=', 'approved');
    const [rows, count] = await Promise.all([
      base.select(['id', 'title', 'disk_type', 'views', 'created_at']).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async replyCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('article_replies as r')
      .innerJoin('articles as a', 'a.id', 'r.article_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.user_id', '=', userId)
      .where('r.status', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Did the member make their 收藏 public (users.favourites_public, default 0 since migration 0041)? */
  async favouritesPublic(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('favourites_public').where('id', '=', userId).executeTakeFirst();
    return Number(row?.favourites_public ?? 0) === 1;
  }

  async resourceCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('resources')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sharer_id', '=', userId)
      .where('status', '=', 'approved')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
