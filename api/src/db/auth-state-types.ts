import type { ColumnType } from 'kysely';

/** Timestamps arrive as ISO strings (db/timestamps.ts); a Date or a string may be written. */
type Timestamp = ColumnType<string, Date | string, Date | string>;

/** Tables of migrations/003_auth_state.ts. */
export interface LoginFailuresTable {
  /** A hash of the normalised username as typed (existing or not). */
  accountKey: string;
  failures: number;
  windowEndsAt: Timestamp;
}

export interface RevokedTokensTable {
  jti: string;
  expiresAt: Timestamp;
}

export interface AuthStateTables {
  loginFailures: LoginFailuresTable;
  revokedTokens: RevokedTokensTable;
}
