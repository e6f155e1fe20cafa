import type { DB } from '../db/database';

/** Reports of dead links, for the admin view; writing goes through ResourcesRepository.addReport. */
export class ReportsRepository {
  constructor(private readonly db: DB) {}

  forResource(resourceId: number): Promise<Array<{ id: number; user_id: number; reason: string; created_at: number }>> {
    return this.db
      .selectFrom('resource_reports')
      .select(['id', 'user_id', 'reason', 'created_at'])
      .where('resource_id', '=', resourceId)
      .orderBy('id')
      .execute();
  }

  async clear(resourceId: number): Promise<number> {
    const res = await this.db.deleteFrom('resource_reports').where('resource_id', '=', resourceId).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
