import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession, signInAs, makeUser } from '@app/shared/test-utils';
import { HOME_PAGE_SIZE, HOME_PLACEHOLDER_COUNT, HOME_SEARCH_DEBOUNCE_MS, HOME_SORT, TEXTS } from '../constants';
import HomePage from '../features/home/HomePage';
import { homeQuery } from '../features/home/useHomeProducts';
import { PageDataProvider, productsKey } from '../ssr/pageData';
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

  it('loads the next page from the Load more button with the previous answer\'s cursor', async () => {
    const requests = mockApi((config) => {
      const { cursor } = paramsOf(config);
      if (cursor === 'cursor-2') return productsAnswer([makeProduct({ title: 'Second page item', rankingNumber: 30 })], { currentPage: 2, totalPages: 3, total: 3, nextCursor: 'cursor-3' });
      if (cursor === 'cursor-3') return productsAnswer([makeProduct({ title: 'Third page item', rankingNumber: 31 })], { currentPage: 3, totalPages: 3, total: 3 });
      return productsAnswer([makeProduct({ title: 'First page item' })], { currentPage: 1, totalPages: 3, total: 3, nextCursor: 'cursor-2' });
    });
    renderWithProviders(<HomePage />);
    await screen.findByText('First page item');
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Second page item')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Third page item')).toBeInTheDocument();
    expect(screen.getByText('First page item')).toBeInTheDocument();
    // The last answer had no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more products' })).not.toBeInTheDocument();
    expect(requests.map((request) => paramsOf(request).cursor)).toEqual([undefined, 'cursor-2', 'cursor-3']);
    expect(paramsOf(requests[1]!)).not.toHaveProperty('page');
    expect(paramsOf(requests[1]!)).toMatchObject({ sort: HOME_SORT, limit: String(HOME_PAGE_SIZE) });
  });

  it('loads on scroll: the sentinel near the viewport asks for the next page', async () => {
    const observers: { callback: IntersectionObserverCallback }[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const requests = mockApi((config) =>
        paramsOf(config).cursor === 'next'
          ? productsAnswer([makeProduct({ title: 'Scrolled item' })], { currentPage: 2 })
          : productsAnswer([makeProduct({ title: 'First page item' })], { nextCursor: 'next', totalPages: 2 }),
      );
      renderWithProviders(<HomePage />);
      await screen.findByText('First page item');
      await waitFor(() => expect(observers.length).toBeGreaterThan(0));
      act(() => observers[observers.length - 1]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByText('Scrolled item')).toBeInTheDocument();
      expect(paramsOf(requests[1]!).cursor).toBe('next');
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('continues from the server-rendered first page with its cursor (no refetch of page 1)', async () => {
    const requests = mockApi(() => productsAnswer([makeProduct({ title: 'Browser page 2' })], { currentPage: 2 }));
    const first = productsAnswer([makeProduct({ title: 'Server item' })], { totalPages: 2, total: 2, nextCursor: 'from-server' }).data;
    renderWithProviders(
      <PageDataProvider page={{ data: { [productsKey(homeQuery(''))]: first }, status: 200 }}>
        <HomePage />
      </PageDataProvider>,
    );
    expect(screen.getByText('Server item')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    expect(await screen.findByText('Browser page 2')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(paramsOf(requests[0]!).cursor).toBe('from-server');
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
    expect(beacon).toHaveBeenCalledWith('http://api.test/api/products/click/abc', JSON.stringify({ page: window.location.pathname }));
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
