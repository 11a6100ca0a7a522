import type { InternalAxiosRequestConfig } from 'axios';
import type { LinkCheckRun, Product, ProductLink } from '@app/shared';
import type { MockReply } from '@app/shared/test-utils';

export type Reply = Exclude<MockReply, 'network-error'>;

export { mockApi } from '@app/shared/test-utils';

export const ok = (data: Record<string, unknown>): Reply => ({ status: 200, data: { success: true, ...data } });
export const fail = (status: number, message: string): Reply => ({ status, data: { success: false, message } });

let seq = 0;
export function makeProduct(overrides: Partial<Product> = {}): Product {
  seq += 1;
  return {
    _id: `0123456789abcdef-${seq}`,
    title: `Product ${seq}`,
    description: 'A product',
    price: 1234.5,
    currency: 'USD',
    discountPercentage: 0,
    featuredImage: '/images/products/p.svg',
    affiliateLink: 'https://www.amazon.com/dp/B0001',
    merchantName: 'Amazon',
    rankingNumber: seq,
    rating: 4,
    reviewCount: 10,
    stock: 'in_stock',
    category: null,
    tags: [],
    featured: false,
    isActive: true,
    clicks: 3,
    createdBy: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-02T11:30:00.000Z',
    ...overrides,
  };
}

/** Request body as an object. */
export const bodyOf = (config: InternalAxiosRequestConfig) => (typeof config.data === 'string' ? JSON.parse(config.data) : config.data);

/** A checked link result; override any field. */
export function makeLink(overrides: Partial<ProductLink> = {}): ProductLink {
  return {
    status: 'healthy',
    httpStatus: 200,
    finalUrl: 'https://www.amazon.com/dp/B0001',
    redirects: [],
    error: null,
    responseMs: 120,
    checkedAt: '2026-11-20T09:15:00.000Z',
    acknowledged: false,
    ...overrides,
  };
}

/** A link check run; override any field. */
export function makeRun(overrides: Partial<LinkCheckRun> = {}): LinkCheckRun {
  return { id: 'run-1', status: 'running', total: 3, checked: 0, healthy: 0, warning: 0, broken: 0, startedAt: '2026-11-23T19:00:00.000Z', finishedAt: null, trigger: 'manual', error: null, ...overrides };
}
