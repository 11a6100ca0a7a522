import { useMemo } from 'react';
import { useResource } from '@app/shared/query';
import { fetchCategoryTree } from '../../categories/api/categories';
import { flattenTree } from '../../categories/treeUtils';

export interface CategoryOption {
  _id: string;
  /** Indented by depth so the tree reads in a plain select. */
  label: string;
}

/**
 * Categories for the selects (form and list filter), from the same cached tree as the categories page; an
 * unavailable list leaves only the empty choice.
 */
export function useCategoryOptions(): CategoryOption[] {
  const tree = useResource(['categories', 'tree'], fetchCategoryTree);
  return useMemo(
    () => (tree.data ? flattenTree(tree.data).map(({ node, depth }) => ({ _id: node._id, label: `${'— '.repeat(depth)}${node.name}` })) : []),
    [tree.data],
  );
}
