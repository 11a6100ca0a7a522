import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName, waitForHydration, type ApiClient } from '../fixtures.ts';

/**
 * The product admin's work on many products at once, through the shell against the real API: import from the
 * downloaded template (a bad row reports and changes nothing), export of a filtered list, and a bulk
 * deactivation that the visitors' site follows. Each test scopes itself with a unique word in the titles.
 */

const rows = (page: Page) => page.getByTestId('product-row');

async function openList(page: Page, search: string) {
  await page.goto(`/products?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(rows(page).first().or(page.getByText('No products found'))).toBeVisible();
}

/** Products whose title holds `word`, as the admin list answers them (inactive ones included). */
async function adminSearch(apiClient: ApiClient, word: string) {
  const { token } = await apiClient.admin();
  const body = await apiClient.request<{ products: Array<{ _id: string; title: string; isActive: boolean; price: number | null }>; total: number }>(
    'GET',
    `/api/products?search=${encodeURIComponent(word)}&limit=50`,
    { token },
  );
  return body.products;
}

/** One CSV line from values, quoted where needed. */
const csvLine = (values: string[]) => values.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',');

/** A CSV with the template's header and one line per product, each column filled from `fields` by its name. */
function fileFromTemplate(header: string[], products: Array<Record<string, string>>): string {
  return [csvLine(header), ...products.map((fields) => csvLine(header.map((column) => fields[column] ?? '')))].join('\n') + '\n';
}

test.describe('catalogue operations', () => {
  test('imports from the template: a bad row is reported and changes nothing; the fixed file creates the products', async ({ adminPage: page, apiClient }) => {
    const word = uniqueName('imp');
    await openList(page, word);
    await expect(page.getByText('No products found')).toBeVisible();

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Products' });
    await expect(dialog).toContainText(/Up to [\d,]+ rows and \d+ MB per file\./);
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'CSV template' }).click()]);
    expect(template.suggestedFilename()).toMatch(/\.csv$/);
    const header = (await readFile((await template.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/)[0].split(',');
    expect(header).toEqual(expect.arrayContaining(['_id', 'title', 'affiliateLink']));

    const product = (title: string, link: string, ranking: string) => ({
      title,
      affiliateLink: link,
      featuredImage: '/images/products/placeholder.svg',
      rankingNumber: ranking,
      price: '12.50',
      currency: 'USD',
      merchantName: 'Amazon',
      isActive: 'true',
      featured: 'false',
    });
    const ranking = () => String(Math.floor(Math.random() * 100000) + 200000);
    const good = product(`${word} Alpha`, 'https://www.amazon.com/dp/B000000001', ranking());
    const dir = os.tmpdir();
    const badFile = path.join(dir, `${word}-bad.csv`);
    const goodFile = path.join(dir, `${word}-good.csv`);
    await writeFile(badFile, fileFromTemplate(header, [good, product(`${word} Beta`, 'not a link', ranking())]));
    await writeFile(goodFile, fileFromTemplate(header, [good, product(`${word} Beta`, 'https://www.amazon.com/dp/B000000002', ranking())]));

    // The bad file: the report names data row 2 (line 3 of the file) and its column; nothing is written.
    await dialog.getByLabel('File to import').setInputFiles(badFile);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const report = dialog.getByRole('table', { name: 'Import errors' });
    await expect(report).toBeVisible();
    await expect(dialog).toContainText('Nothing was imported. Fix these rows and try again:');
    await expect(report.getByRole('row').filter({ hasText: 'affiliateLink' })).toContainText('3');
    expect(await adminSearch(apiClient, word)).toEqual([]);

    // The fixed file: validated first (still nothing written), then imported.
    await dialog.getByLabel('File to import').setInputFiles(goodFile);
    await dialog.getByRole('button', { name: 'Validate only' }).click();
    await expect(dialog).toContainText('The file is valid: 2 would be created, 0 updated. Nothing was saved.');
    expect(await adminSearch(apiClient, word)).toEqual([]);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('2 created, 0 updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: `${word} Alpha` })).toBeVisible();
    await expect(rows(page).filter({ hasText: `${word} Beta` })).toBeVisible();
    const created = await adminSearch(apiClient, word);
    expect(created.map((p) => p.title).sort()).toEqual([`${word} Alpha`, `${word} Beta`]);
  });

  test('exports the filtered list as CSV and Excel', async ({ adminPage: page, apiClient }) => {
    const word = uniqueName('exp');
    const inFilter = [await apiClient.createProduct({ title: `${word} One, with a comma` }), await apiClient.createProduct({ title: `${word} Two` })];
    const outside = await apiClient.createProduct({ title: `Other ${uniqueName('exo')}` });
    await openList(page, word);
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('button', { name: /^Export/ }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0].split(',')).toEqual(expect.arrayContaining(['_id', 'title', 'affiliateLink']));
    for (const product of inFilter) expect(lines.slice(1).some((line) => line.includes(product._id))).toBe(true);
    expect(text).toContain(`"${word} One, with a comma"`);
    expect(text).not.toContain(outside.title);

    await page.getByRole('button', { name: /^Export/ }).click();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('bulk-deactivates two products, which leave the public site', async ({ adminPage: page, apiClient, browser, urls }) => {
    const word = uniqueName('blk');
    const [first, second, kept] = [
      await apiClient.createProduct({ title: `${word} First` }),
      await apiClient.createProduct({ title: `${word} Second` }),
      await apiClient.createProduct({ title: `${word} Kept` }),
    ];

    const visitor = await browser.newPage({ baseURL: urls.shell });
    waitForHydration(visitor);
    const cards = visitor.getByTestId('product-card').locator('h3');
    await visitor.goto(`/product?search=${word}`);
    await expect(cards).toHaveCount(3);

    await openList(page, word);
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('checkbox', { name: `Select ${first.title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.title}` }).check();
    await page.getByRole('button', { name: /^Bulk Actions \(2 selected\)/ }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate Products' });
    await expect(confirm).toContainText('Deactivate 2 products?');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('2 products deactivated')).toBeVisible();
    await expect(rows(page).filter({ hasText: first.title })).toContainText('Inactive');
    await expect(rows(page).filter({ hasText: second.title })).toContainText('Inactive');
    await expect(rows(page).filter({ hasText: kept.title })).not.toContainText('Inactive');
    await expect(page.getByRole('checkbox', { name: `Select ${first.title}` })).not.toBeChecked();

    const states = await adminSearch(apiClient, word);
    expect(Object.fromEntries(states.map((p) => [p.title, p.isActive]))).toEqual({ [first.title]: false, [second.title]: false, [kept.title]: true });

    await visitor.goto(`/product?search=${word}`);
    await expect(cards).toHaveText([kept.title]);
    await visitor.close();
  });
});
