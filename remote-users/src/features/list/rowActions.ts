import { isAdmin, isSameUser, type User } from '@app/shared';
import { LIST_TEXT, userEditPath, userPath } from '../../constants';

export type RowActionKey = 'view' | 'edit' | 'status' | 'delete';

/** One button of a row; the table renders them in order. */
export interface RowAction {
  key: RowActionKey;
  text: string;
  label: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  tone?: 'danger' | 'success' | 'neutral';
}

export interface RowHandlers {
  onToggleStatus: (user: User) => void;
  onDelete: (user: User) => void;
  /** Ids with a status change or delete in flight. */
  busyIds?: ReadonlySet<string>;
}

/**
 * The row actions a viewer gets: everyone views; an admin edits,
 * toggles status and deletes (not their own status or account); a non-admin's own row shows Edit disabled
 * (they edit themselves from their profile), other rows no write action at all.
 */
export function userRowActions(user: User, viewer: User | null, handlers: RowHandlers): RowAction[] {
  const own = isSameUser(user, viewer);
  const admin = isAdmin(viewer);
  const busy = handlers.busyIds?.has(user._id) ?? false;
  const actions: RowAction[] = [{ key: 'view', text: 'View', label: LIST_TEXT.view(user.fullName), to: userPath(user._id) }];
  if (admin || own) {
    actions.push({ key: 'edit', text: 'Edit', label: LIST_TEXT.edit(user.fullName), to: userEditPath(user._id), disabled: own && !admin });
  }
  if (admin) {
    actions.push({
      key: 'status',
      text: user.isActive ? 'Deactivate' : 'Activate',
      label: user.isActive ? LIST_TEXT.deactivate(user.fullName) : LIST_TEXT.activate(user.fullName),
      onClick: () => handlers.onToggleStatus(user),
      disabled: own || busy,
      tone: user.isActive ? 'neutral' : 'success',
    });
    actions.push({
      key: 'delete',
      text: 'Delete',
      label: LIST_TEXT.remove(user.fullName),
      onClick: () => handlers.onDelete(user),
      disabled: own || busy,
      tone: 'danger',
    });
  }
  return actions;
}
