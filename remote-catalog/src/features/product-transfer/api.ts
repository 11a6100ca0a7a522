import type { AxiosProgressEvent } from 'axios';
import { api, type LinkStatus } from '@app/shared';

/** The list's filter, as GET /api/products takes it: bulk "all matching" and export send the same one. */
export interface ProductFilter {
  search?: string;
  category?: string;
  linkStatus?: LinkStatus | '';
}

export const BULK_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'move', 'addTag', 'removeTag', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export type TransferFormat = 'csv' | 'xlsx';

/** Chosen rows by id, or every product the filter matches. */
export type BulkTarget = { ids: string[] } | { filter: ProductFilter };

export interface ImportCounts {
  created: number;
  updated: number;
}

/** The filter without its empty values (the list leaves them out of its URL the same way). */
export function filterParams(filter: ProductFilter): Record<string, string> {
  const params: Record<string, string> = {};
  const search = filter.search?.trim();
  if (search) params.search = search;
  if (filter.category) params.category = filter.category;
  if (filter.linkStatus) params.linkStatus = filter.linkStatus;
  return params;
}

/** One request, one transaction on the server; answers how many products it changed. */
export async function runBulk(action: BulkAction, target: BulkTarget, extra: { categoryId?: string; tag?: string } = {}): Promise<number> {
  const body = 'ids' in target ? { action, ids: target.ids, ...extra } : { action, filter: filterParams(target.filter), ...extra };
  const { data } = await api.post<{ affected: number }>('/api/products/bulk', body);
  return data.affected;
}

export const exportProducts = (format: TransferFormat, filter: ProductFilter) =>
  api.get<Blob>('/api/products/export', { params: { format, ...filterParams(filter) }, responseType: 'blob' });

export const importTemplate = (format: TransferFormat) => api.get<Blob>('/api/products/import/template', { params: { format }, responseType: 'blob' });

/** All or nothing on the server; `dryRun` checks every row and writes none. A 400 carries `errors: [{ row, column, message }]`. */
export async function importProducts(file: File, { dryRun, onProgress }: { dryRun: boolean; onProgress?: (percent: number) => void }): Promise<ImportCounts> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<ImportCounts>('/api/products/import', form, {
    params: dryRun ? { dryRun: true } : undefined,
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return { created: data.created, updated: data.updated };
}
