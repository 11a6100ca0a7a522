import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryPatch<T> = { [K in keyof T]?: QueryValue };

/**
 * List state kept in the URL query so a reload or a shared link restores the screen.
 * `defaults` lists the keys and their default values; a key equal to its default (or empty) is left out of
 * the URL. `setQuery(patch)` merges; `{ replace: true }` avoids a history entry (typing in a search box).
 *
 *   const [query, setQuery, resetQuery] = useQueryState({ page: '1', sort: '-createdAt', search: '' });
 *   setQuery({ search: 'lamp', page: 1 });
 */
export function useQueryState<T extends Record<string, string>>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const defaultsKey = JSON.stringify(defaults);

  const values = useMemo(() => {
    const out = { ...defaults } as Record<string, string>;
    for (const key of Object.keys(defaults)) {
      const v = params.get(key);
      if (v !== null) out[key] = v;
    }
    return out as T;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `defaults` is a new object each render; defaultsKey is its value
  }, [params, defaultsKey]);

  const setQuery = useCallback(
    (patch: QueryPatch<T>, options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, raw] of Object.entries(patch)) {
            const value = raw === null || raw === undefined ? '' : String(raw);
            if (value === '' || value === (defaults as Record<string, string>)[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: options.replace },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `defaults` is a new object each render; defaultsKey is its value
    [setParams, defaultsKey],
  );

  const resetQuery = useCallback(
    (options: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          Object.keys(defaults).forEach((key) => next.delete(key));
          return next;
        },
        { replace: options.replace },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `defaults` is a new object each render; defaultsKey is its value
    [setParams, defaultsKey],
  );

  return [values, setQuery, resetQuery] as const;
}

/** Integer from a query value, `fallback` when absent or not a positive number. */
export function parsePositiveInt(value: string | null | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
