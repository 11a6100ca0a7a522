/**
 * Server rendering figures (part of `npm run bench`; alone: `npm run bench:ssr -w e2e`). For /, /product and
 * /search, BENCH_RUNS cold loads at BENCH_CPU x CPU slowdown in headless Chromium: TTFB, FCP, LCP and the JS
 * loaded (gzip), for three ways of serving the same built front ends:
 * - "server": the shell's production server as `npm start` runs it (public pages rendered on the server, then
 *   hydrated; a rendered page reused for 1 s, then answered while it is rendered again: SSR_CACHE_MS), for a
 *   page other visitors ask for (another request for the URL just before each load: the page is in the cache);
 * - "no cache": the same server rendering every request (the first visit of a URL, or SSR_CACHE_MS=0);
 * - "browser": the same build from the static server, rendered in the browser (the page before this work);
 * - "static": the page's rendered DOM saved as a plain HTML file (no script), the reference.
 * Each page's LCP is also given as a ratio to the static reference's.
 * Then the server's throughput for / with autocannon (50 connections, 10 s): req/s, p50, p99; then Lighthouse's
 * four scores for / and /product (bench/lighthouse.ts; BENCH_SKIP_LIGHTHOUSE=1 leaves them out).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startApi } from '../lib/api-server.ts';
import { buildFrontEnds } from '../lib/build.ts';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { coldPage, CPU_SLOWDOWN, VIEWPORT } from './cold-page.ts';
import { distDir, startFrontEnds, startServer, startShellServer } from '../lib/front-ends.ts';
import { benchLighthouse } from './lighthouse.ts';

const PAGES = ['/', '/product', '/search'];
const RUNS = Number(process.env.BENCH_RUNS || 5);

interface Load {
  ttfb: number;
  fcp: number;
  lcp: number;
  jsGzip: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const { context, page } = await coldPage(browser);
  const scripts: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    // Each script's own size: `npm run bench:scripts -w e2e`.
    scripts.push(response.body().then((b) => gzipSync(b).length, () => 0));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="home-card"], [data-testid="product-card"], h1').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ttfb: nav.responseStart, fcp: fcp?.startTime ?? 0, lcp: (window as unknown as { __lcp: number }).__lcp };
  });
  const jsGzip = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ...timing, jsGzip };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The page as the browser shows it once rendered, without its scripts: the static reference. Served with the
 * shell's CSP for the same API (its images load as the real page's do), in the same viewport as the loads.
 */
async function snapshot(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('[data-testid="home-card"], [data-testid="product-card"], h1').first().waitFor();
  const html = await page.evaluate(() => {
    // styled-components adds its rules through the CSSOM (insertRule), which outerHTML leaves out: write them in,
    // or the reference is an unstyled page that paints sooner than the real one could.
    for (const style of document.querySelectorAll('style')) {
      const rules = style.sheet ? [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n') : '';
      if (rules) style.textContent = rules;
    }
    document.querySelectorAll('script').forEach((s) => s.remove());
    return `<!doctype html>${document.documentElement.outerHTML}`;
  });
  await page.close();
  return html;
}

async function throughput(url: string) {
  let autocannon: (options: object) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;
  try {
    // The API workspace's load tester (a dev dependency there), when installed.
    const name = 'autocannon';
    autocannon = ((await import(name)) as { default: typeof autocannon }).default;
  } catch {
    console.log('  (autocannon not installed: throughput skipped)');
    return;
  }
  // Asking for compressed pages as browsers do (the HTML is 5-6 times smaller, but compressing costs the server).
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  await autocannon({ url, headers, connections: 10, duration: 2 }); // warm-up
  const result = await autocannon({ url, headers, connections: 50, duration: 10 });
  console.log(
    `  ${url.replace(/^https?:\/\/[^/]+/, '')} at 50 connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
}

export async function benchSsr() {
  const executablePath = findChromium();
  buildFrontEnds();
  let apiUrl = '';
  const { servers, config } = await startFrontEnds(() => apiUrl);
  const api = await startApi();
  apiUrl = api.url;
  const clientRendered = await startServer({ root: distDir('shell'), spa: true, config });
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-'));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const reference = await startServer({ root: work, securityConfig: config });
  // As `npm start` serves the shell (SSR_CACHE_MS default).
  const cached = await startShellServer({ config, cacheMs: 1000 });
  try {
    const shellUrl = servers.shell!.url;
    await load(browser, `${shellUrl}/`); // warm-up (API first queries, container load)
    await load(browser, `${cached.url}/`);
    console.log(`\nServer rendering: ${RUNS} cold loads each, CPU slowdown ${CPU_SLOWDOWN}x, medians (ms)`);
    console.log('page       served by  TTFB    FCP    LCP  JS gzip (KB)  LCP / static');
    for (const pagePath of PAGES) {
      const file = `${pagePath === '/' ? 'home' : pagePath.slice(1)}.html`;
      writeFileSync(path.join(work, file), await snapshot(browser, `${shellUrl}${pagePath}`));
      const ways = [
        ['server', `${cached.url}${pagePath}`],
        ['no cache', `${shellUrl}${pagePath}`],
        ['browser', `${clientRendered.url}${pagePath}`],
        ['static', `${reference.url}/${file}`],
      ] as const;
      // The ways take turns (one load each, RUNS rounds): a burst of load on the machine hits all of them.
      const loads = new Map<string, Load[]>(ways.map(([way]) => [way, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const [way, url] of ways) {
          if (way === 'server') await fetch(url, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
          loads.get(way)!.push(await load(browser, url));
        }
      }
      const m = (way: string, key: keyof Load) => median(loads.get(way)!.map((l) => l[key]));
      for (const [way] of ways) {
        const ratio = way === 'static' ? '' : `${(m(way, 'lcp') / m('static', 'lcp')).toFixed(2)}x`;
        console.log(
          `${(way === 'server' ? pagePath : '').padEnd(10)} ${way.padEnd(9)} ${m(way, 'ttfb').toFixed(0).padStart(5)} ${m(way, 'fcp').toFixed(0).padStart(6)} ${m(way, 'lcp').toFixed(0).padStart(6)} ${(m(way, 'jsGzip') / 1024).toFixed(1).padStart(13)}  ${ratio.padStart(12)}`,
        );
      }
    }
    console.log('\nServer throughput (autocannon): every request rendered, then as npm start serves it (1 s page cache)');
    await throughput(`${shellUrl}/`);
    await throughput(`${cached.url}/`);
    if (!process.env.BENCH_SKIP_LIGHTHOUSE) await benchLighthouse(cached.url, ['/', '/product']);
  } finally {
    await cached.close();
    await browser.close();
    await reference.close();
    await clientRendered.close();
    await Promise.all(Object.values(servers).map((s) => s!.close()));
    await api.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('bench', 'ssr.ts'))) {
  benchSsr().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
