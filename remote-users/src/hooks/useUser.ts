import { ApiError, getErrorMessage, type User } from '@app/shared';
import { useQuery } from '@app/shared/query';
import { usersApi } from '../api/usersApi';

export type UserState =
  | { status: 'loading' }
  | { status: 'ready'; user: User }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** A malformed id is as good as a missing one for the reader. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && /id/i.test(error.message)));

/**
 * One user by id (GET /api/users/:id), cached under ['users', id] (the list's changes invalidate it); a 404 is its
 * own state ('User not found.').
 */
export function useUser(id: string | undefined): UserState {
  const query = useQuery({
    queryKey: ['users', id],
    queryFn: ({ signal }) => usersApi.get(id!, signal),
    enabled: !!id,
  });
  if (!id) return { status: 'not-found' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return isNotFound(query.error) ? { status: 'not-found' } : { status: 'error', message: getErrorMessage(query.error) };
  return query.data ? { status: 'ready', user: query.data } : { status: 'not-found' };
}
