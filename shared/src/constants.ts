/**
 * The front ends' constants and user-visible texts. Screens and tests import them from here
 * (`import { MESSAGES, PAGE_SIZES } from '@app/shared'`). What the API says too (roles, page sizes, defaults,
 * validation texts) comes from the contract (@app/contracts/constants), so each is written once.
 */
import {
  can,
  CLIENT_MESSAGES,
  DEFAULT_MERCHANT,
  DEFAULT_PRODUCT_SORT,
  DEFAULT_PROFILE_PICTURE,
  DEFAULT_SUBSCRIPTION,
  DEFAULT_USER_SORT,
  FEATURED_PRODUCTS_LIMIT,
  isStaffRole,
  PERMISSIONS,
  PRODUCT_FORM_MESSAGES,
  PRODUCTS_PAGE_SIZE,
  ROLES,
  STAFF_ROLES,
  USER_FORM_MESSAGES,
  USER_LIMITS,
  USERS_PAGE_SIZE,
  type Permission,
  type Role,
} from '@app/contracts/constants';

export { can, DEFAULT_MERCHANT, DEFAULT_PRODUCT_SORT, DEFAULT_SUBSCRIPTION, DEFAULT_USER_SORT, isStaffRole, PERMISSIONS, ROLES, STAFF_ROLES, type Permission };

/** Brand title shown in the sidebar, the auth pages and page titles. */
export const BRAND_TITLE = 'Affiliate Catalogue';

/** The user list's Role filter offers only these two: staff are found by name, the filter splits admins from users. */
export const USER_LIST_ROLE_FILTER: readonly Role[] = ['admin', 'user'];
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  doctor: 'Doctor',
  nurse: 'Nurse',
  receptionist: 'Receptionist',
  user: 'User',
};

export const PAGE_SIZES = {
  users: USERS_PAGE_SIZE,
  adminProducts: PRODUCTS_PAGE_SIZE,
  catalogue: 12,
  search: 20,
} as const;

export const DEBOUNCE_MS = {
  userSearch: 300,
  homeSearch: 300,
} as const;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const REFRESH_SPINNER_MIN_MS = 500;
export const PERSIST_REHYDRATE_TIMEOUT_MS = 5000;
export const PASSWORD_MIN_LENGTH = USER_LIMITS.passwordMin;
/** Register strength bar: 12.5% of its width per character, capped at 100%. */
export const PASSWORD_BAR_PERCENT_PER_CHAR = 12.5;

export const SIDEBAR_WIDTH = { open: '14rem', collapsed: '4rem' } as const;

export const DEFAULT_GENDER_LABEL = 'Not specified';
export const PROFILE_PICTURE_PLACEHOLDER = DEFAULT_PROFILE_PICTURE;
export const IMPORT_FILE_TYPES = ['.csv', '.xlsx', '.xls'] as const;
/** What every spreadsheet import dialog says alike; each import adds its title, intro, button and results. */
export const IMPORT_DIALOG_TEXTS = {
  fileLabel: 'File to import',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  processing: 'Processing...',
  template: 'Download template',
  templateCsv: 'CSV template',
  templateExcel: 'Excel template',
  close: 'Close',
  reportTitle: 'Nothing was imported. Fix these rows and try again:',
  row: 'Row',
  problem: 'Problem',
  chooseFile: 'Choose a .csv or .xlsx file first',
} as const;

export const DEFAULT_CURRENCY = 'INR';
export const PRODUCT_REDIRECT_MS = { afterCreate: 1000, afterEdit: 1500 } as const;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const MOBILE_BREAKPOINT_PX = 1024;
export const SHORT_ID_LENGTH = 8;
export const FEATURED_DEFAULT_LIMIT = FEATURED_PRODUCTS_LIMIT;

/** Local storage keys of the session: the names earlier versions stored it under, so a signed-in visitor stays signed in. */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  persistAuth: 'persist:auth',
  sidebarCollapsed: 'shell:sidebarCollapsed',
} as const;

export const MESSAGES = {
  // session and API errors
  notAuthorized: CLIENT_MESSAGES.notAuthorized,
  noToken: 'No token available',
  refreshFailed: 'Failed to refresh auth state',
  sessionExpired: 'Your session has expired. Please sign in again.',
  networkError: 'Network Error',
  // login / register
  signingIn: 'Signing In...',
  passwordsDoNotMatch: CLIENT_MESSAGES.passwordsDoNotMatch,
  passwordHint: USER_FORM_MESSAGES.passwordTooShort,
  strengthStrong: 'Strong',
  strengthWeak: 'Weak',
  registrationSuccessful: 'Registration successful',
  forgotPasswordHelp:
    'Passwords are reset by an administrator. Please contact your administrator to reset your password.',
  // shell
  guest: 'Guest',
  signOut: 'Sign out',
  dashboard: 'Dashboard',
  sectionUnavailable: 'This section is unavailable',
  retry: 'Retry',
  noAccessTitle: 'No access',
  noAccessText: 'Your account does not have access to this page.',
  // leaving a form with unsaved changes
  unsavedChangesTitle: 'Unsaved changes',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  leavePage: 'Leave page',
  stayOnPage: 'Stay on page',
  // user form
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  fullNameRequired: USER_FORM_MESSAGES.fullNameRequired,
  usernameRequired: USER_FORM_MESSAGES.usernameRequired,
  emailRequired: USER_FORM_MESSAGES.emailRequired,
  emailInvalid: USER_FORM_MESSAGES.emailInvalid,
  contactRequired: USER_FORM_MESSAGES.contactNumberRequired,
  roleRequired: USER_FORM_MESSAGES.roleRequired,
  passwordRequiredNew: USER_FORM_MESSAGES.passwordRequired,
  passwordTooShort: USER_FORM_MESSAGES.passwordTooShort,
  userNotFound: CLIENT_MESSAGES.userNotFound,
  noUsersFound: 'No Users Found',
  // products
  productTitleRequired: PRODUCT_FORM_MESSAGES.titleRequired,
  affiliateLinkRequired: PRODUCT_FORM_MESSAGES.affiliateLinkRequired,
  invalidUrl: PRODUCT_FORM_MESSAGES.affiliateLinkInvalid,
  rankingRequired: PRODUCT_FORM_MESSAGES.rankingNumberRequired,
  imageUrlRequired: PRODUCT_FORM_MESSAGES.imageRequired,
  invalidImageUrl: PRODUCT_FORM_MESSAGES.imageInvalid,
  productCreated: 'Product created successfully!',
  productUpdated: 'Product updated successfully!',
  redirectingToProducts: 'Redirecting to products page...',
  createProductFailed: 'Failed to create product',
  updateProductFailed: 'Failed to update product',
  checkFormData: 'Please check your form data and try again.',
} as const;
