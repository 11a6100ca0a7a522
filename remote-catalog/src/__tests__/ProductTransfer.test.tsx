import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import { bodyOf, fail, makeProduct, mockApi, ok, type Reply } from './mockApi';

beforeEach(() => resetSession());

const render = (route = '/products') => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

/** The list, the categories and whatever `extra` answers (bulk, export, import). */
function listApi(products = [makeProduct()], extra: (config: InternalAxiosRequestConfig) => Reply | undefined = () => undefined, total = products.length) {
  return mockApi((config) => {
    if (config.url === '/api/stats/dashboard') return ok({ stats: { products: total, featured: 0, inactive: 0, clicksByDay: [], topProducts: [] } });
    if (config.url === '/api/categories/tree') return ok({ categoryTree: [{ _id: 'c1', name: 'Lighting', slug: 'lighting', sortOrder: 0, children: [] }] });
    if (config.url === '/api/products' && config.method === 'get') {
      return ok({ products, total, currentPage: Number(config.params?.page ?? 1), totalPages: Math.ceil(total / 10), count: products.length });
    }
    return extra(config) ?? fail(404, `No stub for ${config.method} ${config.url}`);
  });
}

const listCalls = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.url === '/api/products' && r.method === 'get');
const calls = (requests: InternalAxiosRequestConfig[], url: string) => requests.filter((r) => r.url === url);

describe('bulk actions', () => {
  it('deactivates the selected rows in one request after a confirm naming the count, then reloads and clears the selection', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const products = [makeProduct({ _id: 'p-1', title: 'Lamp' }), makeProduct({ _id: 'p-2', title: 'Desk' }), makeProduct({ _id: 'p-3', title: 'Chair' })];
    const requests = listApi(products, (config) => (config.url === '/api/products/bulk' ? ok({ affected: 2 }) : undefined));
    render();
    const menu = await screen.findByRole('button', { name: /^Bulk Actions/ });
    expect(menu).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lamp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Chair' }));
    await user.click(screen.getByRole('button', { name: /^Bulk Actions \(2 selected\)/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Products' });
    expect(dialog).toHaveTextContent('Deactivate 2 products? Inactive products are not visible to users.');
    const loadsBefore = listCalls(requests).length;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('2 products deactivated')).toBeInTheDocument();
    const bulkCalls = calls(requests, '/api/products/bulk');
    expect(bulkCalls).toHaveLength(1);
    expect(bodyOf(bulkCalls[0])).toEqual({ action: 'deactivate', ids: ['p-1', 'p-3'] });
    await waitFor(() => expect(listCalls(requests).length).toBe(loadsBefore + 1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Lamp' })).not.toBeChecked());
    expect(screen.getByRole('button', { name: /^Bulk Actions/ })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Select all N matching this filter" sends the filter instead of ids; move asks for the category', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const products = [makeProduct({ _id: 'p-1', title: 'Lamp 1' }), makeProduct({ _id: 'p-2', title: 'Lamp 2' })];
    const requests = listApi(products, (config) => (config.url === '/api/products/bulk' ? ok({ affected: 25 }) : undefined), 25);
    render('/products?search=lamp&linkStatus=broken');
    await screen.findByText('Lamp 1');
    expect(screen.queryByRole('button', { name: /matching this filter/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all products on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 25 matching this filter' }));
    expect(screen.getByText('All 25 matching products are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Bulk Actions \(25 selected\)/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to category' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Move Products' });
    expect(dialog).toHaveTextContent('Move 25 products to this category?');
    // No category chosen: said in the dialog, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move to category' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a category');
    expect(calls(requests, '/api/products/bulk')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'c1');
    await user.click(within(dialog).getByRole('button', { name: 'Move to category' }));
    expect(await screen.findByText('25 products moved')).toBeInTheDocument();
    expect(bodyOf(calls(requests, '/api/products/bulk')[0])).toEqual({ action: 'move', filter: { search: 'lamp', linkStatus: 'broken' }, categoryId: 'c1' });
  });

  it('unticking a row narrows "all matching" back to the ticked rows; the tag actions send the tag', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const products = [makeProduct({ _id: 'p-1', title: 'Lamp 1' }), makeProduct({ _id: 'p-2', title: 'Lamp 2' })];
    const requests = listApi(products, (config) => (config.url === '/api/products/bulk' ? ok({ affected: 1 }) : undefined), 25);
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all products on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 25 matching this filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lamp 1' }));
    expect(screen.queryByText(/matching products are selected/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Bulk Actions \(1 selected\)/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Add tag' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Add Tag' });
    await user.type(within(dialog).getByLabelText('Tag'), ' summer {Enter}');
    expect(await screen.findByText('Tag added to 1 product')).toBeInTheDocument();
    expect(bodyOf(calls(requests, '/api/products/bulk')[0])).toEqual({ action: 'addTag', ids: ['p-2'], tag: 'summer' });
  });

  it("shows the API's message in a toast when the action fails, and keeps the rows", async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    listApi([makeProduct({ _id: 'p-1', title: 'Lamp' })], (config) => (config.url === '/api/products/bulk' ? fail(400, 'Product p-1 could not be deleted') : undefined));
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Lamp' }));
    await user.click(screen.getByRole('button', { name: /^Bulk Actions/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Products' });
    expect(dialog).toHaveTextContent('Delete 1 product? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product p-1 could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('Lamp')).toBeInTheDocument();
  });
});

describe('export', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:products');
    URL.revokeObjectURL = jest.fn();
  });

  it("downloads CSV and Excel of the list's filter through the API", async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = listApi([makeProduct()], (config) =>
      config.url === '/api/products/export'
        ? { status: 200, data: new Blob(['_id,title\n']), headers: { 'content-disposition': `attachment; filename="products-2026-11-23.${config.params.format}"` } }
        : undefined,
    );
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render('/products?search=lamp&category=c1&page=2');
    await user.click(await screen.findByRole('button', { name: /^Export/ }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Downloaded products-2026-11-23.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Export/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel' }));
    expect(await screen.findByText('Downloaded products-2026-11-23.xlsx')).toBeInTheDocument();
    const exports = calls(requests, '/api/products/export');
    expect(exports.map((r) => r.params)).toEqual([
      { format: 'csv', search: 'lamp', category: 'c1' },
      { format: 'xlsx', search: 'lamp', category: 'c1' },
    ]);
    expect(exports[0].responseType).toBe('blob');
    expect(clicked).toHaveBeenCalledTimes(2);
    clicked.mockRestore();
  });
});

describe('import', () => {
  const csv = () => new File(['title,affiliateLink\nLamp,https://example.com\n'], 'products.csv', { type: 'text/csv' });

  async function openImport() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Import$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Import Products' });
    return { user, dialog };
  }

  it('states the limits; a 400 shows the row-by-row report and nothing is reloaded', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const requests = listApi([makeProduct()], (config) =>
      config.url === '/api/products/import'
        ? {
            status: 400,
            data: {
              success: false,
              message: 'The file has 2 invalid rows',
              errors: [
                { row: 3, column: 'affiliateLink', message: 'Please enter a valid URL' },
                { row: 5, column: 'title', message: 'Product title is required' },
              ],
            },
          }
        : undefined,
    );
    render();
    const { user, dialog } = await openImport();
    expect(dialog).toHaveTextContent('Up to 10,000 rows and 10 MB per file.');
    expect(within(dialog).getByLabelText('File to import')).toHaveAttribute('accept', '.csv,.xlsx');
    // Nothing chosen yet.
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(dialog).toHaveTextContent('Choose a .csv or .xlsx file first');
    const loadsBefore = listCalls(requests).length;
    await user.upload(within(dialog).getByLabelText('File to import'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('table', { name: 'Import errors' });
    expect(dialog).toHaveTextContent('The file has 2 invalid rows');
    expect(dialog).toHaveTextContent('Nothing was imported. Fix these rows and try again:');
    const rows = within(report).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'affiliateLink', 'Please enter a valid URL'],
      ['5', 'title', 'Product title is required'],
    ]);
    const upload = calls(requests, '/api/products/import')[0];
    expect(upload.params).toBeUndefined();
    expect((upload.data as FormData).get('file')).toBeInstanceOf(File);
    expect(listCalls(requests).length).toBe(loadsBefore);
  });

  it('"Validate only" sends dryRun=true and keeps the dialog open; Import creates and updates, then reloads the list', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const requests = listApi([makeProduct()], (config) => (config.url === '/api/products/import' ? ok({ created: 2, updated: 1 }) : undefined));
    render();
    const { user, dialog } = await openImport();
    await user.upload(within(dialog).getByLabelText('File to import'), csv());
    await user.click(within(dialog).getByRole('button', { name: 'Validate only' }));
    expect(await within(dialog).findByText('The file is valid: 2 would be created, 1 updated. Nothing was saved.')).toBeInTheDocument();
    expect(calls(requests, '/api/products/import')[0].params).toEqual({ dryRun: true });
    const loadsBefore = listCalls(requests).length;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 created, 1 updated')).toBeInTheDocument();
    expect(calls(requests, '/api/products/import')[1].params).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Products' })).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(requests).length).toBe(loadsBefore + 1));
  });

  it('offers the template in both formats', async () => {
    signInAs(makeUser({ role: 'admin' }));
    URL.createObjectURL = jest.fn(() => 'blob:template');
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const requests = listApi([makeProduct()], (config) => (config.url === '/api/products/import/template' ? { status: 200, data: new Blob(['title\n']) } : undefined));
    render();
    const { user, dialog } = await openImport();
    await user.click(within(dialog).getByRole('button', { name: 'CSV template' }));
    await user.click(within(dialog).getByRole('button', { name: 'Excel template' }));
    await waitFor(() => expect(calls(requests, '/api/products/import/template').map((r) => r.params)).toEqual([{ format: 'csv' }, { format: 'xlsx' }]));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(2));
    clicked.mockRestore();
  });
});

describe('who sees what', () => {
  it('staff see the list without selection, bulk actions, export or import', async () => {
    signInAs(makeUser({ role: 'nurse' }));
    const requests = listApi([makeProduct({ title: 'Lamp' })]);
    render();
    await screen.findByText('Lamp');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bulk Actions|^Export/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import$/ })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url?.startsWith('/api/products/') && r.url !== '/api/products')).toBe(false);
  });
});
