import type { Product } from '@app/shared';
import { DEFAULT_CURRENCY, DEFAULT_MERCHANT, PRODUCT_TEXTS } from '../../../constants';
import type { ProductPayload } from '../api/products';

/** What the form edits: every input keeps its raw text until submit. */
export interface ProductFormValues {
  title: string;
  rankingNumber: string;
  description: string;
  category: string;
  tags: string;
  price: string;
  currency: string;
  discountPercentage: string;
  merchantName: string;
  affiliateLink: string;
  stock: string;
  featuredImage: string;
  isActive: boolean;
  featured: boolean;
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

/** Add form defaults: merchant Amazon, active on, featured off. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  title: '',
  rankingNumber: '',
  description: '',
  category: '',
  tags: '',
  price: '',
  currency: DEFAULT_CURRENCY,
  discountPercentage: '0',
  merchantName: DEFAULT_MERCHANT,
  affiliateLink: '',
  stock: 'in_stock',
  featuredImage: '',
  isActive: true,
  featured: false,
};

/** Edit form: every field of the loaded product. */
export function valuesFromProduct(product: Product): ProductFormValues {
  return {
    title: product.title ?? '',
    rankingNumber: product.rankingNumber === null || product.rankingNumber === undefined ? '' : String(product.rankingNumber),
    description: product.description ?? '',
    category: product.category?._id ?? '',
    tags: (product.tags ?? []).join(', '),
    price: product.price === null || product.price === undefined ? '' : String(product.price),
    currency: product.currency || DEFAULT_CURRENCY,
    discountPercentage: String(product.discountPercentage ?? 0),
    merchantName: product.merchantName || DEFAULT_MERCHANT,
    affiliateLink: product.affiliateLink ?? '',
    stock: product.stock || 'in_stock',
    featuredImage: product.featuredImage ?? '',
    isActive: product.isActive ?? true,
    featured: product.featured ?? false,
  };
}

/** An absolute http(s) URL; javascript:, data: and the like are refused (a link must never run script). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Images may also be paths served by the API (`/images/products/x.svg`). */
export function isImageUrl(value: string): boolean {
  const v = value.trim();
  return (v.startsWith('/') && !v.startsWith('//')) || isHttpUrl(v);
}

export const PRICE_INVALID = 'Price must be a number of 0 or more';
export const DISCOUNT_INVALID = 'Discount must be between 0 and 100';
export const RANKING_INVALID = 'Ranking number must be a whole number of 1 or more';

/** Submit-time checks, with the same messages the server answers. */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.title.trim()) errors.title = PRODUCT_TEXTS.productTitleRequired;
  if (!values.affiliateLink.trim()) errors.affiliateLink = PRODUCT_TEXTS.affiliateLinkRequired;
  else if (!isHttpUrl(values.affiliateLink)) errors.affiliateLink = PRODUCT_TEXTS.invalidUrl;
  if (!values.rankingNumber.trim()) errors.rankingNumber = PRODUCT_TEXTS.rankingRequired;
  else {
    const n = Number(values.rankingNumber);
    if (!Number.isFinite(n) || n < 1 || !Number.isInteger(n)) errors.rankingNumber = RANKING_INVALID;
  }
  if (!values.featuredImage.trim()) errors.featuredImage = PRODUCT_TEXTS.imageUrlRequired;
  else if (!isImageUrl(values.featuredImage)) errors.featuredImage = PRODUCT_TEXTS.invalidImageUrl;
  if (values.price.trim()) {
    const price = Number.parseFloat(values.price);
    if (!Number.isFinite(price) || price < 0) errors.price = PRICE_INVALID;
  }
  if (values.discountPercentage.trim()) {
    const d = Number(values.discountPercentage);
    if (!Number.isFinite(d) || d < 0 || d > 100) errors.discountPercentage = DISCOUNT_INVALID;
  }
  return errors;
}

export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/**
 * The body of POST/PUT. Price is omitted when empty on create; on edit an emptied price is sent as null so
 * the stored price is really cleared. rankingNumber goes as an integer, price rounded to cents.
 */
export function toPayload(values: ProductFormValues, mode: 'create' | 'edit'): ProductPayload {
  const payload: ProductPayload = {
    title: values.title.trim(),
    affiliateLink: values.affiliateLink.trim(),
    featuredImage: values.featuredImage.trim(),
    rankingNumber: Number.parseInt(values.rankingNumber, 10),
    description: values.description.trim(),
    currency: values.currency || DEFAULT_CURRENCY,
    merchantName: values.merchantName.trim() || DEFAULT_MERCHANT,
    featured: values.featured,
    isActive: values.isActive,
    category: values.category || null,
    tags: parseTags(values.tags),
    stock: values.stock || 'in_stock',
    discountPercentage: values.discountPercentage.trim() ? Number(values.discountPercentage) : 0,
  };
  if (values.price.trim()) payload.price = Math.round(Number.parseFloat(values.price) * 100) / 100;
  else if (mode === 'edit') payload.price = null;
  return payload;
}
