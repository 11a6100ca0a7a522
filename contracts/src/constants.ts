/**
 * The one place for the rules, texts and limits the API and the front ends share: roles, sorts, page sizes, field
 * limits, validation texts and messages. Front ends import it at run time (`@app/contracts/constants`), so it
 * imports nothing: no schema library reaches a visitor's browser.
 */

export const ROLES = ['admin', 'doctor', 'nurse', 'receptionist', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['doctor', 'nurse', 'receptionist'] as const satisfies readonly Role[];
export const DEFAULT_ROLE: Role = 'user';

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
export const isStaffOrAdminRole = (role: string): boolean => role === 'admin' || isStaffRole(role);
export const STAFF_AND_ADMIN_ROLES = ['admin', ...STAFF_ROLES] as const satisfies readonly Role[];

/**
 * Who may do what. The API enforces it on every route (`app.requirePermission`); the front ends read the same
 * matrix to hide what a role cannot do. Staff read the catalogue's admin screens; only admins change anything.
 */
export const PERMISSIONS = {
  /** The user directory: everyone signed in (a plain user is shown only themself). */
  viewUsers: ROLES,
  /** Create, edit, delete, import and export users. */
  manageUsers: ['admin'],
  /** The catalogue's admin screens: products, categories, dashboard figures, link health, click analytics. */
  viewCatalogAdmin: STAFF_AND_ADMIN_ROLES,
  /** Change products and categories, bulk actions, import and export, link checks. */
  manageCatalog: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;
export const can = (role: string | null | undefined, permission: Permission): boolean =>
  !!role && (PERMISSIONS[permission] as readonly string[]).includes(role);

export const USERS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 1_000_000;
export const USER_SORT_FIELDS = ['fullName', 'email', 'role', 'isActive', 'createdAt', 'lastLogin'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const DEFAULT_USER_SORT = '-createdAt';

export const DEFAULT_SUBSCRIPTION = 'Free';
export const DEFAULT_PROFILE_PICTURE = 'default.jpg';

/** Field limits for users; the JSON schemas and the import validator both read them. */
export const USER_LIMITS = {
  fullName: 100,
  usernameMin: 3,
  username: 30,
  email: 254,
  passwordMin: 8,
  password: 128,
  mobileNumber: 30,
  occupation: 100,
  address: 300,
  gender: 30,
  subscription: 50,
  profilePicture: 500,
} as const;
export const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
export const MOBILE_PATTERN = '^[0-9+()\\-. ]*$';

export const BULK_MAX_IDS = 1000;
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Request JSON may nest objects and arrays this deep; no request needs more, and deeper input only costs time. */
export const INPUT_MAX_DEPTH = 32;
/**
 * Limits of an uploaded spreadsheet, checked while it is read; past any of them the upload is a 400.
 * rows: non-empty rows under the header, when the import names no lower limit (the user import allows
 * IMPORT_MAX_ROWS); columns: the last non-empty column; cellChars: Excel's own maximum per cell;
 * uncompressedBytes: an .xlsx's zip entries together, summed from its central directory before anything is
 * unpacked (a 5 MB upload of ordinary data unpacks to well under this; a zip bomb does not); zipEntries: parts
 * in that zip; parseMs: the whole read, bounded even inside one huge row.
 */
export const SPREADSHEET_LIMITS = {
  rows: 10_000,
  columns: 100,
  cellChars: 32_767,
  uncompressedBytes: 50 * 1024 * 1024,
  zipEntries: 1_000,
  parseMs: 10_000,
} as const;
/** Uploads read as spreadsheets; .xls (Excel 97-2003) is refused with SPREADSHEET_MESSAGES.xls. */
export const IMPORT_EXTENSIONS = ['.csv', '.xlsx'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The API's texts a front end also shows on its own (a session that ends, a profile that is gone, a form's
 * confirmation). Small objects, so that a page carries only the texts it shows.
 */
export const CLIENT_MESSAGES = {
  notAuthorized: 'Not authorized',
  userNotFound: 'User not found.',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** Texts the clients show, exact: tests and screens compare them letter for letter. */
export const MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  notAuthorized: CLIENT_MESSAGES.notAuthorized,
  invalidToken: 'Not authorized, token invalid or expired',
  forbidden: 'You do not have permission to perform this action',
  notFound: 'Not found',
  routeNotFound: (method: string, url: string) => `Route ${method}:${url} not found`,
  userNotFound: CLIENT_MESSAGES.userNotFound,
  usersNotFound: 'Some of the selected users were not found',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  passwordsDoNotMatch: CLIENT_MESSAGES.passwordsDoNotMatch,
  mustAgreeToTerms: 'You must agree to the Terms of Service and Privacy Policy',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  lastAdmin: 'The last active admin cannot be removed, demoted or deactivated',
  rateLimited: 'Too many requests, please try again later.',
  invalidJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  invalidId: 'Invalid id',
  internalError: 'Internal server error',
  validationFailed: 'Validation failed',
  importFailed: 'Import failed: fix the errors below and try again. Nothing was imported.',
  importNoFile: 'Upload a .csv or .xlsx file in the field "file"',
  importBadType: 'Unsupported file type: use .csv or .xlsx',
  importUnreadable: 'The file could not be read as a spreadsheet',
  importEmpty: 'The file has no data rows',
  fileTooLarge: 'The uploaded file is too large',
  forbiddenCharacter: (field: string) => `${field} must not contain NUL bytes or unpaired surrogate characters`,
  tooDeep: `The request body is nested too deeply (more than ${INPUT_MAX_DEPTH} levels)`,
  malformedUrl: 'The URL is malformed (invalid percent-encoding)',
  urlTooLong: 'A part of the URL is too long',
  malformedMultipart: 'Malformed multipart/form-data body',
  invalidInput: 'Invalid input',
  malformedRequest: 'Malformed HTTP request',
  headersTooLarge: 'The request headers are too large',
  requestTimeout: 'The request took too long to arrive',
  methodNotAllowed: 'Method not allowed',
} as const;

/** Why an uploaded spreadsheet cannot be read, and what to do about it. */
export const SPREADSHEET_MESSAGES = {
  xls: 'Old Excel files (.xls) cannot be read: open the file in your spreadsheet program, save it as .xlsx or .csv and upload that file',
  notUtf8: 'The CSV file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
  unclosedQuote: (row: number) => `Row ${row}: a quoted cell is not closed`,
  tooManyRows: (max: number) => `The file has more than ${max} rows`,
  tooManyColumns: (max: number) => `The file has more than ${max} columns`,
  cellTooLong: (cell: string, max: number) => `Cell ${cell} has more than ${max} characters`,
  tooLarge: (megabytes: number, parts: number) =>
    `The spreadsheet unpacks to more than ${megabytes} MB or ${parts} parts: split it into smaller files`,
  tooSlow: (seconds: number) => `The spreadsheet took more than ${seconds} seconds to read: split it into smaller files`,
  forbiddenCharacter: 'Contains a NUL byte or an unpaired surrogate character, which cannot be stored',
  missingColumns: (columns: string[]) => `Missing column${columns.length > 1 ? 's' : ''}: ${columns.join(', ')}`,
} as const;

/** The user form's own texts: the form shows them, and the server answers the same for the same mistakes. */
export const USER_FORM_MESSAGES = {
  fullNameRequired: 'Full name is required',
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  contactNumberRequired: 'Contact number is required',
  roleRequired: 'Role selection is required',
  passwordRequired: 'Password is required for new users',
  passwordTooShort: 'Password must be at least 8 characters long',
} as const;

/** Every text of the server's user validation: the form's, and those only the server checks. */
export const USER_FIELD_MESSAGES = {
  ...USER_FORM_MESSAGES,
  usernameInvalid: 'Username may contain only letters, digits, dots, dashes and underscores (3-30 characters)',
  roleInvalid: `Role must be one of: ${ROLES.join(', ')}`,
  mobileInvalid: 'Contact number may contain only digits, spaces and + ( ) - .',
  dateInvalid: 'Date of birth must be a date (YYYY-MM-DD)',
  isActiveInvalid: 'isActive must be true or false',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  urlInvalid: 'Must be an http(s) URL or a path starting with /',
} as const;

/* ---------- Catalog: products, categories, clicks, newsletter, stats ---------- */

export const PRODUCTS_PAGE_SIZE = 10;
/**
 * Numbered pages (OFFSET) reach this many products at most: the database reads and throws away every row before
 * the page, so deep numbered pages cost ever more. Deeper reading follows the list's `nextCursor` (keyset).
 */
export const PRODUCT_LIST_MAX_OFFSET_ROWS = 10_000;
export const PRODUCT_SORT_FIELDS = ['createdAt', 'price', 'rating', 'title', 'rankingNumber', 'clicks'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const DEFAULT_PRODUCT_SORT = '-createdAt';
export const STOCK_STATES = ['in_stock', 'limited', 'out_of_stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];
export const DEFAULT_MERCHANT = 'Amazon';
/** Default limits of the short lists (featured, search suggestions, a merchant's products). */
export const FEATURED_PRODUCTS_LIMIT = 10;
export const PRODUCT_SEARCH_LIMIT = 10;
export const MERCHANT_PRODUCTS_LIMIT = 20;
export const FEATURED_CATEGORIES_LIMIT = 10;
export const CATEGORY_SEARCH_LIMIT = 10;
export const CATEGORY_SORT_FIELDS = ['sortOrder', 'name', 'createdAt', 'productCount'] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];
export const DEFAULT_CATEGORY_SORT = 'sortOrder';
export const CATEGORY_REORDER_MAX = 500;

export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  url: 2048,
  merchantName: 100,
  maxPrice: 1_000_000_000,
  maxRankingNumber: 1_000_000_000,
  maxReviewCount: 1_000_000_000,
  tag: 40,
  tags: 20,
  search: 200,
  categoryKey: 100,
} as const;
export const CATEGORY_LIMITS = { name: 100, slug: 100, description: 1000, maxSortOrder: 1_000_000 } as const;
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const CURRENCY_PATTERN = '^[A-Za-z]{3}$';

/** Click analytics: ranges in UTC days; lists (top products, referrers, countries, zero-click products) are cut. */
export const CLICK_STATS = { defaultDays: 30, maxDays: 366, top: 50, zeroClick: 200 } as const;
export const CLICK_STATS_MESSAGES = {
  badDate: (name: 'from' | 'to') => `"${name}" must be a date written YYYY-MM-DD`,
  fromAfterTo: '"from" must not be after "to"',
  rangeTooLong: `The date range may cover at most ${CLICK_STATS.maxDays} days`,
} as const;
export const STATS_DAYS = 30;
export const STATS_TOP_PRODUCTS = 5;
export const DEFAULT_PRODUCT_IMAGE = '/images/products/default.svg';

/** The product form's own texts: the form shows them, and the server answers the same for the same mistakes. */
export const PRODUCT_FORM_MESSAGES = {
  titleRequired: 'Product title is required',
  affiliateLinkRequired: 'Affiliate link is required',
  affiliateLinkInvalid: 'Please enter a valid URL',
  rankingNumberRequired: 'Ranking number is required',
  imageRequired: 'Image URL is required',
  imageInvalid: 'Please enter a valid image URL',
} as const;

/** Catalog texts. */
export const CATALOG_MESSAGES = {
  ...PRODUCT_FORM_MESSAGES,
  productNotFound: 'Product not found',
  productDeleted: 'Product deleted successfully',
  priceDecimals: 'Price may have at most 2 decimals',
  categoryNotFound: 'Category not found',
  categoryDeleted: 'Category deleted successfully',
  nameRequired: 'Category name is required',
  slugInvalid: 'Slug may contain only lowercase letters, digits and single dashes',
  slugTaken: 'A category with this slug already exists',
  parentNotFound: 'Parent category not found',
  parentCycle: 'A category cannot be moved under itself or one of its sub-categories',
  categoryHasChildren: (count: number) =>
    `This category has ${count} sub-categor${count === 1 ? 'y' : 'ies'}: move or delete them first`,
  categoryHasProducts: (count: number) =>
    `This category has ${count} product${count === 1 ? '' : 's'}: move or delete them first`,
  reorderNotSiblings: 'Categories to reorder must all have the same parent',
  reorderDuplicate: 'Each category may appear only once',
  reordered: 'Categories reordered',
  countsUpdated: 'Category product counts updated',
  newsletterSubscribed: 'Thank you for subscribing to our newsletter!',
  newsletterAlreadySubscribed: 'You are already subscribed to our newsletter.',
  emailInvalid: 'Please enter a valid email address',
  goNotFound: 'This product is no longer available.',
  cursorInvalid: 'Invalid cursor: send back the nextCursor of the previous page unchanged, with the same sort and filters',
  cursorWithPage: 'Send either page or cursor, not both',
  pageTooDeep: (maxRows: number) =>
    `Numbered pages reach only the first ${maxRows} products: to read further, follow nextCursor (send it back as cursor)`,
} as const;

/* ---------- Product bulk actions, import and export ---------- */

export const PRODUCT_BULK_ACTIONS = ['activate', 'deactivate', 'feature', 'unfeature', 'move', 'addTag', 'removeTag', 'delete'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];
/**
 * A product import: rows under the header and bytes of the upload (past the bytes: 413). A merchant feed of
 * 10,000 products imports in one transaction in a few seconds.
 */
export const PRODUCT_IMPORT_LIMITS = { rows: 10_000, bytes: 10 * 1024 * 1024 } as const;
export const PRODUCT_TRANSFER_MESSAGES = {
  bulkTarget: 'Send either ids or filter',
  bulkCategoryRequired: 'Choose a category to move the products to',
  bulkTagRequired: 'Enter a tag',
  productsNotFound: 'Some of the selected products were not found',
  tooManyTags: (count: number, max: number) =>
    `${count} product${count === 1 ? ' has' : 's have'} ${max} tags already: remove one first. Nothing was changed.`,
  notANumber: 'Must be a number',
  notAWholeNumber: 'Must be a whole number',
  between: (min: number, max: number) => `Must be between ${min} and ${max}`,
  notABoolean: 'Must be true or false',
  stockInvalid: `Must be one of ${STOCK_STATES.join(', ')}`,
  currencyInvalid: 'Must be a 3-letter currency code such as USD',
  tooManyTagsInRow: (max: number) => `At most ${max} tags`,
  idInvalid: 'Must be the _id of an existing product, or empty to create one',
  idNotFound: 'No product has this _id',
  duplicateId: (row: number) => `Duplicate _id in the file (same as row ${row})`,
  categoryAmbiguous: 'Several categories have this name: use the slug',
} as const;

/* ---------- Affiliate link health ---------- */

export const LINK_STATUSES = ['healthy', 'warning', 'broken', 'unchecked'] as const;
export const LINK_CHECK_RUN_STATUSES = ['running', 'done', 'failed'] as const;
/** Products one request may ask to check at once. */
export const LINK_CHECK_MAX_IDS = 1_000;
export const LINK_CHECK_MESSAGES = {
  runInProgress: 'A link check is already running',
  runNotFound: 'Link check run not found',
  interrupted: 'The run was cut off (the API stopped or restarted) before it finished',
} as const;
