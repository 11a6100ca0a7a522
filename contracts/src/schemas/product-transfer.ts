import { Type } from '@sinclair/typebox';
import { BULK_MAX_IDS, PRODUCT_BULK_ACTIONS, PRODUCT_LIMITS as L, type ProductBulkAction } from '../constants.js';
import { BooleanFilter, Success, Uuid } from './common.js';
import { ProductListQuery } from './product.js';

/** The product list's filters (no paging or sort): what "all matching this filter" and an export select. */
const filterProperties = Type.Omit(ProductListQuery, ['page', 'cursor', 'limit', 'sort']).properties;
// An unknown key is refused, not stripped (the API strips unknown fields elsewhere): dropping a filter would widen
// a bulk action to more products than the admin chose.
export const ProductFilterQuery = Type.Object(filterProperties, { additionalProperties: Type.Never() });

export const ProductBulkBody = Type.Object(
  {
    action: Type.Unsafe<ProductBulkAction>({ type: 'string', enum: [...PRODUCT_BULK_ACTIONS] }),
    ids: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: BULK_MAX_IDS })),
    filter: Type.Optional(ProductFilterQuery),
    /** move: the category the products go to. */
    categoryId: Type.Optional(Uuid),
    /** addTag, removeTag. */
    tag: Type.Optional(Type.String({ maxLength: L.tag })),
  },
  { additionalProperties: false },
);

export const ProductExportQuery = Type.Object(
  {
    format: Type.Optional(Type.Unsafe<'csv' | 'xlsx'>({ type: 'string', enum: ['csv', 'xlsx'], default: 'csv' })),
    sort: ProductListQuery.properties.sort,
    ...filterProperties,
  },
  { additionalProperties: false },
);

export const ProductImportQuery = Type.Object({ dryRun: Type.Optional(BooleanFilter) }, { additionalProperties: false });

export const BulkAffectedResponse = Success({ affected: Type.Integer() });
export const ProductImportResponse = Success({ created: Type.Integer(), updated: Type.Integer(), dryRun: Type.Boolean() });
