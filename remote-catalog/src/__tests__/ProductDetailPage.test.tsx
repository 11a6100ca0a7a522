import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import { fail, makeProduct, mockApi, ok } from './mockApi';

beforeEach(() => resetSession());

const render = (route: string) => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

describe('product detail', () => {
  it('shows badges, rank, price in its currency, merchant, the affiliate link, stats and the info table', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const product = makeProduct({ _id: 'p-1', title: 'Desk Lamp', price: 12, currency: 'USD', featured: true, isActive: false, rankingNumber: 3, clicks: 17, affiliateLink: 'https://www.amazon.com/dp/LAMP' });
    mockApi(() => ok({ product }));
    render('/products/view/p-1');
    expect(await screen.findByRole('heading', { name: 'Desk Lamp' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('$12.00');
    expect(screen.getByTestId('detail-rank')).toHaveTextContent('#3');
    expect(screen.getByText('Inactive', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByTestId('detail-clicks')).toHaveTextContent('17');
    for (const label of ['Total Clicks', 'Created', 'Last Updated']) expect(screen.getByRole('heading', { name: label })).toBeInTheDocument();
    const visit = screen.getByRole('link', { name: 'Visit Affiliate Link' });
    expect(visit).toHaveAttribute('href', 'https://www.amazon.com/dp/LAMP');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByTestId('detail-affiliate-link')).toHaveTextContent('https://www.amazon.com/dp/LAMP');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/products/edit/p-1');
  });

  it("shows 'No price information' without a price", async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi(() => ok({ product: makeProduct({ _id: 'p-2', price: null }) }));
    render('/products/view/p-2');
    expect(await screen.findByTestId('detail-price')).toHaveTextContent('No price information');
  });

  it('deletes after the confirm and returns to the list', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = mockApi((config) => (config.method === 'delete' ? ok({ message: 'deleted' }) : ok({ product: makeProduct({ _id: 'p-3', title: 'Gone' }), products: [], total: 0, totalPages: 0, currentPage: 1, categories: [], stats: { products: 0, featured: 0 } })));
    render('/products/view/p-3');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Product' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Gone? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/));
    expect(requests.find((r) => r.method === 'delete')?.url).toBe('/api/products/p-3');
  });

  it('shows the error state when the product cannot be loaded', async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi(() => fail(404, 'Product not found'));
    render('/products/view/missing');
    expect(await screen.findByText('Error Loading Product')).toBeInTheDocument();
    expect(screen.getByText('This product could not be found or has been deleted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Products' })).toHaveAttribute('href', '/products');
  });

  it('is read-only for staff', async () => {
    signInAs(makeUser({ role: 'receptionist' }));
    mockApi(() => ok({ product: makeProduct({ _id: 'p-4', title: 'Seen' }) }));
    render('/products/view/p-4');
    await screen.findByRole('heading', { name: 'Seen' });
    expect(screen.getByRole('link', { name: 'Visit Affiliate Link' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
