import { api } from '@app/shared';

export interface ClickDay {
  date: string;
  clicks: number;
  bots: number;
}

export interface ClickStats {
  total: number;
  bots: number;
  byDay: ClickDay[];
  topProducts: Array<{ _id: string; title: string; clicks: number }>;
  /** A path of our site, an external host, or '' (direct or unknown). */
  referrers: Array<{ referrer: string; clicks: number }>;
  devices: Array<{ device: string; clicks: number }>;
  countries: Array<{ country: string; clicks: number }>;
  zeroClickProducts: Array<{ _id: string; title: string; createdAt: string }>;
  zeroClickCount: number;
}

export interface DayRange {
  /** YYYY-MM-DD, UTC, both included. */
  from: string;
  to: string;
}

export async function fetchClickStats(range: DayRange): Promise<ClickStats> {
  const { data } = await api.get<{ clicks: ClickStats }>('/api/stats/clicks', { params: range });
  return data.clicks;
}

export interface ProductClicks {
  total: number;
  bots: number;
  byDay: ClickDay[];
}

/** The product's clicks per day (the API's default range: the last 30 days). */
export async function fetchProductClicks(productId: string): Promise<ProductClicks> {
  const { data } = await api.get<Partial<ProductClicks>>(`/api/products/${encodeURIComponent(productId)}/clicks`);
  return { total: data.total ?? 0, bots: data.bots ?? 0, byDay: data.byDay ?? [] };
}
