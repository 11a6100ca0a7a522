import net from 'node:net';

/**
 * What kind of network an IP address belongs to. The link checker connects only to `public` addresses: anything
 * else would let a product's link (or a redirect it answers) make the API probe its own machine, the internal network
 * or the cloud metadata service (server-side request forgery).
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

type Range = [base: number[], prefixBits: number, kind: AddressClass];

// IPv4 ranges that are not the public internet (IANA special-purpose registry).
const IPV4_RANGES: Range[] = [
  [[0, 0, 0, 0], 8, 'unspecified'], // "this network"; 0.0.0.0 reaches the local host on Linux
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'shared'], // carrier-grade NAT
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 0, 0], 16, 'link-local'], // includes the cloud metadata service 169.254.169.254
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'], // IETF protocol assignments
  [[192, 0, 2, 0], 24, 'reserved'], // documentation
  [[192, 88, 99, 0], 24, 'reserved'], // deprecated 6to4 relay anycast
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'], // benchmarking
  [[198, 51, 100, 0], 24, 'reserved'], // documentation
  [[203, 0, 113, 0], 24, 'reserved'], // documentation
  [[224, 0, 0, 0], 4, 'multicast'],
  [[255, 255, 255, 255], 32, 'broadcast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

// IPv6 ranges (16 bytes each). Forms that carry an IPv4 address are handled before these, in embeddedIpv4.
const IPV6_RANGES: Range[] = [
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 128, 'unspecified'],
  [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, 'loopback'],
  [[0, 0x64, 0xff, 0x9b, 0, 1], 48, 'private'], // local-use NAT64
  [[1, 0], 64, 'reserved'], // discard-only
  [[0x20, 0x01, 0, 0], 32, 'reserved'], // Teredo: the peer is hidden in the address, so it cannot be vetted
  [[0x20, 0x01, 0x0d, 0xb8], 32, 'reserved'], // documentation
  [[0xfc], 7, 'private'], // unique local (fd00:ec2::254 is a cloud metadata address)
  [[0xfe, 0x80], 10, 'link-local'],
  [[0xfe, 0xc0], 10, 'private'], // deprecated site-local
  [[0xff], 8, 'multicast'],
  [[0], 8, 'reserved'], // the rest of ::/8 (IPv4-compatible forms are handled first)
];

function inRange(bytes: number[], [base, prefixBits]: Range): boolean {
  for (let bit = 0; bit < prefixBits; bit += 8) {
    const bits = Math.min(8, prefixBits - bit);
    const mask = (0xff << (8 - bits)) & 0xff;
    if ((bytes[bit / 8] & mask) !== ((base[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

const classify = (bytes: number[], ranges: Range[]): AddressClass => ranges.find((range) => inRange(bytes, range))?.[2] ?? 'public';

/** The 16 bytes of a valid IPv6 address (a zone such as %eth0 is dropped; a trailing dotted IPv4 is allowed). */
export function ipv6Bytes(address: string): number[] | undefined {
  const text = address.replace(/%.*$/, '');
  if (!net.isIPv6(text)) return undefined;
  const groups = (part: string): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (group.includes('.')) {
        const [a, b, c, d] = group.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(group, 16)];
    });
  };
  const [head, tail] = text.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = tail === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

/** The IPv4 address an IPv6 form stands for or routes to: mapped, compatible, NAT64 (well-known prefix), 6to4. */
function embeddedIpv4(bytes: number[]): number[] | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return bytes.slice(12); // ::ffff:a.b.c.d
  // ::a.b.c.d (deprecated "compatible" form); :: and ::1 themselves are not IPv4 addresses.
  if (zeros(0, 12) && !zeros(12, 15)) return bytes.slice(12);
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return bytes.slice(12); // 64:ff9b::/96
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6); // 2002:aabb:ccdd::/48 (6to4)
  return undefined;
}

/** The class of an IP address (IPv4, or IPv6 in any of its written forms); 'invalid' for anything else. */
export function classifyAddress(address: string): AddressClass {
  if (net.isIPv4(address)) return classify(address.split('.').map(Number), IPV4_RANGES);
  const bytes = ipv6Bytes(address);
  if (!bytes) return 'invalid';
  const ipv4 = embeddedIpv4(bytes);
  if (ipv4) return classify(ipv4, IPV4_RANGES);
  return classify(bytes, IPV6_RANGES);
}

export const isPublicAddress = (address: string) => classifyAddress(address) === 'public';

const CLASS_NAMES: Record<Exclude<AddressClass, 'public'>, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  shared: 'a carrier-grade NAT address',
  'link-local': 'a link-local address (such as the cloud metadata service)',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
  invalid: 'an invalid address',
};

/** Why the checker does not connect to an address, as a sentence; undefined for a public address. */
export function refusalReason(host: string, address: string): string | undefined {
  const kind = classifyAddress(address);
  if (kind === 'public') return undefined;
  const where = host === address ? address : `${host} (${address})`;
  return `The link points to ${where}, ${CLASS_NAMES[kind]}, which is not checked for safety`;
}
