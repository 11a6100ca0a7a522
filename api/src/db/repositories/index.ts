import type { Kysely } from 'kysely';
import { createLocalCatalogEvents, type CatalogEvents } from '../../services/catalog-events.js';
import type { Database } from '../types.js';
import { createCategoriesRepository } from './categories.js';
import { createClicksRepository } from './clicks.js';
import { createNewsletterRepository } from './newsletter.js';
import { createProductsRepository } from './products.js';
import { createUsersRepository } from './users.js';

/**
 * Every repository, built over one Kysely instance. The catalog adds its own here. Product and category writes tell
 * `catalogEvents`, whose every change clears their caches (changes made by other API processes too).
 */
export function createRepositories(
  db: Kysely<Database>,
  catalogEvents: CatalogEvents = createLocalCatalogEvents(),
  options: { productCountCacheMs?: number } = {},
) {
  const countCacheMs = options.productCountCacheMs;
  return {
    users: createUsersRepository(db),
    products: createProductsRepository(db, { catalogEvents, countCacheMs }),
    categories: createCategoriesRepository(db, catalogEvents, countCacheMs),
    newsletter: createNewsletterRepository(db),
    clicks: createClicksRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
