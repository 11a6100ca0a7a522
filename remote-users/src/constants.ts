/**
 * Texts and rules of the user administration. The exact texts shared with the server come from @app/shared's
 * MESSAGES where the platform already has them; the rest live here. Screens and tests import this module.
 */
import {
  DEBOUNCE_MS,
  DEFAULT_USER_SORT,
  IMPORT_DIALOG_TEXTS,
  MESSAGES,
  PAGE_SIZES,
  REFRESH_SPINNER_MIN_MS,
  ROLES,
  USER_LIST_ROLE_FILTER,
  type Role,
} from '@app/shared';

export { DEBOUNCE_MS, DEFAULT_USER_SORT, MESSAGES, PAGE_SIZES, REFRESH_SPINNER_MIN_MS, ROLES, USER_LIST_ROLE_FILTER };

export const USERS_PATH = '/users';
export const userPath = (id: string) => `${USERS_PATH}/${id}`;
export const userEditPath = (id: string) => `${USERS_PATH}/${id}/edit`;
export const NEW_USER_PATH = `${USERS_PATH}/new`;

export const SEARCH_DEBOUNCE_MS = DEBOUNCE_MS.userSearch;

/** Columns the list can sort by, which the API accepts. */
export const SORTABLE_FIELDS = ['fullName', 'email', 'role', 'isActive', 'createdAt', 'lastLogin'] as const;
export type SortField = (typeof SORTABLE_FIELDS)[number];

export const LIST_TEXT = {
  title: 'User Management',
  count: (n: number) => `${n} users`,
  filteredFrom: (m: number) => `(filtered from ${m})`,
  searchPlaceholder: 'Search by name, username, email or mobile number',
  searchLabel: 'Search users',
  showFilters: 'Show Filters',
  hideFilters: 'Hide Filters',
  role: 'Role',
  status: 'Status',
  allRoles: 'All Roles',
  allStatuses: 'All Statuses',
  active: 'Active',
  inactive: 'Inactive',
  resetFilters: 'Reset Filters',
  resetAllFilters: 'Reset All Filters',
  noUsersFound: MESSAGES.noUsersFound,
  noUsersHint: 'No user matches the current search and filters.',
  addUser: 'Add User',
  refresh: 'Refresh',
  export: 'Export',
  exportCsv: 'CSV',
  exportExcel: 'Excel',
  exportPdf: 'PDF',
  import: 'Import',
  bulkActions: 'Bulk Actions',
  setActive: 'Set Active',
  setInactive: 'Set Inactive',
  delete: 'Delete',
  selected: (n: number) => `${n} selected`,
  selectAll: 'Select all users on this page',
  selectRow: (name: string) => `Select ${name}`,
  na: 'N/A',
  columns: {
    userInfo: 'User Info',
    contact: 'Contact',
    role: 'Role',
    status: 'Status',
    created: 'Created',
    lastLogin: 'Last Login',
    actions: 'Actions',
  },
  view: (name: string) => `View ${name}`,
  edit: (name: string) => `Edit ${name}`,
  activate: (name: string) => `Activate ${name}`,
  deactivate: (name: string) => `Deactivate ${name}`,
  remove: (name: string) => `Delete ${name}`,
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  statusChanged: (name: string, active: boolean) => `${name} is now ${active ? 'active' : 'inactive'}`,
  deleted: (name: string) => `User ${name} deleted`,
  exported: (file: string) => `Downloaded ${file}`,
} as const;

export const DELETE_TEXT = {
  title: 'Confirm Deletion',
  message: (name: string) => `Are you sure you want to delete ${name}? This action cannot be undone.`,
  confirm: 'Delete',
  cancel: 'Cancel',
} as const;

export type BulkAction = 'activate' | 'deactivate' | 'delete';

export const BULK_TEXT: Record<BulkAction, { label: string; title: string; message: (n: number) => string; done: (n: number) => string }> = {
  activate: {
    label: LIST_TEXT.setActive,
    title: 'Set Active',
    message: (n) => `Set ${n} selected user${n === 1 ? '' : 's'} to Active?`,
    done: (n) => `${n} user${n === 1 ? '' : 's'} set to Active`,
  },
  deactivate: {
    label: LIST_TEXT.setInactive,
    title: 'Set Inactive',
    message: (n) => `Set ${n} selected user${n === 1 ? '' : 's'} to Inactive? They will no longer be able to sign in.`,
    done: (n) => `${n} user${n === 1 ? '' : 's'} set to Inactive`,
  },
  delete: {
    label: LIST_TEXT.delete,
    title: 'Confirm Deletion',
    message: (n) => `Delete ${n} selected user${n === 1 ? '' : 's'}? This action cannot be undone.`,
    done: (n) => `${n} user${n === 1 ? '' : 's'} deleted`,
  },
};

export const IMPORT_TEXT = {
  ...IMPORT_DIALOG_TEXTS,
  title: 'Import Users',
  intro:
    'Upload a .csv or .xlsx file with one user per row (save an old .xls workbook as .xlsx or .csv first). Either every row is imported or none is.',
  upload: 'Upload',
  field: 'Field',
  imported: (n: number) => `${n} user${n === 1 ? '' : 's'} imported`,
} as const;

export const PROFILE_TEXT = {
  backToUsers: 'Back to Users',
  edit: 'Edit',
  active: 'Active',
  inactive: 'Inactive',
  contact: 'Contact Information',
  email: 'Email',
  mobileNumber: 'Mobile Number',
  address: 'Address',
  occupation: 'Occupation',
  dateOfBirth: 'Date of Birth',
  accountDetails: 'Account Details',
  subscription: 'Subscription',
  gender: 'Gender',
  accountCreated: 'Account Created',
  lastLogin: 'Last Login',
  activityTimeline: 'Activity Timeline',
  profileUpdated: 'Profile Updated',
  notProvided: 'Not provided',
  userNotFound: MESSAGES.userNotFound,
  avatarAlt: (name: string) => `${name}'s profile picture`,
} as const;

export const FORM_TEXT = {
  addHeading: 'Add New User',
  editHeading: 'Edit User',
  addSubtitle: 'Enter details to register a new user',
  editSubtitle: 'Update user information',
  fullName: 'Full Name',
  username: 'Username',
  email: 'Email',
  contactNumber: 'Contact Number',
  role: 'Role',
  selectRole: 'Select a role',
  password: 'Password',
  passwordEditHint: 'Leave blank to keep the current password',
  status: 'Active',
  statusHint: 'Inactive users cannot sign in',
  selfHint: 'You cannot change your own role or status.',
  cancel: 'Cancel',
  save: 'Save User',
  update: 'Update User',
  saving: 'Saving...',
  errorTitle: 'Error',
  created: MESSAGES.userCreated,
  updated: MESSAGES.userUpdated,
} as const;


export const ROLE_OPTIONS: readonly Role[] = ROLES;
