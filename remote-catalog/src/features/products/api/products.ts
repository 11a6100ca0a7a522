import { api, type DashboardStatsAnswer, type LinkStatus, type Product, type ProductAnswer, type ProductsAnswer } from '@app/shared';

export interface ProductListParams {
  page: number;
  limit: number;
  search?: string;
  category?: string;
  linkStatus?: LinkStatus | '';
}

/** Admin list: staff/admin token, so inactive products are included. */
export async function fetchProducts(params: ProductListParams): Promise<ProductsAnswer> {
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  if (params.search?.trim()) query.search = params.search.trim();
  if (params.category) query.category = params.category;
  if (params.linkStatus) query.linkStatus = params.linkStatus;
  const { data } = await api.get<ProductsAnswer>('/api/products', { params: query });
  return data;
}

export async function fetchProduct(id: string): Promise<Product> {
  const { data } = await api.get<ProductAnswer>(`/api/products/${encodeURIComponent(id)}`);
  return data.product;
}

/** Fields the add and edit forms send. */
export interface ProductPayload {
  title: string;
  affiliateLink: string;
  featuredImage: string;
  rankingNumber: number;
  description: string;
  price?: number | null;
  currency: string;
  merchantName: string;
  featured: boolean;
  isActive: boolean;
  category: string | null;
  tags: string[];
  stock: string;
  discountPercentage: number;
}

export async function createProduct(payload: ProductPayload): Promise<Product> {
  const { data } = await api.post<ProductAnswer>('/api/products', payload);
  return data.product;
}

export async function updateProduct(id: string, payload: Partial<ProductPayload>): Promise<Product> {
  const { data } = await api.put<ProductAnswer>(`/api/products/${encodeURIComponent(id)}`, payload);
  return data.product;
}

export async function deleteProduct(id: string): Promise<void> {
  await api.delete(`/api/products/${encodeURIComponent(id)}`);
}

export async function fetchDashboardStats(): Promise<DashboardStatsAnswer['stats']> {
  const { data } = await api.get<DashboardStatsAnswer>('/api/stats/dashboard');
  return data.stats;
}

/** Total and featured counts for the summary cards: the stats endpoint, else two one-row list queries. */
export async function fetchProductSummary(): Promise<{ total: number; featured: number }> {
  try {
    const stats = await fetchDashboardStats();
    return { total: stats.products, featured: stats.featured };
  } catch {
    const [all, featured] = await Promise.all([
      api.get<ProductsAnswer>('/api/products', { params: { page: 1, limit: 1 } }),
      api.get<ProductsAnswer>('/api/products', { params: { page: 1, limit: 1, featured: true } }),
    ]);
    return { total: all.data.total, featured: featured.data.total };
  }
}
