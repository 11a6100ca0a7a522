/**
 * The public site's API calls (http.ts: fetch, no token). Each takes `{ baseUrl?, signal? }`: the browser
 * passes neither or a signal; the server passes its API URL and its render budget's signal.
 */
import type { CategoriesAnswer, ProductsAnswer } from '@app/shared/public';
import { buildUrl, requestJson, type RequestOptions } from './http';

export type { RequestOptions } from './http';

export type ProductQuery = Partial<{
  page: number;
  /** A previous answer's nextCursor: the page after it (instead of page). */
  cursor: string;
  limit: number;
  sort: string;
  search: string;
  category: string;
  minPrice: string | number;
  maxPrice: string | number;
  merchantName: string;
  minRating: string | number;
}>;

/** Drops empty values so the server applies its own defaults. */
export function cleanParams(query: ProductQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value as string | number;
  }
  return out;
}

/** One page of active products (the API hides removed and inactive ones from public calls). */
export function fetchProducts(query: ProductQuery, options: RequestOptions = {}): Promise<ProductsAnswer> {
  return requestJson<ProductsAnswer>('GET', '/api/products', { ...options, query: cleanParams(query) });
}

/** The active categories. */
export function fetchCategories(options: RequestOptions = {}): Promise<CategoriesAnswer> {
  return requestJson<CategoriesAnswer>('GET', '/api/categories', { ...options, query: { isActive: true } });
}

/** Subscribes an email; resolves with the server's confirmation text. */
export async function subscribeNewsletter(email: string, options: RequestOptions = {}): Promise<string> {
  const data = await requestJson<{ message?: string }>('POST', '/api/newsletter', { ...options, body: { email } });
  return data?.message ?? '';
}

/**
 * Counts one click without delaying the visitor: the link itself navigates to the affiliate site, the count
 * goes out as a beacon (survives the page being left). A failure is only logged.
 */
export function trackClick(productId: string, { baseUrl }: Pick<RequestOptions, 'baseUrl'> = {}): void {
  const url = buildUrl(`/api/products/click/${encodeURIComponent(productId)}`, {}, baseUrl);
  // The page the click came from (path only), for the click analytics: browsers trim a cross-origin Referer to our
  // origin. Sent as text/plain, which needs no CORS preflight.
  const body = JSON.stringify({ page: typeof location === 'undefined' ? '/' : location.pathname });
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    void fetch(url, { method: 'POST', keepalive: true, mode: 'cors', credentials: 'omit', body, headers: { 'content-type': 'text/plain' } }).catch((error: unknown) => {
      console.warn('Click tracking failed', error);
    });
  } catch (error) {
    console.warn('Click tracking failed', error);
  }
}
