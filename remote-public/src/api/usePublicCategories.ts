import { useEffect, useState } from 'react';
import type { Category } from '@app/shared/public';
import { fetchCategories } from './publicApi';

/** The active categories for the catalogue and search filters; a failure leaves the list empty (logged only). */
export function usePublicCategories(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchCategories({ signal: controller.signal })
      .then((answer) => setCategories(answer.categories))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load categories', error);
      });
    return () => controller.abort();
  }, []);
  return categories;
}
