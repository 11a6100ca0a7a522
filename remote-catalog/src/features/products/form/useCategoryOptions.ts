import { useEffect, useState } from 'react';
import { fetchCategoryTree } from '../../categories/api/categories';
import { flattenTree } from '../../categories/treeUtils';

export interface CategoryOption {
  _id: string;
  /** Indented by depth so the tree reads in a plain select. */
  label: string;
}

/** Categories for the selects (form and list filter); an unavailable list leaves only the empty choice. */
export function useCategoryOptions(): CategoryOption[] {
  const [options, setOptions] = useState<CategoryOption[]>([]);
  useEffect(() => {
    let live = true;
    fetchCategoryTree().then(
      (tree) => live && setOptions(flattenTree(tree).map(({ node, depth }) => ({ _id: node._id, label: `${'— '.repeat(depth)}${node.name}` }))),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}
