import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { StockState } from '../constants.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
}

export interface ClickEventsTable {
  id: Generated<number>;
  productId: string;
  visitorHash: string;
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
