import type { Static } from '@sinclair/typebox';
import { DEFAULT_PRODUCT_SORT, isStaffOrAdminRole, type ProductSortField } from '../constants.js';
import type { UserRow } from '../db/accounts-types.js';
import type { CategoriesRepository } from '../db/repositories/categories.js';
import type { ProductFilters } from '../db/repositories/products.js';
import { parseBooleanFilter, type ProductListQuery } from '@app/contracts';

/** Staff and admins see inactive products (admin screens); visitors and plain users never do. */
export const seesInactive = (user: UserRow | null | undefined) => !!user && isStaffOrAdminRole(user.role);

export function parseProductSort(sort: string | undefined) {
  const value = sort || DEFAULT_PRODUCT_SORT;
  const sortDesc = value.startsWith('-');
  return { sortField: (sortDesc ? value.slice(1) : value) as ProductSortField, sortDesc };
}

/**
 * The repository filters for a list request. `null` when nothing can match
 * (a visitor asking for inactive products).
 */
export async function productFilters(
  query: Static<typeof ProductListQuery>,
  user: UserRow | null,
  categories: CategoriesRepository,
): Promise<ProductFilters | null> {
  const requestedActive = parseBooleanFilter(query.isActive);
  const staff = seesInactive(user);
  if (!staff && requestedActive === false) return null;
  return {
    search: query.search,
    categoryIds: query.category?.trim() ? await categories.idsWithDescendants(query.category.trim()) : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    merchantName: query.merchantName,
    featured: parseBooleanFilter(query.featured),
    minRating: query.minRating,
    tag: query.tag,
    isActive: staff ? requestedActive : true,
    // Link health is staff data: a visitor's filter is ignored, so their list says nothing about it.
    linkStatus: staff ? query.linkStatus : undefined,
  };
}
