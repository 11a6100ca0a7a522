import {
  MESSAGES,
  MOBILE_PATTERN,
  ROLES,
  SPREADSHEET_MESSAGES,
  USER_FIELD_MESSAGES as M,
  USER_LIMITS as L,
  USERNAME_PATTERN,
  type Role,
} from '../constants.js';
import type { NewUserRow } from '../db/accounts-types.js';
import type { UsersRepository } from '../db/repositories/users.js';
import { badRequest, type FieldError } from '../utils/http-error.js';
import { hasForbiddenCharacter } from '../utils/validator.js';
import { hashPassword } from './passwords.js';
import { missingColumns, sheetRecords } from './sheet-records.js';
import type { Sheet } from './spreadsheet.js';

/** Template and export column order. */
export const IMPORT_COLUMNS = [
  'fullName',
  'username',
  'email',
  'mobileNumber',
  'role',
  'isActive',
  'password',
  'occupation',
  'address',
  'dateOfBirth',
  'gender',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['fullName', 'username', 'email', 'password'];

/** Header spellings accepted for each column (compared lower-case, letters and digits only). */
const HEADER_ALIASES: Record<string, Column> = {
  fullname: 'fullName',
  name: 'fullName',
  username: 'username',
  email: 'email',
  emailaddress: 'email',
  mobilenumber: 'mobileNumber',
  contactnumber: 'mobileNumber',
  mobile: 'mobileNumber',
  phone: 'mobileNumber',
  role: 'role',
  isactive: 'isActive',
  active: 'isActive',
  status: 'isActive',
  password: 'password',
  occupation: 'occupation',
  address: 'address',
  dateofbirth: 'dateOfBirth',
  dob: 'dateOfBirth',
  gender: 'gender',
};

export const IMPORT_TEMPLATE_ROWS: string[][] = [
  [...IMPORT_COLUMNS],
  ['Jane Doe', 'jane.doe', 'jane.doe@example.com', '+91 98765 43210', 'user', 'true', 'change-me-123', 'Nurse', '12 Main Street', '1990-04-23', 'female'],
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = new RegExp(USERNAME_PATTERN);
const MOBILE = new RegExp(MOBILE_PATTERN);

function parseActive(text: string): boolean | undefined {
  const value = text.toLowerCase();
  if (['', 'true', 'yes', 'y', '1', 'active'].includes(value)) return true;
  if (['false', 'no', 'n', '0', 'inactive'].includes(value)) return false;
  return undefined;
}

function isValidDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

interface ParsedRow {
  row: number;
  values: Record<Column, string>;
  role: Role;
  isActive: boolean;
}

/** Row numbers are the spreadsheet's (usually the header is row 1, the first user row 2). */
function validateRow(row: number, values: Record<Column, string>, errors: FieldError[]): ParsedRow | undefined {
  const before = errors.length;
  const fail = (field: string, message: string) => errors.push({ row, field, message });
  const unstorable = IMPORT_COLUMNS.filter((column) => hasForbiddenCharacter(values[column]));
  if (unstorable.length) {
    // Nothing else is checked: such a value must never reach a query.
    for (const column of unstorable) fail(column, SPREADSHEET_MESSAGES.forbiddenCharacter);
    return undefined;
  }
  const tooLong = (field: Column, max: number) => values[field].length > max && fail(field, M.tooLong(max));

  if (!values.fullName) fail('fullName', M.fullNameRequired);
  else tooLong('fullName', L.fullName);
  if (!values.username) fail('username', M.usernameRequired);
  else if (values.username.length < L.usernameMin || values.username.length > L.username || !USERNAME.test(values.username)) {
    fail('username', M.usernameInvalid);
  }
  if (!values.email) fail('email', M.emailRequired);
  else if (!EMAIL.test(values.email) || values.email.length > L.email) fail('email', M.emailInvalid);
  if (!values.password) fail('password', M.passwordRequired);
  else if (values.password.length < L.passwordMin) fail('password', M.passwordTooShort);
  else tooLong('password', L.password);
  if (values.mobileNumber && (!MOBILE.test(values.mobileNumber) || values.mobileNumber.length > L.mobileNumber)) {
    fail('mobileNumber', M.mobileInvalid);
  }
  const role = (values.role.toLowerCase() || 'user') as Role;
  if (!ROLES.includes(role)) fail('role', M.roleInvalid);
  const isActive = parseActive(values.isActive);
  if (isActive === undefined) fail('isActive', M.isActiveInvalid);
  if (values.dateOfBirth && !isValidDate(values.dateOfBirth)) fail('dateOfBirth', M.dateInvalid);
  tooLong('occupation', L.occupation);
  tooLong('address', L.address);
  tooLong('gender', L.gender);
  return errors.length === before ? { row, values, role, isActive: isActive! } : undefined;
}

/** Flags the second and later rows that repeat a username or email (case-insensitive). */
function findDuplicatesInFile(rows: ParsedRow[], errors: FieldError[]) {
  for (const field of ['username', 'email'] as const) {
    const firstRow = new Map<string, number>();
    for (const { row, values } of rows) {
      const key = values[field].toLowerCase();
      const first = firstRow.get(key);
      if (first === undefined) firstRow.set(key, row);
      else errors.push({ row, field, message: `Duplicate ${field} in the file (same as row ${first})` });
    }
  }
}

/**
 * Checks every row of an uploaded sheet and, only if all are valid, returns the rows to insert.
 * Any problem throws a 400 whose `errors` list every row, field and message.
 */
export async function prepareUserImport(sheet: Sheet, users: UsersRepository, createdBy: string): Promise<NewUserRow[]> {
  if (!sheet.headers.length) throw badRequest(MESSAGES.importEmpty);
  const { present, records } = sheetRecords(sheet, HEADER_ALIASES);
  const missing = REQUIRED_COLUMNS.filter((column) => !present.has(column));
  if (missing.length) throw missingColumns(missing, sheet.headerRow);
  if (!records.length) throw badRequest(MESSAGES.importEmpty);
  // Every column, empty where the file has none.
  const empty = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as Record<Column, string>;
  const candidates = records.map(({ row, values }) => ({ row, values: { ...empty, ...values } }));

  const errors: FieldError[] = [];
  const parsed = candidates.flatMap(({ row, values }) => validateRow(row, values, errors) ?? []);
  findDuplicatesInFile(parsed, errors);
  const existing = await users.findExisting(
    parsed.map((row) => row.values.username),
    parsed.map((row) => row.values.email),
  );
  for (const { row, values } of parsed) {
    if (existing.usernames.has(values.username.toLowerCase())) errors.push({ row, field: 'username', message: MESSAGES.usernameTaken });
    if (existing.emails.has(values.email.toLowerCase())) errors.push({ row, field: 'email', message: MESSAGES.emailTaken });
  }
  if (errors.length) {
    errors.sort((a, b) => a.row! - b.row! || IMPORT_COLUMNS.indexOf(a.field as Column) - IMPORT_COLUMNS.indexOf(b.field as Column));
    throw badRequest(MESSAGES.importFailed, errors);
  }

  const hashes = await hashAll(parsed.map((row) => row.values.password));
  return parsed.map(({ values, role, isActive }, index) => ({
    fullName: values.fullName,
    username: values.username,
    email: values.email,
    mobileNumber: values.mobileNumber || null,
    role,
    isActive,
    passwordHash: hashes[index],
    occupation: values.occupation || null,
    address: values.address || null,
    dateOfBirth: values.dateOfBirth || null,
    gender: values.gender || null,
    createdBy,
  }));
}

/** argon2 runs on libuv's thread pool: a few at a time keeps the server responsive. */
async function hashAll(passwords: string[], concurrency = 4): Promise<string[]> {
  const hashes = new Array<string>(passwords.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, passwords.length) }, async () => {
      while (next < passwords.length) {
        const index = next++;
        hashes[index] = await hashPassword(passwords[index]);
      }
    }),
  );
  return hashes;
}
