import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { SKELETONS, TEXTS } from '../constants';
import SearchPage from '../features/search/SearchPage';
import { makeProduct, mockApi, paramsOf, productsAnswer } from './mockApi';

const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => {
  resetSession();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo; // jsdom has no scrolling
});

describe('SearchPage', () => {
  it('titles the page with the query, shows 8 skeletons, then N products found', async () => {
    const requests = mockApi((config) =>
      config.url === '/api/categories' ? { status: 200, data: { success: true, categories: [] } } : productsAnswer([makeProduct({ title: 'Desk Lamp' })], { total: 41, totalPages: 3 }),
    );
    renderWithProviders(<SearchPage />, { route: '/search?query=lamp' });
    expect(screen.getByRole('heading', { name: `${TEXTS.searchResultsFor} "lamp"` })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(SKELETONS.search);
    expect(await screen.findByText('41 products found')).toBeInTheDocument();
    const call = requests.find((r) => r.url === '/api/products')!;
    expect(paramsOf(call)).toMatchObject({ search: 'lamp', limit: '20', page: '1', sort: '-createdAt' });
  });

  it('All Products without a query; sort buttons cycle and chips remove filters', async () => {
    mockApi((config) => (config.url === '/api/categories' ? { status: 200, data: { success: true, categories: [] } } : productsAnswer([makeProduct()])));
    renderWithProviders(<SearchPage />, { route: '/search?minPrice=5' });
    expect(screen.getByRole('heading', { name: TEXTS.allProducts })).toBeInTheDocument();
    await screen.findByText('1 product found');
    const price = () => screen.getByRole('button', { name: /Sort by price/ });
    fireEvent.click(price());
    await waitFor(() => expect(location()).toBe('/search?minPrice=5&sort=price'));
    expect(price()).toHaveAccessibleName('Sort by price, ascending');
    fireEvent.click(price());
    await waitFor(() => expect(location()).toBe('/search?minPrice=5&sort=-price'));
    expect(screen.getByRole('button', { name: /Remove filter Sort: Price \(descending\)/ })).toBeInTheDocument();
    fireEvent.click(price());
    await waitFor(() => expect(location()).toBe('/search?minPrice=5'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Min price: 5' }));
    await waitFor(() => expect(location()).toBe('/search'));
  });

  it('empty state offers Clear filters and try again', async () => {
    mockApi((config) => (config.url === '/api/categories' ? { status: 200, data: { success: true, categories: [] } } : productsAnswer([])));
    renderWithProviders(<SearchPage />, { route: '/search?query=zzz&page=2' });
    expect(await screen.findByText(TEXTS.noProductsSearch)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.clearFiltersTryAgain }));
    await waitFor(() => expect(location()).toBe('/search'));
  });
});
