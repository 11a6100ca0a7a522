import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, type Category, type ProductsAnswer } from '@app/shared';
import { fetchCategories, fetchProducts } from '../../api/publicApi';
import { parseSearchQuery, toApiQuery, toSearchParams, type SearchQuery } from './searchQuery';

export function useSearchResults() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseSearchQuery(params), [params]);
  const key = toSearchParams(query).toString();
  const [state, setState] = useState<{ answer: ProductsAnswer | null; loading: boolean; error: string | null }>({ answer: null, loading: true, error: null });
  const [categories, setCategories] = useState<Category[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchProducts(toApiQuery(query), controller.signal)
      .then((answer) => setState({ answer, loading: false, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ answer: null, loading: false, error: getErrorMessage(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal)
      .then((answer) => setCategories(answer.categories))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load categories', error);
      });
    return () => controller.abort();
  }, []);

  const setQuery = (next: SearchQuery) => {
    setParams(toSearchParams(next));
    window.scrollTo({ top: 0 });
  };

  return { query, setQuery, ...state, categories };
}
