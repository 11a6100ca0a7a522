import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import ProductsRoutes from '../pages/ProductsRoutes';
import type { ClickStats } from '../features/clicks/api';
import { lastDays } from '../features/clicks/range';
import { toCsv } from '../features/clicks/csv';
import { fail, makeProduct, mockApi, ok, type Reply } from './mockApi';

beforeEach(() => resetSession());

const render = (route: string) => renderWithProviders(<ProductsRoutes />, { route, path: '/products/*' });

function makeStats(overrides: Partial<ClickStats> = {}): ClickStats {
  return {
    total: 7,
    bots: 3,
    byDay: [
      { date: '2026-11-22', clicks: 3, bots: 1 },
      { date: '2026-11-23', clicks: 4, bots: 2 },
    ],
    topProducts: [
      { _id: 'p-1', title: 'Desk Lamp', clicks: 5 },
      { _id: 'p-2', title: '=HYPERLINK("http://evil")', clicks: 2 },
    ],
    referrers: [
      { referrer: '/deals', clicks: 4 },
      { referrer: 'www.google.com', clicks: 2 },
      { referrer: '', clicks: 1 },
    ],
    devices: [
      { device: 'mobile', clicks: 4 },
      { device: 'tablet', clicks: 0 },
      { device: 'desktop', clicks: 3 },
    ],
    countries: [{ country: 'IN', clicks: 7 }],
    zeroClickProducts: [{ _id: 'p-9', title: 'Forgotten Chair', createdAt: '2026-11-01T10:00:00.000Z' }],
    zeroClickCount: 1,
    ...overrides,
  };
}

const statsCalls = (requests: InternalAxiosRequestConfig[]) => requests.filter((r) => r.url === '/api/stats/clicks');

function statsApi(answer: (config: InternalAxiosRequestConfig) => Reply) {
  return mockApi((config) => (config.url === '/api/stats/clicks' ? answer(config) : undefined));
}

describe('Clicks page', () => {
  it('asks for the last 30 days and shows figures, the chart and every table', async () => {
    signInAs(makeUser({ role: 'receptionist' }));
    const requests = statsApi(() => ok({ clicks: makeStats() }));
    render('/products/clicks');
    expect(await screen.findByTestId('clicks-chart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clicks', level: 1 })).toBeInTheDocument();
    expect(statsCalls(requests)[0].params).toEqual(lastDays(30));
    expect(screen.getByTestId('clicks-stat-total')).toHaveTextContent('7');
    expect(screen.getByTestId('clicks-stat-bots')).toHaveTextContent('3');
    expect(screen.getByTestId('clicks-stat-bot-share')).toHaveTextContent('30%');
    expect(screen.getByTestId('clicks-chart').querySelectorAll('rect.bar')).toHaveLength(2);
    const top = screen.getByTestId('clicks-top-products');
    expect(within(top).getByRole('link', { name: 'Desk Lamp' })).toHaveAttribute('href', '/products/view/p-1');
    const referrers = screen.getByTestId('clicks-referrers');
    for (const name of ['/deals', 'www.google.com', 'Direct or unknown']) expect(within(referrers).getByText(name)).toBeInTheDocument();
    expect(within(screen.getByTestId('clicks-devices')).getByText('Mobile')).toBeInTheDocument();
    expect(within(screen.getByTestId('clicks-zero-products')).getByRole('link', { name: 'Forgotten Chair' })).toBeInTheDocument();
  });

  it('shows the loading state, then the error with a retry that asks again', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    let answer: Reply = fail(500, 'Database unavailable');
    const requests = statsApi(() => answer);
    render('/products/clicks');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    answer = ok({ clicks: makeStats() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('clicks-chart')).toBeInTheDocument();
    expect(statsCalls(requests)).toHaveLength(2);
  });

  it('shows an empty state without clicks; tables say so and cannot export', async () => {
    signInAs(makeUser({ role: 'admin' }));
    statsApi(() =>
      ok({ clicks: makeStats({ total: 0, bots: 0, byDay: [{ date: '2026-11-23', clicks: 0, bots: 0 }], topProducts: [], referrers: [], devices: [], countries: [] }) }),
    );
    render('/products/clicks');
    expect(await screen.findByText('No clicks in this range')).toBeInTheDocument();
    expect(screen.queryByTestId('clicks-chart')).not.toBeInTheDocument();
    const top = screen.getByTestId('clicks-top-products');
    expect(within(top).getByText('Nothing to show')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Export Top products as CSV' })).toBeDisabled();
  });

  it('asks again when the range changes: presets and a custom range; refuses a reversed one', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = statsApi(() => ok({ clicks: makeStats() }));
    render('/products/clicks');
    await screen.findByTestId('clicks-chart');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(statsCalls(requests)).toHaveLength(2));
    expect(statsCalls(requests)[1].params).toEqual(lastDays(7));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(statsCalls(requests)).toHaveLength(3));
    expect(statsCalls(requests)[2].params).toEqual(lastDays(90));

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-10-05');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose a start date on or before the end date')).toBeInTheDocument();
    expect(statsCalls(requests)).toHaveLength(3);
    await user.clear(to);
    await user.type(to, '2026-10-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(statsCalls(requests)).toHaveLength(4));
    expect(statsCalls(requests)[3].params).toEqual({ from: '2026-10-05', to: '2026-10-20' });
    expect(screen.getByTestId('clicks-range')).toHaveTextContent('2026-10-05 to 2026-10-20');
  });

  describe('CSV export', () => {
    let saved: { name: string; blob: Blob }[];
    beforeEach(() => {
      saved = [];
      let blob: Blob | undefined;
      URL.createObjectURL = jest.fn((value: Blob) => {
        blob = value;
        return 'blob:clicks';
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, blob: blob! });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    const text = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });

    it("downloads a table's rows as CSV, formulas neutralised, with ids", async () => {
      signInAs(makeUser({ role: 'admin' }));
      const user = userEvent.setup();
      statsApi(() => ok({ clicks: makeStats() }));
      render('/products/clicks');
      const top = await screen.findByTestId('clicks-top-products');
      await user.click(within(top).getByRole('button', { name: 'Export Top products as CSV' }));
      const range = lastDays(30);
      expect(saved).toHaveLength(1);
      expect(saved[0].name).toBe(`clicks-top-products-${range.from}-${range.to}.csv`);
      expect((await text(saved[0].blob)).replace(/^\ufeff/, '')).toBe(
        'Product,Product ID,Clicks,Share\r\nDesk Lamp,p-1,5,71.4%\r\n' +
          `"'=HYPERLINK(""http://evil"")",p-2,2,28.6%\r\n`,
      );
      await user.click(within(screen.getByTestId('clicks-referrers')).getByRole('button', { name: /Export/ }));
      expect(await text(saved[1].blob)).toContain('Direct or unknown,1,14.3%');
    });
  });
});

describe('toCsv', () => {
  it('quotes and neutralises cells; plain signed numbers stay', () => {
    expect(toCsv(['a', 'b'], [['=1+1', '-12.5'], ['+cmd', '@x'], ['\tx', 'say "hi", bye']])).toBe(
      `a,b\r\n'=1+1,-12.5\r\n'+cmd,'@x\r\n'\tx,"say ""hi"", bye"\r\n`,
    );
  });
});

describe('product clicks section', () => {
  it("shows the product's clicks per day and the bots not counted", async () => {
    signInAs(makeUser({ role: 'receptionist' }));
    const product = makeProduct({ _id: 'p-5', title: 'Tall Lamp' });
    const requests = mockApi((config) => {
      if (config.url === '/api/products/p-5') return ok({ product });
      if (config.url === '/api/products/p-5/clicks') return ok({ total: 3, bots: 2, byDay: [{ date: '2026-11-22', clicks: 1, bots: 0 }, { date: '2026-11-23', clicks: 2, bots: 2 }] });
      return undefined;
    });
    render('/products/view/p-5');
    const section = await screen.findByTestId('product-clicks');
    expect(await within(section).findByTestId('clicks-chart')).toBeInTheDocument();
    expect(within(section).getByTestId('clicks-total')).toHaveTextContent('3 clicks in total');
    expect(within(section).getByTestId('product-clicks-bots')).toHaveTextContent('2 bot clicks not counted');
    expect(requests.some((r) => r.url === '/api/products/p-5/clicks')).toBe(true);
  });

  it('shows an error with a retry when the clicks cannot be read', async () => {
    signInAs(makeUser({ role: 'admin' }));
    mockApi((config) => {
      if (config.url === '/api/products/p-6') return ok({ product: makeProduct({ _id: 'p-6' }) });
      if (config.url === '/api/products/p-6/clicks') return fail(500, 'Clicks unavailable');
      return undefined;
    });
    render('/products/view/p-6');
    const section = await screen.findByTestId('product-clicks');
    expect(await within(section).findByText('Clicks unavailable')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
