import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import DashboardWidgets from '../pages/DashboardWidgets';
import { fail, mockApi, ok } from './mockApi';

beforeEach(() => resetSession());

const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, clicks: i === 29 ? 4 : i === 10 ? 2 : 0 }));

describe('dashboard widgets', () => {
  it('shows the counts, a bar per day and the top products', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const requests = mockApi(() =>
      ok({ stats: { products: 12, featured: 3, inactive: 2, clicksByDay: days, topProducts: [{ _id: 't1', title: 'Top Lamp', clicks: 9, featuredImage: '' }] } }),
    );
    renderWithProviders(<DashboardWidgets />);
    expect(await screen.findByTestId('stat-products')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-featured')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-inactive')).toHaveTextContent('2');
    const chart = screen.getByTestId('clicks-chart');
    const bars = chart.querySelectorAll('rect.bar');
    expect(bars).toHaveLength(30);
    expect(bars[29]).toHaveAttribute('data-clicks', '4');
    expect(screen.getByTestId('clicks-total')).toHaveTextContent('6 clicks in total');
    expect(within(screen.getByTestId('top-products')).getByRole('link', { name: 'Top Lamp' })).toHaveAttribute('href', '/products/view/t1');
    expect(requests[0].url).toBe('/api/stats/dashboard');
  });

  it('lists no products without clicks as most clicked', async () => {
    signInAs(makeUser({ role: 'nurse' }));
    mockApi(() => ok({ stats: { products: 1, featured: 0, inactive: 0, clicksByDay: days.map((d) => ({ ...d, clicks: 0 })), topProducts: [{ _id: 't1', title: 'Cold', clicks: 0, featuredImage: '' }] } }));
    renderWithProviders(<DashboardWidgets />);
    expect(await screen.findByText('No clicks yet')).toBeInTheDocument();
    expect(screen.queryByText('Cold')).not.toBeInTheDocument();
    expect(screen.getByTestId('clicks-total')).toHaveTextContent('0 clicks in total');
  });

  it('shows an Error banner when the statistics cannot be loaded', async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi(() => fail(500, 'Stats unavailable'));
    renderWithProviders(<DashboardWidgets />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Stats unavailable');
  });

  it("shows 'Broken links: N' (staff too), linking to the product list filtered to broken links", async () => {
    signInAs(makeUser({ role: 'receptionist' }));
    const user = userEvent.setup();
    const requests = mockApi((config) =>
      config.url === '/api/link-checks/summary'
        ? ok({ summary: { healthy: 30, warning: 4, broken: 6, unchecked: 2 } })
        : ok({ stats: { products: 42, featured: 3, inactive: 0, clicksByDay: days, topProducts: [] } }),
    );
    renderWithProviders(<DashboardWidgets />, { route: '/dashboard', path: '/dashboard', routes: <Route path="/products" element={<p>Product list</p>} /> });
    const widget = await screen.findByTestId('stat-broken-links');
    const link = await within(widget).findByRole('link', { name: 'Broken links: 6' });
    expect(link).toHaveTextContent(/^6$/);
    expect(link).toHaveAttribute('href', '/products?linkStatus=broken');
    expect(requests.some((r) => r.url === '/api/link-checks/summary')).toBe(true);
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?linkStatus=broken'));
  });

  it('the broken links figure says when it cannot be loaded, and the other figures stay', async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi((config) =>
      config.url === '/api/link-checks/summary' ? fail(503, 'Link health unavailable') : ok({ stats: { products: 5, featured: 1, inactive: 0, clicksByDay: days, topProducts: [] } }),
    );
    renderWithProviders(<DashboardWidgets />);
    expect(await within(await screen.findByTestId('stat-broken-links')).findByRole('alert')).toHaveTextContent('Link health unavailable');
    expect(screen.getByTestId('stat-products')).toHaveTextContent('5');
  });
});
