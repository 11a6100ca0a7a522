import { DEFAULT_USER_SORT, type UserSortField } from '../constants.js';
import type { UserRow } from '../db/accounts-types.js';
import type { UserFilters } from '../db/repositories/users.js';
import { parseBooleanFilter } from '@app/contracts';

/** The list's filters and sort from its query (shared with the export). */
export function listFilters(query: { search?: string; role?: string; isActive?: string; sort?: string }, viewer: UserRow) {
  const sort = query.sort || DEFAULT_USER_SORT;
  const filters: UserFilters = {
    search: query.search?.trim() || undefined,
    role: (query.role || undefined) as UserFilters['role'],
    isActive: parseBooleanFilter(query.isActive),
    // A plain user's directory is only themself.
    onlyId: viewer.role === 'user' ? viewer.id : undefined,
  };
  return { ...filters, sortField: sort.replace(/^-/, '') as UserSortField, sortDesc: sort.startsWith('-') };
}

