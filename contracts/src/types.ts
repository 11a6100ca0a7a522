/**
 * The static types of the API's requests and answers, derived from the schemas the API validates and serialises
 * with, so a front end can only read a field the API really sends. Change a payload in its schema; these follow.
 */
import type { Static } from '@sinclair/typebox';
import type { RegisterBody, LoginBody, AuthResponse } from './schemas/auth.js';
import type { StatsResponse } from './schemas/catalog.js';
import type {
  CategoriesResponse,
  CategoryResponse,
  CategorySchema,
  CategoryTreeNodeSchema,
  CategoryTreeResponse,
} from './schemas/category.js';
import type { ClickStatsResponse, ProductClicksResponse } from './schemas/clicks.js';
import type { ErrorResponse, FieldErrorSchema } from './schemas/common.js';
import type {
  LatestRunResponse,
  LinkResponse,
  LinkSchema,
  LinkStatusSchema,
  LinkSummaryResponse,
  RunResponse,
  RunSchema,
} from './schemas/link-check.js';
import type { BulkAffectedResponse, ProductBulkBody, ProductFilterQuery, ProductImportResponse } from './schemas/product-transfer.js';
import type {
  CategoryRefSchema,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductSchema,
  ProductShortListResponse,
  StockSchema,
} from './schemas/product.js';
import type { UserDataResponse, UserListResponse, UserResponse, UserSchema } from './schemas/user.js';

/* ---------- Payloads (Role, ProductBulkAction and the other enumerations are in ./constants) ---------- */

export type User = Static<typeof UserSchema>;
export type StockStatus = Static<typeof StockSchema>;
export type CategoryRef = Static<typeof CategoryRefSchema>;
export type Product = Static<typeof ProductSchema>;
export type LinkStatus = Static<typeof LinkStatusSchema>;
export type ProductLink = Static<typeof LinkSchema>;
export type LinkRedirect = ProductLink['redirects'][number];
export type LinkCheckRun = Static<typeof RunSchema>;
export type LinkCheckRunStatus = LinkCheckRun['status'];
export type Category = Static<typeof CategorySchema>;
export type CategoryTreeNode = Static<typeof CategoryTreeNodeSchema>;
export type FieldError = Static<typeof FieldErrorSchema>;

/* ---------- Requests ---------- */

export type RegisterPayload = Static<typeof RegisterBody>;
export type LoginPayload = Static<typeof LoginBody>;
export type ProductListParams = Static<typeof ProductListQuery>;
/** The product list's filters: what "all matching this filter" and an export select. */
export type ProductFilter = Static<typeof ProductFilterQuery>;
export type ProductBulkPayload = Static<typeof ProductBulkBody>;

/* ---------- Answers ---------- */

/** Envelope of every successful answer. */
export interface ApiSuccess {
  success: true;
}
export type ApiFailure = Static<typeof ErrorResponse>;
export type AuthAnswer = Static<typeof AuthResponse>;
export type MeAnswer = Static<typeof UserResponse>;
export type UserAnswer = Static<typeof UserResponse>;
export type UserDataAnswer = Static<typeof UserDataResponse>;
export type UsersAnswer = Static<typeof UserListResponse>;
/** The user list's page numbers (`GET /api/users`). */
export type Pagination = UsersAnswer['pagination'];
export type ProductsAnswer = Static<typeof ProductListResponse>;
export type ProductListAnswer = Static<typeof ProductShortListResponse>;
export type ProductAnswer = Static<typeof ProductResponse>;
export type CategoriesAnswer = Static<typeof CategoriesResponse>;
export type CategoryAnswer = Static<typeof CategoryResponse>;
export type CategoryTreeAnswer = Static<typeof CategoryTreeResponse>;
export type DashboardStatsAnswer = Static<typeof StatsResponse>;
export type DashboardStats = DashboardStatsAnswer['stats'];
export type LinkSummaryAnswer = Static<typeof LinkSummaryResponse>;
export type LinkSummary = LinkSummaryAnswer['summary'];
export type LinkCheckRunAnswer = Static<typeof RunResponse>;
export type LatestLinkCheckRunAnswer = Static<typeof LatestRunResponse>;
export type ProductLinkAnswer = Static<typeof LinkResponse>;
export type ClickStatsAnswer = Static<typeof ClickStatsResponse>;
export type ClickStats = ClickStatsAnswer['clicks'];
export type ProductClicksAnswer = Static<typeof ProductClicksResponse>;
export type BulkAffectedAnswer = Static<typeof BulkAffectedResponse>;
export type ProductImportAnswer = Static<typeof ProductImportResponse>;
