/**
 * The API's payload types, from the one contract (@app/contracts: derived from the schemas the API validates and
 * serialises with), re-exported for the front ends; type-only, so nothing of the schema library reaches a browser.
 * Only front-end types that are no API payload are written here.
 */
export type {
  ApiFailure,
  ApiSuccess,
  AuthAnswer,
  BulkAffectedAnswer,
  CategoriesAnswer,
  Category,
  CategoryAnswer,
  CategoryRef,
  CategoryTreeAnswer,
  CategoryTreeNode,
  ClickStats,
  ClickStatsAnswer,
  DashboardStats,
  DashboardStatsAnswer,
  LatestLinkCheckRunAnswer,
  LinkCheckRun,
  LinkCheckRunAnswer,
  LinkCheckRunStatus,
  LinkRedirect,
  LinkStatus,
  LinkSummary,
  LinkSummaryAnswer,
  LoginPayload,
  MeAnswer,
  Pagination,
  Product,
  ProductAnswer,
  ProductBulkAction,
  ProductBulkPayload,
  ProductClicksAnswer,
  ProductFilter,
  ProductImportAnswer,
  ProductLink,
  ProductLinkAnswer,
  ProductListAnswer,
  ProductListParams,
  ProductsAnswer,
  RegisterPayload,
  Role,
  StockStatus,
  User,
  UserAnswer,
  UserDataAnswer,
  UsersAnswer,
} from '@app/contracts';

/** `/config.json`, read by the shell (or a dev harness) before the first render. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The public site's own origin (PUBLIC_SITE_URL): canonical links, share tags, the sitemap. */
  siteUrl?: string;
  remotes?: Partial<Record<'auth' | 'users' | 'catalog' | 'public', string>>;
  contact?: { phone?: string; email?: string };
}
