import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName, urls } from '../fixtures.ts';
import { distDir, startServer, startShellServer, type ShellServer } from '../lib/front-ends.ts';
import { REPO_ROOT } from '../lib/paths.ts';

/**
 * The visitors' pages rendered by the shell's server with remote-public's server container: the first HTML
 * has the products; the browser hydrates it without a warning; a broken or redeployed container never costs
 * a visitor the page.
 */

const PUBLIC_PAGES = ['/', '/product', '/search?query=a', '/about', '/blog', '/services/website-development', '/sitemap', '/no-such-page'];

const cardTitles = (page: Page) => page.getByTestId('product-card').locator('h3');

/** Errors and warnings the page logs (React reports hydration mismatches there), and uncaught errors. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The not-found page's own 404 status is reported as a failed resource: that one is expected.
    if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

/** A shell server of the test's own, with the suite's API and remotes unless told otherwise. */
function ownShell(options: { root?: string; publicUrl?: string; publicServerEntry?: () => string; pollMs?: number } = {}): Promise<ShellServer> {
  const u = urls();
  const manifest = (url?: string) => (url ? `${url}/mf-manifest.json` : 'http://127.0.0.1:9/mf-manifest.json');
  return startShellServer({
    root: options.root,
    config: () => ({
      apiBaseUrl: u.api,
      remotes: { auth: manifest(u.auth), users: manifest(u.users), catalog: manifest(u.catalog), public: manifest(options.publicUrl ?? u.public) },
      contact: {},
    }),
    publicServerEntry: options.publicServerEntry,
    pollMs: options.pollMs,
  });
}

function webpack(dir: string, args: string[], env: Record<string, string>) {
  const result = spawnSync('npx', ['webpack', ...args], { cwd: path.join(REPO_ROOT, dir), env: { ...process.env, ...env }, encoding: 'utf8' });
  expect(result.status, `${result.stdout?.slice(-3000)}\n${result.stderr?.slice(-3000)}`).toBe(0);
}

test.describe('server-rendered public pages', () => {
  test('without JavaScript the pages show their products; an unknown path is a 404; staff pages are not rendered', async ({ browser, apiClient }) => {
    const word = uniqueName('ssr');
    await apiClient.createProduct({ title: `${word} Shown`, price: 12 });
    await apiClient.createProduct({ title: `${word} Removed`, isActive: false });
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: urls().shell });
    const page = await context.newPage();
    try {
      let response = await page.goto('/');
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Affiliate Catalogue');
      await expect(page.getByTestId('home-card')).toHaveCount(24);

      response = await page.goto(`/search?query=${word}`);
      expect(response!.status()).toBe(200);
      await expect(page.getByText('1 product found')).toBeVisible();
      await expect(cardTitles(page)).toHaveText([`${word} Shown`]);
      expect(await response!.text()).not.toContain(`${word} Removed`);

      response = await page.goto(`/product?search=${word}`);
      await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
      await expect(cardTitles(page)).toHaveText([`${word} Shown`]);

      response = await page.goto('/about');
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      response = await page.goto('/no-such-page');
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

      // The staff side stays client-rendered: an empty root, no public data.
      for (const url of ['/dashboard', '/login', '/users', '/products']) {
        response = await page.goto(url);
        expect(response!.status()).toBe(200);
        expect(await page.locator('#root').innerHTML()).toBe('');
        expect(await response!.text()).not.toContain('application/json');
      }
    } finally {
      await context.close();
    }
  });

  test('every public page hydrates without a console error and without fetching its data again', async ({ page }) => {
    const problems = problemsOf(page);
    const productCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/products') || request.url().includes('/api/categories')) productCalls.push(request.url());
    });
    for (const url of PUBLIC_PAGES) {
      await page.goto(url);
      await hydrated(page);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200))); // effects after hydration
    }
    expect(productCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('after hydration: search, infinite scroll, filters and a card click work', async ({ page, apiClient }) => {
    const category = await apiClient.createCategory({ name: `Cat ${uniqueName('h')}` });
    const word = uniqueName('hyd');
    await apiClient.createProduct({ title: `${word} Cheap`, price: 5, category: category._id });
    await apiClient.createProduct({ title: `${word} Pricey`, price: 500 });

    await page.goto('/');
    await hydrated(page);
    const cards = page.getByTestId('home-card');
    await expect(cards).toHaveCount(24);
    // The next page follows the first answer's nextCursor (handed over with the server-rendered data).
    const nextPage = page.waitForRequest((r) => r.url().includes('/api/products?') && /[?&]cursor=[^&]/.test(r.url()));
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await nextPage;
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    await page.getByLabel('Search by product number or title').fill(word);
    await expect(cards).toHaveCount(2);
    const link = page.getByRole('link', { name: new RegExp(`${word} Cheap`) });
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.close();

    await page.goto(`/product?search=${word}`);
    await hydrated(page);
    await expect(cardTitles(page)).toHaveCount(2);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel(category.name).check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/category=/);
    await expect(cardTitles(page)).toHaveText([`${word} Cheap`]);

    await page.goto(`/search?query=${word}`);
    await hydrated(page);
    await page.getByRole('button', { name: /^Sort by price/ }).click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(cardTitles(page)).toHaveText([`${word} Cheap`, `${word} Pricey`]);
    await page.getByRole('button', { name: /^Sort by price/ }).click();
    await expect(cardTitles(page)).toHaveText([`${word} Pricey`, `${word} Cheap`]);
  });

  test("remote-public's server container down or broken: the client-rendered page, which works", async ({ page }) => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'e2e-ssr-broken-'));
    mkdirSync(path.join(work, 'server'));
    writeFileSync(path.join(work, 'server', 'remoteEntry.js'), 'this is not a federation container (');
    const garbage = await startServer({ root: work, cors: true });
    const stopped = await startServer({ root: work });
    await stopped.close(); // a port nothing listens on any more
    try {
      for (const entry of [`${stopped.url}/server/remoteEntry.js`, `${garbage.url}/server/remoteEntry.js`]) {
        const shell = await ownShell({ publicServerEntry: () => entry });
        try {
          const response = await page.goto(`${shell.url}/`);
          expect(response!.status()).toBe(200);
          expect(await response!.text()).toMatch(/<div id="?root"?><\/div>/); // the client-rendered index.html
          await expect(page.getByTestId('home-card')).toHaveCount(24);
          await page.getByLabel('Search by product number or title').fill('zzzz-no-such-product');
          await expect(page.getByText('No products found. Try adjusting your search.')).toBeVisible();
        } finally {
          await shell.close();
        }
      }
    } finally {
      await garbage.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  test('a redeployed remote-public is served by the running shell server without a restart', async ({ page }) => {
    test.setTimeout(300_000);
    const work = mkdtempSync(path.join(os.tmpdir(), 'e2e-ssr-redeploy-'));
    const v1 = path.join(work, 'v1');
    const v2 = path.join(work, 'v2');
    cpSync(distDir('remote-public'), v1, { recursive: true });
    const remote = await startServer({ root: v1, spa: true, cors: true });
    const shell = await ownShell({ publicUrl: remote.url, pollMs: 500 });
    const buildOf = async () => (await (await fetch(`${shell.url}/`)).text()).match(/data-remote="remote_public" data-build="([^"]+)"/)?.[1];
    try {
      await expect.poll(buildOf).toBeTruthy();
      const before = await buildOf();
      const buildId = `redeploy-${Date.now()}`;
      webpack('remote-public', ['--mode', 'production'], { APP_BUILD_ID: buildId, MF_OUT_DIR: v2 });
      remote.setRoot(v2);
      await expect.poll(buildOf, { timeout: 10_000 }).toBe(buildId);
      expect(before).not.toBe(buildId);

      // The browser gets the new build too and hydrates it.
      const problems = problemsOf(page);
      await page.goto(`${shell.url}/`);
      await hydrated(page);
      await expect(page.locator('[data-remote="remote_public"]')).toHaveAttribute('data-build', buildId);
      await expect(page.getByTestId('home-card')).toHaveCount(24);
      expect(problems).toEqual([]);
    } finally {
      await shell.close();
      await remote.close();
      rmSync(work, { recursive: true, force: true });
    }
  });

  test('hydration with development React (which checks every attribute) reports no mismatch', async ({ page }) => {
    test.setTimeout(400_000);
    const work = mkdtempSync(path.join(os.tmpdir(), 'e2e-ssr-dev-'));
    const shellDir = path.join(work, 'shell');
    const publicDir = path.join(work, 'public');
    // No eval source maps: the shell's server sends a CSP without 'unsafe-eval', as in production.
    webpack('shell', ['--mode', 'development', '--no-devtool', '--config-name', 'shell'], { MF_OUT_DIR: shellDir });
    webpack('remote-public', ['--mode', 'development', '--no-devtool'], { MF_OUT_DIR: publicDir });
    const remote = await startServer({ root: publicDir, spa: true, cors: true });
    const shell = await ownShell({ root: shellDir, publicUrl: remote.url });
    try {
      const problems = problemsOf(page);
      for (const url of PUBLIC_PAGES) {
        await page.goto(`${shell.url}${url}`);
        await hydrated(page);
        expect(await page.evaluate(() => document.getElementById('public-page-data') !== null)).toBe(true);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      }
      expect(problems).toEqual([]);
    } finally {
      await shell.close();
      await remote.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

