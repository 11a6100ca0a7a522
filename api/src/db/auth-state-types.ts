/** Tables of migrations/003_auth_state.ts. */
export interface LoginFailuresTable {
  /** A hash of the normalised username as typed (existing or not). */
  accountKey: string;
  failures: number;
  windowEndsAt: Date;
}

export interface RevokedTokensTable {
  jti: string;
  expiresAt: Date;
}

export interface AuthStateTables {
  loginFailures: LoginFailuresTable;
  revokedTokens: RevokedTokensTable;
}
