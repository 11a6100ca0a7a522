import type { Static } from '@sinclair/typebox';
import { CATALOG_MESSAGES as M, DEFAULT_MERCHANT } from '../constants.js';
import type { NewProductRow, ProductRowUpdate } from '../db/catalog-types.js';
import type { ProductBody } from '@app/contracts';
import { badRequest, type FieldError } from '../utils/http-error.js';
import { isHttpUrl, isHttpUrlOrLocalPath } from '../utils/url.js';

export type ProductInput = Static<typeof ProductBody>;

const blank = (value: string | null | undefined) => value === undefined || value === null || value.trim() === '';
/**
 * The price as the client wrote it (JSON numbers print back as their shortest decimal form) has at most two
 * decimals. A tolerance on value * 100 let tiny values such as 5e-324 through, and the column rounded them to 0.
 */
const hasAtMostTwoDecimals = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value));

/**
 * Checks what JSON schema cannot say (required texts of the form, URL schemes, 2-decimal prices) and maps
 * the body to columns. `creating`: the form's required fields must be present.
 * Throws 400 with every field's message; nothing is written before this passes.
 */
export function toProductColumns(input: ProductInput, creating: boolean): ProductRowUpdate {
  const errors: FieldError[] = [];
  const check = (field: keyof ProductInput, requiredMessage: string, valid?: (value: string) => boolean, invalidMessage?: string) => {
    const value = input[field] as string | undefined;
    if (value === undefined && !creating) return;
    if (blank(value)) errors.push({ field, message: requiredMessage });
    else if (valid && !valid(value!.trim())) errors.push({ field, message: invalidMessage! });
  };
  check('title', M.titleRequired);
  if (creating && input.rankingNumber === undefined) errors.push({ field: 'rankingNumber', message: M.rankingNumberRequired });
  check('affiliateLink', M.affiliateLinkRequired, isHttpUrl, M.affiliateLinkInvalid);
  check('featuredImage', M.imageRequired, isHttpUrlOrLocalPath, M.imageInvalid);
  if (typeof input.price === 'number' && !hasAtMostTwoDecimals(input.price)) errors.push({ field: 'price', message: M.priceDecimals });
  if (errors.length) throw badRequest(errors[0].message, errors);

  const columns: ProductRowUpdate = {};
  if (input.title !== undefined) columns.title = input.title.trim();
  if (input.description !== undefined) columns.description = blank(input.description) ? null : input.description!.trim();
  if (input.price !== undefined) columns.price = input.price;
  if (input.currency !== undefined) columns.currency = input.currency.toUpperCase();
  if (input.discountPercentage !== undefined) columns.discountPercentage = input.discountPercentage;
  if (input.featuredImage !== undefined) columns.featuredImage = input.featuredImage.trim();
  if (input.affiliateLink !== undefined) columns.affiliateLink = input.affiliateLink.trim();
  if (input.merchantName !== undefined) columns.merchantName = input.merchantName.trim() || DEFAULT_MERCHANT;
  if (input.rankingNumber !== undefined) columns.rankingNumber = input.rankingNumber;
  if (input.rating !== undefined) columns.rating = input.rating;
  if (input.reviewCount !== undefined) columns.reviewCount = input.reviewCount;
  if (input.stock !== undefined) columns.stock = input.stock;
  if (input.category !== undefined) columns.categoryId = input.category || null;
  if (input.tags !== undefined) {
    columns.tags = [...new Set(input.tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
  }
  if (input.featured !== undefined) columns.featured = input.featured;
  if (input.isActive !== undefined) columns.isActive = input.isActive;
  return columns;
}

/** Create: the form's defaults (featured off, active on, merchant Amazon, settings' currency). */
export function toNewProductRow(input: ProductInput, defaults: { currency: string; createdBy: string }): NewProductRow {
  const columns = toProductColumns(input, true);
  return {
    currency: defaults.currency,
    merchantName: DEFAULT_MERCHANT,
    ...columns,
    title: columns.title!,
    featuredImage: columns.featuredImage!,
    affiliateLink: columns.affiliateLink!,
    rankingNumber: columns.rankingNumber!,
    description: columns.description ?? null,
    categoryId: columns.categoryId ?? null,
    createdBy: defaults.createdBy,
  };
}
