/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@app/shared';
import { createShellServer } from '../app';
import type { PublicRemote } from '../publicRemote';
import type { PublicSsrModule } from '../render';

const INDEX = '<!doctype html><html><head><title>Affiliate Catalogue</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';
const CONFIG: RuntimeConfig = { apiBaseUrl: 'http://api.test', remotes: { public: 'http://public.test/mf-manifest.json' }, contact: {} };

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'main.0123abcd.js'), 'console.log(1)');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A stand-in for remote-public's ./ssr: one page per path, /gone is "not found". */
function fakeSsr({ delayMs = 0 } = {}): PublicSsrModule {
  return {
    PAGE_DATA_ELEMENT_ID: 'public-page-data',
    PublicRoutes: () => (
      <>
        <title>Page title $&amp; more</title>
        <meta name="description" content="About this page" />
        <link rel="canonical" href="https://shop.example/" />
        <p className="public">Rendered on the server</p>
      </>
    ),
    async preparePage(url, { signal }) {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      });
      return { data: { products: [{ title: 'A </script> title' }] }, wrap: (app) => <>{app}</>, status: () => (url.pathname === '/gone' ? 404 : 200) };
    },
  };
}

const remoteOf = (get: () => Promise<PublicSsrModule>): PublicRemote => ({ get, check: async () => {}, close: () => {} });

async function serverWith(remote: PublicRemote | null, budgetMs = 1500): Promise<FastifyInstance> {
  return createShellServer({ root, config: () => CONFIG, publicRemote: remote, budgetMs });
}

describe('the shell server', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('renders a public page with its styles, its data and the config for the browser', async () => {
    const app = await serverWith(remoteOf(async () => fakeSsr()));
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/<div id="root">.*Rendered on the server.*<\/div>/s);
    expect(html).toMatch(/<style data-styled[^>]*>.*<\/style><\/head>/s);
    // The page's title, description and canonical link are in <head>, replacing the shell's title.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Page title $&amp; more</title><meta name="description" content="About this page"/><link rel="canonical" href="https://shop.example/"/>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="root"><!--\$--><p class="public">/); // and not in the root
    const data = html.match(/<script type="application\/json" id="public-page-data">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(data!)).toEqual({ products: [{ title: 'A </script> title' }] });
    expect(html).not.toContain('A </script> title');
    const config = html.match(/<script type="application\/json" id="app-config">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(config!)).toEqual(CONFIG);
    expect(html).not.toMatch(/<script(?![^>]*(type="application\/json"|src=))/); // no inline script
    await app.close();
  });

  it('answers 404 with the rendered not-found page', async () => {
    const app = await serverWith(remoteOf(async () => fakeSsr()));
    const response = await app.inject('/gone');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Rendered on the server');
    await app.close();
  });

  it('answers the client-rendered page for the staff routes, without asking the remote', async () => {
    const get = jest.fn(async () => fakeSsr());
    const app = await serverWith(remoteOf(get));
    for (const url of ['/dashboard', '/users/12/edit', '/products/add', '/categories', '/login', '/register']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
    expect(get).not.toHaveBeenCalled();
    await app.close();
  });

  it('answers the client-rendered page when the server container cannot be loaded, and says why', async () => {
    const app = await serverWith(remoteOf(async () => Promise.reject(new Error('remoteEntry.js answered HTTP 502'))));
    const response = await app.inject('/product?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('remoteEntry.js answered HTTP 502'));
    await app.close();
  });

  it('answers the client-rendered page when the data takes longer than the budget', async () => {
    const app = await serverWith(remoteOf(async () => fakeSsr({ delayMs: 5000 })), 200);
    const started = Date.now();
    const response = await app.inject('/search?query=x');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('longer than 200 ms'));
    await app.close();
  });

  it('serves files with the caching rules: hashed for a year, the rest no-store; a missing file is a 404', async () => {
    const app = await serverWith(null);
    const hashed = await app.inject('/main.0123abcd.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await app.inject('/config.json');
    expect(config.headers['cache-control']).toBe('no-store');
    expect(config.json()).toEqual(CONFIG);
    expect((await app.inject('/index.html')).headers['cache-control']).toBe('no-store');
    expect((await app.inject('/missing.0123abcd.js')).statusCode).toBe(404);
    // The SEO routes are mounted (their own tests cover them).
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /dashboard');
    // Without a server container every page is the client-rendered one.
    expect((await app.inject('/')).body).toBe(INDEX);
    await app.close();
  });

  it('sends the security headers on pages, files and errors, and no CORS', async () => {
    const app = await serverWith(remoteOf(async () => fakeSsr()));
    for (const url of ['/', '/dashboard', '/main.0123abcd.js', '/config.json', '/gone', '/missing.0123abcd.js']) {
      const response = await app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' http://public.test");
      expect(csp).toContain('connect-src \'self\' http://api.test');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    await app.close();
  });
});

describe('the rendered-page cache', () => {
  it('renders a URL once within cacheMs, then answers it while one render replaces it in the background', async () => {
    const ssr = fakeSsr();
    const prepare = jest.spyOn(ssr, 'preparePage');
    const app = await createShellServer({ root, config: () => CONFIG, publicRemote: remoteOf(async () => ssr), cacheMs: 300 });
    const bodies = await Promise.all([app.inject('/'), app.inject('/'), app.inject('/')]);
    expect(bodies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(prepare).toHaveBeenCalledTimes(1);
    await app.inject('/product');
    expect(prepare).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const stale = await Promise.all([app.inject('/'), app.inject('/')]);
    expect(stale.map((r) => r.body)).toEqual([bodies[0]!.body, bodies[0]!.body]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prepare).toHaveBeenCalledTimes(3); // one background render for both
    await app.close();
  });

  it('drops every cached page when the API\'s catalogue version moves (an admin changed the catalogue)', async () => {
    let version = '1';
    const api = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.url === '/api/catalog/version' ? { success: true, version, changedAt: '' } : {}));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const ssr = fakeSsr();
    const prepare = jest.spyOn(ssr, 'preparePage');
    const app = await createShellServer({ root, config: () => ({ ...CONFIG, apiBaseUrl }), publicRemote: remoteOf(async () => ssr), cacheMs: 60_000, catalogPollMs: 30 });
    try {
      await app.inject('/');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await app.inject('/');
      expect(prepare).toHaveBeenCalledTimes(1); // the same version: the page stays
      version = '2';
      await new Promise((resolve) => setTimeout(resolve, 150));
      await app.inject('/');
      expect(prepare).toHaveBeenCalledTimes(2);
    } finally {
      await app.close();
      api.close();
    }
  });

  it('answers a cached page compressed once, in the encoding the browser accepts', async () => {
    const app = await createShellServer({ root, config: () => CONFIG, publicRemote: remoteOf(async () => fakeSsr()), cacheMs: 60_000 });
    const plain = await app.inject('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const notFound = await app.inject({ url: '/gone', headers: { 'accept-encoding': 'gzip' } });
    expect(notFound.statusCode).toBe(404);
    expect(gunzipSync(notFound.rawPayload).toString()).toContain('Rendered on the server');
    await app.close();
  });
});
