import type { AxiosProgressEvent } from 'axios';
import { api, type Role, type User, type UserAnswer, type UserDataAnswer, type UsersAnswer } from '@app/shared';
import type { BulkAction } from '../constants';

/** What the list sends to GET /api/users and GET /api/users/export (empty values are left out). */
export interface UserListParams {
  search?: string;
  role?: string;
  isActive?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
export type TemplateFormat = 'csv' | 'xlsx';

/** Fields the user form sends; `password` is left out on edit when blank. */
export interface UserPayload {
  fullName: string;
  username: string;
  email: string;
  mobileNumber: string;
  role?: Role;
  isActive?: boolean;
  password?: string;
}

function compact(params: UserListParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

export const usersApi = {
  list: (params: UserListParams, signal?: AbortSignal) =>
    api.get<UsersAnswer>('/api/users', { params: compact(params), signal }).then((r) => r.data),

  get: (id: string, signal?: AbortSignal) =>
    api.get<UserAnswer>(`/api/users/${encodeURIComponent(id)}`, { signal }).then((r) => r.data.user),

  /** Admin only (POST /api/users): the admin's own session is not touched. */
  create: (payload: UserPayload) => api.post<UserDataAnswer>('/api/users', payload).then((r) => r.data.data),

  /** A fresh `token` comes back when one changes one's own password. */
  update: (id: string, payload: Partial<UserPayload>) =>
    api
      .put<UserDataAnswer & { token?: string }>(`/api/users/${encodeURIComponent(id)}`, payload)
      .then((r) => ({ user: r.data.data, token: r.data.token })),

  remove: (id: string) => api.delete(`/api/users/${encodeURIComponent(id)}`).then(() => undefined),

  setStatus: (id: string, isActive: boolean) =>
    api
      .patch<{ data: { id: string; isActive: boolean } }>(`/api/users/${encodeURIComponent(id)}/status`, { isActive })
      .then((r) => r.data.data),

  bulk: (action: BulkAction, ids: string[]) =>
    api.post<{ data: { affected: number } }>('/api/users/bulk', { action, ids }).then((r) => r.data.data.affected),

  exportFile: (format: ExportFormat, params: UserListParams) =>
    api.get<Blob>('/api/users/export', { params: { format, ...compact({ ...params, page: undefined, limit: undefined }) }, responseType: 'blob' }),

  template: (format: TemplateFormat) =>
    api.get<Blob>('/api/users/import/template', { params: { format }, responseType: 'blob' }),

  /** All-or-nothing on the server; a 400 carries `errors: [{ row, field, message }]`. */
  importFile: (file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return api
      .post<{ data: { created: number } }>('/api/users/import', form, {
        onUploadProgress: (event: AxiosProgressEvent) => {
          if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
        },
      })
      .then((r) => r.data.data.created);
  },
};

export type { User };
