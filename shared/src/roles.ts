import { STAFF_ROLES, type User } from '@app/shared/public';

type MaybeUser = Pick<User, 'role'> | null | undefined;

export const isAdmin = (user: MaybeUser): boolean => user?.role === 'admin';
/** Staff = doctor, nurse, receptionist (DESIGN.md section 5). */
export const isStaff = (user: MaybeUser): boolean => !!user && STAFF_ROLES.includes(user.role);
export const isStaffOrAdmin = (user: MaybeUser): boolean => isAdmin(user) || isStaff(user);

/** User directory: admin and staff see everyone, a plain user sees only themself. */
export const canViewUsers = (user: MaybeUser): boolean => !!user;
export const canManageUsers = (user: MaybeUser): boolean => isAdmin(user);
/** Admin product and category screens: staff read, admin writes. */
export const canViewCatalogAdmin = (user: MaybeUser): boolean => isStaffOrAdmin(user);
export const canManageCatalog = (user: MaybeUser): boolean => isAdmin(user);
export const canViewDashboardStats = (user: MaybeUser): boolean => isStaffOrAdmin(user);

const userId = (user: Pick<User, '_id' | 'id'> | null | undefined) => user?._id ?? user?.id;

export const isSameUser = (
  a: Pick<User, '_id' | 'id'> | null | undefined,
  b: Pick<User, '_id' | 'id'> | null | undefined,
): boolean => !!a && !!b && userId(a) === userId(b);

/** Profile page Edit: an admin, or the user themself. */
export const canEditUser = (viewer: (Pick<User, '_id' | 'id' | 'role'>) | null | undefined, target: Pick<User, '_id' | 'id'> | null | undefined): boolean =>
  isAdmin(viewer) || isSameUser(viewer, target);
