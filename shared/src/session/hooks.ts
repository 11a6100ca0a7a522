import { useAtomValue } from 'jotai';
import type { User } from '../types';
import {
  clearSessionError,
  getMe,
  login,
  logout,
  refreshSession,
  register,
  updateSessionUser,
} from './actions';
import { sessionStatusAtom, sessionStore, tokenAtom, userAtom } from './atoms';

const sessionActions = { login, register, logout, getMe, refreshSession, updateSessionUser, clearSessionError };

/** The session: user, token, status flags and the actions of DESIGN.md section 4. */
export function useSession() {
  const user = useAtomValue(userAtom, { store: sessionStore });
  const token = useAtomValue(tokenAtom, { store: sessionStore });
  const status = useAtomValue(sessionStatusAtom, { store: sessionStore });
  return { user, token, ...status, ...sessionActions };
}

export function useCurrentUser(): User | null {
  return useAtomValue(userAtom, { store: sessionStore });
}
