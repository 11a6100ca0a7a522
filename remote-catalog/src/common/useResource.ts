import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@app/shared';

export interface Resource<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/**
 * Loads `load()` whenever `key` changes (and on reload()). Only the latest request may write the state, so a
 * slow earlier answer never overwrites a newer one.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({ data: null, loading: true, error: null });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (err: unknown) => current && setState({ data: null, loading: false, error: getErrorMessage(err) }),
    );
    return () => {
      current = false;
    };
  }, [key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
