import type { MockReply } from './mockApi';

/** One request as the stub saw it: method in lower case, path without origin, query as strings, raw body. */
export interface FetchRequest {
  method: string;
  url: string;
  origin: string;
  params: Record<string, string>;
  data: string | undefined;
  headers: Headers;
  signal: AbortSignal | undefined;
}

export type FetchHandler = (request: FetchRequest) => MockReply | undefined | Promise<MockReply | undefined>;

/**
 * Stubs `fetch` (for the code that calls the API without axios: the public site); returns the recorded
 * requests. `undefined` from the handler answers 404 naming the request; 'network-error' rejects as fetch
 * does when no answer comes. An aborted signal rejects with an AbortError.
 */
export function mockFetch(handler: FetchHandler): FetchRequest[] {
  const requests: FetchRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request: FetchRequest = {
      method: (init.method ?? 'GET').toLowerCase(),
      url: url.pathname,
      origin: url.origin,
      params: Object.fromEntries(url.searchParams),
      data: typeof init.body === 'string' ? init.body : undefined,
      headers: new Headers(init.headers),
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    if (request.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const reply = (await handler(request)) ?? { status: 404, data: { success: false, message: `No stub for ${request.method} ${request.url}` } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const body = reply.data === undefined ? null : JSON.stringify(reply.data);
    return new Response(body, { status: reply.status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  }) as typeof fetch;
  return requests;
}
