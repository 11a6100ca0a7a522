import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PRODUCT_REDIRECT_MS } from '@app/shared';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import { PRODUCT_TEXTS } from '../constants';
import { bodyOf, fail, makeProduct, mockApi, ok, type Reply } from './mockApi';

beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

const render = (route: string) => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

function formApi(onWrite: () => Reply | Promise<Reply>, product = makeProduct()) {
  return mockApi((config) => {
    if (config.url === '/api/categories/tree') return ok({ categoryTree: [{ _id: 'c0', name: 'Home', slug: 'home', sortOrder: 0, children: [{ _id: 'c1', name: 'Lighting', slug: 'lighting', sortOrder: 0, children: [] }] }] });
    if (config.method === 'post' || config.method === 'put') return onWrite();
    if (config.url === `/api/products/${product._id}`) return ok({ product });
    return ok({ products: [], total: 0, currentPage: 1, totalPages: 0, count: 0, stats: { products: 0, featured: 0 } });
  });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Product Title/), 'Desk Lamp');
  await user.type(screen.getByLabelText(/Ranking Number/), '12');
  await user.type(screen.getByLabelText(/Affiliate Link/), 'https://www.amazon.com/dp/B01');
  await user.type(screen.getByLabelText(/Image URL/), 'https://img.example.com/lamp.jpg');
}

describe('add product form', () => {
  it('shows the sections, defaults and helper texts', async () => {
    signInAs(makeUser({ role: 'admin' }));
    formApi(() => ok({}));
    render('/products/add');
    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByText('Create a new affiliate product listing')).toBeInTheDocument();
    for (const section of ['Basic Information', 'Pricing & Affiliate', 'Media', 'Additional Settings']) expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant Name')).toHaveValue('Amazon');
    expect(screen.getByLabelText(PRODUCT_TEXTS.activeProduct)).toBeChecked();
    expect(screen.getByLabelText(PRODUCT_TEXTS.featureProduct)).not.toBeChecked();
    expect(screen.getByText('Inactive products are not visible to users')).toBeInTheDocument();
    expect(screen.getByText('Featured products appear on the homepage')).toBeInTheDocument();
    expect(screen.getByText('* Required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Price')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Currency')).toHaveValue('INR');
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
  });

  it('shows the exact messages on submit and clears only the edited field', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = formApi(() => ok({}));
    render('/products/add');
    await user.click(await screen.findByRole('button', { name: 'Save Product' }));
    for (const text of [MESSAGES.productTitleRequired, MESSAGES.affiliateLinkRequired, MESSAGES.rankingRequired, MESSAGES.imageUrlRequired]) expect(screen.getByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Product Title/), 'L');
    expect(screen.queryByText(MESSAGES.productTitleRequired)).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.affiliateLinkRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Affiliate Link/), 'javascript:alert(1)');
    await user.type(screen.getByLabelText(/Image URL/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid image URL')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it("live preview falls back to the default image", async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    formApi(() => ok({}));
    render('/products/add');
    const preview = await screen.findByAltText(PRODUCT_TEXTS.imagePreview);
    expect(preview).toHaveAttribute('data-fallback', 'true');
    await user.type(screen.getByLabelText(/Image URL/), 'https://img.example.com/x.jpg');
    expect(preview).toHaveAttribute('src', 'https://img.example.com/x.jpg');
  });

  it("sends the payload, shows 'Saving...', then the success banner and goes to /products after 1 s", async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    let release!: (r: Reply) => void;
    const requests = formApi(() => new Promise<Reply>((resolve) => (release = resolve)));
    render('/products/add');
    await screen.findByRole('heading', { name: 'Add New Product' });
    await fillValid(user);
    expect(screen.getByRole('option', { name: '— Lighting' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'c1');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const body = bodyOf(requests.find((r) => r.method === 'post')!);
    expect(body).toMatchObject({ title: 'Desk Lamp', rankingNumber: 12, merchantName: 'Amazon', isActive: true, featured: false, currency: 'INR', category: 'c1' });
    expect(body).not.toHaveProperty('price');
    jest.useFakeTimers();
    await act(async () => release({ status: 201, data: { success: true, product: makeProduct() } }));
    expect(screen.getByText('Product created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to products page...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(PRODUCT_REDIRECT_MS.afterCreate - 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/products/add');
    act(() => jest.advanceTimersByTime(100));
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
  });

  it("shows 'Failed to create product' with the server's message", async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    formApi(() => fail(400, 'affiliateLink must be an http(s) URL'));
    render('/products/add');
    await screen.findByRole('heading', { name: 'Add New Product' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to create product');
    expect(banner).toHaveTextContent('affiliateLink must be an http(s) URL');
    expect(screen.getByRole('button', { name: 'Save Product' })).toBeEnabled();
  });

  it('asks before leaving with unsaved changes: Stay keeps the form, Leave page goes', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    formApi(() => ok({}));
    render('/products/add');
    await user.type(await screen.findByLabelText(/Product Title/), 'Half done');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.unsavedChangesTitle });
    expect(dialog).toHaveTextContent(MESSAGES.unsavedChanges);
    await user.click(screen.getByRole('button', { name: MESSAGES.stayOnPage }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products/add');
    expect(screen.getByLabelText(/Product Title/)).toHaveValue('Half done');
    await user.click(screen.getByRole('link', { name: 'Back to Products' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.leavePage }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
  });

  // After a successful save the redirect is not asked about either: see the 'goes to /products after 1 s' test.
  it('leaves without asking when nothing changed', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    formApi(() => ok({}));
    render('/products/add');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is refused to staff (read-only)', async () => {
    signInAs(makeUser({ role: 'doctor' }));
    formApi(() => ok({}));
    render('/products/add');
    expect(await screen.findByText(PRODUCT_TEXTS.noAccess)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Product' })).not.toBeInTheDocument();
  });
});

describe('edit product form', () => {
  it('loads with a spinner, prefills every field, sends PUT and redirects after 1.5 s', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const product = makeProduct({ _id: 'p-9', title: 'Old Title', price: 10, currency: 'GBP', description: 'Desc', tags: ['a'], featured: true, category: { _id: 'c1', name: 'Lighting', slug: 'lighting' } });
    const requests = formApi(() => ok({ product }), product);
    render('/products/edit/p-9');
    expect(screen.getByRole('status')).toBeInTheDocument();
    const title = await screen.findByLabelText(/Product Title/);
    expect(title).toHaveValue('Old Title');
    expect(screen.getByLabelText('Price')).toHaveValue(10);
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    expect(screen.getByLabelText('Description')).toHaveValue('Desc');
    expect(screen.getByLabelText('Tags')).toHaveValue('a');
    expect(screen.getByLabelText(/Ranking Number/)).toHaveValue(product.rankingNumber);
    expect(screen.getByLabelText(PRODUCT_TEXTS.featureProduct)).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('c1'));
    await user.clear(title);
    await user.type(title, 'New Title');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'put')!;
    expect(put.url).toBe('/api/products/p-9');
    expect(bodyOf(put)).toMatchObject({ title: 'New Title', price: 10, currency: 'GBP' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/), { timeout: PRODUCT_REDIRECT_MS.afterEdit + 1000 });
  });

  it("shows 'Failed to update product' with the generic hint when the server gives no message", async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const product = makeProduct({ _id: 'p-8' });
    formApi(() => ({ status: 500, data: {} }), product);
    render('/products/edit/p-8');
    await screen.findByLabelText(/Product Title/);
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Failed to update product');
    expect(banner).toHaveTextContent('Please check your form data and try again.');
  });
});
