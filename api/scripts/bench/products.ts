import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/types.js';
import { DEMO_PRODUCTS } from '../../src/db/seed/catalog-data.js';

const ADJECTIVES = ['Wireless', 'Smart', 'Portable', 'Premium', 'Compact', 'Classic', 'Ultra', 'Eco', 'Pro', 'Mini', 'Deluxe', 'Rugged'];
const NOUNS = [
  'Headphones', 'Speaker', 'Smartphone', 'Laptop', 'Keyboard', 'Mouse', 'Watch', 'Backpack', 'Kettle', 'Blender',
  'Lamp', 'Camera', 'Charger', 'Shoes', 'Jacket', 'Sunglasses', 'Cookware Set', 'Vacuum Cleaner', 'Tablet', 'Novel',
];
const BRANDS = ['Aurora', 'Zenith', 'Nimbus', 'Vertex', 'Orion', 'Pulse', 'Nova', 'Atlas', 'Echo', 'Summit'];
const MERCHANTS = ['Amazon', 'Flipkart', 'Myntra', 'Croma', 'Ajio', 'Amazon'];
const TAGS = ['audio', 'wireless', 'phone', 'computer', 'kitchen', 'fitness', 'travel', 'gaming', 'home', 'fashion'];
const BATCH = 25_000;

/**
 * Tops the products table up to `total` rows of varied products, with generate_series INSERTs of 25,000 rows
 * (fast on PGlite and PostgreSQL alike), spread over the existing categories. Returns how many it added.
 */
export async function seedBenchProducts(db: Kysely<Database>, total: number): Promise<number> {
  const count = async () => Number((await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const existing = await count();
  const missing = Math.max(0, total - existing);
  if (!missing) return 0;
  let categoryIds = (await db.selectFrom('categories').select('id').orderBy('sortOrder').execute()).map((row) => row.id);
  if (!categoryIds.length) {
    const row = await db.insertInto('categories').values({ name: 'Bench', slug: 'bench', description: null, parentId: null }).returning('id').executeTakeFirstOrThrow();
    categoryIds = [row.id];
  }
  const maxRank = Number(
    (await db.selectFrom('products').select((eb) => eb.fn.coalesce(eb.fn.max('rankingNumber'), sql<number>`0`).as('max')).executeTakeFirstOrThrow()).max,
  );
  const images = DEMO_PRODUCTS.map((product) => product.image);
  const text = (values: string[]) => sql`${values}::text[]`;

  for (let start = 1; start <= missing; start += BATCH) {
    const end = Math.min(missing, start + BATCH - 1);
    await sql`
      insert into products (
        title, description, price, currency, discount_percentage, featured_image, affiliate_link, merchant_name,
        ranking_number, rating, review_count, stock, category_id, tags, featured, is_active, clicks, created_at, updated_at
      )
      select
        (${text(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' ' || (${text(NOUNS)})[1 + (g / 7) % ${NOUNS.length}]
          || ' ' || (${text(BRANDS)})[1 + (g / 140) % ${BRANDS.length}] || ' ' || (${maxRank} + g),
        case when g % 3 = 0 then 'Bench product ' || g else null end,
        case when g % 97 = 0 then null else ((49 + (g * 7919) % 99950) + (g % 100) / 100.0)::numeric(14, 2) end,
        case when g % 50 = 0 then 'USD' else 'INR' end,
        (g % 6) * 10,
        '/images/products/' || (${text(images)})[1 + g % ${images.length}] || '.svg',
        'https://www.example.com/product/' || (${maxRank} + g),
        (${text(MERCHANTS)})[1 + g % ${MERCHANTS.length}],
        ${maxRank} + g,
        case when g % 11 = 0 then null else (1 + (g % 41) / 10.0)::numeric(3, 2) end,
        (g * 37) % 5000,
        case when g % 17 = 0 then 'out_of_stock' when g % 7 = 0 then 'limited' else 'in_stock' end,
        (${sql`${categoryIds}::uuid[]`})[1 + g % ${categoryIds.length}],
        array[(${text(TAGS)})[1 + g % ${TAGS.length}], (${text(TAGS)})[1 + (g / 10 + 3) % ${TAGS.length}]],
        g % 100 = 0,
        g % 20 <> 0,
        (g * 31) % 1000,
        now() - make_interval(mins => g),
        now() - make_interval(mins => g)
      from generate_series(${start}::int, ${end}::int) as g`.execute(db);
  }
  await db
    .updateTable('categories')
    .set({ productCount: sql`(select count(*) from products where products.category_id = categories.id and products.is_active)` })
    .execute();
  // vacuum sets the visibility map, so counts can use index-only scans (PGlite included).
  await sql`vacuum analyze products`.execute(db);
  await sql`analyze categories`.execute(db);
  return missing;
}
