// The front-end static server (shared/build/static-server.mjs): security headers, CSP from the runtime
// config, CORS only on the remotes, bad paths refused. Run: node --import tsx --test unit/*.test.ts
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startServer, type StaticServer } from '../lib/front-ends.ts';

const config = {
  apiBaseUrl: 'http://api.example.test:4000',
  remotes: {
    auth: 'http://127.0.0.1:3101/mf-manifest.json',
    users: 'https://cdn.example.test/users/v3/mf-manifest.json',
    catalog: 'not a url',
    public: 'http://127.0.0.1:3104/mf-manifest.json',
  },
  contact: {},
};

/** Raw GET (fetch would normalise the path before sending it). */
function get(server: StaticServer, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path: rawPath, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

let root: string;
let secret: string;
let shell: StaticServer;
let remote: StaticServer;
let restricted: StaticServer;

before(async () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  root = path.join(work, 'dist');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(root, 'remoteEntry.js'), 'console.log(1)');
  // A file next to the served folder: a traversal would reach it.
  secret = path.join(work, 'secret.txt');
  writeFileSync(secret, 'SECRET');
  shell = await startServer({ root, spa: true, config: () => config });
  remote = await startServer({ root, spa: true, cors: true });
  restricted = await startServer({ root, spa: true, cors: ['http://shell.example.test'] });
});

after(async () => {
  await Promise.all([shell, remote, restricted].map((s) => s.close()));
  rmSync(path.dirname(root), { recursive: true, force: true });
});

describe('security headers', () => {
  test('every answer carries nosniff, the referrer policy, DENY framing and a CSP', async () => {
    for (const [server, p] of [[shell, '/'], [shell, '/login'], [shell, '/config.json'], [remote, '/remoteEntry.js'], [remote, '/missing.js']] as const) {
      const res = await get(server, p);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', p);
      assert.equal(res.headers['x-frame-options'], 'DENY', p);
      assert.ok(res.headers['content-security-policy'], p);
    }
  });

  test("the shell's CSP allows exactly its own origin, the remotes' and the API's", async () => {
    const csp = String((await get(shell, '/login')).headers['content-security-policy']);
    assert.equal(directive(csp, 'script-src'), "script-src 'self' http://127.0.0.1:3101 https://cdn.example.test http://127.0.0.1:3104");
    assert.equal(
      directive(csp, 'connect-src'),
      "connect-src 'self' http://api.example.test:4000 http://127.0.0.1:3101 https://cdn.example.test http://127.0.0.1:3104",
    );
    assert.equal(directive(csp, 'img-src'), "img-src 'self' http://api.example.test:4000 https: data:");
    assert.equal(directive(csp, 'style-src'), "style-src 'self' 'unsafe-inline'");
    assert.equal(directive(csp, 'frame-ancestors'), "frame-ancestors 'none'");
    assert.equal(directive(csp, 'object-src'), "object-src 'none'");
    assert.equal(directive(csp, 'base-uri'), "base-uri 'self'");
    assert.equal(directive(csp, 'default-src'), "default-src 'self'");
    assert.doesNotMatch(csp, /unsafe-eval|\*/);
  });

  test('the CSP follows the config when it changes (the browser tests learn the API URL late)', async () => {
    let api = 'http://127.0.0.1:9';
    const server = await startServer({ root, spa: true, config: () => ({ ...config, apiBaseUrl: api }) });
    try {
      assert.match(String((await get(server, '/')).headers['content-security-policy']), /connect-src 'self' http:\/\/127\.0\.0\.1:9 /);
      api = 'http://127.0.0.1:45678';
      assert.match(String((await get(server, '/')).headers['content-security-policy']), /connect-src 'self' http:\/\/127\.0\.0\.1:45678 /);
    } finally {
      await server.close();
    }
  });

  test("a remote's own page loads only its own scripts", async () => {
    const csp = String((await get(remote, '/')).headers['content-security-policy']);
    assert.equal(directive(csp, 'script-src'), "script-src 'self'");
    assert.equal(directive(csp, 'frame-ancestors'), "frame-ancestors 'none'");
  });
});

describe('CORS', () => {
  test('the shell answers no Access-Control-Allow-Origin, not even to a preflight', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const res = await new Promise<Record<string, unknown>>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: shell.port, path: '/config.json', method, headers: { origin: 'http://evil.example' } }, (r) => {
          r.resume();
          resolve(r.headers);
        });
        req.on('error', reject);
        req.end();
      });
      assert.equal(res['access-control-allow-origin'], undefined, method);
    }
  });

  test('a remote answers CORS so the shell can fetch its manifest; a list answers only its origins', async () => {
    assert.equal((await get(remote, '/remoteEntry.js', { origin: 'http://shell.example.test' })).headers['access-control-allow-origin'], '*');
    const allowed = await get(restricted, '/remoteEntry.js', { origin: 'http://shell.example.test' });
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://shell.example.test');
    assert.match(String(allowed.headers.vary), /Origin/);
    const other = await get(restricted, '/remoteEntry.js', { origin: 'http://evil.example' });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });
});

describe('bad paths', () => {
  test('a malformed percent-encoding is a 400 that does not echo the error', async () => {
    for (const p of ['/%E0%A4%A', '/%', '/assets/%ZZ.js']) {
      const res = await get(shell, p);
      assert.equal(res.status, 400, p);
      assert.doesNotMatch(res.body, /URI malformed|URIError/, p);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
    }
  });

  test('a NUL byte in the path is a 400', async () => {
    assert.equal((await get(shell, '/index.html%00.js')).status, 400);
  });

  test('path traversal stays refused (encoded slashes and dots)', async () => {
    for (const p of ['/..%2fsecret.txt', '/..%2f..%2fetc/passwd', '/%2e%2e/secret.txt', '/..%5csecret.txt', '/assets/..%2f..%2fsecret.txt']) {
      for (const server of [shell, remote]) {
        const res = await get(server, p);
        assert.ok([400, 403, 404].includes(res.status) || (res.status === 200 && !res.body.includes('SECRET')), `${p}: ${res.status}`);
        assert.doesNotMatch(res.body, /SECRET|root:/, p);
      }
    }
    assert.equal((await get(shell, '/..%2f..%2fetc/passwd')).status, 403);
  });

  test('the files themselves are still served', async () => {
    const res = await get(remote, '/remoteEntry.js');
    assert.equal(res.status, 200);
    assert.equal(res.body, 'console.log(1)');
    assert.equal((await get(shell, '/users/7')).status, 200); // SPA fallback
  });
});
