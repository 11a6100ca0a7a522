import { Type } from '@sinclair/typebox';
import {
  CURRENCY_PATTERN,
  FEATURED_PRODUCTS_LIMIT,
  MAX_PAGE_SIZE,
  MERCHANT_PRODUCTS_LIMIT,
  PRODUCT_LIMITS as L,
  PRODUCT_SEARCH_LIMIT,
  PRODUCT_SORT_FIELDS,
  PRODUCTS_PAGE_SIZE,
  STOCK_STATES,
} from '../constants.js';
import { BooleanFilter, Limit, Nullable, Page, Success, Uuid } from './common.js';
import { LinkSchema, LinkStatusSchema } from './link-check.js';

const sortValues = PRODUCT_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

export const StockSchema = Type.Unsafe<(typeof STOCK_STATES)[number]>({ type: 'string', enum: [...STOCK_STATES] });

export const CategoryRefSchema = Type.Object({ _id: Type.String(), name: Type.String(), slug: Type.String() });

export const ProductSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Nullable(Type.String()),
  price: Nullable(Type.Number()),
  currency: Type.String(),
  discountPercentage: Type.Number(),
  featuredImage: Type.String(),
  affiliateLink: Type.String(),
  merchantName: Type.String(),
  rankingNumber: Type.Integer(),
  rating: Nullable(Type.Number()),
  reviewCount: Type.Integer(),
  stock: StockSchema,
  category: Nullable(CategoryRefSchema),
  tags: Type.Array(Type.String()),
  featured: Type.Boolean(),
  isActive: Type.Boolean(),
  clicks: Type.Integer(),
  /** Staff and admin answers only: public payloads carry no user ids. */
  createdBy: Type.Optional(Nullable(Type.String())),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Staff and admin answers only: visitors never see link health. */
  link: Type.Optional(LinkSchema),
});

const Price = Type.Number({ minimum: 0, maximum: L.maxPrice });
const Rating = Type.Number({ minimum: 0, maximum: 5 });

export const ProductListQuery = Type.Object(
  {
    page: Type.Optional(Page),
    /** The previous answer's nextCursor: the page after it, whatever its depth (instead of page). */
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 1024 })),
    limit: Type.Optional(Limit(PRODUCTS_PAGE_SIZE)),
    sort: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: sortValues })),
    search: Type.Optional(Type.String({ maxLength: L.search })),
    category: Type.Optional(Type.String({ maxLength: L.categoryKey })),
    minPrice: Type.Optional(Price),
    maxPrice: Type.Optional(Price),
    merchantName: Type.Optional(Type.String({ maxLength: L.merchantName })),
    featured: Type.Optional(BooleanFilter),
    minRating: Type.Optional(Rating),
    tag: Type.Optional(Type.String({ maxLength: L.tag })),
    isActive: Type.Optional(BooleanFilter),
    /** Staff and admin only; ignored for visitors. */
    linkStatus: Type.Optional(LinkStatusSchema),
  },
  { additionalProperties: false },
);

const shortListLimit = (defaultValue: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultValue }));
export const FeaturedQuery = Type.Object({ limit: shortListLimit(FEATURED_PRODUCTS_LIMIT) }, { additionalProperties: false });
export const ProductSearchQuery = Type.Object(
  { query: Type.Optional(Type.String({ maxLength: L.search })), limit: shortListLimit(PRODUCT_SEARCH_LIMIT) },
  { additionalProperties: false },
);
export const ShortListQuery = Type.Object({ limit: shortListLimit(MERCHANT_PRODUCTS_LIMIT) }, { additionalProperties: false });
export const MerchantParams = Type.Object({ merchant: Type.String({ minLength: 1, maxLength: L.merchantName }) });
export const TagParams = Type.Object({ tag: Type.String({ minLength: 1, maxLength: L.tag }) });

/**
 * Create and update bodies. Required fields are checked in the handler so that a missing one
 * answers the form's own text ('Product title is required', ...).
 */
const productFields = {
  title: Type.Optional(Type.String({ maxLength: L.title })),
  description: Type.Optional(Nullable(Type.String({ maxLength: L.description }))),
  price: Type.Optional(Nullable(Price)),
  currency: Type.Optional(Type.String({ pattern: CURRENCY_PATTERN })),
  discountPercentage: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  featuredImage: Type.Optional(Type.String({ maxLength: L.url })),
  affiliateLink: Type.Optional(Type.String({ maxLength: L.url })),
  merchantName: Type.Optional(Type.String({ maxLength: L.merchantName })),
  rankingNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: L.maxRankingNumber })),
  rating: Type.Optional(Nullable(Rating)),
  reviewCount: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxReviewCount })),
  stock: Type.Optional(StockSchema),
  category: Type.Optional(Nullable(Type.Union([Uuid, Type.Literal('')]))),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: L.tag }), { maxItems: L.tags })),
  featured: Type.Optional(Type.Boolean()),
  isActive: Type.Optional(Type.Boolean()),
};
export const ProductBody = Type.Object(productFields, { additionalProperties: false });

export const ProductListResponse = Success({
  products: Type.Array(ProductSchema),
  total: Type.Integer(),
  currentPage: Type.Integer(),
  /** Numbered pages that can be asked for: at most the first PRODUCT_LIST_MAX_OFFSET_ROWS products. */
  totalPages: Type.Integer(),
  count: Type.Integer(),
  /** Send it back as `cursor` (same sort and filters) for the next page; null on the last page. */
  nextCursor: Nullable(Type.String()),
});
export const ProductShortListResponse = Success({ products: Type.Array(ProductSchema), count: Type.Integer() });
export const ProductResponse = Success({ product: ProductSchema });
export const ClickResponse = Success({ clicks: Type.Integer(), counted: Type.Boolean() });
