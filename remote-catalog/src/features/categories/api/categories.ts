import { api, type Category, type CategoryAnswer, type CategoryTreeAnswer, type CategoryTreeNode } from '@app/shared';

export async function fetchCategoryTree(): Promise<CategoryTreeNode[]> {
  const { data } = await api.get<CategoryTreeAnswer>('/api/categories/tree');
  return Array.isArray(data.categoryTree) ? data.categoryTree : [];
}

export interface CategoryPayload {
  name: string;
  slug: string;
  description: string;
  parent: string | null;
  isActive: boolean;
  featured: boolean;
}

export async function createCategory(payload: CategoryPayload): Promise<Category> {
  const { data } = await api.post<CategoryAnswer>('/api/categories', payload);
  return data.category;
}

export async function updateCategory(id: string, payload: Partial<CategoryPayload>): Promise<Category> {
  const { data } = await api.put<CategoryAnswer>(`/api/categories/${encodeURIComponent(id)}`, payload);
  return data.category;
}

export async function deleteCategory(id: string): Promise<void> {
  await api.delete(`/api/categories/${encodeURIComponent(id)}`);
}

export async function toggleCategoryFeatured(id: string): Promise<Category> {
  const { data } = await api.patch<CategoryAnswer>(`/api/categories/feature/${encodeURIComponent(id)}`, {});
  return data.category;
}

/** Sends the sibling ids in their new order. */
export async function reorderCategories(categoryIds: string[]): Promise<void> {
  await api.post('/api/categories/reorder', { categoryIds });
}

export async function updateCategoryCounts(): Promise<void> {
  await api.post('/api/categories/update-counts', {});
}
