import { expect, test, uniqueName, waitForHydration } from '../fixtures.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('click analytics', () => {
  test("a visitor's click on the public site counts on the Clicks page; a crawler's is reported as a bot", async ({ page, apiClient, urls, loginAs }) => {
    test.skip(!urls.public, 'needs remote-public (E2E_FRONT_ENDS)');
    const product = await apiClient.createProduct({ title: `Clicked ${uniqueName('ana')}`, affiliateLink: `${urls.api}/api/health?from=clicks-e2e` });

    // A visitor in their own browser (no session) finds the product on the public site and follows its link.
    const context = await page.context().browser()!.newContext();
    const visitor = await context.newPage();
    waitForHydration(visitor);
    await visitor.goto(`${urls.shell}/`);
    await visitor.getByLabel('Search by product number or title').fill(product.title);
    const [popup] = await Promise.all([visitor.waitForEvent('popup'), visitor.getByRole('link', { name: new RegExp(product.title) }).click()]);
    await popup.close();
    await context.close();

    // A crawler follows the same link: answered, recorded as a bot, not counted.
    const crawl = await apiClient.http.fetch(`${urls.api}/api/products/click/${product._id}`, { method: 'POST', headers: { 'user-agent': GOOGLEBOT } });
    expect(crawl.ok()).toBe(true);
    expect((await crawl.json()).counted).toBe(false);

    const staff = await apiClient.createUser({ role: 'nurse' });
    await loginAs(page, await apiClient.login(staff.username, staff.password));
    await page.goto('/products/clicks');
    await expect(page.getByRole('heading', { name: 'Clicks', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Clicks' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    // Clicks are written in batches (every 100 ms): read the page again until this one shows.
    await expect(async () => {
      await page.reload();
      await page.getByRole('button', { name: 'Last 7 days' }).click();
      const row = page.getByTestId('clicks-top-products').getByRole('row').filter({ hasText: product.title });
      await expect(row).toContainText('1', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('clicks-chart')).toBeVisible();
    expect(Number((await page.getByTestId('clicks-stat-bots').innerText()).replace(/\D+/g, ''))).toBeGreaterThanOrEqual(1);

    // The product's own view: 1 click, the crawler's beside it.
    await page.getByTestId('clicks-top-products').getByRole('link', { name: product.title }).click();
    const section = page.getByTestId('product-clicks');
    await expect(section.getByTestId('clicks-total')).toHaveText('1 click in total');
    await expect(section.getByTestId('product-clicks-bots')).toHaveText('1 bot click not counted');
    await expect(page.getByTestId('detail-clicks')).toHaveText('1');
  });
});
