import { sql, type Kysely } from 'kysely';
import type { Role } from '../../src/constants.js';
import type { NewUserRow } from '../../src/db/accounts-types.js';
import type { Database } from '../../src/db/types.js';
import { hashPassword } from '../../src/services/passwords.js';

export const BENCH_USER_PASSWORD = 'bench-password';

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Isha', 'Kabir', 'Sara', 'John', 'Maria', 'Wei', 'Fatima', 'Liam', 'Olga'];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Khan', 'Singh', 'Reddy', 'Smith', 'Garcia', 'Chen', 'Müller', 'Okafor', 'Rossi', 'Nair', 'Das'];
const ROLES: Role[] = ['user', 'user', 'user', 'user', 'user', 'user', 'doctor', 'nurse', 'nurse', 'receptionist', 'admin'];
const OCCUPATIONS = ['Engineer', 'Teacher', 'Nurse', 'Designer', 'Accountant', 'Student', null];

/**
 * Tops the users table up to `total` rows with varied, realistic users (one shared password hash,
 * 1,000 rows per INSERT). Returns how many it added.
 */
export async function seedBenchUsers(db: Kysely<Database>, total: number): Promise<number> {
  const existing = Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const missing = Math.max(0, total - existing);
  if (!missing) return 0;
  const passwordHash = await hashPassword(BENCH_USER_PASSWORD);
  const runId = Date.now().toString(36);
  const now = Date.now();
  const day = 86_400_000;
  for (let start = 0; start < missing; start += 1000) {
    const rows: NewUserRow[] = [];
    for (let i = start; i < Math.min(missing, start + 1000); i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 7) % LAST.length];
      const handle = `${first}.${last}.${runId}.${i}`.toLowerCase();
      const createdAt = new Date(now - ((i * 7919) % 730) * day - (i % 86_400) * 1000);
      rows.push({
        fullName: `${first} ${last}`,
        username: `bench_${runId}_${i}`,
        email: `${handle}@bench.example.com`,
        mobileNumber: `+91 ${String(7_000_000_000 + ((i * 104_729) % 2_999_999_999))}`,
        role: ROLES[i % ROLES.length],
        isActive: i % 10 !== 0,
        passwordHash,
        occupation: OCCUPATIONS[i % OCCUPATIONS.length],
        createdAt,
        updatedAt: createdAt,
        lastLogin: i % 3 === 0 ? null : new Date(createdAt.getTime() + ((i * 31) % 100) * day),
      });
    }
    await db.insertInto('users').values(rows).execute();
  }
  await sql`analyze users`.execute(db);
  return missing;
}
