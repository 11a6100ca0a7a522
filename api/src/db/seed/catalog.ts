import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../types.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './catalog-data.js';

export interface CatalogSeedContext {
  /** The seeded (or first) admin's id, for createdBy. */
  adminId: string | undefined;
}

const affiliateLinks: Record<string, (query: string) => string> = {
  Amazon: (q) => `https://www.amazon.in/s?k=${q}`,
  Flipkart: (q) => `https://www.flipkart.com/search?q=${q}`,
  Myntra: (q) => `https://www.myntra.com/${q}`,
  Croma: (q) => `https://www.croma.com/searchB?q=${q}`,
  Ajio: (q) => `https://www.ajio.com/search/?text=${q}`,
};

/**
 * Demo categories (one a sub-category) and about 40 products with local images, on an empty catalog only.
 * Called on every start after the admin seed.
 */
export async function seedCatalog(db: Kysely<Database>, config: Config, context: CatalogSeedContext): Promise<string[]> {
  const hasCatalog =
    (await db.selectFrom('categories').select('id').limit(1).executeTakeFirst()) ||
    (await db.selectFrom('products').select('id').limit(1).executeTakeFirst());
  if (hasCatalog) return [];

  return db.transaction().execute(async (trx) => {
    const ids = new Map<string, string>();
    for (const [index, category] of DEMO_CATEGORIES.entries()) {
      const parent = 'parent' in category ? category.parent : undefined;
      const row = await trx
        .insertInto('categories')
        .values({
          name: category.name,
          slug: category.slug,
          description: category.description,
          featured: category.featured,
          parentId: parent ? ids.get(parent)! : null,
          sortOrder: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(category.slug, row.id);
    }

    const now = Date.now();
    await trx
      .insertInto('products')
      .values(
        DEMO_PRODUCTS.map((product, index) => ({
          title: product.title,
          description: `${product.title}: a popular pick in ${product.category.replace(/-/g, ' ')}, sold by ${product.merchant}.`,
          price: product.price,
          currency: product.currency ?? config.defaultCurrency,
          discountPercentage: product.discount ?? 0,
          featuredImage: `/images/products/${product.image}.svg`,
          affiliateLink: affiliateLinks[product.merchant](encodeURIComponent(product.title)),
          merchantName: product.merchant,
          rankingNumber: index + 1,
          rating: product.rating ?? null,
          reviewCount: product.reviews ?? 0,
          stock: product.stock ?? 'in_stock',
          categoryId: ids.get(product.category)!,
          tags: product.tags,
          featured: product.featured ?? false,
          isActive: !product.inactive,
          // Spread over the last weeks so "Newest First" has an order to show.
          createdAt: new Date(now - index * 6 * 3_600_000),
          updatedAt: new Date(now - index * 6 * 3_600_000),
          createdBy: context.adminId ?? null,
        })),
      )
      .execute();

    await trx
      .updateTable('categories')
      .set((eb) => ({
        productCount: eb
          .selectFrom('products')
          .select((sub) => sub.fn.countAll<number>().as('count'))
          .whereRef('products.categoryId', '=', 'categories.id')
          .where('products.isActive', '=', true),
      }))
      .execute();
    return [`${DEMO_CATEGORIES.length} demo categories`, `${DEMO_PRODUCTS.length} demo products`];
  });
}
