import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { SKELETONS, TEXTS } from '../constants';
import CataloguePage from '../features/catalogue/CataloguePage';
import { makeProduct, mockApi, paramsOf, productsAnswer } from './mockApi';

const categories = [
  { _id: 'c1', name: 'Lighting', slug: 'lighting', isActive: true, featured: false, parent: null, sortOrder: 0, productCount: 1, createdAt: '', updatedAt: '' },
];

function stub(products = [makeProduct({ title: 'Lamp', merchantName: 'Amazon' }), makeProduct({ title: 'Chair', merchantName: 'Flipkart' })], pages = 1) {
  return mockApi((config) => {
    if (config.url === '/api/categories') return { status: 200, data: { success: true, categories } };
    const page = Number(paramsOf(config).page ?? 1);
    return productsAnswer(products, { currentPage: page, totalPages: pages, total: products.length * pages });
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const productCalls = (requests: ReturnType<typeof stub>) => requests.filter((r) => r.url === '/api/products');

beforeEach(() => {
  resetSession();
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo; // jsdom has no scrolling
});

describe('CataloguePage', () => {
  it('loads page 1, limit 12, sort -createdAt with no query and shows 6 skeletons meanwhile', async () => {
    const requests = stub();
    renderWithProviders(<CataloguePage />, { route: '/product' });
    expect(screen.getByRole('heading', { name: TEXTS.ourProducts })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(SKELETONS.grid);
    await screen.findByText('Lamp');
    expect(paramsOf(productCalls(requests)[0]!)).toEqual({ page: '1', limit: '12', sort: '-createdAt' });
    expect(productCalls(requests)[0]!.headers.get('Authorization')).toBeFalsy();
  });

  it('restores the view from the URL (reload) and sends every filter to the server', async () => {
    const requests = stub();
    renderWithProviders(<CataloguePage />, {
      route: '/product?page=2&limit=12&sort=-price&category=lighting&minPrice=5&maxPrice=50&search=lamp&merchantName=Amazon&minRating=4',
    });
    await screen.findByText('Lamp');
    expect(paramsOf(productCalls(requests)[0]!)).toEqual({
      page: '2', limit: '12', sort: '-price', category: 'lighting', minPrice: '5', maxPrice: '50', search: 'lamp', merchantName: 'Amazon', minRating: '4',
    });
    expect(screen.getByRole('combobox', { name: TEXTS.sortBy })).toHaveValue('-price');
    expect(screen.getByRole('searchbox', { name: TEXTS.searchProducts })).toHaveValue('lamp');
  });

  it('Apply Filters writes the filters to the URL and resets the page to 1; two merchants send no merchantName', async () => {
    stub();
    renderWithProviders(<CataloguePage />, { route: '/product?page=3&limit=12&sort=price' });
    await screen.findByText('Lamp');
    const filters = screen.getByRole('complementary', { name: TEXTS.filters, hidden: true });
    fireEvent.click(within(filters).getByLabelText('Lighting'));
    fireEvent.click(within(filters).getByLabelText('Amazon'));
    fireEvent.click(within(filters).getByLabelText(/4 & Up/));
    fireEvent.click(within(filters).getByText(TEXTS.applyFilters));
    await waitFor(() => expect(location()).toBe('/product?page=1&limit=12&sort=price&category=lighting&merchantName=Amazon&minRating=4'));

    fireEvent.click(within(filters).getByLabelText('Flipkart'));
    fireEvent.click(within(filters).getByText(TEXTS.applyFilters));
    await waitFor(() => expect(location()).toBe('/product?page=1&limit=12&sort=price&category=lighting&minRating=4'));

    fireEvent.click(within(filters).getByText(TEXTS.clearAllFilters));
    await waitFor(() => expect(location()).toBe('/product?page=1&limit=12&sort=-createdAt'));
  });

  it('sort select and pagination update the URL', async () => {
    stub(undefined, 5);
    renderWithProviders(<CataloguePage />, { route: '/product' });
    await screen.findByText('Lamp');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: TEXTS.sortBy }), 'Highest Rated');
    await waitFor(() => expect(location()).toBe('/product?page=1&limit=12&sort=-rating'));
    await screen.findByText('Lamp');
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(location()).toBe('/product?page=5&limit=12&sort=-rating'));
  });

  it('shows No Products Found with Clear Filters', async () => {
    stub([]);
    renderWithProviders(<CataloguePage />, { route: '/product?page=1&limit=12&sort=-createdAt&search=zzz' });
    expect(await screen.findByText(TEXTS.noProductsFound)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.clearFilters }));
    await waitFor(() => expect(location()).toBe('/product?page=1&limit=12&sort=-createdAt'));
  });

  it('list view shows 4 skeletons while loading', async () => {
    stub();
    renderWithProviders(<CataloguePage />, { route: '/product' });
    await screen.findByText('Lamp');
    fireEvent.click(screen.getByRole('button', { name: TEXTS.listView }));
    fireEvent.change(screen.getByRole('searchbox', { name: TEXTS.searchProducts }), { target: { value: 'desk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // A new search shows the list skeletons until the answer comes.
    expect(screen.getAllByTestId('skeleton')).toHaveLength(SKELETONS.list);
    await screen.findByText('Lamp');
  });
});
