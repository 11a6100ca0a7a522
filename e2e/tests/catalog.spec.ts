import type { Page } from '@playwright/test';
import { expect, test, uniqueName, waitForHydration } from '../fixtures.ts';
import { distDir, startServer } from '../lib/front-ends.ts';

/** Exact texts these screens show. */
const T = {
  titleRequired: 'Product title is required',
  linkRequired: 'Affiliate link is required',
  rankingRequired: 'Ranking number is required',
  imageRequired: 'Image URL is required',
  invalidUrl: 'Please enter a valid URL',
  created: 'Product created successfully!',
  updated: 'Product updated successfully!',
  search: 'Search products by title...',
};

async function searchProducts(page: Page, text: string) {
  await page.getByPlaceholder(T.search).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

async function featuredCount(page: Page): Promise<number> {
  const card = page.getByTestId('summary-featured');
  await expect(card).toContainText(/\d/);
  return Number((await card.innerText()).replace(/\D+/g, ''));
}

test.describe('admin products', () => {
  test('create (after a validation error), list, detail, edit, feature, delete', async ({ adminPage: page }) => {
    const title = `Lamp ${uniqueName('e2e')}`;
    await page.goto('/products');
    await expect(page.getByText('View and manage your affiliate products')).toBeVisible();
    const featuredBefore = await featuredCount(page);

    await page.getByRole('link', { name: 'New Product' }).click();
    await expect(page).toHaveURL(/\/products\/add$/);
    await page.getByRole('button', { name: 'Save Product' }).click();
    for (const text of [T.titleRequired, T.linkRequired, T.rankingRequired, T.imageRequired]) await expect(page.getByText(text)).toBeVisible();

    await page.getByLabel(/Product Title/).fill(title);
    await expect(page.getByText(T.titleRequired)).toHaveCount(0);
    await expect(page.getByText(T.linkRequired)).toBeVisible();
    await page.getByLabel(/Ranking Number/).fill('4242');
    await page.getByLabel('Price').fill('1499.5');
    await page.getByLabel('Currency').selectOption('USD');
    await page.getByLabel(/Affiliate Link/).fill('https://www.amazon.com/dp/B0E2ELAMP');
    await page.getByLabel(/Image URL/).fill('/images/products/does-not-exist.png');
    // A broken image falls back to the default in the live preview.
    await expect(page.getByAltText('Image preview')).toHaveAttribute('data-fallback', 'true');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText(T.created)).toBeVisible();
    await expect(page.getByText('Redirecting to products page...')).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);

    await searchProducts(page, title);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}`));
    const row = page.getByTestId('product-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('#4242');
    await expect(row).toContainText('$1,499.50');
    await expect(row).toContainText('Amazon');
    await expect(row).toContainText(/ID: [0-9a-f]{8}/);

    await row.getByRole('link', { name: `View ${title}` }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('detail-price')).toHaveText('$1,499.50');
    const visit = page.getByRole('link', { name: 'Visit Affiliate Link' });
    await expect(visit).toHaveAttribute('href', 'https://www.amazon.com/dp/B0E2ELAMP');
    await expect(visit).toHaveAttribute('rel', 'sponsored noopener');
    await expect(visit).toHaveAttribute('target', '_blank');

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/products\/edit\//);
    await expect(page.getByLabel(/Product Title/)).toHaveValue(title);
    await expect(page.getByLabel('Price')).toHaveValue('1499.5');
    await page.getByLabel(/Product Title/).fill(`${title} v2`);
    await page.getByLabel('Feature This Product').check();
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText(T.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/products$/);
    await expect.poll(() => featuredCount(page)).toBeGreaterThan(featuredBefore);

    await searchProducts(page, `${title} v2`);
    const edited = page.getByTestId('product-row').filter({ hasText: `${title} v2` });
    await expect(edited).toContainText('Featured');
    await edited.getByRole('button', { name: `Delete ${title} v2` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Product' });
    await expect(dialog).toContainText(`Are you sure you want to delete "${title} v2"? This action cannot be undone.`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No products found')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('a javascript: affiliate link is refused by the form and by the API', async ({ adminPage: page, apiClient }) => {
    await page.goto('/products/add');
    await page.getByLabel(/Product Title/).fill(`Evil ${uniqueName('js')}`);
    await page.getByLabel(/Ranking Number/).fill('7');
    await page.getByLabel(/Affiliate Link/).fill('javascript:alert(document.cookie)');
    await page.getByLabel(/Image URL/).fill('https://example.com/x.png');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText(T.invalidUrl)).toBeVisible();
    await expect(page).toHaveURL(/\/products\/add$/);
    const { token } = await apiClient.admin();
    await expect(
      apiClient.request('POST', '/api/products', {
        token,
        data: { title: 'Evil', rankingNumber: 7, affiliateLink: 'javascript:alert(1)', featuredImage: 'https://example.com/x.png' },
      }),
    ).rejects.toThrow(/-> 400/);
  });

  test('leaving the add form with unsaved changes asks first: the sidebar, the Back button, a reload', async ({ adminPage: page }) => {
    await page.goto('/products');
    await page.getByRole('link', { name: 'New Product' }).click();
    await expect(page).toHaveURL(/\/products\/add$/);
    await page.getByLabel(/Product Title/).fill('Half-written product');
    const leaveDialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });

    // An in-app link (the sidebar): Stay on page keeps the form as it was.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Products' }).click();
    await expect(leaveDialog).toContainText('You have unsaved changes. Leave this page and lose them?');
    await leaveDialog.getByRole('button', { name: 'Stay on page' }).click();
    await expect(leaveDialog).toBeHidden();
    await expect(page).toHaveURL(/\/products\/add$/);
    await expect(page.getByLabel(/Product Title/)).toHaveValue('Half-written product');

    // The browser's Back button: asked too, and the address bar stays on the form while asking.
    await page.goBack();
    await expect(leaveDialog).toBeVisible();
    await expect(page).toHaveURL(/\/products\/add$/);
    await leaveDialog.getByRole('button', { name: 'Stay on page' }).click();
    await expect(page).toHaveURL(/\/products\/add$/);
    await expect(page.getByLabel(/Product Title/)).toHaveValue('Half-written product');

    // A reload gets the browser's own prompt; dismissing it keeps the page.
    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload({ timeout: 2000 }).catch(() => undefined);
    expect(prompts).toEqual(['beforeunload']);
    await expect(page.getByLabel(/Product Title/)).toHaveValue('Half-written product');

    // Back again, and leave: the list it came from.
    await page.goBack();
    await leaveDialog.getByRole('button', { name: 'Leave page' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  });

  test('pagination shows up to 5 page buttons and slides with more than 5 pages', async ({ adminPage: page, apiClient }) => {
    const prefix = uniqueName('pg');
    const total = 55;
    for (let i = 0; i < total; i += 11) {
      await Promise.all(Array.from({ length: 11 }, (_, k) => apiClient.createProduct({ title: `${prefix} item ${i + k}` })));
    }
    await page.goto(`/products?search=${prefix}`);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toContainText(`Showing 1 to 10 of ${total} products`);
    const numbers = () => nav.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts();
    expect(await numbers()).toEqual(['1', '2', '3', '4', '5']);
    await nav.getByRole('button', { name: 'Page 4' }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(nav).toContainText(`Showing 31 to 40 of ${total} products`);
    await expect.poll(numbers).toEqual(['2', '3', '4', '5', '6']);
    await nav.getByRole('button', { name: 'Next' }).click();
    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=6/);
    await expect(nav).toContainText(`Showing 51 to 55 of ${total} products`);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Page, search and view survive a reload.
    await page.getByRole('button', { name: 'Grid view' }).click();
    await page.reload();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(nav).toContainText(`Showing 51 to 55 of ${total} products`);
  });
});

test.describe('categories', () => {
  test('the product list filters by category (sub-categories included)', async ({ adminPage: page, apiClient }) => {
    const parent = await apiClient.createCategory({ name: `Filter ${uniqueName('cat')}` });
    const child = await apiClient.createCategory({ name: `Sub ${uniqueName('cat')}`, parent: parent._id });
    const inChild = await apiClient.createProduct({ title: `In child ${uniqueName('f')}`, category: child._id });
    const outside = await apiClient.createProduct({ title: `Outside ${uniqueName('f')}` });
    await page.goto('/products');
    await page.getByLabel('Filter by category').selectOption({ label: parent.name });
    await expect(page).toHaveURL(new RegExp(`category=${parent._id}`));
    await expect(page.getByTestId('product-row').filter({ hasText: inChild.title })).toBeVisible();
    await expect(page.getByTestId('product-row').filter({ hasText: outside.title })).toHaveCount(0);
    await expect(page.getByTestId('product-row')).toHaveCount(1);
  });

  test('create, nest, reorder, and a refused delete', async ({ adminPage: page }) => {
    const parent = `Parent ${uniqueName('cat')}`;
    const childA = `Alpha ${uniqueName('cat')}`;
    const childB = `Beta ${uniqueName('cat')}`;
    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'New Category' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Category' });
    await dialog.getByLabel('Name').fill(parent);
    await expect(dialog.getByLabel('Slug')).toHaveValue(parent.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    await dialog.getByRole('button', { name: 'Save Category' }).click();
    const parentNode = page.getByRole('treeitem', { name: parent });
    await expect(parentNode).toBeVisible();

    for (const child of [childA, childB]) {
      await page.getByRole('button', { name: `Add sub-category ${parent}` }).click();
      dialog = page.getByRole('dialog', { name: 'New Category' });
      await dialog.getByLabel('Name').fill(child);
      await dialog.getByRole('button', { name: 'Save Category' }).click();
      await expect(parentNode.getByRole('treeitem', { name: child })).toBeVisible();
    }
    const order = () => parentNode.getByRole('treeitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    await expect.poll(order).toEqual([childA, childB]);
    await page.getByRole('button', { name: `Move up ${childB}` }).click();
    await expect.poll(order).toEqual([childB, childA]);
    await page.reload();
    await expect.poll(order).toEqual([childB, childA]);

    await page.getByRole('button', { name: `Delete ${parent}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /sub-categor/i })).toBeVisible();
    await expect(page.getByRole('treeitem', { name: parent })).toBeVisible();
  });
});

async function clicksTotal(page: Page): Promise<number> {
  const total = page.getByTestId('clicks-total');
  await expect(total).toBeVisible();
  return Number((await total.innerText()).replace(/\D+/g, ''));
}

/**
 * A visitor (no session) clicks the product's card on the public home page; when the run does not serve
 * remote-public (E2E_FRONT_ENDS), it sends the same anonymous click call the card sends.
 */
async function visitorClick(page: Page, u: { shell: string; api: string; public?: string }, product: { _id: string; title: string }) {
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  waitForHydration(visitor);
  try {
    if (u.public) {
      await visitor.goto(`${u.shell}/`);
      await visitor.getByLabel('Search by product number or title').fill(product.title);
      const link = visitor.getByRole('link', { name: new RegExp(product.title) });
      const [popup] = await Promise.all([visitor.waitForEvent('popup'), link.click()]);
      await popup.close();
    } else {
      await visitor.goto(u.shell);
      const status = await visitor.evaluate(async ([base, id]) => (await fetch(`${base}/api/products/click/${id}`, { method: 'POST' })).status, [u.api, product._id] as const);
      expect(status).toBeLessThan(300);
    }
  } finally {
    await context.close();
  }
}

test.describe('dashboard', () => {
  test("a visitor's click shows up in the dashboard chart and the product's clicks", async ({ adminPage: page, apiClient, urls }) => {
    const product = await apiClient.createProduct({ title: `Clicked ${uniqueName('clk')}`, affiliateLink: `${urls.api}/api/health?from=catalog-e2e` });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('clicks-chart')).toBeVisible();
    await expect(page.getByTestId('clicks-chart').locator('rect.bar')).toHaveCount(30);
    const before = await clicksTotal(page);

    await visitorClick(page, urls, product);

    await page.reload();
    await expect.poll(() => clicksTotal(page)).toBeGreaterThan(before);
    await page.goto(`/products/view/${product._id}`);
    await expect(page.getByTestId('detail-clicks')).toHaveText('1');
  });
});

test.describe('dashboard without remote-catalog', () => {
  test('keeps its heading and shows the fallback for the catalog area', async ({ adminPage: page, urls }) => {
    const dead = 'http://127.0.0.1:9/mf-manifest.json';
    const shell = await startServer({
      root: distDir('shell'),
      spa: true,
      config: () => ({
        apiBaseUrl: urls.api,
        remotes: { auth: urls.auth ? `${urls.auth}/mf-manifest.json` : dead, users: dead, catalog: dead, public: dead },
        contact: {},
      }),
    });
    try {
      await page.goto(`${shell.url}/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByTestId('dashboard-widgets').getByText('This section is unavailable')).toBeVisible();
    } finally {
      await shell.close();
    }
  });
});

test.describe('staff', () => {
  test('a staff account sees products and categories without write actions', async ({ page, apiClient, loginAs }) => {
    const nurse = await apiClient.createUser({ role: 'nurse' });
    const product = await apiClient.createProduct({ title: `Staff view ${uniqueName('st')}` });
    await loginAs(page, await apiClient.login(nurse.username, nurse.password));
    await page.goto(`/products?search=${encodeURIComponent(product.title)}`);
    const row = page.getByTestId('product-row').filter({ hasText: product.title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('link', { name: `View ${product.title}` })).toBeVisible();
    await expect(row.getByRole('link', { name: `Edit ${product.title}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${product.title}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New Product' })).toHaveCount(0);

    await row.getByRole('link', { name: `View ${product.title}` }).click();
    await expect(page.getByRole('heading', { name: product.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Category' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });
});

