import type { UserRow } from '../db/accounts-types.js';
import { toIso } from '../db/timestamps.js';

/** The user as the API shows it: both `_id` and `id`, ISO dates, never the hash or token version. */
export function toUserView(row: UserRow) {
  return {
    _id: row.id,
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    mobileNumber: row.mobileNumber,
    role: row.role,
    isActive: row.isActive,
    occupation: row.occupation,
    address: row.address,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    subscription: row.subscription,
    profilePicture: row.profilePicture,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    lastLogin: row.lastLogin === null ? null : toIso(row.lastLogin),
    createdBy: row.createdBy,
  };
}

export type UserView = ReturnType<typeof toUserView>;
