import { useState } from 'react';
import { getErrorMessage, toast } from '@app/shared';
import { runBulk, type BulkAction, type BulkTarget } from './api';
import { BULK_TEXTS, TRANSFER_TEXTS } from './texts';

export interface PendingBulk {
  action: BulkAction;
  target: BulkTarget;
  /** How many products the dialog names: the selected rows, or the filter's total. */
  count: number;
}

/**
 * A bulk action waiting for its confirmation, then run as one request: the result in a toast (the server's
 * `affected`), a failure in a toast with the server's message. `onDone` reloads the list (which clears the
 * selection) after a success.
 */
export function useBulkActions(onDone: () => void) {
  const [pending, setPending] = useState<PendingBulk | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [tag, setTag] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (next: PendingBulk) => {
    if (next.count === 0) return;
    setPending(next);
    setCategoryId('');
    setTag('');
    setProblem(null);
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, target } = pending;
    if (action === 'move' && !categoryId) return setProblem(TRANSFER_TEXTS.categoryRequired);
    if ((action === 'addTag' || action === 'removeTag') && !tag.trim()) return setProblem(TRANSFER_TEXTS.tagRequired);
    setBusy(true);
    try {
      const extra = action === 'move' ? { categoryId } : action === 'addTag' || action === 'removeTag' ? { tag: tag.trim() } : {};
      const affected = await runBulk(action, target, extra);
      toast.success(BULK_TEXTS[action].done(affected));
      setPending(null);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    ask,
    confirm,
    cancel: () => setPending(null),
    busy,
    problem,
    categoryId,
    setCategoryId: (id: string) => {
      setCategoryId(id);
      setProblem(null);
    },
    tag,
    setTag: (text: string) => {
      setTag(text);
      setProblem(null);
    },
  };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
