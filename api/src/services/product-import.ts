import {
  CATALOG_MESSAGES as C,
  CURRENCY_PATTERN,
  MESSAGES,
  PRODUCT_LIMITS as L,
  PRODUCT_TRANSFER_MESSAGES as T,
  SPREADSHEET_MESSAGES,
  STOCK_STATES,
  USER_FIELD_MESSAGES,
  type StockState,
} from '../constants.js';
import type { NewProductRow, ProductRowUpdate } from '../db/catalog-types.js';
import { badRequest, HttpError, type FieldError } from '../utils/http-error.js';
import { hasForbiddenCharacter } from '../utils/validator.js';
import { PRODUCT_COLUMNS, REQUIRED_PRODUCT_COLUMNS, TAG_SEPARATOR, type ProductColumn } from './product-columns.js';
import { toNewProductRow, toProductColumns, type ProductInput } from './product-input.js';
import { missingColumns, sheetRecords } from './sheet-records.js';
import type { Sheet } from './spreadsheet.js';
import { isUuid } from '../utils/validator.js';

/** Header spellings accepted for each column (compared lower-case, letters and digits only). */
const HEADER_ALIASES: Record<string, ProductColumn> = {
  id: '_id',
  productid: '_id',
  title: 'title',
  name: 'title',
  description: 'description',
  price: 'price',
  currency: 'currency',
  discount: 'discountPercentage',
  discountpercentage: 'discountPercentage',
  featuredimage: 'featuredImage',
  image: 'featuredImage',
  imageurl: 'featuredImage',
  affiliatelink: 'affiliateLink',
  link: 'affiliateLink',
  url: 'affiliateLink',
  merchant: 'merchantName',
  merchantname: 'merchantName',
  rankingnumber: 'rankingNumber',
  ranking: 'rankingNumber',
  rank: 'rankingNumber',
  rating: 'rating',
  reviewcount: 'reviewCount',
  reviews: 'reviewCount',
  stock: 'stock',
  category: 'category',
  categoryslug: 'category',
  categoryname: 'category',
  tags: 'tags',
  featured: 'featured',
  isactive: 'isActive',
  active: 'isActive',
  status: 'isActive',
};

const CURRENCY = new RegExp(CURRENCY_PATTERN);

export interface CategoryKey {
  id: string;
  name: string;
  slug: string;
}

export interface PreparedImport {
  creates: NewProductRow[];
  updates: { id: string; values: ProductRowUpdate }[];
}

function parseBoolean(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (['true', 'yes', 'y', '1', 'active'].includes(value)) return true;
  if (['false', 'no', 'n', '0', 'inactive'].includes(value)) return false;
  return undefined;
}

/** Finds a category by slug, else by name (case-insensitive); a name two categories share must be written as a slug. */
function categoryFinder(categories: CategoryKey[]) {
  const bySlug = new Map(categories.map((category) => [category.slug.toLowerCase(), category.id]));
  const byName = new Map<string, string[]>();
  for (const category of categories) {
    const key = category.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), category.id]);
  }
  return (text: string): string | Error => {
    const key = text.toLowerCase();
    const slugMatch = bySlug.get(key);
    if (slugMatch) return slugMatch;
    const named = byName.get(key) ?? [];
    if (named.length === 1) return named[0];
    return new Error(named.length ? T.categoryAmbiguous : C.categoryNotFound);
  };
}

/**
 * One row's cells as the product API's body: the same body a client would send, so the same checks apply.
 * Only the columns the file has are set (an update leaves the others alone); an empty cell is the field's
 * empty value (no price, no category, no tags...).
 */
function rowInput(
  values: Partial<Record<ProductColumn, string>>,
  findCategory: (text: string) => string | Error,
  fail: (column: ProductColumn, message: string) => void,
): ProductInput {
  const input: ProductInput = {};
  const has = (column: ProductColumn) => values[column] !== undefined;
  const text = (column: ProductColumn, max: number) => {
    const value = values[column]!;
    if (value.length > max) fail(column, USER_FIELD_MESSAGES.tooLong(max));
    return value;
  };
  const number = (column: ProductColumn, min: number, max: number, whole = false): number | undefined => {
    const value = values[column]!;
    const parsed = Number(value);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value) || !Number.isFinite(parsed)) fail(column, T.notANumber);
    else if (whole && !Number.isInteger(parsed)) fail(column, T.notAWholeNumber);
    else if (parsed < min || parsed > max) fail(column, T.between(min, max));
    else return parsed;
    return undefined;
  };
  const boolean = (column: ProductColumn, empty: boolean) => {
    if (!values[column]) return empty;
    const parsed = parseBoolean(values[column]!);
    if (parsed === undefined) fail(column, T.notABoolean);
    return parsed;
  };

  if (has('title')) input.title = text('title', L.title);
  if (has('description')) input.description = values.description ? text('description', L.description) : null;
  if (has('price')) input.price = values.price ? number('price', 0, L.maxPrice) : null;
  if (has('currency') && values.currency) {
    if (CURRENCY.test(values.currency)) input.currency = values.currency;
    else fail('currency', T.currencyInvalid);
  }
  if (has('discountPercentage')) input.discountPercentage = values.discountPercentage ? number('discountPercentage', 0, 100) : 0;
  if (has('featuredImage')) input.featuredImage = text('featuredImage', L.url);
  if (has('affiliateLink')) input.affiliateLink = text('affiliateLink', L.url);
  if (has('merchantName')) input.merchantName = text('merchantName', L.merchantName);
  if (has('rankingNumber')) {
    if (values.rankingNumber) input.rankingNumber = number('rankingNumber', 1, L.maxRankingNumber, true);
    else fail('rankingNumber', C.rankingNumberRequired);
  }
  if (has('rating')) input.rating = values.rating ? number('rating', 0, 5) : null;
  if (has('reviewCount')) input.reviewCount = values.reviewCount ? number('reviewCount', 0, L.maxReviewCount, true) : 0;
  if (has('stock')) {
    const stock = (values.stock || 'in_stock').toLowerCase() as StockState;
    if (STOCK_STATES.includes(stock)) input.stock = stock;
    else fail('stock', T.stockInvalid);
  }
  if (has('category')) {
    const found = values.category ? findCategory(values.category) : '';
    if (found instanceof Error) fail('category', found.message);
    else input.category = found;
  }
  if (has('tags')) {
    const tags = values.tags!.split(TAG_SEPARATOR).map((tag) => tag.trim()).filter(Boolean);
    if (tags.length > L.tags) fail('tags', T.tooManyTagsInRow(L.tags));
    else if (tags.some((tag) => tag.length > L.tag)) fail('tags', USER_FIELD_MESSAGES.tooLong(L.tag));
    else input.tags = tags;
  }
  if (has('featured')) input.featured = boolean('featured', false);
  if (has('isActive')) input.isActive = boolean('isActive', true);
  return input;
}

/**
 * Checks every row of an uploaded sheet and, only if all are valid, returns what to create and what to update:
 * a row whose `_id` names a product updates it, a row without `_id` creates one. Any problem throws a 400 whose
 * `errors` list every row (the spreadsheet's row number), column and message. The checks and texts are the
 * product API's own.
 */
export async function prepareProductImport(
  sheet: Sheet,
  context: {
    categories: CategoryKey[];
    existingIds: (ids: string[]) => Promise<Set<string>>;
    currency: string;
    createdBy: string;
  },
): Promise<PreparedImport> {
  if (!sheet.headers.length) throw badRequest(MESSAGES.importEmpty);
  // The row limit is readSheet's (the route reads the upload with PRODUCT_IMPORT_LIMITS.rows).
  const { present, records: candidates } = sheetRecords(sheet, HEADER_ALIASES);
  if (!candidates.length) throw badRequest(MESSAGES.importEmpty);
  // Columns a new product needs: required as soon as one row creates (an update may name only what changes).
  const missing = REQUIRED_PRODUCT_COLUMNS.filter((column) => !present.has(column));
  if (missing.length && (!present.has('_id') || candidates.some(({ values }) => !values._id))) {
    throw missingColumns(missing, sheet.headerRow);
  }

  const errors: FieldError[] = [];
  const findCategory = categoryFinder(context.categories);
  const firstRowOfId = new Map<string, number>();
  const parsed: { row: number; id?: string; input: ProductInput }[] = [];
  for (const { row, values } of candidates) {
    const before = errors.length;
    const fail = (column: ProductColumn, message: string) => errors.push({ row, field: column, column, message });
    const unstorable = PRODUCT_COLUMNS.filter((column) => values[column] !== undefined && hasForbiddenCharacter(values[column]!));
    if (unstorable.length) {
      // Nothing else is checked: such a value must never reach a query.
      for (const column of unstorable) fail(column, SPREADSHEET_MESSAGES.forbiddenCharacter);
      continue;
    }
    const id = values._id || undefined;
    if (id) {
      if (!isUuid(id)) fail('_id', T.idInvalid);
      const first = firstRowOfId.get(id.toLowerCase());
      if (first !== undefined) fail('_id', T.duplicateId(first));
      else firstRowOfId.set(id.toLowerCase(), row);
    }
    const input = rowInput(values, findCategory, fail);
    try {
      // The form's checks (required texts, URLs, 2-decimal prices), with its messages; a column already
      // reported above is not reported twice.
      toProductColumns(input, !id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const reported = new Set(errors.slice(before).map((problem) => problem.field));
      for (const problem of error.errors ?? []) if (!reported.has(problem.field)) fail(problem.field as ProductColumn, problem.message);
    }
    if (errors.length === before) parsed.push({ row, id: id?.toLowerCase(), input });
  }
  const updateIds = parsed.flatMap((entry) => entry.id ?? []);
  const existing = updateIds.length ? await context.existingIds(updateIds) : new Set<string>();
  for (const { row, id } of parsed) if (id && !existing.has(id)) errors.push({ row, field: '_id', column: '_id', message: T.idNotFound });
  if (errors.length) {
    errors.sort((a, b) => a.row! - b.row! || PRODUCT_COLUMNS.indexOf(a.field as ProductColumn) - PRODUCT_COLUMNS.indexOf(b.field as ProductColumn));
    throw badRequest(MESSAGES.importFailed, errors);
  }

  const prepared: PreparedImport = { creates: [], updates: [] };
  for (const { id, input } of parsed) {
    if (id) prepared.updates.push({ id, values: toProductColumns(input, false) });
    else prepared.creates.push(toNewProductRow(input, { currency: context.currency, createdBy: context.createdBy }));
  }
  return prepared;
}
