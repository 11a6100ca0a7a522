import { useCallback, useState } from 'react';
import { getErrorMessage, toast, type User } from '@app/shared';
import { useInvalidate } from '@app/shared/query';
import { usersApi } from '../../../api/usersApi';
import { BULK_TEXT, LIST_TEXT, type BulkAction } from '../../../constants';

/**
 * The list's write actions (status toggle, delete, bulk). Each reports success in a toast, failures in
 * the page's alert banner (`onError`), and refetches the list and every cached profile afterwards.
 */
export function useUserActions({ onError }: { onError: (message: string) => void }) {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [pendingDelete, setPendingDelete] = useState<User | null>(null);
  const [pendingBulk, setPendingBulk] = useState<{ action: BulkAction; ids: string[] } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const invalidate = useInvalidate();
  // Every cached user answer (this list, other pages of it, profiles) is refetched; resolves once this list is.
  const changed = useCallback(() => invalidate(['users']), [invalidate]);

  const markBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleStatus = useCallback(
    async (user: User) => {
      markBusy(user._id, true);
      try {
        const { isActive } = await usersApi.setStatus(user._id, !user.isActive);
        toast.success(LIST_TEXT.statusChanged(user.fullName, isActive));
        await changed();
      } catch (error) {
        onError(getErrorMessage(error));
      } finally {
        markBusy(user._id, false);
      }
    },
    [changed, onError],
  );

  const confirmDelete = useCallback(async () => {
    if (!pendingDelete) return;
    setConfirming(true);
    try {
      await usersApi.remove(pendingDelete._id);
      toast.success(LIST_TEXT.deleted(pendingDelete.fullName));
      setPendingDelete(null);
      await changed();
    } catch (error) {
      setPendingDelete(null);
      onError(getErrorMessage(error));
    } finally {
      setConfirming(false);
    }
  }, [pendingDelete, changed, onError]);

  const confirmBulk = useCallback(async () => {
    if (!pendingBulk) return;
    setConfirming(true);
    try {
      const affected = await usersApi.bulk(pendingBulk.action, pendingBulk.ids);
      toast.success(BULK_TEXT[pendingBulk.action].done(affected));
      setPendingBulk(null);
      await changed();
    } catch (error) {
      setPendingBulk(null);
      onError(getErrorMessage(error));
    } finally {
      setConfirming(false);
    }
  }, [pendingBulk, changed, onError]);

  return {
    busyIds,
    toggleStatus,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
    pendingBulk,
    askBulk: (action: BulkAction, ids: string[]) => ids.length && setPendingBulk({ action, ids }),
    cancelBulk: () => setPendingBulk(null),
    confirmBulk,
    confirming,
  };
}
