import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type Product, type ProductsAnswer } from '@app/shared/public';
import { fetchProducts, type ProductQuery } from '../../api/publicApi';
import { productsKey, useInitialData } from '../../ssr/pageData';
import { HOME_PAGE_SIZE, HOME_SORT, TEXTS } from '../../constants';
import { placeholderProducts } from './placeholders';

export interface HomeState {
  products: Product[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  /** The API could not be reached: placeholders are shown. */
  offline: boolean;
}

const INITIAL: HomeState = { products: [], loading: true, loadingMore: false, error: null, hasMore: false, offline: false };

/** No HTTP status means the request never got an answer: the server is unreachable. */
function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError ? error.status === undefined : true;
}

/** The query of one page of the ranked list. */
export function homeQuery(search: string, page = 1): ProductQuery {
  return { page, limit: HOME_PAGE_SIZE, sort: HOME_SORT, search: search.trim() };
}

function stateFrom(answer: ProductsAnswer): HomeState {
  return { products: answer.products, loading: false, loadingMore: false, error: null, hasMore: answer.currentPage < answer.totalPages, offline: false };
}

/**
 * The ranked list: searched and sorted by rankingNumber on the server, one page at a time
 * (`loadMore` when the visitor nears the end of the grid).
 */
export function useHomeProducts(search: string) {
  const initial = useInitialData<ProductsAnswer>(productsKey(homeQuery(search)));
  const [state, setState] = useState<HomeState>(() => (initial ? stateFrom(initial) : INITIAL));
  const pageRef = useRef(1);
  const requestRef = useRef(0);
  // The search the server rendered the first page for: not fetched again (until the search changes).
  const renderedSearch = useRef<string | null>(initial ? search : null);

  const load = useCallback(
    async (page: number) => {
      const request = ++requestRef.current;
      setState((s) => (page === 1 ? { ...INITIAL, loading: true } : { ...s, loadingMore: true }));
      try {
        const answer = await fetchProducts(homeQuery(search, page));
        if (request !== requestRef.current) return; // a newer search superseded this one
        pageRef.current = page;
        setState((s) => ({
          products: page === 1 ? answer.products : [...s.products, ...answer.products.filter((p) => !s.products.some((q) => q._id === p._id))],
          loading: false,
          loadingMore: false,
          error: null,
          hasMore: answer.currentPage < answer.totalPages,
          offline: false,
        }));
      } catch (error) {
        if (request !== requestRef.current) return;
        if (isConnectionError(error)) {
          setState({ products: placeholderProducts(), loading: false, loadingMore: false, error: TEXTS.errorConnecting, hasMore: false, offline: true });
        } else {
          const message = error instanceof Error && error.message ? error.message : TEXTS.failedToFetch;
          setState((s) => ({ ...s, loading: false, loadingMore: false, error: message, hasMore: false, offline: false }));
        }
      }
    },
    [search],
  );

  useEffect(() => {
    if (renderedSearch.current === search) return;
    renderedSearch.current = null;
    void load(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.hasMore && !s.loading && !s.loadingMore) void load(pageRef.current + 1);
  }, [load]);

  return { ...state, loadMore };
}
