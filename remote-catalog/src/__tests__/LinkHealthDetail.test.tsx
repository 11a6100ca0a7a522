import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import { LINK_TEXTS } from '../constants';
import { bodyOf, fail, makeLink, makeProduct, mockApi, ok } from './mockApi';

beforeEach(() => resetSession());

const render = (route: string) => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

const chained = makeLink({
  status: 'warning',
  httpStatus: 200,
  finalUrl: 'https://shop.example.net/item/9',
  redirects: [
    { status: 301, url: 'https://go.example.com/p/9' },
    { status: 302, url: 'https://track.example.org/r?id=9' },
    { status: 301, url: 'https://shop.example.net/item/9' },
  ],
  error: 'The link leaves the merchant: it ends on shop.example.net after 3 redirects.',
  responseMs: 842,
});

describe('link health on the product view', () => {
  it('shows the reason, HTTP status, time, final URL and the chain hop by hop', async () => {
    signInAs(makeUser({ role: 'nurse' }));
    mockApi(() => ok({ product: makeProduct({ _id: 'p-1', title: 'Chained', link: chained }) }));
    render('/products/view/p-1');
    const section = await screen.findByTestId('link-health');
    expect(within(section).getByRole('heading', { name: LINK_TEXTS.sectionTitle })).toBeInTheDocument();
    expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Warning/);
    expect(within(section).getByTestId('link-reason')).toHaveTextContent('The link leaves the merchant: it ends on shop.example.net after 3 redirects.');
    expect(within(section).getByTestId('link-http-status')).toHaveTextContent('200');
    expect(section).toHaveTextContent('842 ms');
    expect(within(section).getByTestId('link-final-url')).toHaveTextContent('https://shop.example.net/item/9');
    const hops = within(within(section).getByTestId('link-chain')).getAllByRole('listitem');
    expect(hops.map((li) => li.textContent)).toEqual(['301https://go.example.com/p/9', '302https://track.example.org/r?id=9', '301https://shop.example.net/item/9']);
    // Staff read; only admins check and acknowledge.
    expect(within(section).queryByRole('button', { name: LINK_TEXTS.checkNow })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: LINK_TEXTS.acknowledge })).not.toBeInTheDocument();
  });

  it("says 'Not checked yet' without a result", async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi(() => ok({ product: makeProduct({ _id: 'p-2', title: 'Fresh' }) }));
    render('/products/view/p-2');
    const section = await screen.findByTestId('link-health');
    expect(within(section).getByTestId('link-not-checked')).toHaveTextContent('Not checked yet');
    expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Unchecked/);
    expect(within(section).queryByRole('button', { name: LINK_TEXTS.acknowledge })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: LINK_TEXTS.checkNow })).toBeEnabled();
  });

  it('Check now checks the link and shows the new result', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = mockApi((config) => {
      if (config.method === 'post' && config.url === '/api/products/p-3/link-check') {
        return ok({ link: makeLink({ status: 'broken', httpStatus: 404, finalUrl: 'https://www.amazon.com/dp/GONE', error: 'The page was not found (HTTP 404).', responseMs: 95 }) });
      }
      return ok({ product: makeProduct({ _id: 'p-3', title: 'Checked', link: makeLink() }) });
    });
    render('/products/view/p-3');
    const section = await screen.findByTestId('link-health');
    expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Healthy/);
    expect(within(section).getByText(LINK_TEXTS.noRedirects)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: LINK_TEXTS.checkNow }));
    await waitFor(() => expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Broken/));
    expect(within(section).getByTestId('link-reason')).toHaveTextContent('The page was not found (HTTP 404).');
    expect(within(section).getByTestId('link-http-status')).toHaveTextContent('404');
    expect(await screen.findByText(LINK_TEXTS.checked)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(1);
  });

  it('Acknowledge accepts a warning once, then the button goes', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = mockApi((config) => {
      if (config.method === 'patch') return ok({ link: { ...chained, acknowledged: true } });
      return ok({ product: makeProduct({ _id: 'p-4', title: 'Warned', link: chained }) });
    });
    render('/products/view/p-4');
    const section = await screen.findByTestId('link-health');
    await user.click(within(section).getByRole('button', { name: LINK_TEXTS.acknowledge }));
    await waitFor(() => expect(within(section).queryByRole('button', { name: LINK_TEXTS.acknowledge })).not.toBeInTheDocument());
    const patch = requests.find((r) => r.method === 'patch')!;
    expect(patch.url).toBe('/api/products/p-4/link');
    expect(bodyOf(patch)).toEqual({ acknowledged: true });
    expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Warning \(acknowledged\)/);
    expect(section).toHaveTextContent(LINK_TEXTS.acknowledgedNote);
    expect(await screen.findByText(LINK_TEXTS.acknowledgedToast)).toBeInTheDocument();
  });

  it('a healthy or already acknowledged result has nothing to acknowledge', async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi(() => ok({ product: makeProduct({ _id: 'p-5', title: 'Seen', link: makeLink({ status: 'broken', httpStatus: 500, error: 'The server failed (HTTP 500).', acknowledged: true }) }) }));
    render('/products/view/p-5');
    const section = await screen.findByTestId('link-health');
    expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Broken \(acknowledged\)/);
    expect(within(section).queryByRole('button', { name: LINK_TEXTS.acknowledge })).not.toBeInTheDocument();
  });

  it('a failed check keeps the last result and shows the message', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    mockApi((config) => (config.method === 'post' ? fail(429, 'Too many requests') : ok({ product: makeProduct({ _id: 'p-6', title: 'Kept', link: chained }) })));
    render('/products/view/p-6');
    const section = await screen.findByTestId('link-health');
    await user.click(within(section).getByRole('button', { name: LINK_TEXTS.checkNow }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    expect(within(section).getByTestId('link-badge')).toHaveTextContent(/^Warning/);
    expect(within(section).getByRole('button', { name: LINK_TEXTS.checkNow })).toBeEnabled();
  });
});
