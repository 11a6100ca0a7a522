/**
 * Public reads and writes. Every call is `access: 'public'`: no bearer token, so a signed-in admin browsing
 * the public site sees exactly what a visitor sees (active products only).
 */
import { api, getRuntimeConfig, type CategoriesAnswer, type ProductsAnswer } from '@app/shared';

export type ProductQuery = Partial<{
  page: number;
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

export async function fetchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductsAnswer> {
  const { data } = await api.get<ProductsAnswer>('/api/products', { params: cleanParams(query), access: 'public', signal });
  return data;
}

export async function fetchCategories(signal?: AbortSignal): Promise<CategoriesAnswer> {
  const { data } = await api.get<CategoriesAnswer>('/api/categories', { params: { isActive: true }, access: 'public', signal });
  return data;
}

export async function subscribeNewsletter(email: string): Promise<string> {
  const { data } = await api.post<{ message?: string }>('/api/newsletter', { email }, { access: 'public' });
  return data.message ?? '';
}

/**
 * Counts one click without delaying the visitor: the link itself navigates to the affiliate site, the count
 * goes out as a beacon (survives the page being left). A failure is only logged.
 */
export function trackClick(productId: string): void {
  const url = `${getRuntimeConfig().apiBaseUrl}/api/products/click/${encodeURIComponent(productId)}`;
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    void fetch(url, { method: 'POST', keepalive: true, mode: 'cors', credentials: 'omit' }).catch((error: unknown) => {
      console.warn('Click tracking failed', error);
    });
  } catch (error) {
    console.warn('Click tracking failed', error);
  }
}
