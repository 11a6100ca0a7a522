/**
 * `npm run bench` (root) / `npm run bench -w e2e`: the front-end figures, on the built front ends served as in
 * production (each on its own origin, gzip) with the real API.
 * - For /, /product, /search and /login: JavaScript downloaded (gzip bytes) and the median largest-contentful-
 *   paint of 5 cold loads in headless Chromium with 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate); for the
 *   public pages, any admin code downloaded (remote-auth/users/catalog origins or the shell's signed-in layout).
 * - The user list's search on 10,000 users (bench/users-search.ts): last keystroke -> updated table.
 * env: BENCH_RUNS (5), BENCH_CPU (4), E2E_SKIP_BUILD=1 to use the existing dist/ folders, BENCH_VERBOSE=1 to
 * list every script with its gzip size, BENCH_SKIP_USERS=1 to leave out the users search.
 * - Server rendering (bench/ssr.ts, BENCH_SKIP_SSR=1 leaves it out): TTFB, FCP, LCP beside the client-rendered
 *   page and a static copy, and the server's throughput.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startApi } from '../lib/api-server.ts';
import { buildFrontEnds } from '../lib/build.ts';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { coldPage, CPU_SLOWDOWN } from './cold-page.ts';
import { startFrontEnds } from '../lib/front-ends.ts';
import { benchSsr } from './ssr.ts';
import { benchUsersSearch } from './users-search.ts';

const PAGES = [
  { path: '/', isPublic: true },
  { path: '/product', isPublic: true },
  { path: '/search', isPublic: true },
  { path: '/login', isPublic: false },
] as const;
const RUNS = Number(process.env.BENCH_RUNS || 5);
/** The aim for a visitor's first load of /: at most 170 KB of JS, gzip (a phone on a slow network); printed, not enforced. */
const HOME_JS_AIM = 170 * 1024;
/** Texts that exist only in the shell's signed-in layout chunk. */
const ADMIN_MARKERS = ['Collapse sidebar', 'Expand sidebar'];

interface LoadResult {
  lcpMs: number;
  jsGzipBytes: number;
  jsFiles: number;
  adminScripts: string[];
}

async function measure(browser: Browser, url: string, adminOrigins: string[]): Promise<LoadResult> {
  const { context, page } = await coldPage(browser);
  const scripts: Array<Promise<{ url: string; gzip: number; admin: boolean }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => {
          const text = body.toString('utf8');
          const admin = adminOrigins.some((o) => response.url().startsWith(o)) || ADMIN_MARKERS.some((m) => text.includes(m));
          return { url: response.url(), gzip: gzipSync(body).length, admin };
        },
        () => ({ url: response.url(), gzip: 0, admin: false }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page's main content is on screen (cards, or the empty state) before LCP is read.
  await page.locator('[data-testid="home-card"], [data-testid="product-card"], h1, button[type="submit"]').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  const loaded = await Promise.all(scripts);
  if (process.env.BENCH_VERBOSE) for (const s of loaded) console.log(`    ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  await context.close();
  return {
    lcpMs,
    jsGzipBytes: loaded.reduce((sum, s) => sum + s.gzip, 0),
    jsFiles: loaded.length,
    adminScripts: loaded.filter((s) => s.admin).map((s) => s.url),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function benchPages() {
  const executablePath = findChromium();
  buildFrontEnds();
  let apiUrl = '';
  const { servers } = await startFrontEnds(() => apiUrl);
  const api = await startApi();
  apiUrl = api.url;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const adminOrigins = (['auth', 'users', 'catalog'] as const).map((k) => servers[k]?.url).filter((u): u is string => !!u);
  try {
    // One warm-up load so the API's first-query costs do not land on the first measured run.
    await measure(browser, `${servers.shell!.url}/`, adminOrigins);
    console.log(`\nFront-end pages: ${RUNS} cold loads each, CPU slowdown ${CPU_SLOWDOWN}x, headless Chromium, built front ends`);
    console.log('page       JS gzip (KB)  JS files  median LCP (ms)  admin code');
    for (const { path, isPublic } of PAGES) {
      const results: LoadResult[] = [];
      for (let i = 0; i < RUNS; i += 1) results.push(await measure(browser, `${servers.shell!.url}${path}`, isPublic ? adminOrigins : []));
      const js = median(results.map((r) => r.jsGzipBytes));
      const admin = [...new Set(results.flatMap((r) => r.adminScripts))];
      console.log(
        `${path.padEnd(10)} ${(js / 1024).toFixed(1).padStart(12)}  ${String(results[0]!.jsFiles).padStart(8)}  ${median(results.map((r) => r.lcpMs)).toFixed(0).padStart(15)}  ${isPublic ? (admin.length ? admin.join(', ') : 'none') : '-'}`,
      );
      if (path === '/') console.log(`  aim for /: at most ${HOME_JS_AIM / 1024} KB of JS (gzip): ${js <= HOME_JS_AIM ? 'met' : 'not met'}`);
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((s) => s!.close()));
    await api.stop();
  }
}

async function main() {
  await benchPages();
  if (!process.env.BENCH_SKIP_SSR) await benchSsr();
  if (!process.env.BENCH_SKIP_USERS) {
    console.log('');
    await benchUsersSearch();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
