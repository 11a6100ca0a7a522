import { Type } from '@sinclair/typebox';
import {
  CATEGORY_LIMITS as L,
  CATEGORY_REORDER_MAX,
  CATEGORY_SEARCH_LIMIT,
  CATEGORY_SORT_FIELDS,
  FEATURED_CATEGORIES_LIMIT,
  MAX_PAGE_SIZE,
  SLUG_PATTERN,
} from '../constants.js';
import { BooleanFilter, Nullable, Success, Uuid } from './common.js';

const sortValues = CATEGORY_SORT_FIELDS.flatMap((field) => [field, `-${field}`]);

const categoryFields = {
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Nullable(Type.String()),
  isActive: Type.Boolean(),
  featured: Type.Boolean(),
  parent: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  productCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const CategorySchema = Type.Object(categoryFields);

/** Tree nodes nest to any depth: a recursive schema. */
export const CategoryTreeNodeSchema = Type.Recursive(
  (This) => Type.Object({ ...categoryFields, children: Type.Array(This) }),
  { $id: 'CategoryTreeNode' },
);

export const CategoryListQuery = Type.Object(
  {
    isActive: Type.Optional(BooleanFilter),
    featured: Type.Optional(BooleanFilter),
    /** A parent's id, or 'null' / 'root' for top-level categories ('' = any parent). */
    parent: Type.Optional(Type.Union([Uuid, Type.Unsafe<string>({ type: 'string', enum: ['null', 'root', ''] })])),
    sort: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: sortValues })),
  },
  { additionalProperties: false },
);
const limit = (defaultValue: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultValue }));
export const FeaturedCategoriesQuery = Type.Object({ limit: limit(FEATURED_CATEGORIES_LIMIT) }, { additionalProperties: false });
export const CategorySearchQuery = Type.Object(
  { query: Type.Optional(Type.String({ maxLength: L.name })), limit: limit(CATEGORY_SEARCH_LIMIT) },
  { additionalProperties: false },
);

const categoryBodyFields = {
  name: Type.Optional(Type.String({ maxLength: L.name })),
  slug: Type.Optional(Type.String({ maxLength: L.slug })),
  description: Type.Optional(Nullable(Type.String({ maxLength: L.description }))),
  isActive: Type.Optional(Type.Boolean()),
  featured: Type.Optional(Type.Boolean()),
  parent: Type.Optional(Nullable(Type.Union([Uuid, Type.Literal('')]))),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxSortOrder })),
};
export const CategoryBody = Type.Object(categoryBodyFields, { additionalProperties: false });
export const SLUG_REGEX = new RegExp(SLUG_PATTERN);

export const ReorderBody = Type.Object(
  { categoryIds: Type.Array(Uuid, { minItems: 1, maxItems: CATEGORY_REORDER_MAX }) },
  { additionalProperties: false },
);

export const CategoriesResponse = Success({ categories: Type.Array(CategorySchema) });
export const CategoryResponse = Success({ category: CategorySchema });
export const SubcategoriesResponse = Success({ subcategories: Type.Array(CategorySchema) });
export const CategoryTreeResponse = Success({ categoryTree: Type.Array(CategoryTreeNodeSchema) });
export const ReorderResponse = Success({ message: Type.String(), categories: Type.Array(CategorySchema) });
export const CountsResponse = Success({ message: Type.String(), updated: Type.Integer() });
