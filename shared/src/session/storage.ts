import { STORAGE_KEYS } from '../constants';
import type { User } from '../types';

export interface StoredSession {
  user: User | null;
  token: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes `user` (JSON), `token` and the public site's `persist:auth` (user and token only). */
export function writeStoredSession(session: StoredSession): void {
  const ls = storage();
  if (!ls) return;
  if (session.user) ls.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
  else ls.removeItem(STORAGE_KEYS.user);
  if (session.token) ls.setItem(STORAGE_KEYS.token, session.token);
  else ls.removeItem(STORAGE_KEYS.token);
  if (session.user || session.token) {
    // Same shape redux-persist writes: each value JSON-encoded on its own.
    ls.setItem(
      STORAGE_KEYS.persistAuth,
      JSON.stringify({
        user: JSON.stringify(session.user),
        token: JSON.stringify(session.token),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
  } else {
    ls.removeItem(STORAGE_KEYS.persistAuth);
  }
}

export function clearStoredSession(): void {
  writeStoredSession({ user: null, token: null });
}

/** Reads the stored session; throws on invalid JSON so the caller can clear it. */
export function readStoredSession(): StoredSession {
  const ls = storage();
  if (!ls) return { user: null, token: null };
  const token = ls.getItem(STORAGE_KEYS.token);
  const rawUser = ls.getItem(STORAGE_KEYS.user);
  if (rawUser !== null || token !== null) {
    const user = rawUser === null ? null : (JSON.parse(rawUser) as User | null);
    if (user !== null && typeof user !== 'object') throw new SyntaxError('Stored user is not an object');
    return { user, token };
  }
  const persisted = ls.getItem(STORAGE_KEYS.persistAuth);
  if (persisted === null) return { user: null, token: null };
  const outer = JSON.parse(persisted) as { user?: string; token?: string };
  return {
    user: outer.user ? (JSON.parse(outer.user) as User | null) : null,
    token: outer.token ? (JSON.parse(outer.token) as string | null) : null,
  };
}
