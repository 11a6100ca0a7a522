import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LINK_CHECK } from '../src/constants.js';
import { checkLink, type CheckOptions } from '../src/services/link-check/checker.js';
import { createLimiter } from '../src/services/link-check/limiter.js';
import { closedPort, startLinkTarget } from './helpers/link-target.js';

type Target = Awaited<ReturnType<typeof startLinkTarget>>;

describe('link checker against a local server', () => {
  let target: Target;
  // The guard is off (the target is on 127.0.0.1); it is tested with it on below and in link-check-address.test.ts.
  const options: CheckOptions = { allowPrivate: true, timeoutMs: 1_000 };
  const check = (path: string, extra: Partial<CheckOptions> = {}) => checkLink(target.url(path), { ...options, ...extra });
  before(async () => {
    target = await startLinkTarget();
  });
  after(() => target.close());

  it('200: healthy, one HEAD request with the checker\'s User-Agent', async () => {
    const before = target.requests.length;
    const result = await check('/ok');
    assert.equal(result.status, 'healthy');
    assert.equal(result.httpStatus, 200);
    assert.equal(result.finalUrl, target.url('/ok'));
    assert.deepEqual(result.redirects, []);
    assert.equal(result.error, null);
    assert.ok(result.responseMs >= 0 && result.responseMs < 1_000);
    const made = target.requests.slice(before);
    assert.deepEqual(made.map((r) => r.method), ['HEAD']);
    assert.equal(made[0].userAgent, LINK_CHECK.userAgent);
    assert.equal(made[0].host, `127.0.0.1:${target.port}`);
  });

  it('301 to 200 on the same host: healthy, the hop recorded', async () => {
    const result = await check('/moved');
    assert.equal(result.status, 'healthy');
    assert.equal(result.finalUrl, target.url('/ok'));
    assert.deepEqual(result.redirects, [{ status: 301, url: target.url('/moved') }]);
  });

  it('3 redirects ending on another host: warning, every hop recorded, Host header of each hop', async () => {
    const before = target.requests.length;
    const result = await check('/chain/1');
    assert.equal(result.status, 'warning');
    assert.equal(result.httpStatus, 200);
    assert.equal(result.finalUrl, `http://localhost:${target.port}/ok`);
    assert.deepEqual(result.redirects, [
      { status: 302, url: target.url('/chain/1') },
      { status: 302, url: `http://localhost:${target.port}/chain/2` },
      { status: 307, url: `http://localhost:${target.port}/chain/3` },
    ]);
    assert.match(result.error!, /another site \(localhost\)/);
    assert.deepEqual(target.requests.slice(before).map((r) => r.host), [
      `127.0.0.1:${target.port}`,
      `localhost:${target.port}`,
      `localhost:${target.port}`,
      `localhost:${target.port}`,
    ]);
  });

  it('more than 2 redirects on the same host: warning', async () => {
    const result = await check('/many/3');
    assert.equal(result.status, 'warning');
    assert.equal(result.redirects.length, 3);
    assert.match(result.error!, /3 redirects/);
  });

  it('404 and 500: broken, with the status in words', async () => {
    const missing = await check('/missing');
    assert.equal(missing.status, 'broken');
    assert.equal(missing.httpStatus, 404);
    assert.equal(missing.error, 'The server answered 404 Not Found');
    const error = await check('/error');
    assert.equal(error.status, 'broken');
    assert.equal(error.httpStatus, 500);
    assert.equal(error.error, 'The server answered 500 Internal Server Error');
  });

  it('a redirect loop: broken', async () => {
    const result = await check('/loop/a');
    assert.equal(result.status, 'broken');
    assert.equal(result.error, 'The link redirects in a loop');
    assert.equal(result.redirects.length, 2);
  });

  it('more than 5 redirects: broken; exactly 5 are followed', async () => {
    const six = await check('/many/6');
    assert.equal(six.status, 'broken');
    assert.equal(six.error, 'The link redirects more than 5 times');
    const five = await check('/many/5');
    assert.equal(five.status, 'warning', 'five redirects end on the 200');
    assert.equal(five.httpStatus, 200);
  });

  it('slower than the timeout: broken, and the check ends at the timeout', async () => {
    const started = Date.now();
    const result = await check('/slow/5000', { timeoutMs: 300 });
    assert.equal(result.status, 'broken');
    assert.equal(result.error, 'The server did not answer within 0.3 seconds');
    assert.equal(result.httpStatus, null);
    assert.ok(Date.now() - started < 1_500, `took ${Date.now() - started} ms`);
  });

  it('slower than half the timeout: warning', async () => {
    const result = await check('/slow/400', { timeoutMs: 700 });
    assert.equal(result.status, 'warning');
    assert.match(result.error!, /took 0\.\d seconds/);
  });

  it('connection refused: broken', async () => {
    const result = await checkLink(`http://127.0.0.1:${await closedPort()}/`, options);
    assert.equal(result.status, 'broken');
    assert.equal(result.error, 'The connection was refused');
  });

  it('a name that does not resolve: broken', async () => {
    const result = await checkLink('http://no-such-host.invalid/', options);
    assert.equal(result.status, 'broken');
    assert.match(result.error!, /could not be found/);
  });

  it('HEAD 405 then GET 200: healthy; HEAD dropping the connection then GET: healthy', async () => {
    let before = target.requests.length;
    const result = await check('/no-head');
    assert.equal(result.status, 'healthy');
    assert.deepEqual(target.requests.slice(before).map((r) => r.method), ['HEAD', 'GET']);
    before = target.requests.length;
    const reset = await check('/head-reset');
    assert.equal(reset.status, 'healthy');
    assert.deepEqual(target.requests.slice(before).map((r) => r.method), ['HEAD', 'GET']);
  });

  it('GET never downloads the body', async () => {
    // HEAD is refused, and GET's body never ends: only the headers are read.
    const started = Date.now();
    const result = await check('/big');
    assert.equal(result.status, 'healthy');
    assert.ok(Date.now() - started < 500);
  });

  it('a TLS failure (self-signed certificate): broken, the reason names it', async (context) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-tls-'));
    try {
      const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-days', '1',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
      if (made.status !== 0) return context.skip('openssl is not available to make a certificate');
      const server = https.createServer({ key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) }, (_req, res) =>
        res.writeHead(200).end('ok'),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const result = await checkLink(`https://localhost:${(server.address() as AddressInfo).port}/`, options);
        assert.equal(result.status, 'broken');
        assert.match(result.error!, /^The secure connection to localhost failed \(.*(SELF_SIGNED|self-signed).*\)$/i);
      } finally {
        server.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('429: warning', async () => {
    const result = await check('/limited');
    assert.equal(result.status, 'warning');
    assert.equal(result.httpStatus, 429);
    assert.match(result.error!, /429 Too Many Requests/);
  });

  it('not http(s), not a URL: broken without a request', async () => {
    assert.match((await checkLink('ftp://example.com/file', options)).error!, /Only http and https/);
    assert.equal((await checkLink('not a url', options)).error, 'The link is not a valid URL');
    const toFile = await check(`/to?url=${encodeURIComponent('file:///etc/passwd')}`);
    assert.equal(toFile.status, 'broken');
    assert.match(toFile.error!, /Only http and https/);
  });

  describe('with the private-address guard on', () => {
    it('refuses a loopback link without connecting: broken with the reason', async () => {
      const before = target.requests.length;
      const result = await check('/ok', { allowPrivate: false });
      assert.equal(result.status, 'broken');
      assert.match(result.error!, /127\.0\.0\.1, a loopback address/);
      assert.equal(target.requests.length, before, 'nothing was asked');
    });

    it('refuses a name that resolves to a private address (no second lookup can change it)', async () => {
      let lookups = 0;
      const lookup = async () => {
        lookups++;
        return [{ address: '10.1.2.3', family: 4 as const }];
      };
      const result = await checkLink('http://shop.example/', { ...options, allowPrivate: false, lookup });
      assert.equal(result.status, 'broken');
      assert.match(result.error!, /shop\.example \(10\.1\.2\.3\), a private network address/);
      assert.equal(lookups, 1);
    });

    it('refuses a name with a mix of public and private addresses', async () => {
      const lookup = async () => [
        { address: '93.184.216.34', family: 4 as const },
        { address: '169.254.169.254', family: 4 as const },
      ];
      const result = await checkLink('http://metadata.example/', { ...options, allowPrivate: false, lookup });
      assert.match(result.error!, /\(169\.254\.169\.254\), a link-local address/);
    });

    it('connects to the vetted address, not a fresh lookup of the name', async () => {
      // The name is resolved once, by us, to the target's address; Host and the URL keep the name.
      const lookup = async () => [{ address: '127.0.0.1', family: 4 as const }];
      const before = target.requests.length;
      const result = await checkLink(`http://merchant.example:${target.port}/ok`, {
        ...options,
        allowPrivate: false,
        lookup,
        guardExceptions: new Set(['127.0.0.1']),
      });
      assert.equal(result.status, 'healthy');
      assert.equal(target.requests[before].host, `merchant.example:${target.port}`);
    });

    it('vets every hop: a redirect to a private address is refused', async () => {
      // 127.0.0.1 is let through for the first hop only; the redirect's targets are not.
      for (const next of ['http://[::1]/', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:7f00:2]/', `http://127.0.0.2:${target.port}/ok`]) {
        const result = await check(`/to?url=${encodeURIComponent(next)}`, { allowPrivate: false, guardExceptions: new Set(['127.0.0.1']) });
        assert.equal(result.status, 'broken', next);
        assert.match(result.error!, /which is not checked for safety/, next);
        assert.equal(result.redirects.length, 1, next);
      }
    });
  });
});

describe('limiter', () => {
  it('runs at most 8 at once overall and 2 per host, and every task', async () => {
    const limiter = createLimiter({ total: LINK_CHECK.concurrency, perHost: LINK_CHECK.perHost });
    let active = 0;
    let maxActive = 0;
    const perHost = new Map<string, number>();
    let maxPerHost = 0;
    const task = (host: string) => async () => {
      active++;
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
      maxActive = Math.max(maxActive, active);
      maxPerHost = Math.max(maxPerHost, perHost.get(host)!);
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 10));
      active--;
      perHost.set(host, perHost.get(host)! - 1);
      return host;
    };
    // One busy host first, then many: the others must not wait behind it.
    const hosts = [...Array(20).fill('busy.example'), ...Array.from({ length: 40 }, (_, i) => `shop${i % 10}.example`)];
    const results = await Promise.all(hosts.map((host) => limiter.run(host, task(host))));
    assert.deepEqual(results, hosts);
    assert.equal(maxActive, LINK_CHECK.concurrency);
    assert.equal(maxPerHost, LINK_CHECK.perHost);
    assert.equal(limiter.running, 0);
    assert.equal(limiter.waiting, 0);
  });

  it('a failing task frees its place, also one that throws before returning a promise', async () => {
    const limiter = createLimiter({ total: 1, perHost: 1 });
    await assert.rejects(limiter.run('a', async () => Promise.reject(new Error('boom'))), /boom/);
    await assert.rejects(
      limiter.run('a', () => {
        throw new Error('at once');
      }),
      /at once/,
    );
    assert.equal(await limiter.run('a', async () => 'next'), 'next');
  });
});
