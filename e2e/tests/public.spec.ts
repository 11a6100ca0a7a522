import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName, urls } from '../fixtures.ts';
import { distDir, startServer } from '../lib/front-ends.ts';

/**
 * The visitors' site (remote-public) through the shell, against the real API. Every test makes its own
 * products with a unique word in the title and narrows the lists to them, so tests run side by side.
 */
const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

type Product = { _id: string; title: string; clicks?: number };

async function homeSearch(page: Page, text: string) {
  await page.getByLabel('Search by product number or title').fill(text);
}

const cardTitles = (page: Page) => page.getByTestId('product-card').locator('h3');

test.describe('public site', () => {
  test('home: search narrows the grid on the server; inactive products never appear, even for a signed-in admin', async ({ adminPage: page, apiClient }) => {
    const word = uniqueName('lamp');
    await apiClient.createProduct({ title: `${word} Alpha`, rankingNumber: 901 });
    await apiClient.createProduct({ title: `${word} Beta`, rankingNumber: 902 });
    await apiClient.createProduct({ title: `${word} Hidden`, rankingNumber: 903, isActive: false });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const searched = page.waitForResponse((r) => r.url().includes('/api/products?') && r.url().includes(`search=${word}`));
    await homeSearch(page, word);
    const response = await searched;
    expect(response.request().headers()['authorization']).toBeUndefined();
    const cards = page.getByTestId('home-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText(`${word} Alpha`);
    await expect(cards.nth(0)).toContainText('#901');
    await expect(cards.nth(1)).toContainText(`${word} Beta`);
    await expect(page.getByText(`${word} Hidden`)).toHaveCount(0);

    await homeSearch(page, `${word} Hidden`);
    await expect(page.getByText('No products found. Try adjusting your search.')).toBeVisible();

    await page.goto(`/search?query=${word}`);
    await expect(page.getByText('2 products found')).toBeVisible();
    await expect(page.getByText(`${word} Hidden`)).toHaveCount(0);
  });

  test('home: ranked by rankingNumber, the next page loads as the visitor scrolls', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByTestId('home-card');
    await expect(cards).toHaveCount(24); // the first page only (the demo data has more)
    // The next page follows the first answer's nextCursor.
    const nextPage = page.waitForRequest((r) => r.url().includes('/api/products?') && /[?&]cursor=[^&]/.test(r.url()));
    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await nextPage;
    await expect.poll(() => cards.count()).toBeGreaterThan(24);
    const ranks = (await page.getByTestId('home-card').locator('span').allTextContents())
      .filter((t) => t.startsWith('#'))
      .map((t) => Number(t.slice(1)));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  test('a card click opens the affiliate link in a new tab and counts exactly one click', async ({ page, apiClient }) => {
    const u = urls();
    const word = uniqueName('click');
    const product = await apiClient.createProduct({ title: `${word} Speaker`, affiliateLink: `${u.api}/api/health?from=${word}` });
    await page.goto('/');
    await homeSearch(page, word);
    const link = page.getByRole('link', { name: new RegExp(`${word} Speaker`) });
    await expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    await expect(link).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect.poll(() => popup.url()).toContain(`/api/health?from=${word}`);
    await expect
      .poll(async () => (await apiClient.request<{ product: Product }>('GET', `/api/products/${product._id}`)).product.clicks)
      .toBe(1);
    await popup.close();
  });

  test('catalogue: filters, sort and pagination round-trip through the URL', async ({ page, apiClient }) => {
    const category = await apiClient.createCategory({ name: `Cat ${uniqueName('c')}` });
    const word = uniqueName('cat');
    for (const [name, price] of [['Cheap', 5], ['Middle', 50], ['Pricey', 500]] as const) {
      await apiClient.createProduct({ title: `${word} ${name}`, price, category: category._id, currency: 'USD' });
    }
    await page.goto(`/product?search=${word}`);
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(3);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel(category.name).check();
    await filters.getByLabel('Min').fill('10');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(page).toHaveURL(/minPrice=10/);
    await expect(page).toHaveURL(/category=/);
    await expect(cardTitles(page)).toHaveText([`${word} Pricey`, `${word} Middle`]);

    await page.getByLabel('Sort by').selectOption({ label: 'Price Low to High' });
    await expect(page).toHaveURL(/sort=price/);
    await expect(cardTitles(page)).toHaveText([`${word} Middle`, `${word} Pricey`]);

    await page.reload();
    await expect(cardTitles(page)).toHaveText([`${word} Middle`, `${word} Pricey`]);
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    await expect(filters.getByLabel(category.name)).toBeChecked();

    // Pagination: one product per page through the URL's limit, then Next, then the browser's Back.
    await filters.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\?page=1&limit=12&sort=-createdAt$/);
    await page.goto(`/product?page=1&limit=1&sort=price&search=${word}`);
    await expect(cardTitles(page)).toHaveText([`${word} Cheap`]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cardTitles(page)).toHaveText([`${word} Middle`]);
    await page.getByRole('button', { name: 'Last', exact: true }).click();
    await expect(cardTitles(page)).toHaveText([`${word} Pricey`]);
    await page.goBack();
    await expect(cardTitles(page)).toHaveText([`${word} Middle`]);
  });

  test('catalogue on a phone: filters open in a slide-over, apply, and close (Escape, backdrop)', async ({ page, apiClient }) => {
    const category = await apiClient.createCategory({ name: `Cat ${uniqueName('m')}` });
    const word = uniqueName('mob');
    await apiClient.createProduct({ title: `${word} In`, category: category._id });
    await apiClient.createProduct({ title: `${word} Out` });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/product?search=${word}`);
    await expect(cardTitles(page)).toHaveCount(2);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toBeHidden();

    await toggle.click();
    await expect(filters).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(filters.getByRole('button', { name: 'Close filters' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    await toggle.click();
    await page.getByTestId('filters-backdrop').click({ position: { x: 380, y: 400 } });
    await expect(filters).toBeHidden();

    await toggle.click();
    await filters.getByLabel(category.name).check();
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(filters).toBeHidden();
    await expect(page).toHaveURL(/category=/);
    await expect(cardTitles(page)).toHaveText([`${word} In`]);
  });

  test('search page: sort buttons cycle ascending, descending, default; chips remove filters', async ({ page, apiClient }) => {
    const word = uniqueName('srch');
    await apiClient.createProduct({ title: `${word} Bravo`, price: 20 });
    await apiClient.createProduct({ title: `${word} Alpha`, price: 30 });
    await apiClient.createProduct({ title: `${word} Charlie`, price: 10 });
    await page.goto(`/search?query=${word}`);
    await expect(page.getByRole('heading', { name: `Search Results for "${word}"` })).toBeVisible();
    await expect(page.getByText('3 products found')).toBeVisible();

    const byName = page.getByRole('button', { name: /^Sort by name/ });
    await byName.click();
    await expect(page).toHaveURL(/sort=title/);
    await expect(cardTitles(page)).toHaveText([`${word} Alpha`, `${word} Bravo`, `${word} Charlie`]);
    await byName.click();
    await expect(page).toHaveURL(/sort=-title/);
    await expect(cardTitles(page)).toHaveText([`${word} Charlie`, `${word} Bravo`, `${word} Alpha`]);
    await expect(page.getByRole('button', { name: /Remove filter Sort: Name \(descending\)/ })).toBeVisible();
    await byName.click();
    await expect(page).not.toHaveURL(/sort=/);

    await page.getByRole('button', { name: /^Sort by price/ }).click();
    await expect(cardTitles(page)).toHaveText([`${word} Charlie`, `${word} Bravo`, `${word} Alpha`]);
    await page.getByRole('button', { name: `Remove filter Search: ${word}` }).click();
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(page).toHaveURL(/\/search\?sort=price$/);
  });

  test('API down: the home page shows Error connecting to server and eight placeholders', async ({ page }) => {
    const u = urls();
    const shell = await startServer({
      root: distDir('shell'),
      spa: true,
      config: { apiBaseUrl: 'http://127.0.0.1:9', remotes: { public: `${u.public}/mf-manifest.json` }, contact: {} },
    });
    try {
      await page.goto(`${shell.url}/`);
      await expect(page.getByText('Error connecting to server')).toBeVisible();
      await expect(page.getByTestId('home-card')).toHaveCount(8);
    } finally {
      await shell.close();
    }
  });

  test('newsletter: subscribing really stores the address', async ({ page }) => {
    const email = `${uniqueName('news')}@example.com`;
    await page.goto('/about');
    await page.getByLabel('Email address').fill(email);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await page.getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
    // The same address again: the server says it is already there.
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('You are already subscribed to our newsletter.')).toBeVisible();
  });

  test('mobile viewport: the menu opens, locks scrolling, and closes (Escape, desktop width)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(menu).toBeHidden();
    // CSS hides the menu at once; the resize handler that unlocks scrolling runs just after.
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('a footer link opens the next page at its top; Back returns to the page it came from', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/sitemap');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
  });

  test('no link on a public page leads to a not-found page', async ({ page }) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
    const hrefs = await page.$$eval('a[href^="/"]', (links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    expect(hrefs.length).toBeGreaterThan(15);
    for (const href of hrefs) {
      // In-app navigation (as a click would do), not a reload per page.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
    }
    await page.goto('/definitely-not-a-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/', '/product', '/search']) {
    test(`axe finds no serious or critical accessibility violation on ${path}`, async ({ page, apiClient }) => {
      await apiClient.createProduct({ title: `${uniqueName('axe')} Kettle`, discountPercentage: 10, stock: 'limited' });
      await page.goto(path);
      await expect(page.getByTestId(path === '/' ? 'home-card' : 'product-card').first()).toBeVisible();
      // Evaluated, not added as an inline <script>: the page's Content-Security-Policy refuses inline scripts.
      await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
        const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
      });
      expect(violations).toEqual([]);
    });
  }
});
