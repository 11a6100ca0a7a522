import { sql, type Kysely } from 'kysely';
import type { AuthStateStore, FailureWindow } from '../../services/auth-state.js';
import type { Database } from '../types.js';

/** Expired rows are deleted at most this often (per process), by whichever write comes first. */
const PRUNE_EVERY_MS = 60_000;

/** The auth state in PostgreSQL/PGlite: one row per account with failures, one per signed-out token. */
export function createDatabaseAuthState(db: Kysely<Database>): AuthStateStore {
  let prunedAt = -Infinity;
  async function prune(now: number) {
    if (now - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now;
    const before = new Date(now).toISOString();
    await db.deleteFrom('loginFailures').where('windowEndsAt', '<=', before).execute();
    await db.deleteFrom('revokedTokens').where('expiresAt', '<=', before).execute();
  }
  const toWindow = (row: { failures: number; windowEndsAt: Date | string }): FailureWindow => ({
    failures: row.failures,
    endsAt: new Date(row.windowEndsAt).getTime(),
  });

  return {
    async addFailure(key, now, windowMs) {
      await prune(now);
      const at = new Date(now);
      // One statement, so concurrent failures from several processes all count.
      const row = await db
        .insertInto('loginFailures')
        .values({ accountKey: key, failures: 1, windowEndsAt: new Date(now + windowMs) })
        .onConflict((oc) =>
          oc.column('accountKey').doUpdateSet({
            failures: sql<number>`case when login_failures.window_ends_at <= ${at} then 1 else login_failures.failures + 1 end`,
            windowEndsAt: sql<Date>`case when login_failures.window_ends_at <= ${at} then excluded.window_ends_at else login_failures.window_ends_at end`,
          }),
        )
        .returning(['failures', 'windowEndsAt'])
        .executeTakeFirstOrThrow();
      return toWindow(row);
    },
    async clearFailures(key) {
      await db.deleteFrom('loginFailures').where('accountKey', '=', key).execute();
    },
    async revokeToken(jti, expiresAt, now) {
      await prune(now);
      await db
        .insertInto('revokedTokens')
        .values({ jti, expiresAt: new Date(expiresAt) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute();
    },
    async isRevoked(jti) {
      return !!(await db.selectFrom('revokedTokens').select('jti').where('jti', '=', jti).executeTakeFirst());
    },
  };
}
