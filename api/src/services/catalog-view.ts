import type { UserRow } from '../db/accounts-types.js';
import type { CategoryRow } from '../db/catalog-types.js';
import type { ProductWithCategory } from '../db/repositories/products.js';
import { toIso as iso } from '../db/timestamps.js';
import { toLinkView } from './link-check/view.js';
import { seesInactive } from './product-query.js';

/** The product as visitors see it (contract: Product object), without user ids: no account's id leaks to the public. */
export function toPublicProductView(row: ProductWithCategory) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    currency: row.currency,
    discountPercentage: row.discountPercentage,
    featuredImage: row.featuredImage,
    affiliateLink: row.affiliateLink,
    merchantName: row.merchantName,
    rankingNumber: row.rankingNumber,
    rating: row.rating,
    reviewCount: row.reviewCount,
    stock: row.stock,
    category: row.categoryId && row.categoryName ? { _id: row.categoryId, name: row.categoryName, slug: row.categorySlug! } : null,
    tags: row.tags,
    featured: row.featured,
    isActive: row.isActive,
    clicks: row.clicks,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The product on staff and admin screens: also who created it, and the health of its affiliate link. */
export function toProductView(row: ProductWithCategory) {
  return { ...toPublicProductView(row), createdBy: row.createdBy, link: toLinkView(row) };
}

export type ProductView = ReturnType<typeof toProductView>;

/** The view a reader gets: the staff/admin one with their token, the public one otherwise. */
export const productViewFor = (user: UserRow | null | undefined) => (seesInactive(user) ? toProductView : toPublicProductView);

export function toCategoryView(row: CategoryRow) {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    featured: row.featured,
    parent: row.parentId,
    sortOrder: row.sortOrder,
    productCount: row.productCount,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export type CategoryView = ReturnType<typeof toCategoryView>;
export type CategoryTreeNode = CategoryView & { children: CategoryTreeNode[] };

/** Nests categories (already in display order) under their parents; orphans become roots. */
export function buildCategoryTree(rows: CategoryRow[]): CategoryTreeNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...toCategoryView(row), children: [] as CategoryTreeNode[] }]));
  const roots: CategoryTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
