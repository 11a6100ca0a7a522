import http from 'node:http';
import { LINK_CHECK } from '../../constants.js';
import { LinkCheckError } from './errors.js';
import { requestHeaders, type HopAnswer } from './request.js';
import { bareHost, resolveVetted, type Lookup } from './resolve.js';

export type LinkStatus = 'healthy' | 'warning' | 'broken' | 'unchecked';

export interface Hop {
  status: number;
  url: string;
}

/** What one check found (stored per product; see repositories/link-checks.ts). */
export interface LinkCheckResult {
  status: Exclude<LinkStatus, 'unchecked'>;
  httpStatus: number | null;
  finalUrl: string | null;
  /** Each redirect answered on the way: the URL asked and its 3xx status. The last answer is httpStatus at finalUrl. */
  redirects: Hop[];
  /** Why the link is broken or has a warning, as a sentence; null when healthy. */
  error: string | null;
  responseMs: number;
}

export interface CheckOptions {
  allowPrivate: boolean;
  /** The whole check, every hop included; past it the link is broken. Half of it is "slow" (a warning). */
  timeoutMs: number;
  userAgent?: string;
  /** Stops the check (the API is closing). */
  signal?: AbortSignal;
  lookup?: Lookup;
  /** Addresses let through although the guard is on (tests of the guard at later hops). */
  guardExceptions?: ReadonlySet<string>;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const statusText = (status: number) => `${status} ${http.STATUS_CODES[status] ?? ''}`.trim();

/** HEAD first; GET when the server refuses HEAD (405, 501) or mishandles it (drops the connection, garbles HTTP). */
async function askHop(url: URL, options: CheckOptions, signal: AbortSignal): Promise<HopAnswer> {
  const target = await resolveVetted(url, { allowPrivate: options.allowPrivate, lookup: options.lookup, exceptions: options.guardExceptions });
  const ask = (method: 'HEAD' | 'GET') =>
    requestHeaders(url, target, { method, userAgent: options.userAgent ?? LINK_CHECK.userAgent, signal });
  try {
    const answer = await ask('HEAD');
    if (answer.status !== 405 && answer.status !== 501) return answer;
  } catch (error) {
    if (!(error instanceof LinkCheckError) || !['reset', 'protocol'].includes(error.kind)) throw error;
  }
  return ask('GET');
}

/** Races a promise against the check's signal (a DNS lookup cannot be aborted itself). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new LinkCheckError('aborted', 'aborted'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new LinkCheckError('aborted', 'aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Checks one link: redirects are followed by hand (at most LINK_CHECK.maxRedirects), each hop's host resolved and
 * vetted against the request-forgery guard before anything connects to it.
 */
export async function checkLink(link: string, options: CheckOptions): Promise<LinkCheckResult> {
  const started = performance.now();
  // One signal for the check: its timeout or the caller's stop. (Not AbortSignal.any: on Node 20 every combined
  // signal stays attached to the long-lived stop signal, which costs time and memory over thousands of checks.)
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const stop = () => controller.abort();
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  const signal = controller.signal;
  const redirects: Hop[] = [];
  let url: URL | undefined;
  const result = (status: LinkCheckResult['status'], httpStatus: number | null, error: string | null): LinkCheckResult => ({
    status,
    httpStatus,
    finalUrl: url?.href ?? null,
    redirects,
    error,
    responseMs: Math.round(performance.now() - started),
  });
  try {
    try {
      url = new URL(link);
    } catch {
      return result('broken', null, 'The link is not a valid URL');
    }
    const originalHost = bareHost(url).toLowerCase();
    const seen = new Set<string>();
    for (;;) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return result('broken', null, `Only http and https links can be checked (this one is ${url.protocol.replace(':', '')})`);
      }
      seen.add(url.href);
      const answer = await untilAborted(askHop(url, options, signal), signal);
      const { status, location } = answer;
      if (REDIRECT_STATUSES.has(status) && location) {
        redirects.push({ status, url: url.href });
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          return result('broken', status, `The server answered ${statusText(status)} to an invalid address`);
        }
        if (seen.has(next.href)) {
          url = next;
          return result('broken', status, 'The link redirects in a loop');
        }
        if (redirects.length > LINK_CHECK.maxRedirects) {
          url = next;
          return result('broken', status, `The link redirects more than ${LINK_CHECK.maxRedirects} times`);
        }
        url = next;
        continue;
      }
      const elapsed = performance.now() - started;
      if (status === 429) return result('warning', status, `The server answered ${statusText(status)}: it limits how often it may be asked`);
      if (status >= 200 && status < 300) {
        const finalHost = bareHost(url).toLowerCase();
        if (finalHost !== originalHost) return result('warning', status, `The link ends on another site (${finalHost})`);
        if (redirects.length > LINK_CHECK.warnRedirects) {
          return result('warning', status, `The link goes through ${redirects.length} redirects`);
        }
        if (elapsed > options.timeoutMs / 2) {
          return result('warning', status, `The server took ${(elapsed / 1000).toFixed(1)} seconds to answer`);
        }
        return result('healthy', status, null);
      }
      return result('broken', status, `The server answered ${statusText(status)}`);
    }
  } catch (error) {
    if (timedOut) {
      return result('broken', null, `The server did not answer within ${Math.round(options.timeoutMs / 100) / 10} seconds`);
    }
    if (error instanceof LinkCheckError && error.kind === 'aborted') throw error;
    return result('broken', null, LinkCheckError.from(error, url ?? new URL('http://invalid')).message);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}
