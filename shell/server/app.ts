/**
 * The shell's production server: the built shell (dist/) with its caching rules, /config.json, the visitors'
 * pages rendered on the server, and the client-rendered index.html for the staff pages (and whenever server
 * rendering fails: a visitor always gets a working page).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { setRuntimeConfig, type RuntimeConfig } from '@app/shared/public';
import { isAdminPath } from '../src/app/routeTable';
import { CONFIG_ELEMENT_ID, injectPage, splitHoistables } from './html';
import type { PublicRemote } from './publicRemote';
import { watchCatalogVersion } from './catalogVersion';
import { compressedPage, createPageCache, preferredEncoding, type Page } from './pageCache';
import { renderPublicPage, type PublicSsrModule, type RenderedPage } from './render';
import { securityHeaders } from '../../shared/build/security-headers.mjs';
import { seoRoutes } from './seo-routes';

/** Content-hashed file names (webpack's [contenthash:8]): cached for a year, never revalidated. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

export interface ShellServerOptions {
  /** The shell's build (dist/). */
  root: string;
  /** The runtime config answered at /config.json (read at each request: it may change). */
  config: () => RuntimeConfig;
  /** remote-public's server container; null: every page is client-rendered. */
  publicRemote: PublicRemote | null;
  /** Time allowed for the data, the remote and the render of one page, in ms. */
  budgetMs?: number;
  /**
   * How long a rendered page is answered again to the same URL, in ms (0: never). Every visitor sees the same
   * public page (the server never renders with a token), so a short cache costs only that much staleness.
   */
  cacheMs?: number;
  /**
   * After cacheMs, how much longer (ms) the page is still answered while one render replaces it in the
   * background (default 10 x cacheMs): a busy URL never waits for a render once it has been rendered.
   */
  staleMs?: number;
  /**
   * How often (ms) the API's catalogue version is asked for while pages are cached; when it moves (an admin changed
   * products or categories) every cached page is dropped. Default 1000; 0: never asked.
   */
  catalogPollMs?: number;
  /** The site's default share image (served at /share-image.jpg). */
  shareImageFile?: string;
  logger?: boolean | object;
}

/** At most this many rendered pages are kept (URLs differ by their query). */
const CACHE_ENTRIES = 500;

export async function createShellServer({ root, config, publicRemote, budgetMs = 1500, cacheMs = 0, staleMs = cacheMs * 10, catalogPollMs = 1000, shareImageFile, logger = false }: ShellServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, forceCloseConnections: true });
  const indexFile = path.join(root, 'index.html');

  // The same Content-Security-Policy, nosniff, Referrer-Policy and no-framing headers as the static servers,
  // on every answer (the config, and so the allowed origins, may change while the server runs).
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders(config(), { shell: true }));
  });
  await app.register(fastifyCompress, { global: true, threshold: 512 });
  await app.register(fastifyStatic, {
    root,
    index: false, // '/' is a page (server-rendered), not the bare index.html
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-store');
    },
  });

  // /sitemap.xml (the public pages remote-public's server container lists, and the categories), /robots.txt.
  await app.register(seoRoutes, {
    apiBaseUrl: () => config().apiBaseUrl,
    siteUrl: () => config().siteUrl,
    staticPaths: async () => {
      const paths = publicRemote && (await publicRemote.get()).PUBLIC_STATIC_PATHS;
      if (!paths) throw new Error('remote-public server container has no PUBLIC_STATIC_PATHS');
      return paths;
    },
    shareImageFile,
  });

  app.get('/config.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return config();
  });

  // Re-read when the shell is redeployed into the same folder: index.html names the new bundles.
  async function template(): Promise<string> {
    return readFile(indexFile, 'utf8');
  }

  async function clientRendered(reply: FastifyReply, status = 200) {
    return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(await template());
  }

  async function serverRender(url: string): Promise<RenderedPage> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`server rendering took longer than ${budgetMs} ms`)), budgetMs);
    try {
      const work = (async () => {
        const ssr: PublicSsrModule = await publicRemote!.get();
        setRuntimeConfig(config());
        return renderPublicPage(new URL(url, 'http://localhost'), ssr, controller.signal);
      })();
      // The budget bounds every step, loading the container included.
      const aborted = new Promise<never>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
      });
      return await Promise.race([work, aborted]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function renderedPage(url: string): Promise<{ status: number; html: string }> {
    const rendered = await serverRender(url);
    const { hoisted, body } = splitHoistables(rendered.html);
    const html = injectPage(await template(), {
      head: `${hoisted}${rendered.styles}`,
      root: body,
      json: { [rendered.dataElementId]: rendered.data, [CONFIG_ELEMENT_ID]: config() },
    });
    return { status: rendered.status, html };
  }

  // Rendered pages by URL (path and query; pageCache.ts).
  const cache = createPageCache({
    freshMs: cacheMs,
    staleMs,
    maxEntries: CACHE_ENTRIES,
    render: async (url) => {
      const { status, html } = await renderedPage(url);
      return compressedPage(status, html);
    },
    onRevalidateError: (url, error) => console.warn(`[ssr] ${url}: background render failed, the previous page is kept (${error instanceof Error ? error.message : String(error)})`),
  });

  if (cacheMs > 0 && catalogPollMs > 0) {
    const watcher = watchCatalogVersion({ apiBaseUrl: () => config().apiBaseUrl, everyMs: catalogPollMs, onChange: () => cache.clear() });
    app.addHook('onClose', async () => watcher.stop());
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).send('Not found');
    const { pathname } = new URL(request.url, 'http://x');
    // A missing file (a script, an image...) is a 404, never a page.
    if (path.extname(pathname)) return reply.code(404).type('text/plain').send('Not found');
    if (isAdminPath(pathname) || !publicRemote) return clientRendered(reply);
    let page: Page | { status: number; html: string; encoded?: undefined };
    try {
      page = cacheMs > 0 ? await cache.get(request.url) : await renderedPage(request.url);
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed, answering the client-rendered page');
      console.warn(`[ssr] ${pathname}: client-rendered page instead (${error instanceof Error ? error.message : String(error)})`);
      return clientRendered(reply);
    }
    reply.code(page.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const encoded = encoding && page.encoded?.[encoding];
    if (!encoding || !encoded) return reply.send(page.html); // compressed by @fastify/compress when accepted
    // Compressed once with the cached page (@fastify/compress leaves an encoded answer as it is).
    return reply.header('Vary', 'Accept-Encoding').header('Content-Encoding', encoding).send(encoded);
  }

  // Every path that is not a file is a page ('/' too: the static plugin would refuse the folder).
  app.get('/', page);
  app.setNotFoundHandler(page);

  return app;
}
