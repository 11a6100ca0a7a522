import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getErrorMessage, type UsersAnswer } from '@app/shared';
import { usersApi, type UserListParams } from '../../../api/usersApi';

interface ListState {
  data: UsersAnswer | null;
  /** The params the shown data answers (the table marks itself with them). */
  dataParams: UserListParams | null;
  error: string | null;
  loading: boolean;
}

/**
 * Loads one page of the list for `params`. A newer request aborts the older one, so a slow answer for an
 * old search never overwrites a newer one; the previous page stays on screen while the next one loads.
 */
export function useUserList(params: UserListParams) {
  const key = JSON.stringify(params);
  const [state, setState] = useState<ListState>({ data: null, dataParams: null, error: null, loading: true });
  const [version, setVersion] = useState(0);
  const waiting = useRef<Array<() => void>>([]);

  // A layout effect starts the request in the same commit that changed the params, not a frame later.
  useLayoutEffect(() => {
    const controller = new AbortController();
    const requested = JSON.parse(key) as UserListParams;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    usersApi
      .list(requested, controller.signal)
      .then((data) => setState({ data, dataParams: requested, error: null, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error: getErrorMessage(error), loading: false }));
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        const resolvers = waiting.current;
        waiting.current = [];
        resolvers.forEach((resolve) => resolve());
      });
    return () => controller.abort();
  }, [key, version]);

  /** Loads the same params again; resolves when the answer (or error) is in. */
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setVersion((v) => v + 1);
      }),
    [],
  );

  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);

  return { ...state, reload, clearError };
}
