import type { DB } from '../db/database';

/** Known devices (issue 21): token hashes per user, newest first; at most MAX_PER_USER kept. */
export class LoginDevicesRepository {
  static readonly MAX_PER_USER = 20;
  constructor(private readonly db: DB) {}

  async find(userId: number, tokenHash: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('login_devices').select('id').where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirst();
  }

  async add(userId: number, tokenHash: string, now: number): Promise<void> {
    await this.db.insertInto('login_devices').values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now }).execute();
    const keep = await this.db
      .selectFrom('login_devices').select('id').where('user_id', '=', userId)
      .orderBy('last_used_at', 'desc').orderBy('id', 'desc').limit(LoginDevicesRepository.MAX_PER_USER).execute();
    await this.db.deleteFrom('login_devices').where('user_id', '=', userId).where('id', 'not in', keep.map((k) => k.id)).execute();
  }

  async touch(id: number, now: number): Promise<void> {
    await this.db.updateTable('login_devices').set({ last_used_at: now }).where('id', '=', id).execute();
  }
}
