import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage, type ProductsAnswer } from '@app/shared/public';
import { fetchProducts } from '../../api/publicApi';
import { usePublicCategories } from '../../api/usePublicCategories';
import { productsKey, useInitialData } from '../../ssr/pageData';
import { parseCatalogueQuery, toApiQuery, toSearchParams, type CatalogueQuery } from './catalogueQuery';

interface ListState {
  answer: ProductsAnswer | null;
  loading: boolean;
  error: string | null;
}

const merchantNames = (answer: ProductsAnswer) => answer.products.map((p) => p.merchantName).filter((name): name is string => Boolean(name));
const sortedNames = (names: Set<string>) => [...names].sort((a, b) => a.localeCompare(b));

/** The catalogue's state lives in the URL; this hook reads it, loads the page and writes changes back. */
export function useCatalogue() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseCatalogueQuery(params), [params]);
  const queryKey = toSearchParams(query).toString();
  const initial = useInitialData<ProductsAnswer>(productsKey(toApiQuery(query)));
  const [list, setList] = useState<ListState>({ answer: initial ?? null, loading: !initial, error: null });
  const categories = usePublicCategories();
  const [reloadCount, setReloadCount] = useState(0);
  // Merchant names seen so far: the checkbox list must not shrink to the one merchant being filtered on.
  const merchantsSeen = useRef<Set<string>>(null!);
  merchantsSeen.current ??= new Set(initial ? merchantNames(initial) : []);
  const [merchants, setMerchants] = useState<string[]>(() => sortedNames(merchantsSeen.current));
  // The query the server rendered: not fetched again (until the query changes or Retry).
  const renderedKey = useRef<string | null>(initial ? queryKey : null);

  useEffect(() => {
    if (renderedKey.current === queryKey && reloadCount === 0) return undefined;
    renderedKey.current = null;
    const controller = new AbortController();
    setList((s) => ({ ...s, loading: true, error: null }));
    fetchProducts(toApiQuery(query), { signal: controller.signal })
      .then((answer) => {
        merchantNames(answer).forEach((name) => merchantsSeen.current.add(name));
        setMerchants(sortedNames(merchantsSeen.current));
        setList({ answer, loading: false, error: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setList({ answer: null, loading: false, error: getErrorMessage(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- queryKey is the query's text form; a reload bumps reloadCount
  }, [queryKey, reloadCount]);


  const setQuery = useCallback(
    (next: CatalogueQuery) => {
      setParams(toSearchParams(next));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );

  return { query, setQuery, ...list, categories, merchants, retry: () => setReloadCount((n) => n + 1) };
}
