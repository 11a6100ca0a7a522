import { useCallback, useState } from 'react';
import { getErrorMessage } from '@app/shared';
import { useQuery } from '@app/shared/query';
import { usersApi, type UserListParams } from '../../../api/usersApi';

/**
 * One page of the list for `params`, through the query cache (['users', 'list', params]: every user write
 * invalidates ['users']). A newer request cancels the older one, so a slow answer for an old search never
 * overwrites a newer one; the previous page stays on screen while the next one loads.
 */
export function useUserList(params: UserListParams) {
  const query = useQuery({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) => usersApi.list(params, signal).then((data) => ({ data, params })),
    placeholderData: (previous) => previous,
  });
  // The banner's Dismiss hides this error until the list fails again.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const { refetch } = query;

  /** Loads the same params again; resolves when the answer (or error) is in. */
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const clearError = useCallback(() => setDismissed(query.error), [query.error]);

  return {
    data: query.data?.data ?? null,
    /** The params the shown data answers (the table marks itself with them). */
    dataParams: query.data?.params ?? null,
    error: query.error && query.error !== dismissed ? getErrorMessage(query.error) : null,
    loading: query.isFetching,
    reload,
    clearError,
  };
}
