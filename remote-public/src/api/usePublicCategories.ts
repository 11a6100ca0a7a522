import { useEffect, useState } from 'react';
import type { CategoriesAnswer, Category } from '@app/shared/public';
import { CATEGORIES_KEY, useInitialData } from '../ssr/pageData';
import { fetchCategories } from './publicApi';

/** The active categories for the catalogue and search filters; a failure leaves the list empty (logged only). */
export function usePublicCategories(): Category[] {
  const initial = useInitialData<CategoriesAnswer>(CATEGORIES_KEY);
  const [categories, setCategories] = useState<Category[]>(initial?.categories ?? []);
  useEffect(() => {
    if (initial) return undefined; // rendered with the server's list
    const controller = new AbortController();
    fetchCategories({ signal: controller.signal })
      .then((answer) => setCategories(answer.categories))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load categories', error);
      });
    return () => controller.abort();
  }, [initial]);
  return categories;
}
