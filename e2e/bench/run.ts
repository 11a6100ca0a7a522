/**
 * `npm run bench` (root) / `npm run bench -w e2e`: for the built public home page (/) and the login page
 * (/login), served as in production (each front end on its own origin, gzip), prints the JavaScript loaded
 * (gzip bytes) and the median largest-contentful-paint of 5 cold loads in headless Chromium with 4x CPU
 * slowdown (CDP Emulation.setCPUThrottlingRate).
 * env: BENCH_RUNS (5), BENCH_CPU (4), E2E_SKIP_BUILD=1 to use the existing dist/ folders.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startApi } from '../lib/api-server.ts';
import { buildFrontEnds } from '../lib/build.ts';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { startFrontEnds } from '../lib/front-ends.ts';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU || 4);
const PAGES = [
  { name: 'public home', path: '/', ready: '[data-testid="home-card"], [data-testid="product-card"], main h1, main h2' },
  { name: 'login', path: '/login', ready: 'button[type="submit"]' },
];

interface Load {
  lcpMs: number;
  jsGzip: number;
  jsRaw: number;
  files: number;
}

async function load(browser: Browser, url: string, ready: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } }); // cold cache
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const scripts: Array<Promise<{ gzip: number; raw: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ gzip: gzipSync(body).length, raw: body.length }), () => ({ gzip: 0, raw: 0 })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  const loaded = await Promise.all(scripts);
  await context.close();
  return {
    lcpMs,
    jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
    jsRaw: loaded.reduce((sum, s) => sum + s.raw, 0),
    files: loaded.length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const executablePath = findChromium();
  buildFrontEnds();
  let apiUrl = '';
  const { servers } = await startFrontEnds(() => apiUrl);
  const api = await startApi();
  apiUrl = api.url;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    const rows: string[][] = [];
    for (const target of PAGES) {
      const url = `${servers.shell!.url}${target.path}`;
      await load(browser, url, target.ready); // warm-up (API first queries), not counted
      const runs: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await load(browser, url, target.ready));
      rows.push([
        `${target.name} (${target.path})`,
        (median(runs.map((r) => r.jsGzip)) / 1024).toFixed(1),
        (median(runs.map((r) => r.jsRaw)) / 1024).toFixed(1),
        String(runs[0]!.files),
        median(runs.map((r) => r.lcpMs)).toFixed(0),
        runs.map((r) => r.lcpMs.toFixed(0)).join(' '),
      ]);
    }
    const header = ['page', 'JS gzip KB', 'JS raw KB', 'JS files', 'median LCP ms', `LCP of ${RUNS} loads`];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(`\nFront-end bench: headless Chromium, ${CPU_SLOWDOWN}x CPU slowdown, ${RUNS} cold loads per page, built front ends\n`);
    console.log(line(header));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of rows) console.log(line(row));
    console.log('');
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((s) => s!.close()));
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
