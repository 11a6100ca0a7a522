/**
 * What a visitor's browser downloads as JavaScript (`npm run bench:scripts -w e2e`): for /, /product and /search as
 * `npm start` serves them (rendered on the server, then hydrated), every script with its gzip size, largest first,
 * and the total. It answers "what is in the visitors' JS, and what did my change add?" without a full bench run.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startApi } from '../lib/api-server.ts';
import { buildFrontEnds } from '../lib/build.ts';
import { CHROMIUM_FLAGS, findChromium } from '../lib/chromium.ts';
import { startFrontEnds, startShellServer } from '../lib/front-ends.ts';

const PAGES = ['/', '/product', '/search'];

buildFrontEnds();
let apiUrl = '';
const { servers, config } = await startFrontEnds(() => apiUrl);
const api = await startApi();
apiUrl = api.url;
const shell = await startShellServer({ config, cacheMs: 1000 });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
try {
  for (const pagePath of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ url: response.url(), bytes: gzipSync(body).length }), () => ({ url: response.url(), bytes: 0 })));
    });
    await page.goto(`${shell.url}${pagePath}`, { waitUntil: 'networkidle' });
    const loaded = (await Promise.all(scripts)).sort((a, b) => b.bytes - a.bytes);
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    console.log(`\n${pagePath}: ${(total / 1024).toFixed(1)} KB gzip in ${loaded.length} scripts`);
    for (const script of loaded) console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url.replace(/^https?:\/\/[^/]+/, '')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await shell.close();
  await api.stop();
  for (const server of Object.values(servers)) await server?.close();
}
