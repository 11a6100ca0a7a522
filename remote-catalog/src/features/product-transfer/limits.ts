/**
 * What the API accepts for a product import (POST /api/products/import answers 400 past the rows, 413 past
 * the bytes); stated in the dialog so nobody has to find out by failing.
 */
export const IMPORT_LIMITS = { rows: 10_000, megabytes: 10 } as const;
export const IMPORT_TYPES = ['.csv', '.xlsx'] as const;
