import type { ProductWithCategory } from '../db/repositories/products.js';

/**
 * The columns of a product spreadsheet, in order: the import template's, and the export's, so an exported file
 * can be edited and imported back. `_id` empty creates a product; `category` is the category's slug on export
 * (unique) and a slug or name on import; `tags` are separated by commas.
 */
export const PRODUCT_COLUMNS = [
  '_id',
  'title',
  'description',
  'price',
  'currency',
  'discountPercentage',
  'featuredImage',
  'affiliateLink',
  'merchantName',
  'rankingNumber',
  'rating',
  'reviewCount',
  'stock',
  'category',
  'tags',
  'featured',
  'isActive',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/** Without these a new product cannot be made (the product form requires them too). */
export const REQUIRED_PRODUCT_COLUMNS: ProductColumn[] = ['title', 'featuredImage', 'affiliateLink', 'rankingNumber'];

export const TAG_SEPARATOR = ',';

/** A product as one spreadsheet row, in PRODUCT_COLUMNS order. */
export function productCells(product: ProductWithCategory): unknown[] {
  const values: Record<ProductColumn, unknown> = {
    _id: product.id,
    title: product.title,
    description: product.description ?? '',
    price: product.price === null ? '' : Number(product.price),
    currency: product.currency,
    discountPercentage: Number(product.discountPercentage),
    featuredImage: product.featuredImage,
    affiliateLink: product.affiliateLink,
    merchantName: product.merchantName,
    rankingNumber: product.rankingNumber,
    rating: product.rating === null ? '' : Number(product.rating),
    reviewCount: product.reviewCount,
    stock: product.stock,
    category: product.categorySlug ?? '',
    tags: product.tags.join(`${TAG_SEPARATOR} `),
    featured: product.featured,
    isActive: product.isActive,
  };
  return PRODUCT_COLUMNS.map((column) => values[column]);
}

export const PRODUCT_TEMPLATE_ROWS: string[][] = [
  [...PRODUCT_COLUMNS],
  [
    '',
    'Wireless Earbuds Pro',
    'Noise-cancelling earbuds with 30 hours of battery',
    '2999.00',
    'INR',
    '10',
    'https://example.com/images/earbuds.jpg',
    'https://www.amazon.in/dp/B000000000?tag=yourtag-21',
    'Amazon',
    '1',
    '4.5',
    '120',
    'in_stock',
    'electronics',
    'audio, wireless',
    'false',
    'true',
  ],
];
