import { canManageUsers, isStaffOrAdmin, useCurrentUser } from '@app/shared';

/** What the signed-in user may do on the list: admin manages; staff read; a plain user has no directory. */
export function useUserListPermissions() {
  const me = useCurrentUser();
  return { me, canManage: canManageUsers(me), canViewList: isStaffOrAdmin(me) };
}
