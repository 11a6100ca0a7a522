/**
 * The visitors' pages talk to the API through `fetch` (browser and Node 20 alike): an HTTP library would cost
 * every visitor's first load its download. Public calls never send a token, so a signed-in admin browsing the
 * public site sees exactly what a visitor sees (active products only). A failed call rejects with
 * @app/shared's ApiError carrying the server's `message`, or 'Network Error' when no answer came.
 */
import { ApiError, getRuntimeConfig, MESSAGES, type ApiFieldError } from '@app/shared/public';

/** Where and how long: the server passes its API URL and its render budget's signal; the browser neither. */
export interface RequestOptions {
  /** The API's origin; default: the runtime config's `apiBaseUrl`. */
  baseUrl?: string;
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | null | undefined;

/** A call without an answer in this time fails (as the admin client's timeout). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** `${base}${path}?query`, leaving out empty values so the server applies its own defaults. */
export function buildUrl(path: string, query: Record<string, QueryValue> = {}, baseUrl?: string): string {
  const base = (baseUrl ?? getRuntimeConfig().apiBaseUrl).replace(/\/+$/, '');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** Aborts on the caller's signal or after the timeout, whichever comes first. */
function deadline(signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void; timedOut: () => boolean } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error a non-2xx answer rejects with: the server's message, else the status as the admin client words it. */
function answerError(status: number, data: unknown): ApiError {
  const body = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : `Request failed with status code ${status}`;
  return new ApiError(message, { status, data, errors: Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : undefined });
}

/** One JSON call on the API; resolves with the body of a 2xx answer. */
export async function requestJson<T>(
  method: 'GET' | 'POST',
  path: string,
  { query, body, ...options }: RequestOptions & { query?: Record<string, QueryValue>; body?: unknown } = {},
): Promise<T> {
  const url = buildUrl(path, query, options.baseUrl);
  const timing = deadline(options.signal);
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timing.signal,
        credentials: 'omit',
      });
    } catch (error) {
      if (timing.timedOut()) throw new ApiError(`timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
      if (options.signal?.aborted) throw new ApiError('canceled');
      throw new ApiError(MESSAGES.networkError, { data: error });
    }
    const data = await readJson(response);
    if (!response.ok) throw answerError(response.status, data);
    return data as T;
  } finally {
    timing.done();
  }
}
