/**
 * /sitemap.xml, /robots.txt and the site's share image, for search engines and link previews.
 *
 * The sitemap is built from live data: the public site's static pages (remote-public's list, PUBLIC_STATIC_PATHS,
 * read from its server container so a new content page needs no shell release) and each active category's
 * catalogue URL (the API's public category list). It is kept for `cacheMs` (5 minutes). When it cannot be
 * built (API or container down), the last good sitemap is served if there is one, else 503 with Retry-After:
 * a sitemap missing the categories would tell crawlers those pages are gone.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MOUNTS } from '../src/app/routeTable';

type Getter<T> = T | (() => T);
const read = <T,>(value: Getter<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

export interface SeoRoutesOptions {
  /** The API's origin (the runtime config's apiBaseUrl; read at each refresh). */
  apiBaseUrl: Getter<string>;
  /** The public site's origin (PUBLIC_SITE_URL, the runtime config's siteUrl); none: the request's own origin. */
  siteUrl: Getter<string | undefined>;
  /** Paths of the public site's static pages, e.g. from remote-public's server container. */
  staticPaths: () => readonly string[] | Promise<readonly string[]>;
  /** How long a built sitemap is served before it is built again (ms). */
  cacheMs?: number;
  /** Time allowed for the API's answer (ms). */
  timeoutMs?: number;
  /** A JPEG served at /share-image.jpg (the pages' default OpenGraph image); none: no such route. */
  shareImageFile?: string;
  now?: () => number;
}

export const SITEMAP_CACHE_MS = 5 * 60_000;
export const SHARE_IMAGE_PATH = '/share-image.jpg';

/** Where crawlers must not go: every mount of the route table outside the public site (sign-in and staff pages). */
export function disallowedPaths(): string[] {
  return Object.values(MOUNTS)
    .filter((mount) => mount.layout !== 'public')
    .map((mount) => mount.path.replace(/\/\*$/, ''));
}

export function robotsTxt(siteUrl: string): string {
  const lines = ['User-agent: *', ...disallowedPaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''];
  return lines.join('\n');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(`${siteUrl}${path}`)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

interface CategoryRow {
  slug?: string;
  isActive?: boolean;
  updatedAt?: string;
}

async function activeCategories(apiBaseUrl: string, timeoutMs: number): Promise<CategoryRow[]> {
  // The public list, without a token: what a visitor can see.
  const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/api/categories?isActive=true`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the API answered HTTP ${response.status} for its categories`);
  const body = (await response.json()) as { categories?: CategoryRow[] };
  if (!Array.isArray(body.categories)) throw new Error('the API answered no category list');
  return body.categories.filter((category) => category.isActive !== false && category.slug);
}

const day = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : undefined);

/** The catalogue filtered by a category, as the catalogue page writes its canonical URL. */
export const categoryPath = (slug: string) => `/product?category=${encodeURIComponent(slug)}`;

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const { cacheMs = SITEMAP_CACHE_MS, timeoutMs = 3000, now = Date.now } = options;
  // A config without siteUrl (e.g. a hand-written config.json): the origin the request came to.
  const siteUrl = (request: FastifyRequest) => (read(options.siteUrl) || `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  let cached: { xml: string; siteUrl: string; builtAt: number } | null = null;
  let building: Promise<string> | null = null;

  async function build(site: string): Promise<string> {
    const [paths, categories] = await Promise.all([options.staticPaths(), activeCategories(read(options.apiBaseUrl), timeoutMs)]);
    const entries: SitemapEntry[] = [...new Set(paths)].map((path) => ({ path }));
    for (const category of categories) entries.push({ path: categoryPath(category.slug!), lastmod: day(category.updatedAt) });
    const xml = sitemapXml(site, entries);
    cached = { xml, siteUrl: site, builtAt: now() };
    return xml;
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteUrl(request);
    const fresh = cached && cached.siteUrl === site && now() - cached.builtAt < cacheMs;
    let xml = fresh ? cached!.xml : null;
    if (!xml) {
      // One build at a time; requests meanwhile wait for it.
      building ??= build(site).finally(() => {
        building = null;
      });
      try {
        xml = await building;
      } catch (error) {
        request.log.warn({ err: error }, 'sitemap not built');
        console.warn(`[seo] sitemap.xml not built: ${error instanceof Error ? error.message : String(error)}`);
        if (!cached) return reply.code(503).header('Retry-After', '300').header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('The sitemap is unavailable, try again later.');
        xml = cached.xml; // the last good one
      }
    }
    return reply.header('Cache-Control', `public, max-age=${Math.floor(cacheMs / 1000)}`).type('application/xml; charset=utf-8').send(xml);
  });

  app.get('/robots.txt', async (request, reply) => {
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(siteUrl(request)));
  });

  if (options.shareImageFile) {
    const file = options.shareImageFile;
    app.get(SHARE_IMAGE_PATH, async (_request, reply) => {
      return reply.header('Cache-Control', 'public, max-age=86400').type('image/jpeg').send(await readFile(file));
    });
  }
};
