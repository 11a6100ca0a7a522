import { useCallback, useMemo } from 'react';
import { parsePositiveInt, useQueryState } from '@app/shared';
import type { UserListParams } from '../../../api/usersApi';
import { DEFAULT_USER_SORT, PAGE_SIZES, ROLES, SORTABLE_FIELDS, type SortField } from '../../../constants';

/** URL keys of the list and their defaults (a default value is left out of the URL). */
const URL_DEFAULTS = { search: '', role: '', isActive: '', sort: DEFAULT_USER_SORT, page: '1' };

export interface SortState {
  field: SortField;
  desc: boolean;
}

export function parseSort(value: string): SortState {
  const desc = value.startsWith('-');
  const field = value.replace(/^-/, '') as SortField;
  if (!SORTABLE_FIELDS.includes(field)) return parseSort(DEFAULT_USER_SORT);
  return { field, desc };
}

export const formatSort = ({ field, desc }: SortState) => `${desc ? '-' : ''}${field}`;

/** Clicking the active column flips its direction; another column starts ascending. */
export function nextSort(current: SortState, field: SortField): SortState {
  return current.field === field ? { field, desc: !current.desc } : { field, desc: false };
}

/**
 * The list's search, filters, sort and page, kept in the URL (reload and back/forward restore the view),
 * and the API parameters they make. Values that make no sense in a hand-edited URL fall back to defaults.
 */
export function useUserListQuery() {
  const [query, setQuery, resetQuery] = useQueryState(URL_DEFAULTS);

  const role = (ROLES as readonly string[]).includes(query.role) ? query.role : '';
  const isActive = query.isActive === 'true' || query.isActive === 'false' ? query.isActive : '';
  const sort = parseSort(query.sort);
  const page = parsePositiveInt(query.page, 1);
  const search = query.search;
  const sortValue = formatSort(sort);

  const params: UserListParams = useMemo(
    () => ({ search: search.trim(), role, isActive, sort: sortValue, page, limit: PAGE_SIZES.users }),
    [search, role, isActive, sortValue, page],
  );
  const isFiltered = Boolean(search.trim() || role || isActive);

  // Typing replaces the history entry; filters, sort and pages add one, so Back steps through them.
  const setSearch = useCallback((value: string) => setQuery({ search: value, page: 1 }, { replace: true }), [setQuery]);
  const setRole = useCallback((value: string) => setQuery({ role: value, page: 1 }), [setQuery]);
  const setStatus = useCallback((value: string) => setQuery({ isActive: value, page: 1 }), [setQuery]);
  const setPage = useCallback((value: number) => setQuery({ page: value }), [setQuery]);
  const toggleSort = useCallback(
    (field: SortField) => setQuery({ sort: formatSort(nextSort(sort, field)), page: 1 }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sortValue is the text form of `sort`, a new object each render
    [setQuery, sortValue],
  );
  /** Reset Filters: role and status. */
  const resetFilters = useCallback(() => setQuery({ role: '', isActive: '', page: 1 }), [setQuery]);
  /** Reset All Filters (empty state): search too. */
  const resetAll = useCallback(() => setQuery({ search: '', role: '', isActive: '', page: 1 }), [setQuery]);

  return { search, role, isActive, sort, page, params, isFiltered, setSearch, setRole, setStatus, setPage, toggleSort, resetFilters, resetAll, resetQuery };
}
