import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../constants.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  fullName: string;
  username: string;
  email: string;
  mobileNumber: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  isActive: Generated<boolean>;
  passwordHash: string;
  /** Bumped on password change: tokens carry it, so older tokens stop working. */
  tokenVersion: Generated<number>;
  occupation: string | null;
  address: string | null;
  /** 'YYYY-MM-DD' (date columns are parsed as strings). */
  dateOfBirth: string | null;
  gender: string | null;
  subscription: Generated<string>;
  profilePicture: Generated<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  lastLogin: Date | null;
  createdBy: string | null;
}

export interface AccountsTables {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
