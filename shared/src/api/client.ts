import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
// The public entry by its package name: a relative import would bundle second copies of the config, the
// session store and ApiError into this federation shared module.
import { ApiError, getRuntimeConfig, MESSAGES, sessionStore, toApiError, tokenAtom } from '@app/shared/public';

export { apiUrl, resolveImageUrl } from '@app/shared/public';

/**
 * How a call uses the session token:
 * - 'required' (default): sends the bearer token; without one the call fails with 'Not authorized' and
 *   nothing is sent.
 * - 'optional': sends the token when there is one.
 * - 'public': never sends a token (public pages must see what a visitor sees).
 */
export type ApiAccess = 'required' | 'optional' | 'public';

declare module 'axios' {
  interface AxiosRequestConfig {
    access?: ApiAccess;
    /** Message used instead of 'Not authorized' when a required token is missing. */
    missingTokenMessage?: string;
  }
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => undefined;

/** Wired by the session module: what a 401 on an authenticated call does (sign out). */
export function configureApiAuth(options: { onUnauthorized: UnauthorizedHandler }) {
  onUnauthorized = options.onUnauthorized;
}

/** The one axios instance of the back-office (the visitors' pages use fetch). Base URL comes from config.json at call time. */
export const api = axios.create({ timeout: 30_000 });

api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  config.baseURL = getRuntimeConfig().apiBaseUrl;
  const access = config.access ?? 'required';
  if (access === 'public') {
    config.headers.delete('Authorization');
    return config;
  }
  const token = sessionStore.get(tokenAtom);
  if (token) {
    config.headers.set('Authorization', `Bearer ${token}`);
  } else if (access === 'required') {
    // Reject before anything goes on the wire.
    throw new ApiError(config.missingTokenMessage ?? MESSAGES.notAuthorized);
  }
  return config;
});

api.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const normalised = toApiError(error);
    const config = (error as { config?: AxiosRequestConfig }).config;
    const headers = config?.headers as { get?: (name: string) => unknown; Authorization?: unknown } | undefined;
    const sent = headers && (typeof headers.get === 'function' ? headers.get('Authorization') : headers.Authorization);
    // Only the session whose token was refused ends: a late answer to an older session's call (a sign-out sent
    // just before signing in again) must not sign out the new one.
    const current = sessionStore.get(tokenAtom);
    if (normalised.status === 401 && sent && current && sent === `Bearer ${current}`) onUnauthorized();
    return Promise.reject(normalised);
  },
);
