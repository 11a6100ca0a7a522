import { useCallback, useEffect, useMemo, useState } from 'react';

/** Row selection over the shown rows; cleared whenever they change (new search, filter, page, reload). */
export function useSelection(rows: ReadonlyArray<{ _id: string }> | undefined) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    setSelected((current) => (current.size ? new Set() : current));
  }, [rows]);

  const ids = useMemo(() => (rows ?? []).map((r) => r._id), [rows]);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = !allSelected && ids.some((id) => selected.has(id));

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => setSelected(allSelected ? new Set() : new Set(ids)), [allSelected, ids]);

  const clear = useCallback(() => setSelected(new Set()), []);

  return { selected, selectedIds: [...selected], count: selected.size, allSelected, someSelected, toggle, toggleAll, clear };
}

export type Selection = ReturnType<typeof useSelection>;
