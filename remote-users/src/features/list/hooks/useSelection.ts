import { useCallback, useEffect, useMemo, useState } from 'react';
import type { User } from '@app/shared';

/**
 * Row selection for bulk actions; cleared whenever the shown list changes (new search, filter, page, reload).
 * `lockedId` (one's own row) cannot be selected: the server refuses to deactivate or delete oneself.
 */
export function useSelection(users: User[] | undefined, lockedId?: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    setSelected((current) => (current.size ? new Set() : current));
  }, [users]);

  const ids = useMemo(() => (users ?? []).map((u) => u._id).filter((id) => id !== lockedId), [users, lockedId]);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = !allSelected && ids.some((id) => selected.has(id));

  const toggle = useCallback((id: string) => {
    if (id === lockedId) return;
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, [lockedId]);

  const toggleAll = useCallback(() => {
    setSelected(allSelected ? new Set() : new Set(ids));
  }, [allSelected, ids]);

  const clear = useCallback(() => setSelected(new Set()), []);

  return { selected, selectedIds: [...selected], count: selected.size, allSelected, someSelected, toggle, toggleAll, clear, lockedId };
}
