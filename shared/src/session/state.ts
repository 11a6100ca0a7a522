// The session's state and what changes it without the API (restore, sign out, expire): the shell runs these
// on every page, a visitor's included, so they live in the public entry. Sign-in and getMe (the API client)
// are in ./actions, loaded by the pages that need them.
import { apiUrl } from '../api/urls';
import { MESSAGES, STORAGE_KEYS } from '../constants';
import type { User } from '../types';
import { INITIAL_STATUS, sessionStatusAtom, sessionStore, tokenAtom, userAtom, type SessionStatus } from './atoms';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';

const store = sessionStore;

export function patchStatus(patch: Partial<SessionStatus>) {
  store.set(sessionStatusAtom, { ...store.get(sessionStatusAtom), ...patch });
}

export function setSession(user: User | null, token: string | null) {
  store.set(userAtom, user);
  store.set(tokenAtom, token);
}

/** Restores user and token from local storage; invalid JSON clears the session. */
export function refreshSession(): void {
  try {
    const { user, token } = readStoredSession();
    if (user && token) {
      setSession(user, token);
    } else {
      if (user || token) clearStoredSession();
      setSession(null, null);
    }
    patchStatus({ isInitialized: true });
  } catch {
    clearStoredSession();
    setSession(null, null);
    patchStatus({ isInitialized: true, isError: true, errorMessage: MESSAGES.refreshFailed });
  }
}

/** How long sign-out waits for the server to end the token; the local sign-out never waits for it. */
export const SIGN_OUT_TIMEOUT_MS = 3000;

function clearSession(): void {
  clearStoredSession();
  setSession(null, null);
  store.set(sessionStatusAtom, { ...INITIAL_STATUS, isInitialized: true });
}

/**
 * Signs out here at once, and asks the server to end the token (so a copy of it stops working too). The server
 * call is best effort, with fetch (the shell runs this on every page, and visitors' pages load no HTTP
 * library): offline, slow (SIGN_OUT_TIMEOUT_MS) or refused, the user is signed out all the same, and its answer
 * never touches a session started meanwhile. The promise settles when the call is over; it never rejects.
 */
export function logout(): Promise<void> {
  const token = store.get(tokenAtom);
  clearSession();
  if (!token) return Promise.resolve();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIGN_OUT_TIMEOUT_MS);
  return fetch(apiUrl('/api/auth/logout'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
    signal: controller.signal,
  }).then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
}

/** A 401 on an authenticated call: sign out (the token is dead already) and tell the user why. */
export function expireSession(): void {
  if (!store.get(tokenAtom)) return;
  clearSession();
  patchStatus({ isError: true, errorMessage: MESSAGES.sessionExpired });
}

/** Replaces the signed-in user (after getMe or a profile update); the token is untouched. */
export function updateSessionUser(user: User): void {
  const token = store.get(tokenAtom);
  store.set(userAtom, user);
  if (token) writeStoredSession({ user, token });
}

export function clearSessionError(): void {
  patchStatus({ isError: false, errorMessage: '', isSuccess: false });
}

let initialised = false;

/**
 * Called once by the shell and by dev harnesses before the first render: restores the stored session and
 * follows sign-in/sign-out done in other tabs.
 */
export function initSession(): void {
  refreshSession();
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    const hadUser = store.get(userAtom) !== null;
    refreshSession();
    if (hadUser && !store.get(userAtom)) store.set(sessionStatusAtom, { ...INITIAL_STATUS, isInitialized: true });
  });
}
