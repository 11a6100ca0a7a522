/**
 * remote-catalog's constants and texts. Shared ones (validation messages, redirect delays, default merchant,
 * page sizes) come from @app/shared; this module re-exports them with the catalog-only texts so screens and
 * tests import one place.
 */
import { DEFAULT_CURRENCY, DEFAULT_MERCHANT, MESSAGES, PAGE_SIZES, PRODUCT_REDIRECT_MS, SHORT_ID_LENGTH } from '@app/shared';

export { DEFAULT_CURRENCY, DEFAULT_MERCHANT, PRODUCT_REDIRECT_MS, SHORT_ID_LENGTH };

export const ADMIN_PAGE_SIZE = PAGE_SIZES.adminProducts;
/** Up to this many page number buttons; the window slides past page 3. */
export const MAX_PAGE_BUTTONS = 5;
export const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'] as const;
export const STOCK_OPTIONS = [
  { value: 'in_stock', label: 'In Stock' },
  { value: 'limited', label: 'Limited Stock' },
  { value: 'out_of_stock', label: 'Out of Stock' },
] as const;
export const VIEW_MODES = ['table', 'grid'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
/** The list's last view mode, so a plain /products opens the way the admin left it. */
export const VIEW_STORAGE_KEY = 'catalog:productView';
export const CLICKS_CHART_DAYS = 30;
export const TOP_PRODUCTS_COUNT = 5;
export const RECOMMENDED_IMAGE_SIZE = 'Recommended size: 800 x 600 pixels';

export const PRODUCT_TEXTS = {
  ...MESSAGES,
  listTitle: 'Products',
  listSubtitle: 'View and manage your affiliate products',
  newProduct: 'New Product',
  refresh: 'Refresh',
  tableView: 'Table view',
  gridView: 'Grid view',
  totalProducts: 'Total Products',
  featured: 'Featured',
  searchPlaceholder: 'Search products by title...',
  search: 'Search',
  allCategories: 'All Categories',
  filterByCategory: 'Filter by category',
  noProductsFound: 'No products found',
  noProductsHint: 'Try adjusting your search or add new products',
  addNewProduct: 'Add New Product',
  errorTitle: 'Error',
  deleteTitle: 'Delete Product',
  deleteMessage: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  deleteDetailMessage: (title: string) => `Are you sure you want to delete ${title}? This action cannot be undone.`,
  cancel: 'Cancel',
  delete: 'Delete',
  view: 'View',
  edit: 'Edit',
  deleted: 'Product deleted successfully',
  showing: (from: number, to: number, total: number) => `Showing ${from} to ${to} of ${total} products`,
  previous: 'Previous',
  next: 'Next',
  notAvailable: 'N/A',
  idPrefix: 'ID: ',
  // add / edit
  addHeading: 'Add New Product',
  addSubtitle: 'Create a new affiliate product listing',
  editHeading: 'Edit Product',
  editSubtitle: 'Update your affiliate product listing',
  backToProducts: 'Back to Products',
  basicInformation: 'Basic Information',
  pricingAffiliate: 'Pricing & Affiliate',
  media: 'Media',
  additionalSettings: 'Additional Settings',
  requiredFields: '* Required fields',
  saveProduct: 'Save Product',
  updateProduct: 'Update Product',
  saving: 'Saving...',
  activeProduct: 'Active Product',
  activeHint: 'Inactive products are not visible to users',
  featureProduct: 'Feature This Product',
  featureHint: 'Featured products appear on the homepage',
  imagePreview: 'Image preview',
  loadingProduct: 'Loading product...',
  // detail
  errorLoadingProduct: 'Error Loading Product',
  productNotFound: 'This product could not be found or has been deleted',
  returnToProducts: 'Return to Products',
  visitAffiliateLink: 'Visit Affiliate Link',
  noPriceInformation: 'No price information',
  active: 'Active',
  inactive: 'Inactive',
  totalClicks: 'Total Clicks',
  created: 'Created',
  lastUpdated: 'Last Updated',
  productInformation: 'Product Information',
  affiliateLink: 'Affiliate Link',
  readOnly: 'Read-only access: only administrators can create, edit or delete products.',
  noAccess: 'Only administrators can create or edit products.',
} as const;

export const CATEGORY_TEXTS = {
  title: 'Categories',
  subtitle: 'Organise products into a category tree',
  newCategory: 'New Category',
  editCategory: 'Edit Category',
  addSubcategory: 'Add sub-category',
  updateCounts: 'Update Counts',
  countsUpdated: 'Product counts updated',
  noCategories: 'No categories yet',
  noCategoriesHint: 'Create a category to organise your products',
  name: 'Name',
  slug: 'Slug',
  slugHint: 'Derived from the name; edit it to choose your own',
  description: 'Description',
  parent: 'Parent Category',
  noParent: 'None (top level)',
  active: 'Active',
  featured: 'Featured',
  save: 'Save Category',
  saving: 'Saving...',
  cancel: 'Cancel',
  created: 'Category created successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  deleteTitle: 'Delete Category',
  deleteMessage: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  nameRequired: 'Category name is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Use lowercase letters, numbers and hyphens only',
  moveUp: 'Move up',
  moveDown: 'Move down',
  feature: 'Feature',
  unfeature: 'Unfeature',
  products: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  errorTitle: 'Error',
} as const;

export const DASHBOARD_TEXTS = {
  products: 'Products',
  featured: 'Featured',
  inactive: 'Inactive',
  clicksTitle: 'Clicks in the last 30 days',
  clicksTotal: (n: number) => `${n} ${n === 1 ? 'click' : 'clicks'} in total`,
  topProducts: 'Most clicked products',
  noClicks: 'No clicks yet',
  loading: 'Loading statistics',
  errorTitle: 'Error',
} as const;

/** How often a running link check is read again for its progress. */
export const LINK_CHECK_POLL_MS = 1000;
export const LINK_STATUSES = ['healthy', 'warning', 'broken', 'unchecked'] as const;

export const LINK_TEXTS = {
  status: { healthy: 'Healthy', warning: 'Warning', broken: 'Broken', unchecked: 'Unchecked' },
  acknowledgedSuffix: ' (acknowledged)',
  column: 'Link',
  filterByLinkHealth: 'Filter by link health',
  allLinks: 'All Links',
  notChecked: 'Not checked yet',
  httpIn: (status: number | null, ms: number | null) => [status === null ? null : `HTTP ${status}`, ms === null ? null : `${ms} ms`].filter(Boolean).join(' in '),
  checkedOn: (when: string) => `checked ${when}`,
  // list: selection, runs and progress
  selectAll: 'Select all products on this page',
  selectRow: (title: string) => `Select ${title}`,
  checkLinks: 'Check links',
  checkSelected: (n: number) => `Check links (${n})`,
  checkAllLinks: 'Check all links',
  alreadyRunning: 'A link check is already running',
  progressLabel: 'Link check progress',
  running: 'Checking links...',
  finishedTitle: 'Link check finished',
  failedTitle: 'Link check failed',
  progress: (checked: number, total: number) => `${checked} of ${total} checked`,
  counts: (healthy: number, warning: number, broken: number) => `${healthy} healthy, ${warning} warning, ${broken} broken`,
  finished: (healthy: number, warning: number, broken: number) => `Link check finished: ${healthy} healthy, ${warning} warning, ${broken} broken`,
  failed: 'The link check stopped before it finished',
  followError: 'Could not read the link check progress',
  retry: 'Retry',
  // product view
  sectionTitle: 'Link Health',
  reason: 'Reason',
  httpStatus: 'HTTP Status',
  responseTime: 'Response Time',
  checkedAt: 'Last Checked',
  finalUrl: 'Final URL',
  redirectChain: 'Redirect Chain',
  noRedirects: 'No redirects',
  ms: (ms: number) => `${ms} ms`,
  checkNow: 'Check now',
  acknowledge: 'Acknowledge',
  acknowledgedNote: 'Acknowledged: staff accepted this result.',
  checked: 'Link checked',
  acknowledgedToast: 'Link result acknowledged',
  // dashboard
  brokenLinksTitle: 'Broken links',
  brokenLinks: (n: number) => `Broken links: ${n}`,
  brokenLinksLoading: 'Loading link health',
} as const;
