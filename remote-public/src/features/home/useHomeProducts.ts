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

/**
 * The query of one page of the ranked list: the first without a cursor (the server renders that one), each
 * next one with the previous answer's `nextCursor`, so a deep page costs the API what the first one does.
 */
export function homeQuery(search: string, cursor?: string): ProductQuery {
  return { ...(cursor ? { cursor } : { page: 1 }), limit: HOME_PAGE_SIZE, sort: HOME_SORT, search: search.trim() };
}

function stateFrom(answer: ProductsAnswer): HomeState {
  return { products: answer.products, loading: false, loadingMore: false, error: null, hasMore: answer.nextCursor !== null, offline: false };
}

/**
 * The ranked list: searched and sorted by rankingNumber on the server, one page at a time
 * (`loadMore` when the visitor nears the end of the grid).
 */
export function useHomeProducts(search: string) {
  const initial = useInitialData<ProductsAnswer>(productsKey(homeQuery(search)));
  const [state, setState] = useState<HomeState>(() => (initial ? stateFrom(initial) : INITIAL));
  // Where the next page starts: the last answer's nextCursor (the server-rendered page's included).
  const cursorRef = useRef<string | null>(initial?.nextCursor ?? null);
  const requestRef = useRef(0);
  // The search the server rendered the first page for: not fetched again (until the search changes).
  const renderedSearch = useRef<string | null>(initial ? search : null);

  const load = useCallback(
    async (cursor?: string) => {
      const request = ++requestRef.current;
      setState((s) => (cursor ? { ...s, loadingMore: true } : { ...INITIAL, loading: true }));
      try {
        const answer = await fetchProducts(homeQuery(search, cursor));
        if (request !== requestRef.current) return; // a newer search superseded this one
        cursorRef.current = answer.nextCursor;
        setState((s) => ({
          ...stateFrom(answer),
          products: cursor ? [...s.products, ...answer.products.filter((p) => !s.products.some((q) => q._id === p._id))] : answer.products,
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
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the search (and so load) changes; the server-rendered search is read once
  }, [load]);

  const stateRef = useRef(state);
  stateRef.current = state;
  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.hasMore && !s.loading && !s.loadingMore && cursorRef.current) void load(cursorRef.current);
  }, [load]);

  return { ...state, loadMore };
}
