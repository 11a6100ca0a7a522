import { useCallback, useEffect } from 'react';
import { parsePositiveInt, useQueryState, type LinkStatus } from '@app/shared';
import { isLinkStatus } from '../../link-health/linkDisplay';
import { VIEW_MODES, VIEW_STORAGE_KEY, type ViewMode } from '../../../constants';

function storedView(): ViewMode {
  try {
    const v = window.localStorage.getItem(VIEW_STORAGE_KEY);
    return (VIEW_MODES as readonly string[]).includes(v ?? '') ? (v as ViewMode) : 'table';
  } catch {
    return 'table';
  }
}

/** The list's page, search, category, link status and view, kept in the URL; the view is also remembered locally. */
export function useProductListQuery() {
  const [query, setQuery] = useQueryState({ page: '1', search: '', category: '', linkStatus: '', view: '' });
  const view: ViewMode = (VIEW_MODES as readonly string[]).includes(query.view) ? (query.view as ViewMode) : storedView();

  useEffect(() => {
    try {
      window.localStorage.setItem(VIEW_STORAGE_KEY, view);
    } catch {
      // Private mode: the URL still carries the view.
    }
  }, [view]);

  return {
    page: parsePositiveInt(query.page, 1),
    search: query.search,
    category: query.category,
    /** An unknown value in a hand-edited URL shows every link. */
    linkStatus: (isLinkStatus(query.linkStatus) ? query.linkStatus : '') as LinkStatus | '',
    view,
    setPage: useCallback((page: number) => setQuery({ page }), [setQuery]),
    /** Submitting a search starts again at page 1; a blank search clears it. */
    submitSearch: (search: string) => setQuery({ search: search.trim(), page: 1 }),
    setCategory: (category: string) => setQuery({ category, page: 1 }),
    setLinkStatus: (linkStatus: LinkStatus | '') => setQuery({ linkStatus, page: 1 }),
    setView: (next: ViewMode) => setQuery({ view: next }, { replace: true }),
  };
}
