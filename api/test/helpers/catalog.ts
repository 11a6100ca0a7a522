import type { CategoryRow, NewCategoryRow, NewProductRow } from '../../src/db/catalog-types.js';
import type { ProductWithCategory } from '../../src/db/repositories/products.js';
import type { TestContext } from './app.js';

let counter = 0;

/** A valid create-product body (as the admin form sends it). */
export const productBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Test Product ${++counter}`,
  affiliateLink: 'https://www.amazon.in/dp/B000TEST',
  featuredImage: '/images/products/default.svg',
  rankingNumber: counter,
  price: 999.5,
  merchantName: 'Amazon',
  ...overrides,
});

/** Inserts a product directly (no HTTP). */
export function insertProduct(t: TestContext, overrides: Partial<NewProductRow> = {}): Promise<ProductWithCategory> {
  const n = ++counter;
  return t.app.repos.products.create({
    title: `Seeded Product ${n}`,
    affiliateLink: `https://shop.example.com/p/${n}`,
    featuredImage: '/images/products/default.svg',
    rankingNumber: n,
    description: null,
    categoryId: null,
    createdBy: null,
    ...overrides,
  });
}

export async function insertCategory(t: TestContext, overrides: Partial<NewCategoryRow> = {}): Promise<CategoryRow> {
  const n = ++counter;
  const outcome = await t.app.repos.categories.create({
    name: `Category ${n}`,
    slug: `category-${n}-${process.pid}`,
    description: null,
    parentId: null,
    ...overrides,
  });
  if (!outcome.ok) throw new Error(`insertCategory refused: ${outcome.refused.rule}`);
  return outcome.value;
}
