import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import { createCategoriesRepository } from './categories.js';
import { createNewsletterRepository } from './newsletter.js';
import { createProductsRepository } from './products.js';
import { createUsersRepository } from './users.js';

/** Every repository, built over one Kysely instance. The catalog adds its own here. */
export function createRepositories(db: Kysely<Database>) {
  return {
    users: createUsersRepository(db),
    products: createProductsRepository(db),
    categories: createCategoriesRepository(db),
    newsletter: createNewsletterRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
