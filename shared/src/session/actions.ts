import { api, configureApiAuth } from '../api/client';
import { ApiError, getErrorMessage } from '../api/errors';
import { MESSAGES, STORAGE_KEYS } from '../constants';
import type { AuthAnswer, LoginPayload, MeAnswer, RegisterPayload, User } from '../types';
import { INITIAL_STATUS, sessionStatusAtom, sessionStore, tokenAtom, userAtom, type SessionStatus } from './atoms';
import { clearStoredSession, readStoredSession, writeStoredSession } from './storage';

export type AuthResult = { ok: true; user: User } | { ok: false; message: string };

const store = sessionStore;

function patchStatus(patch: Partial<SessionStatus>) {
  store.set(sessionStatusAtom, { ...store.get(sessionStatusAtom), ...patch });
}

function setSession(user: User | null, token: string | null) {
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

async function authenticate(path: string, body: LoginPayload | RegisterPayload): Promise<AuthResult> {
  patchStatus({ isLoading: true, isSuccess: false, isError: false, errorMessage: '' });
  try {
    const { data } = await api.post<AuthAnswer>(path, body, { access: 'public' });
    writeStoredSession({ user: data.user, token: data.token });
    setSession(data.user, data.token);
    patchStatus({ isLoading: false, isSuccess: true, isInitialized: true });
    return { ok: true, user: data.user };
  } catch (error) {
    const message = getErrorMessage(error);
    setSession(null, null);
    patchStatus({ isLoading: false, isError: true, errorMessage: message, isInitialized: true });
    return { ok: false, message };
  }
}

export function login(payload: LoginPayload): Promise<AuthResult> {
  // Login first clears any stored session (spec accounts section 4).
  clearStoredSession();
  setSession(null, null);
  return authenticate('/api/auth/login', payload);
}

export function register(payload: RegisterPayload): Promise<AuthResult> {
  return authenticate('/api/auth/register', payload);
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
 * call is best effort: offline or slow (SIGN_OUT_TIMEOUT_MS), the user is signed out all the same. The promise
 * settles when the server call is over; it never rejects.
 */
export function logout(): Promise<void> {
  const token = store.get(tokenAtom);
  clearSession();
  if (!token) return Promise.resolve();
  return api
    .post('/api/auth/logout', {}, { access: 'optional', headers: { Authorization: `Bearer ${token}` }, timeout: SIGN_OUT_TIMEOUT_MS })
    .then(
      () => undefined,
      () => undefined,
    );
}

/** A 401 on an authenticated call: sign out (the token is dead already) and tell the user why. */
export function expireSession(): void {
  if (!store.get(tokenAtom)) return;
  clearSession();
  patchStatus({ isError: true, errorMessage: MESSAGES.sessionExpired });
}

/** Refreshes the signed-in user from the server; updates the user only. */
export async function getMe(): Promise<AuthResult> {
  if (!store.get(tokenAtom)) {
    patchStatus({ isError: true, errorMessage: MESSAGES.noToken });
    return { ok: false, message: MESSAGES.noToken };
  }
  try {
    const { data } = await api.get<MeAnswer>('/api/auth/me', { missingTokenMessage: MESSAGES.noToken });
    updateSessionUser(data.user);
    return { ok: true, user: data.user };
  } catch (error) {
    // A 401 has already signed the user out with the session-expired message: keep that message.
    if (error instanceof ApiError && error.status === 401) return { ok: false, message: MESSAGES.sessionExpired };
    const message = getErrorMessage(error);
    patchStatus({ isError: true, errorMessage: message });
    return { ok: false, message };
  }
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

configureApiAuth({ onUnauthorized: expireSession });
