import crypto from 'node:crypto';
import { LOGIN_LOCKOUT_MAX_FAILURES, LOGIN_LOCKOUT_WINDOW_MS } from '../constants.js';
import type { AuthStateStore } from './auth-state.js';

/**
 * Failed sign-ins counted per account (the per-IP limit alone does not slow a guesser who spreads tries over many
 * addresses). The account is the username as typed, normalised the way sign-in looks it up, whether or not it
 * exists: an unknown name locks like a real one, so the answers reveal nothing. Stored as a hash: the store
 * holds no typed names.
 */
export function createLoginLockout(store: AuthStateStore, now: () => number) {
  const keyOf = (username: string) => crypto.createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
  return {
    /**
     * Counts the attempt before the password is checked, in one atomic step, so that parallel guesses cannot all
     * slip in before the count reaches the limit. Answers the seconds until the account may try again (0: go on).
     * A success then clears the count (succeeded), so only failures remain counted.
     */
    async attempt(username: string): Promise<number> {
      const at = now();
      const window = await store.addFailure(keyOf(username), at, LOGIN_LOCKOUT_WINDOW_MS);
      if (window.failures <= LOGIN_LOCKOUT_MAX_FAILURES) return 0;
      return Math.max(1, Math.ceil((window.endsAt - at) / 1000));
    },
    async succeeded(username: string): Promise<void> {
      await store.clearFailures(keyOf(username));
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
