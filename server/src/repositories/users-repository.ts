import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { UserTable } from '../db/tables/foundation';

export type UserRow = Selectable<UserTable>;

export class UsersRepository {
  constructor(private readonly db: DB) {}

  byId(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
  }

  async insert(values: Omit<Insertable<UserTable>, 'username_lower' | 'email_lower'>): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        ...values,
        username_lower: values.username.toLowerCase(),
        email_lower: values.email.toLowerCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
