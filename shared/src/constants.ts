/**
 * One place for the product's constants and user-visible texts. Screens and tests import them from here
 * (`import { MESSAGES, PAGE_SIZES } from '@app/shared'`).
 */
import type { Role } from './types';

/** Brand title shown in the sidebar, the auth pages and page titles. */
export const BRAND_TITLE = 'Affiliate Catalogue';

export const ROLES: readonly Role[] = ['admin', 'doctor', 'nurse', 'receptionist', 'user'];
export const STAFF_ROLES: readonly Role[] = ['doctor', 'nurse', 'receptionist'];
/** The user list's Role filter offers only these (spec accounts section 6). */
export const USER_LIST_ROLE_FILTER: readonly Role[] = ['admin', 'user'];
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  doctor: 'Doctor',
  nurse: 'Nurse',
  receptionist: 'Receptionist',
  user: 'User',
};

export const PAGE_SIZES = {
  users: 10,
  adminProducts: 10,
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
export const PASSWORD_MIN_LENGTH = 8;
/** Register strength bar: 12.5% of its width per character, capped at 100%. */
export const PASSWORD_BAR_PERCENT_PER_CHAR = 12.5;

export const SIDEBAR_WIDTH = { open: '14rem', collapsed: '4rem' } as const;

export const DEFAULT_SUBSCRIPTION = 'Free';
export const DEFAULT_GENDER_LABEL = 'Not specified';
export const PROFILE_PICTURE_PLACEHOLDER = 'default.jpg';
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

export const DEFAULT_MERCHANT = 'Amazon';
export const DEFAULT_PRODUCT_SORT = '-createdAt';
export const DEFAULT_USER_SORT = '-createdAt';
export const DEFAULT_CURRENCY = 'INR';
export const PRODUCT_REDIRECT_MS = { afterCreate: 1000, afterEdit: 1500 } as const;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const MOBILE_BREAKPOINT_PX = 1024;
export const SHORT_ID_LENGTH = 8;
export const FEATURED_DEFAULT_LIMIT = 10;

/** Local storage keys of the session (spec accounts section 3). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  persistAuth: 'persist:auth',
  sidebarCollapsed: 'shell:sidebarCollapsed',
} as const;

export const MESSAGES = {
  // session and API errors (spec accounts section 8, DESIGN section 4)
  notAuthorized: 'Not authorized',
  noToken: 'No token available',
  refreshFailed: 'Failed to refresh auth state',
  sessionExpired: 'Your session has expired. Please sign in again.',
  networkError: 'Network Error',
  // login / register
  signingIn: 'Signing In...',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordHint: 'Password must be at least 8 characters long',
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
  // leaving a form with unsaved changes (ours, not the spec's)
  unsavedChangesTitle: 'Unsaved changes',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  leavePage: 'Leave page',
  stayOnPage: 'Stay on page',
  // user form
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  fullNameRequired: 'Full name is required',
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  contactRequired: 'Contact number is required',
  roleRequired: 'Role selection is required',
  passwordRequiredNew: 'Password is required for new users',
  passwordTooShort: 'Password must be at least 8 characters long',
  userNotFound: 'User not found.',
  noUsersFound: 'No Users Found',
  // products
  productTitleRequired: 'Product title is required',
  affiliateLinkRequired: 'Affiliate link is required',
  invalidUrl: 'Please enter a valid URL',
  rankingRequired: 'Ranking number is required',
  imageUrlRequired: 'Image URL is required',
  invalidImageUrl: 'Please enter a valid image URL',
  productCreated: 'Product created successfully!',
  productUpdated: 'Product updated successfully!',
  redirectingToProducts: 'Redirecting to products page...',
  createProductFailed: 'Failed to create product',
  updateProductFailed: 'Failed to update product',
  checkFormData: 'Please check your form data and try again.',
} as const;
