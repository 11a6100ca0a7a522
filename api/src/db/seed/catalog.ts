import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../types.js';

export interface CatalogSeedContext {
  /** The seeded (or first) admin's id, for createdBy. */
  adminId: string | undefined;
}

/**
 * Hook for the catalog's demo data (categories, products). Called on every start after the admin
 * seed; it must itself check that the catalog is empty. Placeholder until the catalog lands.
 */
export async function seedCatalog(
  _db: Kysely<Database>,
  _config: Config,
  _context: CatalogSeedContext,
): Promise<string[]> {
  return [];
}
