import { useEffect, useState } from 'react';
import { ApiError, getErrorMessage, type User } from '@app/shared';
import { usersApi } from '../api/usersApi';

export type UserState =
  | { status: 'loading' }
  | { status: 'ready'; user: User }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** One user by id (GET /api/users/:id); a 404 is its own state ('User not found.'). */
export function useUser(id: string | undefined): UserState {
  const [state, setState] = useState<UserState>({ status: 'loading' });
  useEffect(() => {
    if (!id) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    usersApi
      .get(id, controller.signal)
      .then((user) => setState(user ? { status: 'ready', user } : { status: 'not-found' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A malformed id is as good as a missing one for the reader.
        if (error instanceof ApiError && (error.status === 404 || (error.status === 400 && /id/i.test(error.message)))) setState({ status: 'not-found' });
        else setState({ status: 'error', message: getErrorMessage(error) });
      });
    return () => controller.abort();
  }, [id]);
  return state;
}
