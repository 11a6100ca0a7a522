import type { InternalAxiosRequestConfig } from 'axios';
import type { User } from '@app/shared';
import type { MockHandler, MockReply } from '@app/shared/test-utils';

export type Reply = Exclude<MockReply, 'network-error'>;
export type Handler = MockHandler;

export { mockApi } from '@app/shared/test-utils';

export const bodyOf = (config: InternalAxiosRequestConfig) => (typeof config.data === 'string' ? JSON.parse(config.data) : config.data);

export const isCall = (config: InternalAxiosRequestConfig, method: string, url: string | RegExp) =>
  config.method?.toUpperCase() === method && (typeof url === 'string' ? config.url === url : url.test(config.url ?? ''));

/** GET /api/users answered from an in-memory list with the server's search, filters, sort and paging. */
export function listReply(all: User[], params: Record<string, unknown> = {}): Reply {
  const search = String(params.search ?? '').toLowerCase();
  let rows = all.filter(
    (u) =>
      (!search || [u.fullName, u.username, u.email, u.mobileNumber ?? ''].some((v) => v.toLowerCase().includes(search))) &&
      (!params.role || u.role === params.role) &&
      (!params.isActive || String(u.isActive) === params.isActive),
  );
  const sort = String(params.sort ?? '-createdAt');
  const field = sort.replace(/^-/, '') as keyof User;
  const dir = sort.startsWith('-') ? -1 : 1;
  rows = [...rows].sort((a, b) => (String(a[field] ?? '') < String(b[field] ?? '') ? -dir : String(a[field] ?? '') > String(b[field] ?? '') ? dir : 0));
  const page = Number(params.page ?? 1);
  const limit = Number(params.limit ?? 10);
  return {
    status: 200,
    data: {
      success: true,
      users: rows.slice((page - 1) * limit, page * limit),
      pagination: { total: rows.length, page, pages: Math.ceil(rows.length / limit), limit },
      unfilteredTotal: all.length,
    },
  };
}
