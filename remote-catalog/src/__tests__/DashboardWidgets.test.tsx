import { screen, within } from '@testing-library/react';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import DashboardWidgets from '../DashboardWidgets';
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
});
