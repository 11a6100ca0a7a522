import { atom, createStore } from 'jotai';
import type { User } from '../types';

export interface SessionStatus {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  errorMessage: string;
  isInitialized: boolean;
}

export const INITIAL_STATUS: SessionStatus = {
  isLoading: false,
  isSuccess: false,
  isError: false,
  errorMessage: '',
  isInitialized: false,
};

export const userAtom = atom<User | null>(null);
export const tokenAtom = atom<string | null>(null);
export const sessionStatusAtom = atom<SessionStatus>(INITIAL_STATUS);

/**
 * The one jotai store of the application. `@app/shared` is a federation singleton, so the shell, every
 * remote and the API client all see this same store; the shell passes it to `<Provider store>`.
 */
export const sessionStore = createStore();
