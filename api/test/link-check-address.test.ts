import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { classifyAddress, ipv6Bytes, isPublicAddress, refusalReason } from '../src/services/link-check/address.js';

describe('address classifier (request-forgery guard)', () => {
  const cases: [string, string][] = [
    // IPv4
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    // the edges just outside the ranges are public
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.0', 'public'],
    ['11.0.0.0', 'public'],
    ['9.255.255.255', 'public'],
    ['192.169.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['223.255.255.255', 'public'],
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo
    ['100::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    // IPv4 inside IPv6: mapped, compatible, NAT64, 6to4
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::a00:1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::808:808', 'public'],
    ['64:ff9b:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:c0a8:101::1', 'private'],
    ['2002:808:808::1', 'public'],
    // not addresses
    ['localhost', 'invalid'],
    ['127.1', 'invalid'],
    ['', 'invalid'],
  ];
  for (const [address, expected] of cases) {
    it(`${address || '(empty)'} is ${expected}`, () => assert.equal(classifyAddress(address), expected));
  }

  it('refusal reasons are sentences naming the host and address', () => {
    assert.equal(refusalReason('8.8.8.8', '8.8.8.8'), undefined);
    assert.equal(
      refusalReason('127.0.0.1', '127.0.0.1'),
      'The link points to 127.0.0.1, a loopback address (this machine), which is not checked for safety',
    );
    assert.match(refusalReason('shop.example', '10.0.0.1')!, /^The link points to shop\.example \(10\.0\.0\.1\), a private network address/);
  });

  const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
  const dotted = ([a, b, c, d]: number[]) => `${a}.${b}.${c}.${d}`;
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16);

  /** The IPv4 rule written out independently of the classifier's table. */
  function ipv4IsPublic([a, b, c]: number[]): boolean {
    if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 192 && b === 0 && (c === 0 || c === 2)) return false;
    if (a === 192 && b === 88 && c === 99) return false;
    if (a === 198 && (b === 18 || b === 19)) return false;
    if (a === 198 && b === 51 && c === 100) return false;
    if (a === 203 && b === 0 && c === 113) return false;
    return true;
  }

  it('property: any IPv4 address is public exactly when outside the special ranges', () => {
    fc.assert(fc.property(ipv4, (parts) => isPublicAddress(dotted(parts)) === ipv4IsPublic(parts)), { numRuns: 20_000 });
  });

  it('property: every IPv6 form of an IPv4 address (mapped, compatible, NAT64, 6to4) is judged as that IPv4 address', () => {
    fc.assert(
      fc.property(ipv4, (parts) => {
        const [a, b, c, d] = parts;
        const expected = classifyAddress(dotted(parts));
        const forms = [
          `::ffff:${dotted(parts)}`,
          `::ffff:${hex(a, b)}:${hex(c, d)}`,
          `0:0:0:0:0:ffff:${hex(a, b)}:${hex(c, d)}`,
          `64:ff9b::${dotted(parts)}`,
          `64:ff9b::${hex(a, b)}:${hex(c, d)}`,
          `2002:${hex(a, b)}:${hex(c, d)}::1`,
        ];
        // ::a.b.c.d with a.b.c < 0.0.1 is :: or ::1 themselves, not an IPv4 form.
        if (a || b || c) forms.push(`::${dotted(parts)}`, `::${hex(a, b)}:${hex(c, d)}`);
        return forms.every((form) => classifyAddress(form) === expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('property: IPv6 written compressed or in full reads the same bytes and class', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(0xffff), { minLength: 8, maxLength: 8 }), (words) => {
        const full = words.map((word) => word.toString(16)).join(':');
        const padded = words.map((word) => word.toString(16).padStart(4, '0')).join(':');
        // A compressed form: the longest run of zero words as ::.
        const compressed = full.replace(/(^|:)0(:0)+(:|$)/, '::').replace(/:{3,}/, '::');
        const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
        assert.deepEqual(ipv6Bytes(full), bytes);
        assert.deepEqual(ipv6Bytes(padded), bytes);
        assert.deepEqual(ipv6Bytes(compressed), bytes, compressed);
        return classifyAddress(full) === classifyAddress(compressed) && classifyAddress(full) === classifyAddress(padded);
      }),
      { numRuns: 5_000 },
    );
  });

  it('property: addresses in fc00::/7, fe80::/10 and ff00::/8 are never public', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(0xffff), { minLength: 7, maxLength: 7 }), fc.constantFrom(0xfc00, 0xfd00, 0xfe80, 0xfebf, 0xff00, 0xff02), fc.nat(0xff), (rest, first, low) => {
        const head = first >= 0xfe80 && first <= 0xfebf ? first : first | low;
        return !isPublicAddress([head, ...rest].map((word) => word.toString(16)).join(':'));
      }),
    );
  });
});
