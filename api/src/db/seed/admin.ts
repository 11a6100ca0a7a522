import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import { hashPassword } from '../../services/passwords.js';
import type { Database } from '../types.js';

/** On an empty users table: the admin from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL. */
export async function seedAdmin(db: Kysely<Database>, config: Pick<Config, 'admin'>): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const { username, password, email, fullName } = config.admin;
  await db
    .insertInto('users')
    .values({ fullName, username, email, role: 'admin', passwordHash: await hashPassword(password) })
    .execute();
  return true;
}
