import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import type { LinkCheckRun, Product } from '@app/shared';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import { LINK_TEXTS } from '../constants';
import { bodyOf, fail, makeLink, makeProduct, makeRun, mockApi, ok, type Reply } from './mockApi';

beforeEach(() => resetSession());

const render = (route = '/products') => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

interface Stubs {
  /** Products the list answers (read on every request, so a test can change them). */
  products: () => Product[];
  latest?: LinkCheckRun | null;
  /** The answer to POST /api/link-checks. */
  start?: (config: InternalAxiosRequestConfig) => Reply;
  /** The answers to GET /api/link-checks/:id, one per read (the last repeats). */
  reads?: LinkCheckRun[];
}

function linkApi({ products, latest = null, start, reads = [] }: Stubs) {
  let read = 0;
  return mockApi((config) => {
    if (config.url === '/api/stats/dashboard') return ok({ stats: { products: 3, featured: 0, inactive: 0, clicksByDay: [], topProducts: [] } });
    if (config.url === '/api/categories/tree') return ok({ categoryTree: [{ _id: 'c1', name: 'Lighting', slug: 'lighting', sortOrder: 0, children: [] }] });
    if (config.url === '/api/products') {
      const list = products();
      return ok({ products: list, total: list.length, currentPage: Number(config.params?.page ?? 1), totalPages: 1, count: list.length });
    }
    if (config.url === '/api/link-checks/latest') return ok({ run: latest });
    if (config.url === '/api/link-checks' && config.method === 'post') return start ? start(config) : fail(500, 'No start stub');
    if (config.url?.startsWith('/api/link-checks/')) {
      const answer = reads[Math.min(read, reads.length - 1)];
      read += 1;
      return answer ? ok({ run: answer }) : fail(404, 'Link check not found');
    }
    return undefined;
  });
}

const productCalls = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.url === '/api/products' && r.method === 'get');

const three = () => [
  makeProduct({ _id: 'p-ok', title: 'Good Lamp', link: makeLink() }),
  makeProduct({ _id: 'p-warn', title: 'Moved Lamp', link: makeLink({ status: 'warning', error: 'The link leaves the merchant: it ends on shop.example.net after 3 redirects.' }) }),
  makeProduct({ _id: 'p-bad', title: 'Gone Lamp', link: makeLink({ status: 'broken', httpStatus: 404, error: 'The page was not found (HTTP 404).' }) }),
];

const badgeOf = (title: string) => within(screen.getByText(title).closest('tr')!).getByTestId('link-badge');

describe('link health in the product list', () => {
  it('shows a badge with its word and reason per row; a product never checked is Unchecked', async () => {
    signInAs(makeUser({ role: 'admin' }));
    linkApi({ products: () => [...three(), makeProduct({ title: 'New Lamp' })] });
    render();
    await screen.findByText('Good Lamp');
    expect(badgeOf('Good Lamp')).toHaveTextContent(/^Healthy/);
    expect(badgeOf('Good Lamp')).toHaveAttribute('title', expect.stringContaining('HTTP 200 in 120 ms'));
    expect(badgeOf('Moved Lamp')).toHaveTextContent(/^Warning/);
    expect(badgeOf('Moved Lamp').title).toMatch(/^The link leaves the merchant/);
    expect(badgeOf('Gone Lamp')).toHaveAttribute('data-status', 'broken');
    expect(badgeOf('Gone Lamp')).toHaveTextContent('Broken: The page was not found (HTTP 404).');
    expect(badgeOf('New Lamp')).toHaveTextContent(/^Unchecked/);
    expect(badgeOf('New Lamp')).toHaveAttribute('title', LINK_TEXTS.notChecked);
  });

  it('the filter goes to the URL and the request, keeps the other filters and starts again at page 1', async () => {
    signInAs(makeUser({ role: 'nurse' }));
    const user = userEvent.setup();
    const requests = linkApi({ products: three });
    render('/products?page=2&search=lamp&category=c1');
    await screen.findByText('Good Lamp');
    await screen.findByRole('option', { name: 'Lighting' });
    const filter = screen.getByLabelText(LINK_TEXTS.filterByLinkHealth);
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Links', 'Healthy', 'Warning', 'Broken', 'Unchecked']);
    await user.selectOptions(filter, 'broken');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?search=lamp&category=c1&linkStatus=broken'));
    await waitFor(() => expect(productCalls(requests).at(-1)?.params).toEqual({ page: 1, limit: 10, search: 'lamp', category: 'c1', linkStatus: 'broken' }));
    await user.selectOptions(screen.getByLabelText(LINK_TEXTS.filterByLinkHealth), '');
    await waitFor(() => expect(productCalls(requests).at(-1)?.params).toEqual({ page: 1, limit: 10, search: 'lamp', category: 'c1' }));
  });

  it('reads the filter from the URL; an unknown value shows every link', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const requests = linkApi({ products: three });
    const { unmount } = render('/products?linkStatus=warning&page=3');
    await screen.findByText('Good Lamp');
    expect(productCalls(requests)[0].params).toEqual({ page: 3, limit: 10, linkStatus: 'warning' });
    expect(screen.getByLabelText(LINK_TEXTS.filterByLinkHealth)).toHaveValue('warning');
    unmount();
    const again = linkApi({ products: three });
    render('/products?linkStatus=dead');
    await screen.findByText('Good Lamp');
    expect(productCalls(again)[0].params).toEqual({ page: 1, limit: 10 });
  });

  it('Check all links starts a run, follows its progress to the end, refreshes the list and says the result', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    let products = [makeProduct({ _id: 'p-a', title: 'Lamp A' }), makeProduct({ _id: 'p-b', title: 'Lamp B' })];
    const requests = linkApi({
      products: () => products,
      start: () => ({ status: 202, data: { success: true, run: makeRun({ id: 'run-7', total: 2 }) } }),
      reads: [makeRun({ id: 'run-7', total: 2, checked: 1, broken: 1 }), makeRun({ id: 'run-7', status: 'done', total: 2, checked: 2, healthy: 1, broken: 1 })],
    });
    render();
    await screen.findByText('Lamp A');
    expect(badgeOf('Lamp A')).toHaveTextContent(/^Unchecked/);
    const listReads = productCalls(requests).length;

    await user.click(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks }));
    const progress = await screen.findByTestId('link-check-progress');
    expect(bodyOf(requests.find((r) => r.url === '/api/link-checks' && r.method === 'post')!)).toEqual({});
    expect(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks })).toBeDisabled();
    await waitFor(() => expect(within(progress).getByRole('progressbar', { name: LINK_TEXTS.progressLabel })).toHaveAttribute('aria-valuenow', '1'));
    expect(progress).toHaveTextContent('1 of 2 checked · 0 healthy, 0 warning, 1 broken');

    products = [makeProduct({ _id: 'p-a', title: 'Lamp A', link: makeLink() }), makeProduct({ _id: 'p-b', title: 'Lamp B', link: makeLink({ status: 'broken', error: 'The connection was refused.' }) })];
    expect(await screen.findByText('Link check finished: 1 healthy, 0 warning, 1 broken')).toBeInTheDocument();
    expect(screen.getByTestId('link-check-progress')).toHaveAttribute('data-status', 'done');
    expect(screen.getByTestId('link-check-progress')).toHaveTextContent('2 of 2 checked · 1 healthy, 0 warning, 1 broken');
    await waitFor(() => expect(productCalls(requests).length).toBeGreaterThan(listReads));
    await waitFor(() => expect(badgeOf('Lamp B')).toHaveTextContent(/^Broken/));
    expect(badgeOf('Lamp A')).toHaveTextContent(/^Healthy/);
    expect(requests.filter((r) => r.url === '/api/link-checks/run-7')).toHaveLength(2);
    expect(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks })).toBeEnabled();
    // Nothing is read after the run ended.
    await new Promise((r) => setTimeout(r, 1500));
    expect(requests.filter((r) => r.url === '/api/link-checks/run-7')).toHaveLength(2);
  });

  it('Check links sends the selected rows only', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = linkApi({
      products: three,
      start: () => ({ status: 202, data: { success: true, run: makeRun({ id: 'run-s', total: 2 }) } }),
      reads: [makeRun({ id: 'run-s', status: 'done', total: 2, checked: 2, healthy: 2 })],
    });
    render();
    await screen.findByText('Good Lamp');
    expect(screen.getByRole('button', { name: LINK_TEXTS.checkLinks })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Good Lamp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Gone Lamp' }));
    await user.click(screen.getByRole('button', { name: 'Check links (2)' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/link-checks' && r.method === 'post')).toBe(true));
    expect(bodyOf(requests.find((r) => r.url === '/api/link-checks' && r.method === 'post')!)).toEqual({ productIds: ['p-ok', 'p-bad'] });
    expect(await screen.findByText('Link check finished: 2 healthy, 0 warning, 0 broken')).toBeInTheDocument();
    // The refreshed list starts with nothing selected.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select Good Lamp' })).not.toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: LINK_TEXTS.selectAll }));
    expect(screen.getByRole('button', { name: 'Check links (3)' })).toBeEnabled();
  });

  it('after a reload, follows the run that is still going (latest run)', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const requests = linkApi({
      products: three,
      latest: makeRun({ id: 'run-r', total: 40, checked: 25, healthy: 20, warning: 3, broken: 2 }),
      reads: [makeRun({ id: 'run-r', status: 'done', total: 40, checked: 40, healthy: 33, warning: 4, broken: 3 })],
    });
    render();
    const progress = await screen.findByTestId('link-check-progress');
    expect(progress).toHaveTextContent('25 of 40 checked · 20 healthy, 3 warning, 2 broken');
    expect(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks })).toBeDisabled();
    const listReads = productCalls(requests).length;
    expect(await screen.findByText('Link check finished: 33 healthy, 4 warning, 3 broken')).toBeInTheDocument();
    await waitFor(() => expect(productCalls(requests).length).toBeGreaterThan(listReads));
    expect(requests.some((r) => r.url === '/api/link-checks/run-r')).toBe(true);
  });

  it('a finished latest run is not shown again', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const requests = linkApi({ products: three, latest: makeRun({ id: 'old', status: 'done', checked: 3, healthy: 3 }) });
    render();
    await screen.findByText('Good Lamp');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/link-checks/latest')).toBe(true));
    expect(screen.queryByTestId('link-check-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks })).toBeEnabled();
  });

  it('409: says a link check is already running and follows that run', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = linkApi({
      products: three,
      start: () => ({ status: 409, data: { success: false, message: 'A link check is already running', run: makeRun({ id: 'run-other', total: 10, checked: 4, healthy: 4 }) } }),
      reads: [makeRun({ id: 'run-other', status: 'done', total: 10, checked: 10, healthy: 9, broken: 1 })],
    });
    render();
    await screen.findByText('Good Lamp');
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks }));
    expect(await screen.findByText(LINK_TEXTS.alreadyRunning)).toBeInTheDocument();
    expect(screen.getByTestId('link-check-progress')).toHaveTextContent('4 of 10 checked');
    expect(await screen.findByText('Link check finished: 9 healthy, 0 warning, 1 broken')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/link-checks/run-other')).toBe(true);
  });

  it('a failed run says so; a refused start shows the server message', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    let refuse = true;
    linkApi({
      products: three,
      start: () => (refuse ? fail(403, 'Access denied') : { status: 202, data: { success: true, run: makeRun({ id: 'run-f' }) } }),
      reads: [makeRun({ id: 'run-f', status: 'failed', checked: 1, healthy: 1, error: 'The API stopped during the run' })],
    });
    render();
    await screen.findByText('Good Lamp');
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks }));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.queryByTestId('link-check-progress')).not.toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: LINK_TEXTS.checkAllLinks }));
    expect(await screen.findByText(`${LINK_TEXTS.failed}: The API stopped during the run`)).toBeInTheDocument();
    expect(screen.getByTestId('link-check-progress')).toHaveAttribute('data-status', 'failed');
    expect(screen.getByTestId('link-check-error')).toHaveTextContent('The API stopped during the run');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('link-check-progress')).not.toBeInTheDocument();
  });

  it('a lost progress read shows an error with Retry, which follows the run again', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    let down = true;
    mockApi((config) => {
      if (config.url === '/api/products') return ok({ products: three(), total: 3, currentPage: 1, totalPages: 1, count: 3 });
      if (config.url === '/api/link-checks/latest') return ok({ run: makeRun({ id: 'run-e' }) });
      if (config.url === '/api/link-checks/run-e') return down ? fail(503, 'Service unavailable') : ok({ run: makeRun({ id: 'run-e', status: 'done', checked: 3, healthy: 3 }) });
      return ok({ categoryTree: [], stats: { products: 3, featured: 0 } });
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LINK_TEXTS.followError);
    expect(alert).toHaveTextContent('Service unavailable');
    down = false;
    await user.click(within(alert).getByRole('button', { name: LINK_TEXTS.retry }));
    expect(await screen.findByText('Link check finished: 3 healthy, 0 warning, 0 broken')).toBeInTheDocument();
  });

  it('staff see badges and the filter but no selection, no Check buttons and no run requests', async () => {
    signInAs(makeUser({ role: 'doctor' }));
    const requests = linkApi({ products: three, latest: makeRun() });
    render();
    await screen.findByText('Good Lamp');
    expect(badgeOf('Gone Lamp')).toHaveTextContent(/^Broken/);
    expect(screen.getByLabelText(LINK_TEXTS.filterByLinkHealth)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.checkAllLinks })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LINK_TEXTS.checkLinks })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('link-check-progress')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url?.startsWith('/api/link-checks'))).toBe(false);
  });

  it('the grid view shows the badge and a selection box per card', async () => {
    signInAs(makeUser({ role: 'admin' }));
    linkApi({ products: three });
    render('/products?view=grid');
    const cards = await screen.findAllByTestId('product-card');
    expect(within(cards[2]).getByTestId('link-badge')).toHaveTextContent(/^Broken/);
    expect(within(cards[2]).getByRole('checkbox', { name: 'Select Gone Lamp' })).toBeInTheDocument();
  });
});
