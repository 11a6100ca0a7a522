import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession, signInAs, makeUser } from '@app/shared/test-utils';
import { HOME_PAGE_SIZE, HOME_PLACEHOLDER_COUNT, HOME_SEARCH_DEBOUNCE_MS, HOME_SORT, TEXTS } from '../constants';
import HomePage from '../features/home/HomePage';
import { makeProduct, mockApi, paramsOf, productsAnswer } from './mockApi';

beforeEach(() => resetSession());
afterEach(() => jest.useRealTimers());

describe('HomePage', () => {
  it('loads the first page ranked by rankingNumber, without a token, and shows rank badges', async () => {
    signInAs(makeUser({ role: 'admin' }), 'admin-token');
    const requests = mockApi(() => productsAnswer([makeProduct({ title: 'Lamp', rankingNumber: 1 }), makeProduct({ title: 'Chair', rankingNumber: 2 })]));
    renderWithProviders(<HomePage />);
    expect(screen.getByText(TEXTS.loadingProducts)).toBeInTheDocument();
    expect(await screen.findByText('Lamp')).toBeInTheDocument();
    expect(screen.getByText('#2')).toBeInTheDocument();
    expect(paramsOf(requests[0]!)).toMatchObject({ sort: HOME_SORT, page: '1', limit: String(HOME_PAGE_SIZE) });
    expect(requests[0]!.headers.get('Authorization')).toBeFalsy();
  });

  it('searches on the server after a 300 ms pause in typing', async () => {
    jest.useFakeTimers();
    const requests = mockApi((config) =>
      productsAnswer(paramsOf(config).search === '42' ? [makeProduct({ title: 'Number 42', rankingNumber: 42 })] : [makeProduct({ title: 'Lamp' })]),
    );
    renderWithProviders(<HomePage />);
    await screen.findByText('Lamp');
    fireEvent.change(screen.getByLabelText(TEXTS.homeSearchLabel), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(TEXTS.homeSearchLabel), { target: { value: '42' } });
    act(() => jest.advanceTimersByTime(HOME_SEARCH_DEBOUNCE_MS - 10));
    expect(requests).toHaveLength(1);
    act(() => jest.advanceTimersByTime(20));
    expect(await screen.findByText('Number 42')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(paramsOf(requests[1]!).search).toBe('42');
  });

  it('says so when nothing matches', async () => {
    mockApi(() => productsAnswer([]));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(TEXTS.noProductsHome)).toBeInTheDocument();
  });

  it('shows the server message when the list fails', async () => {
    mockApi(() => ({ status: 500, data: { success: false, message: 'Database unavailable' } }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('shows Error connecting to server and eight placeholders when the API cannot be reached', async () => {
    mockApi(() => 'network-error');
    renderWithProviders(<HomePage />);
    expect(await screen.findByText(TEXTS.errorConnecting)).toBeInTheDocument();
    expect(screen.getAllByTestId('home-card')).toHaveLength(HOME_PLACEHOLDER_COUNT);
  });

  it('loads the next page from the Load more button (and on scroll)', async () => {
    mockApi((config) =>
      paramsOf(config).page === '2'
        ? productsAnswer([makeProduct({ title: 'Second page item', rankingNumber: 30 })], { currentPage: 2, totalPages: 2, total: 2 })
        : productsAnswer([makeProduct({ title: 'First page item' })], { currentPage: 1, totalPages: 2, total: 2 }),
    );
    renderWithProviders(<HomePage />);
    await screen.findByText('First page item');
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Second page item')).toBeInTheDocument();
    expect(screen.getByText('First page item')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more products' })).not.toBeInTheDocument();
  });

  it('counts a card click with a beacon to the configured API, keeping the real affiliate link', async () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    mockApi(() => productsAnswer([makeProduct({ _id: 'abc', title: 'Lamp', affiliateLink: 'https://merchant.example/lamp' })]));
    renderWithProviders(<HomePage />);
    const link = await screen.findByRole('link', { name: /Lamp/ });
    expect(link).toHaveAttribute('href', 'https://merchant.example/lamp');
    expect(link).toHaveAttribute('rel', 'sponsored nofollow noopener');
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('http://api.test/api/products/click/abc');
  });

  it('only logs a failed click count', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => { throw new Error('blocked'); } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi(() => productsAnswer([makeProduct({ title: 'Lamp' })]));
    renderWithProviders(<HomePage />);
    const link = await screen.findByRole('link', { name: /Lamp/ });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('Lamp')).toBeInTheDocument();
  });
});
