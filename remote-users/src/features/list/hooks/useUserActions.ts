import { useCallback, useState } from 'react';
import { getErrorMessage, toast, type User } from '@app/shared';
import { usersApi } from '../../../api/usersApi';
import { BULK_TEXT, LIST_TEXT, type BulkAction } from '../../../constants';

/**
 * The list's write actions (status toggle, delete, bulk). Each reports success in a toast, failures in
 * the page's alert banner (`onError`), and reloads the list afterwards.
 */
export function useUserActions({ reload, onError }: { reload: () => Promise<void>; onError: (message: string) => void }) {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [pendingDelete, setPendingDelete] = useState<User | null>(null);
  const [pendingBulk, setPendingBulk] = useState<{ action: BulkAction; ids: string[] } | null>(null);
  const [confirming, setConfirming] = useState(false);

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
        await reload();
      } catch (error) {
        onError(getErrorMessage(error));
      } finally {
        markBusy(user._id, false);
      }
    },
    [reload, onError],
  );

  const confirmDelete = useCallback(async () => {
    if (!pendingDelete) return;
    setConfirming(true);
    try {
      await usersApi.remove(pendingDelete._id);
      toast.success(LIST_TEXT.deleted(pendingDelete.fullName));
      setPendingDelete(null);
      await reload();
    } catch (error) {
      setPendingDelete(null);
      onError(getErrorMessage(error));
    } finally {
      setConfirming(false);
    }
  }, [pendingDelete, reload, onError]);

  const confirmBulk = useCallback(async () => {
    if (!pendingBulk) return;
    setConfirming(true);
    try {
      const affected = await usersApi.bulk(pendingBulk.action, pendingBulk.ids);
      toast.success(BULK_TEXT[pendingBulk.action].done(affected));
      setPendingBulk(null);
      await reload();
    } catch (error) {
      setPendingBulk(null);
      onError(getErrorMessage(error));
    } finally {
      setConfirming(false);
    }
  }, [pendingBulk, reload, onError]);

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
