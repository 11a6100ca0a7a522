import { useEffect, useState } from 'react';
import type { Category } from '@app/shared';
import { fetchCategories } from '../../categories/api/categories';

/** Categories for the form's select; an unavailable list leaves just 'No category'. */
export function useCategoryOptions(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let live = true;
    fetchCategories().then(
      (list) => live && setCategories(list),
      () => live && setCategories([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return categories;
}
