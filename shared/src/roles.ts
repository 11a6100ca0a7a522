import { can, isStaffRole, type User } from '@app/shared/public';

type MaybeUser = Pick<User, 'role'> | null | undefined;

export const isAdmin = (user: MaybeUser): boolean => user?.role === 'admin';
/** Staff = doctor, nurse, receptionist. */
export const isStaff = (user: MaybeUser): boolean => !!user && isStaffRole(user.role);
export const isStaffOrAdmin = (user: MaybeUser): boolean => isAdmin(user) || isStaff(user);

/** User directory: admin and staff see everyone, a plain user sees only themself. */
export const canViewUsers = (user: MaybeUser): boolean => can(user?.role, 'viewUsers');
export const canManageUsers = (user: MaybeUser): boolean => can(user?.role, 'manageUsers');
/** Admin product and category screens: staff read, admin writes (the API's own permission matrix). */
export const canViewCatalogAdmin = (user: MaybeUser): boolean => can(user?.role, 'viewCatalogAdmin');
export const canManageCatalog = (user: MaybeUser): boolean => can(user?.role, 'manageCatalog');
export const canViewDashboardStats = canViewCatalogAdmin;

const userId = (user: Pick<User, '_id' | 'id'> | null | undefined) => user?._id ?? user?.id;

export const isSameUser = (
  a: Pick<User, '_id' | 'id'> | null | undefined,
  b: Pick<User, '_id' | 'id'> | null | undefined,
): boolean => !!a && !!b && userId(a) === userId(b);

/** Profile page Edit: an admin, or the user themself. */
export const canEditUser = (viewer: (Pick<User, '_id' | 'id' | 'role'>) | null | undefined, target: Pick<User, '_id' | 'id'> | null | undefined): boolean =>
  isAdmin(viewer) || isSameUser(viewer, target);
