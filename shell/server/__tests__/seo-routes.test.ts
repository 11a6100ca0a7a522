/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { disallowedPaths, seoRoutes, SITEMAP_CACHE_MS, type SeoRoutesOptions } from '../seo-routes';

const SITE = 'https://shop.example';
const STATIC_PATHS = ['/', '/product', '/about', '/blog', '/blog/how-we-rank-products'];

/** A stand-in for the API's public category list, with a switch to make it fail. */
async function fakeApi() {
  const state = { calls: 0, down: false, categories: [] as Array<Record<string, unknown>>, lastAuth: undefined as string | undefined };
  const api = Fastify();
  api.get('/api/categories', async (request, reply) => {
    state.calls += 1;
    state.lastAuth = request.headers.authorization;
    if (state.down) return reply.code(500).send({ success: false, message: 'Database unavailable' });
    expect(request.query).toEqual({ isActive: 'true' });
    return { success: true, categories: state.categories };
  });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, close: () => api.close() };
}

let api: Awaited<ReturnType<typeof fakeApi>>;
let app: FastifyInstance;
let clock: number;
let warn: jest.SpyInstance;

async function serve(options: Partial<SeoRoutesOptions> = {}) {
  app = Fastify();
  await app.register(seoRoutes, { apiBaseUrl: () => api.url, siteUrl: () => `${SITE}/`, staticPaths: async () => STATIC_PATHS, now: () => clock, ...options });
  return app;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

beforeEach(async () => {
  clock = 1_000_000;
  api = await fakeApi();
  api.state.categories = [
    { _id: 'c1', name: 'Lighting', slug: 'lighting', isActive: true, updatedAt: '2026-03-04T10:00:00.000Z' },
    { _id: 'c2', name: 'Tools & <Gear>', slug: 'tools&gear', isActive: true, updatedAt: '2026-05-06T10:00:00.000Z' },
    { _id: 'c3', name: 'Old', slug: 'old', isActive: false, updatedAt: '2026-01-01T00:00:00.000Z' },
  ];
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  warn.mockRestore();
  await app?.close();
  await api.close();
});

describe('/robots.txt', () => {
  it('disallows the staff and sign-in pages and names the sitemap by its absolute URL', async () => {
    await serve();
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dashboard', '/users', '/products', '/categories', '/login', '/register']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // '/products' must not shut out the public catalogue at '/product'.
    expect(lines).not.toContain('Disallow: /product');
    expect(lines.filter((l) => l.startsWith('Disallow:')).map((l) => l.slice(10))).toEqual(disallowedPaths());
  });
});

describe('/sitemap.xml', () => {
  it('is valid XML listing the static pages and each active category, escaped, without admin routes', async () => {
    await serve();
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = new JSDOM(res.body, { contentType: 'application/xml' }).window.document;
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]!.textContent,
      lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
    expect(urls).toEqual([
      ...STATIC_PATHS.map((p) => ({ loc: `${SITE}${p}`, lastmod: null })),
      { loc: `${SITE}/product?category=lighting`, lastmod: '2026-03-04' },
      { loc: `${SITE}/product?category=tools%26gear`, lastmod: '2026-05-06' },
    ]);
    expect(res.body).not.toContain('category=old');
    for (const path of disallowedPaths()) expect(locs(res.body).some((loc) => new URL(loc).pathname.startsWith(path))).toBe(false);
    expect(api.state.lastAuth).toBeUndefined();
  });

  it('escapes what XML reserves', async () => {
    await serve({ staticPaths: () => ['/a?x=1&y=<2>'] });
    api.state.categories = [];
    const res = await app.inject('/sitemap.xml');
    expect(res.body).toContain(`<loc>${SITE}/a?x=1&amp;y=&lt;2&gt;</loc>`);
  });

  it('is built once per 5 minutes, then from fresh data', async () => {
    await serve();
    const first = await app.inject('/sitemap.xml');
    expect(first.headers['cache-control']).toBe(`public, max-age=${SITEMAP_CACHE_MS / 1000}`);
    api.state.categories.push({ _id: 'c4', name: 'Garden', slug: 'garden', isActive: true });
    clock += SITEMAP_CACHE_MS - 1;
    const [a, b] = await Promise.all([app.inject('/sitemap.xml'), app.inject('/sitemap.xml')]);
    expect(api.state.calls).toBe(1);
    expect(a.body).toBe(first.body);
    expect(b.body).not.toContain('garden');
    clock += 2;
    const later = await app.inject('/sitemap.xml');
    expect(api.state.calls).toBe(2);
    expect(locs(later.body)).toContain(`${SITE}/product?category=garden`);
  });

  it('API down: 503 with Retry-After when no sitemap was built yet, else the last good one', async () => {
    await serve();
    api.state.down = true;
    const down = await app.inject('/sitemap.xml');
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('300');
    expect(down.headers['cache-control']).toBe('no-store');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'));

    api.state.down = false;
    const good = await app.inject('/sitemap.xml');
    expect(good.statusCode).toBe(200);
    api.state.down = true;
    clock += SITEMAP_CACHE_MS + 1;
    const stale = await app.inject('/sitemap.xml');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(good.body);
  });

  it('the static pages unavailable (server container down): 503, not a sitemap without them', async () => {
    await serve({ staticPaths: async () => Promise.reject(new Error('remote-public server container not loaded')) });
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(503);
  });

  it('follows a change of the public site URL without waiting for the cache', async () => {
    let site = SITE;
    await serve({ siteUrl: () => site });
    await app.inject('/sitemap.xml');
    site = 'https://www.shop.example';
    const res = await app.inject('/sitemap.xml');
    expect(locs(res.body)[0]).toBe('https://www.shop.example/');
  });
});

describe('without a configured site URL', () => {
  it('robots.txt and the sitemap use the origin the request came to', async () => {
    await serve({ siteUrl: () => undefined });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'shop.test:8080' } });
    expect(robots.body).toContain('Sitemap: http://shop.test:8080/sitemap.xml');
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.test:8080' } });
    expect(locs(sitemap.body)[0]).toBe('http://shop.test:8080/');
  });
});

describe('/share-image.jpg', () => {
  it('serves the configured image, and does not exist without one', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'seo-'));
    try {
      const file = path.join(dir, 'share.jpg');
      writeFileSync(file, Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      await serve({ shareImageFile: file });
      const res = await app.inject('/share-image.jpg');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
      await app.close();
      await serve();
      expect((await app.inject('/share-image.jpg')).statusCode).toBe(404);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
