/**
 * Sign-in failures per account and signed-out token ids: state every API process must share, kept in PostgreSQL
 * (db/repositories/auth-state.ts) or in Redis (services/auth-state-redis.ts). Times are milliseconds of the
 * caller's clock, so a test can move time without sleeping.
 */
export interface FailureWindow {
  failures: number;
  /** When this window ends (ms): the count starts again after it. */
  endsAt: number;
}

export interface AuthStateStore {
  /**
   * Counts one (possibly failed) sign-in for `key`, atomically: in the open window, or in a new one of `windowMs`
   * when none is open at `now`. Answers the count so far.
   */
  addFailure(key: string, now: number, windowMs: number): Promise<FailureWindow>;
  clearFailures(key: string): Promise<void>;
  /** Puts a token id on the deny-list until the token would have expired anyway. */
  revokeToken(jti: string, expiresAt: number, now: number): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
}
