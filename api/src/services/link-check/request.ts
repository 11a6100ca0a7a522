import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { LinkCheckError } from './errors.js';
import type { VettedAddress } from './resolve.js';

export interface HopAnswer {
  status: number;
  /** The Location header of a redirect, as sent. */
  location: string | undefined;
}

/**
 * One request to `url`, connected to the already vetted `target` address: the host name still goes into the Host
 * header and the TLS server name (SNI, certificate check), but no DNS lookup happens here. Only the status line and
 * headers are read; the body is never downloaded (the response is destroyed as soon as its headers arrive).
 */
export function requestHeaders(
  url: URL,
  target: VettedAddress,
  options: { method: 'HEAD' | 'GET'; userAgent: string; signal: AbortSignal },
): Promise<HopAnswer> {
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily); either way it gets the vetted one.
    if ((lookupOptions as { all?: boolean }).all) (callback as unknown as (error: null, addresses: VettedAddress[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<HopAnswer>((resolve, reject) => {
    const request = client.request(url, {
      method: options.method,
      lookup,
      agent: false,
      signal: options.signal,
      headers: { 'user-agent': options.userAgent, accept: '*/*', 'accept-encoding': 'identity' },
    });
    request.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      response.destroy();
      request.destroy();
    });
    request.on('error', (error) => reject(options.signal.aborted ? new LinkCheckError('aborted', 'aborted') : LinkCheckError.from(error, url)));
    request.end();
  });
}
