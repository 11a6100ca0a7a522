import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { LINK_STATUSES, StockState } from '../constants.js';
import type { DeviceClass } from './click-types.js';

type LinkStatus = (typeof LINK_STATUSES)[number];

type Timestamp = ColumnType<string, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  slug: string;
  description: string | null;
  isActive: Generated<boolean>;
  featured: Generated<boolean>;
  parentId: string | null;
  sortOrder: Generated<number>;
  productCount: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProductsTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  price: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  currency: Generated<string>;
  discountPercentage: ColumnType<number, number | string | undefined, number | string>;
  featuredImage: string;
  affiliateLink: string;
  merchantName: Generated<string>;
  rankingNumber: number;
  rating: ColumnType<number | null, number | string | null | undefined, number | string | null>;
  reviewCount: Generated<number>;
  stock: ColumnType<StockState, StockState | undefined, StockState>;
  categoryId: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  featured: Generated<boolean>;
  isActive: Generated<boolean>;
  clicks: Generated<number>;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The last check of affiliateLink (migrations/004_link_health.ts; written by repositories/link-checks.ts). */
  linkStatus: ColumnType<LinkStatus, LinkStatus | undefined, LinkStatus>;
  linkHttpStatus: ColumnType<number | null, number | null | undefined, number | null>;
  linkFinalUrl: ColumnType<string | null, string | null | undefined, string | null>;
  linkRedirects: ColumnType<{ status: number; url: string }[], string | undefined, string>;
  linkError: ColumnType<string | null, string | null | undefined, string | null>;
  linkResponseMs: ColumnType<number | null, number | null | undefined, number | null>;
  linkCheckedAt: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  linkAcknowledged: Generated<boolean>;
}

export interface ClickEventsTable {
  id: Generated<number>;
  productId: string;
  visitorHash: string;
  /** migrations/005_click_analytics.ts */
  referrer: Generated<string>;
  device: Generated<DeviceClass>;
  country: Generated<string>;
  isBot: Generated<boolean>;
  createdAt: Timestamp;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<string>;
  email: string;
  createdAt: Timestamp;
}

/** Tables of the catalog (migrations/002_catalog.ts). */
export interface CatalogTables {
  categories: CategoriesTable;
  products: ProductsTable;
  clickEvents: ClickEventsTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
}

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategoryRow = Insertable<CategoriesTable>;
export type CategoryRowUpdate = Updateable<CategoriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductRowUpdate = Updateable<ProductsTable>;
