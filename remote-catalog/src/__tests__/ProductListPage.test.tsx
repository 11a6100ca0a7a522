import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import { PRODUCT_TEXTS, VIEW_STORAGE_KEY } from '../constants';
import { fail, makeProduct, mockApi, ok } from './mockApi';

beforeEach(() => resetSession());

const render = (route = '/products') => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

function listApi(products = [makeProduct()], extra: { total?: number; totalPages?: number } = {}) {
  return mockApi((config) => {
    if (config.url === '/api/stats/dashboard') return ok({ stats: { products: 42, featured: 7, inactive: 1, clicksByDay: [], topProducts: [] } });
    if (config.url === '/api/categories/tree') return ok({ categoryTree: [{ _id: 'c1', name: 'Lighting', slug: 'lighting', sortOrder: 0, children: [] }] });
    if (config.url === '/api/products') {
      const page = Number(config.params?.page ?? 1);
      return ok({ products, total: extra.total ?? products.length, currentPage: page, totalPages: extra.totalPages ?? 1, count: products.length });
    }
    if (config.method === 'delete') return ok({ message: 'Product deleted' });
    return fail(404, 'Not found');
  });
}

const productCalls = (requests: ReturnType<typeof mockApi>) => requests.filter((r) => r.url === '/api/products' && r.method === 'get');

describe('admin product list', () => {
  it('shows the columns: short id, Featured badge, ranking, price in its currency, merchant default, clicks default', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const product = makeProduct({ _id: 'abcdef0123456789', title: 'Desk Lamp', price: 1234.5, currency: 'EUR', merchantName: '', clicks: undefined as unknown as number, featured: true, rankingNumber: 4 });
    const noPrice = makeProduct({ title: 'No Price', price: null, rankingNumber: null as unknown as number });
    listApi([product, noPrice]);
    render();
    const row = (await screen.findByText('Desk Lamp')).closest('tr')!;
    // An admin's rows start with the selection box (link checks).
    const [select, ...cells] = within(row).getAllByRole('cell');
    expect(within(select).getByRole('checkbox', { name: 'Select Desk Lamp' })).toBeInTheDocument();
    expect(within(cells[0]).getByText('ID: abcdef01')).toBeInTheDocument();
    expect(within(cells[0]).getByText('Featured')).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent('#4');
    expect(cells[2]).toHaveTextContent('€1,234.50');
    expect(cells[3]).toHaveTextContent('Amazon');
    expect(cells[4]).toHaveTextContent('0');
    expect(cells[5]).toHaveTextContent(/^Unchecked/);
    const other = screen.getByText('No Price').closest('tr')!;
    expect(within(other).getAllByRole('cell')[2]).toHaveTextContent('N/A');
    expect(within(other).getAllByRole('cell')[3]).toHaveTextContent('N/A');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('42');
    expect(screen.getByTestId('summary-featured')).toHaveTextContent('7');
    expect(screen.getByText(PRODUCT_TEXTS.listSubtitle)).toBeInTheDocument();
  });

  it('submitting a search resets to page 1 and keeps page and search in the URL', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = listApi([makeProduct()], { total: 30, totalPages: 3 });
    render('/products?page=2');
    await screen.findByText('Showing 11 to 20 of 30 products');
    await user.type(screen.getByPlaceholderText('Search products by title...'), '  lamp ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?search=lamp'));
    await waitFor(() => expect(productCalls(requests).at(-1)?.params).toEqual({ page: 1, limit: 10, search: 'lamp' }));
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=3'));
    // A blank search loads without it.
    await user.clear(screen.getByPlaceholderText('Search products by title...'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(productCalls(requests).at(-1)?.params).toEqual({ page: 1, limit: 10 }));
  });

  it('filters by category from page 1 and keeps it in the URL', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = listApi([makeProduct()], { total: 30, totalPages: 3 });
    render('/products?page=3');
    await screen.findByRole('option', { name: 'Lighting' });
    await user.selectOptions(screen.getByLabelText(PRODUCT_TEXTS.filterByCategory), 'c1');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?category=c1'));
    await waitFor(() => expect(productCalls(requests).at(-1)?.params).toEqual({ page: 1, limit: 10, category: 'c1' }));
  });

  it('switches to the grid view, remembers it, and the refresh reloads the page', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = listApi([makeProduct({ title: 'Gridded' })]);
    render();
    await screen.findByText('Gridded');
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXTS.gridView }));
    expect(await screen.findByTestId('product-card')).toHaveTextContent('Gridded');
    expect(window.localStorage.getItem(VIEW_STORAGE_KEY)).toBe('grid');
    expect(screen.getByTestId('location')).toHaveTextContent('view=grid');
    const before = productCalls(requests).length;
    await user.click(screen.getByRole('button', { name: PRODUCT_TEXTS.refresh }));
    await waitFor(() => expect(productCalls(requests).length).toBe(before + 1));
  });

  it('shows the empty state and the Error banner', async () => {
    signInAs(makeUser({ role: 'admin' }));
    listApi([]);
    const { unmount } = render();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or add new products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute('href', '/products/add');
    unmount();
    mockApi((config) => (config.url === '/api/products' ? fail(500, 'Database unavailable') : ok({ categories: [], stats: { products: 0, featured: 0 } })));
    render();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error');
    expect(banner).toHaveTextContent('Database unavailable');
  });

  it('Delete Product dialog names the product; Cancel keeps it, Delete really deletes', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = listApi([makeProduct({ _id: 'p-1', title: 'Old Lamp' })]);
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Old Lamp' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Product' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Old Lamp"? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some((r) => r.method === 'delete')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete Old Lamp' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'delete')?.url).toBe('/api/products/p-1'));
  });

  it('staff see the list read-only: no New Product, Edit or Delete', async () => {
    signInAs(makeUser({ role: 'nurse' }));
    listApi([makeProduct({ title: 'Readonly Lamp' })]);
    render();
    await screen.findByText('Readonly Lamp');
    expect(screen.getByRole('link', { name: 'View Readonly Lamp' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PRODUCT_TEXTS.newProduct })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Readonly Lamp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Readonly Lamp' })).not.toBeInTheDocument();
  });
});

describe('pagination', () => {
  it('a page past the last one goes to the last page', async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi((config) => {
      if (config.url !== '/api/products') return ok({ categoryTree: [], stats: { products: 12, featured: 0 } });
      const page = Number(config.params.page);
      return ok(page > 2 ? { products: [], total: 12, currentPage: page, totalPages: 2, count: 0 } : { products: [makeProduct({ title: 'Last page item' })], total: 12, currentPage: page, totalPages: 2, count: 1 });
    });
    render('/products?page=9');
    expect(await screen.findByText('Last page item')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('is hidden with one page and slides its 5-button window on later pages', async () => {
    signInAs(makeUser({ role: 'admin' }));
    listApi([makeProduct()], { total: 10, totalPages: 1 });
    const { unmount } = render();
    await screen.findAllByTestId('product-row');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    unmount();

    const user = userEvent.setup();
    listApi([makeProduct()], { total: 75, totalPages: 8 });
    render('/products?page=6');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Showing 51 to 60 of 75 products');
    const numbers = within(nav).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);
    expect(numbers).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('page=7'));
  });
});
