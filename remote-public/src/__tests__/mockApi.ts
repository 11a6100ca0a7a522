import type { Product } from '@app/shared/public';
import type { FetchRequest } from '@app/shared/test-utils';

// The public site calls the API with fetch: its tests stub fetch.
export { mockFetch as mockApi } from '@app/shared/test-utils';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides._id ?? `p-${Math.random().toString(36).slice(2, 8)}`;
  return {
    _id: id,
    title: 'Desk Lamp',
    description: null,
    price: 100,
    currency: 'USD',
    discountPercentage: 0,
    featuredImage: '/images/products/lamp.svg',
    affiliateLink: 'https://www.amazon.com/dp/B0LAMP',
    merchantName: 'Amazon',
    rankingNumber: 1,
    rating: 4.5,
    reviewCount: 10,
    stock: 'in_stock',
    category: null,
    tags: [],
    featured: false,
    isActive: true,
    clicks: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function productsAnswer(
  products: Product[],
  extra: { total?: number; currentPage?: number; totalPages?: number; nextCursor?: string | null } = {},
) {
  return {
    status: 200,
    data: {
      success: true,
      products,
      total: extra.total ?? products.length,
      currentPage: extra.currentPage ?? 1,
      totalPages: extra.totalPages ?? 1,
      count: products.length,
      nextCursor: extra.nextCursor ?? null,
    },
  };
}

/** Query params of a recorded request (strings, as sent). */
export const paramsOf = (request: FetchRequest) => request.params;
