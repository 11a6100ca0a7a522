/** Domain types shared by every front end; field names follow the API contract. */

export type Role = 'admin' | 'doctor' | 'nurse' | 'receptionist' | 'user';

export interface User {
  _id: string;
  id: string;
  fullName: string;
  username: string;
  email: string;
  mobileNumber?: string | null;
  role: Role;
  isActive: boolean;
  occupation?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  subscription?: string | null;
  profilePicture?: string | null;
  createdAt: string;
  updatedAt: string;
  lastLogin?: string | null;
  createdBy?: string | null;
}

export type StockStatus = 'in_stock' | 'limited' | 'out_of_stock';

export interface CategoryRef {
  _id: string;
  name: string;
  slug: string;
}

export interface Product {
  _id: string;
  title: string;
  description?: string | null;
  price: number | null;
  currency: string;
  discountPercentage: number;
  featuredImage: string;
  affiliateLink: string;
  merchantName: string;
  rankingNumber: number;
  rating: number | null;
  reviewCount: number;
  stock: StockStatus;
  category: CategoryRef | null;
  tags: string[];
  featured: boolean;
  isActive: boolean;
  clicks: number;
  createdBy?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Affiliate link health: on admin payloads only, never on the public ones. */
  link?: ProductLink | null;
}

export type LinkStatus = 'healthy' | 'warning' | 'broken' | 'unchecked';

/** One hop of a followed redirect chain: the answer's status and the URL that answered it. */
export interface LinkRedirect {
  status: number;
  url: string;
}

/** The last check of a product's affiliate link (`unchecked` until one ran, or after the link changed). */
export interface ProductLink {
  status: LinkStatus;
  httpStatus: number | null;
  finalUrl: string | null;
  redirects: LinkRedirect[];
  /** A sentence a person understands: why the link is a warning or broken. */
  error: string | null;
  responseMs: number | null;
  checkedAt: string | null;
  /** Staff saw this warning or breakage and accepted it; reset when the result changes. */
  acknowledged: boolean;
}

export type LinkCheckRunStatus = 'running' | 'done' | 'failed';

/** A link check run over many products (`POST /api/link-checks`), with live counts. */
export interface LinkCheckRun {
  id: string;
  status: LinkCheckRunStatus;
  total: number;
  checked: number;
  healthy: number;
  warning: number;
  broken: number;
  startedAt: string;
  finishedAt?: string | null;
  trigger?: 'manual' | 'scheduled';
  /** Why a failed run stopped. */
  error?: string | null;
}

/** How many products have each link status (`GET /api/link-checks/summary`). */
export type LinkSummary = Record<LinkStatus, number>;

export interface LinkSummaryAnswer extends ApiSuccess {
  summary: LinkSummary;
}

export interface LinkCheckRunAnswer extends ApiSuccess {
  run: LinkCheckRun;
}

export interface LatestLinkCheckRunAnswer extends ApiSuccess {
  run: LinkCheckRun | null;
}

export interface ProductLinkAnswer extends ApiSuccess {
  link: ProductLink;
}

export interface Category {
  _id: string;
  name: string;
  slug: string;
  description?: string | null;
  isActive: boolean;
  featured: boolean;
  parent: string | null;
  sortOrder: number;
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryTreeNode extends Category {
  children: CategoryTreeNode[];
}

/** Users list pagination (`GET /api/users`). */
export interface Pagination {
  total: number;
  page: number;
  pages: number;
  limit: number;
}

/** Envelope fields every API answer carries. */
export interface ApiSuccess {
  success: true;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: Array<{ row?: number; field?: string; message: string }>;
}

export interface AuthAnswer extends ApiSuccess {
  user: User;
  token: string;
}

export interface MeAnswer extends ApiSuccess {
  user: User;
}

export interface UsersAnswer extends ApiSuccess {
  users: User[];
  pagination: Pagination;
  unfilteredTotal: number;
}

export interface UserAnswer extends ApiSuccess {
  user: User;
}

export interface UserDataAnswer extends ApiSuccess {
  data: User;
}

export interface ProductsAnswer extends ApiSuccess {
  products: Product[];
  total: number;
  currentPage: number;
  totalPages: number;
  count: number;
  /** Send back as `cursor` (same sort and filters) for the next page, whatever its depth; null on the last page. */
  nextCursor: string | null;
}

export interface ProductListAnswer extends ApiSuccess {
  products: Product[];
  count: number;
}

export interface ProductAnswer extends ApiSuccess {
  product: Product;
}

export interface CategoriesAnswer extends ApiSuccess {
  categories: Category[];
}

export interface CategoryAnswer extends ApiSuccess {
  category: Category;
}

export interface CategoryTreeAnswer extends ApiSuccess {
  categoryTree: CategoryTreeNode[];
}

export interface DashboardStats {
  products: number;
  featured: number;
  inactive: number;
  clicksByDay: Array<{ date: string; clicks: number }>;
  topProducts: Array<Pick<Product, '_id' | 'title' | 'clicks' | 'featuredImage'>>;
}

export interface DashboardStatsAnswer extends ApiSuccess {
  stats: DashboardStats;
}

export interface RegisterPayload {
  fullName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export interface LoginPayload {
  username: string;
  password: string;
}

/** `/config.json`, read by the shell (or a dev harness) before the first render. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The public site's own origin (PUBLIC_SITE_URL): canonical links, share tags, the sitemap. */
  siteUrl?: string;
  remotes?: Partial<Record<'auth' | 'users' | 'catalog' | 'public', string>>;
  contact?: { phone?: string; email?: string };
}
