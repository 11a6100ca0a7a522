import { useAtomValue } from 'jotai';
import {
  clearSessionError,
  logout,
  refreshSession,
  sessionStatusAtom,
  sessionStore,
  tokenAtom,
  updateSessionUser,
  userAtom,
  type User,
} from '@app/shared/public';
import { getMe, login, register } from './actions';

const sessionActions = { login, register, logout, getMe, refreshSession, updateSessionUser, clearSessionError };

/** The session: user, token, status flags and its actions (sign in, register, refresh, sign out). */
export function useSession() {
  const user = useAtomValue(userAtom, { store: sessionStore });
  const token = useAtomValue(tokenAtom, { store: sessionStore });
  const status = useAtomValue(sessionStatusAtom, { store: sessionStore });
  return { user, token, ...status, ...sessionActions };
}

export function useCurrentUser(): User | null {
  return useAtomValue(userAtom, { store: sessionStore });
}
