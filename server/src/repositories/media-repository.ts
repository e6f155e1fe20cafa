import { sql } from 'kysely';
import type { DB } from '../db/database';

export interface NewMediaUpload {
  user_id: number;
  purpose: 'avatar' | 'post';
  media_key: string;
  bytes: number;
  width: number;
  height: number;
  created_at: number;
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Uploads of avatars and pictures (migration 0038-user-media) and the @-mention name lookup: the SQL. */
export class MediaRepository {
  constructor(private readonly db: DB) {}

  async insert(row: NewMediaUpload): Promise<void> {
    await this.db.insertInto('media_uploads').values(row).execute();
  }

  /** Uploads of one member since `since` (ms), for the daily quota. */
  async countSince(userId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('media_uploads')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Members (not deleted, not banned) whose name starts with `prefix` (case-insensitive), shortest first. */
  async namesByPrefix(prefix: string, limit: number): Promise<Array<{ id: number; username: string; avatar: string }>> {
    const pattern = `${likeEscape(prefix.toLowerCase())}%`;
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'username', 'avatar'])
      .where('deleted_at', '=', 0)
      .where('banned', '=', 0)
      .where('username_lower', 'like', sql<string>`${pattern} ESCAPE '\\'`)
      .orderBy(sql`length(username_lower)`)
      .orderBy('username_lower')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), username: r.username, avatar: r.avatar }));
  }
}
