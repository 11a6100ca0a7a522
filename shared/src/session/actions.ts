// Sign-in, registration and getMe: the calls that need the API client (axios), so they stay out of the
// public entry. Imports from the public entry go through its package name: a relative import would bundle a
// second copy of the session store and of ApiError into this federation shared module.
import {
  ApiError,
  expireSession,
  getErrorMessage,
  MESSAGES,
  patchStatus,
  sessionStore,
  setSession,
  tokenAtom,
  updateSessionUser,
  writeStoredSession,
  clearStoredSession,
  type AuthAnswer,
  type LoginPayload,
  type MeAnswer,
  type RegisterPayload,
  type User,
} from '@app/shared/public';
import { api, configureApiAuth } from '../api/client';

export type AuthResult = { ok: true; user: User } | { ok: false; message: string };

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
  // Login first clears any stored session, so a failed sign-in never leaves the previous user signed in.
  clearStoredSession();
  setSession(null, null);
  return authenticate('/api/auth/login', payload);
}

export function register(payload: RegisterPayload): Promise<AuthResult> {
  return authenticate('/api/auth/register', payload);
}

/** Refreshes the signed-in user from the server; updates the user only. */
export async function getMe(): Promise<AuthResult> {
  if (!sessionStore.get(tokenAtom)) {
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

configureApiAuth({ onUnauthorized: expireSession });
