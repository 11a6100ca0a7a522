import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, type ProductsAnswer } from '@app/shared/public';
import { fetchProducts } from '../../api/publicApi';
import { usePublicCategories } from '../../api/usePublicCategories';
import { productsKey, useInitialData } from '../../ssr/pageData';
import { parseSearchQuery, toApiQuery, toSearchParams, type SearchQuery } from './searchQuery';

export function useSearchResults() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseSearchQuery(params), [params]);
  const key = toSearchParams(query).toString();
  const initial = useInitialData<ProductsAnswer>(productsKey(toApiQuery(query)));
  const [state, setState] = useState<{ answer: ProductsAnswer | null; loading: boolean; error: string | null }>({ answer: initial ?? null, loading: !initial, error: null });
  const categories = usePublicCategories();
  // The query the server rendered: not fetched again (until the query changes).
  const renderedKey = useRef<string | null>(initial ? key : null);

  useEffect(() => {
    if (renderedKey.current === key) return undefined;
    renderedKey.current = null;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchProducts(toApiQuery(query), { signal: controller.signal })
      .then((answer) => setState({ answer, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ answer: null, loading: false, error: getErrorMessage(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the query's text form: a new query object with the same values must not refetch
  }, [key]);


  const setQuery = (next: SearchQuery) => {
    setParams(toSearchParams(next));
    window.scrollTo({ top: 0 });
  };

  return { query, setQuery, ...state, categories };
}
