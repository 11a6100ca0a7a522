import type { CategoryTreeNode } from '@app/shared';

/** 'Home & Kitchen!' -> 'home-kitchen'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface FlatCategory {
  node: CategoryTreeNode;
  depth: number;
}

/** Depth-first list (for the parent select), children in their sort order. */
export function flattenTree(nodes: CategoryTreeNode[], depth = 0): FlatCategory[] {
  return sortSiblings(nodes).flatMap((node) => [{ node, depth }, ...flattenTree(node.children ?? [], depth + 1)]);
}

export function sortSiblings(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return [...nodes].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name));
}

/** Ids of a node and everything below it: a category cannot become its own descendant's child. */
export function subtreeIds(node: CategoryTreeNode): Set<string> {
  const ids = new Set<string>([node._id]);
  for (const child of node.children ?? []) subtreeIds(child).forEach((id) => ids.add(id));
  return ids;
}

/** Sibling ids after moving `id` one place up (-1) or down (+1); null when it cannot move. */
export function moveSibling(siblings: CategoryTreeNode[], id: string, delta: -1 | 1): string[] | null {
  const ids = sortSiblings(siblings).map((n) => n._id);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return ids;
}
