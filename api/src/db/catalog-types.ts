/**
 * Tables of the catalog (products, categories, clicks, newsletter), filled in by the catalog
 * migration (migrations/002_catalog.ts). Placeholder until then.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogTables {}
