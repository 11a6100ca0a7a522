import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from '../fixtures.ts';

/**
 * A merchant stand-in on 127.0.0.1 (the harness starts the API with LINK_CHECK_ALLOW_PRIVATE=1): a page that
 * works, one that is gone, a redirect to a working page, a 3-redirect chain and a redirect loop. Every answer
 * waits a little, so a run lasts long enough to be seen going.
 */
const ROUTES: Record<string, { status: number; location?: string }> = {
  '/ok': { status: 200 },
  '/gone': { status: 404 },
  '/moved': { status: 301, location: '/ok' },
  '/chain/1': { status: 302, location: '/chain/2' },
  '/chain/2': { status: 302, location: '/chain/3' },
  '/chain/3': { status: 301, location: '/ok' },
  '/loop/a': { status: 302, location: '/loop/b' },
  '/loop/b': { status: 302, location: '/loop/a' },
};
const ANSWER_DELAY_MS = 300;

async function startTarget(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const route = ROUTES[(req.url ?? '').split('?')[0]] ?? { status: 404 };
    setTimeout(() => {
      res.writeHead(route.status, { 'content-type': 'text/html', ...(route.location ? { location: route.location } : {}) });
      res.end(req.method === 'HEAD' ? undefined : '<p>merchant</p>');
    }, ANSWER_DELAY_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How many products the list shows in all: its 'Showing X to Y of N products', else its rows (0 when empty). */
async function listTotal(page: Page): Promise<number> {
  await expect(page.getByTestId('product-row').first().or(page.getByText('No products found'))).toBeVisible();
  const summary = page.getByTestId('pagination-summary');
  if (await summary.count()) return Number(/of (\d+) products/.exec(await summary.innerText())?.[1]);
  return page.getByTestId('product-row').count();
}

/** The dashboard's 'Broken links: N' figure. */
async function brokenLinksFigure(page: Page): Promise<number> {
  const link = page.getByTestId('stat-broken-links').getByRole('link', { name: /^Broken links: \d+$/ });
  await expect(link).toBeVisible();
  return Number((await link.getAttribute('aria-label'))?.replace(/\D+/g, ''));
}

test.describe('affiliate link health', () => {
  test('Check all links shows progress and ends with the right badges; the dashboard figure matches the filtered list', async ({ adminPage: page, apiClient }) => {
    // Every active product of the shared database is checked, not only these.
    test.setTimeout(180_000);
    const target = await startTarget();
    try {
      const word = uniqueName('lnk');
      const expected: Array<[string, RegExp]> = [
        [`${word} Works`, /^Healthy/],
        [`${word} Moved`, /^Healthy/],
        [`${word} Chained`, /^Warning/],
        [`${word} Gone`, /^Broken/],
        [`${word} Looping`, /^Broken/],
      ];
      const paths = ['/ok', '/moved', '/chain/1', '/gone', '/loop/a'];
      const products = [];
      for (const [i, [title]] of expected.entries()) products.push(await apiClient.createProduct({ title, affiliateLink: `${target.url}${paths[i]}` }));

      await page.goto(`/products?search=${word}`);
      const rows = page.getByTestId('product-row');
      await expect(rows).toHaveCount(expected.length);
      for (const [title] of expected) await expect(rows.filter({ hasText: title }).getByTestId('link-badge')).toHaveText(/^Unchecked/);

      await page.getByRole('button', { name: 'Check all links' }).click();
      const progress = page.getByTestId('link-check-progress');
      await expect(progress).toHaveAttribute('data-status', 'running');
      await expect(progress.getByRole('progressbar', { name: 'Link check progress' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Check all links' })).toBeDisabled();
      await expect(progress).toHaveAttribute('data-status', 'done', { timeout: 150_000 });
      await expect(progress).toContainText(/(\d+) of \1 checked/);
      await expect(page.getByText(/^Link check finished: \d+ healthy, \d+ warning, \d+ broken$/)).toBeVisible();

      // The list reloaded by itself: each badge says what its link does.
      for (const [title, badge] of expected) await expect(rows.filter({ hasText: title }).getByTestId('link-badge')).toHaveText(badge);
      await expect(rows.filter({ hasText: `${word} Gone` }).getByTestId('link-badge')).toHaveAttribute('title', /404/);

      // The chain hop by hop on the product view.
      await page.goto(`/products/view/${products[2]._id}`);
      const chain = page.getByTestId('link-chain').getByRole('listitem');
      await expect(chain).toHaveCount(3);
      await expect(chain.nth(0)).toContainText(`302${target.url}/chain/1`);
      await expect(page.getByTestId('link-final-url')).toHaveText(`${target.url}/ok`);

      // The filter shows these products by status.
      await page.goto(`/products?search=${word}&linkStatus=broken`);
      await expect(rows).toHaveCount(2);

      // Other tests add and delete products meanwhile: read both figures again until they agree.
      await expect(async () => {
        await page.goto('/dashboard');
        const figure = await brokenLinksFigure(page);
        await page.getByTestId('stat-broken-links').getByRole('link').click();
        await expect(page).toHaveURL(/\/products\?linkStatus=broken$/);
        await expect(page.getByLabel('Filter by link health')).toHaveValue('broken');
        expect(await listTotal(page)).toBe(figure);
        expect(figure).toBeGreaterThanOrEqual(2);
      }).toPass({ timeout: 30_000 });
    } finally {
      await target.close();
    }
  });
});
