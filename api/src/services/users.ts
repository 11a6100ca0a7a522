import { DEFAULT_PROFILE_PICTURE, MESSAGES, USER_FIELD_MESSAGES, type Role } from '../constants.js';
import type { UserRowUpdate } from '../db/accounts-types.js';
import type { UsersRepository } from '../db/repositories/users.js';
import { badRequest, conflict } from '../utils/http-error.js';
import { isHttpUrlOrLocalPath } from '../utils/url.js';
import { hashPassword } from './passwords.js';

export interface UserInput {
  fullName?: string;
  username?: string;
  email?: string;
  mobileNumber?: string | null;
  contactNumber?: string | null;
  occupation?: string | null;
  address?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  subscription?: string | null;
  profilePicture?: string | null;
  password?: string;
  role?: Role;
  isActive?: boolean;
}

const OPTIONAL_TEXT = ['occupation', 'address', 'gender'] as const;

/** Trimmed column values from a create/update body; blank optional fields become null. */
export async function toUserColumns(input: UserInput): Promise<UserRowUpdate> {
  const columns: UserRowUpdate = {};
  if (input.fullName !== undefined) columns.fullName = input.fullName.trim();
  if (input.username !== undefined) columns.username = input.username.trim();
  if (input.email !== undefined) columns.email = input.email.trim();
  const mobile = input.mobileNumber !== undefined ? input.mobileNumber : input.contactNumber;
  if (mobile !== undefined) columns.mobileNumber = mobile?.trim() || null;
  for (const field of OPTIONAL_TEXT) {
    if (input[field] !== undefined) columns[field] = input[field]?.trim() || null;
  }
  if (input.dateOfBirth !== undefined) columns.dateOfBirth = input.dateOfBirth || null;
  if (input.subscription !== undefined && input.subscription?.trim()) columns.subscription = input.subscription.trim();
  if (input.profilePicture !== undefined) {
    const picture = input.profilePicture?.trim() || DEFAULT_PROFILE_PICTURE;
    if (picture !== DEFAULT_PROFILE_PICTURE && !isHttpUrlOrLocalPath(picture)) {
      throw badRequest(USER_FIELD_MESSAGES.urlInvalid, [{ field: 'profilePicture', message: USER_FIELD_MESSAGES.urlInvalid }]);
    }
    columns.profilePicture = picture;
  }
  if (input.role !== undefined) columns.role = input.role;
  if (input.isActive !== undefined) columns.isActive = input.isActive;
  if (input.password) columns.passwordHash = await hashPassword(input.password);
  return columns;
}

/** 409 when the username or email belongs to another user. */
export async function assertUsernameAndEmailFree(
  users: UsersRepository,
  values: { username?: string; email?: string },
  exceptId?: string,
): Promise<void> {
  const taken = await users.findTaken(values, exceptId);
  if (taken.username) throw conflict(MESSAGES.usernameTaken, [{ field: 'username', message: MESSAGES.usernameTaken }]);
  if (taken.email) throw conflict(MESSAGES.emailTaken, [{ field: 'email', message: MESSAGES.emailTaken }]);
}

/** Creates a user from a create body (registration, admin create): trimmed, password hashed, username and email free. */
export async function createAccount(users: UsersRepository, input: UserInput, extra: { createdBy: string | null; lastLogin?: Date }) {
  const columns = await toUserColumns(input);
  await assertUsernameAndEmailFree(users, { username: columns.username, email: columns.email });
  return users.create({
    ...columns,
    fullName: columns.fullName!,
    username: columns.username!,
    email: columns.email!,
    passwordHash: columns.passwordHash!,
    ...extra,
  });
}
