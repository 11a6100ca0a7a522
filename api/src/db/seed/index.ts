import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../types.js';
import { seedAdmin } from './admin.js';
import { seedCatalog } from './catalog.js';

/** Seeds what is missing on a fresh database; returns what it did, for the start-up log. */
export async function seed(db: Kysely<Database>, config: Config): Promise<string[]> {
  const done: string[] = [];
  if (await seedAdmin(db, config)) done.push(`admin user "${config.admin.username}"`);
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst();
  done.push(...(await seedCatalog(db, config, { adminId: admin?.id })));
  return done;
}
