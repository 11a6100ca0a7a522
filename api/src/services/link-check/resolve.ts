import dns from 'node:dns/promises';
import net from 'node:net';
import { refusalReason } from './address.js';
import { LinkCheckError } from './errors.js';

export interface VettedAddress {
  address: string;
  family: 4 | 6;
}

export type Lookup = (hostname: string) => Promise<VettedAddress[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family as 4 | 6 }));

/** A URL's host name without the brackets of an IPv6 literal. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address to connect to for a URL: resolved here, once, and vetted; the request then connects to exactly this
 * address (no second lookup that a hostile DNS server could answer differently). Every address the name has must be
 * public: a name that mixes public and private answers is refused rather than trusted half-way.
 */
export async function resolveVetted(
  url: URL,
  options: { allowPrivate: boolean; lookup?: Lookup; /** Addresses let through anyway (tests of the guard). */ exceptions?: ReadonlySet<string> },
): Promise<VettedAddress> {
  const host = bareHost(url);
  let addresses: VettedAddress[];
  if (net.isIP(host)) {
    addresses = [{ address: host, family: net.isIP(host) as 4 | 6 }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch (error) {
      throw LinkCheckError.from(error, url);
    }
    if (!addresses.length) throw new LinkCheckError('dns', `The server name ${host} could not be found`);
  }
  if (!options.allowPrivate) {
    for (const { address } of addresses) {
      if (options.exceptions?.has(address)) continue;
      const reason = refusalReason(host, address);
      if (reason) throw new LinkCheckError('refused-address', reason);
    }
  }
  return addresses[0];
}
