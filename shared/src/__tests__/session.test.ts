import { act } from '@testing-library/react';
import { MESSAGES, STORAGE_KEYS } from '../constants';
import { getMe, login, register } from '../session/actions';
import { initSession, logout, refreshSession, SIGN_OUT_TIMEOUT_MS } from '../session/state';
import { clearStoredSession } from '../session/storage';
import { sessionStatusAtom, sessionStore, tokenAtom, userAtom } from '../session/atoms';
import { makeUser, mockFetch, resetSession, signInAs } from '../test';
import { mockApi } from '../test/mockApi';

const status = () => sessionStore.get(sessionStatusAtom);

beforeEach(() => resetSession());

describe('session', () => {
  it('restores user and token from local storage', () => {
    const user = makeUser({ username: 'stored' });
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', 't1');
    refreshSession();
    expect(sessionStore.get(userAtom)?.username).toBe('stored');
    expect(sessionStore.get(tokenAtom)).toBe('t1');
    expect(status().isInitialized).toBe(true);
  });

  it('clears the session when the stored user is invalid JSON', () => {
    window.localStorage.setItem('user', '{not json');
    window.localStorage.setItem('token', 't1');
    refreshSession();
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(status().errorMessage).toBe(MESSAGES.refreshFailed);
  });

  it('login stores user and token in state and under user, token and persist:auth', async () => {
    const user = makeUser({ username: 'admin', role: 'admin' });
    const requests = mockApi(() => ({ status: 200, data: { success: true, user, token: 'new' } }));
    const result = await login({ username: 'admin', password: 'admin12345' });
    expect(result).toEqual({ ok: true, user });
    expect(requests[0].headers.get('Authorization')).toBeFalsy();
    expect(JSON.parse(window.localStorage.getItem('user')!).username).toBe('admin');
    expect(window.localStorage.getItem('token')).toBe('new');
    const persisted = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.persistAuth)!);
    expect(JSON.parse(persisted.token)).toBe('new');
    expect(JSON.parse(persisted.user).username).toBe('admin');
    expect(status()).toMatchObject({ isLoading: false, isSuccess: true, isError: false });
  });

  it('login first clears any stored session, and a failure keeps it cleared with the server message', async () => {
    signInAs(makeUser({ username: 'old' }), 'old-token');
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid username or password' } }));
    const pending = login({ username: 'x', password: 'y' });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(status().isLoading).toBe(true);
    const result = await pending;
    expect(result).toEqual({ ok: false, message: 'Invalid username or password' });
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(status()).toMatchObject({ isError: true, errorMessage: 'Invalid username or password' });
  });

  it('register signs the new user in', async () => {
    const user = makeUser({ username: 'newbie' });
    const requests = mockApi(() => ({ status: 201, data: { success: true, user, token: 'reg' } }));
    await register({ fullName: 'N', email: 'n@example.com', username: 'newbie', password: 'password1', confirmPassword: 'password1', agreeToTerms: true });
    expect(requests[0].url).toBe('/api/auth/register');
    expect(sessionStore.get(tokenAtom)).toBe('reg');
  });

  it('getMe without a token fails with "No token available" and sends nothing', async () => {
    const requests = mockApi(() => ({ status: 200, data: {} }));
    expect(await getMe()).toEqual({ ok: false, message: MESSAGES.noToken });
    expect(requests).toHaveLength(0);
  });

  it('getMe updates the user only', async () => {
    signInAs(makeUser({ fullName: 'Before' }), 'keep');
    mockApi(() => ({ status: 200, data: { success: true, user: makeUser({ fullName: 'After' }) } }));
    await getMe();
    expect(sessionStore.get(userAtom)?.fullName).toBe('After');
    expect(sessionStore.get(tokenAtom)).toBe('keep');
    expect(JSON.parse(window.localStorage.getItem('user')!).fullName).toBe('After');
  });

  it('getMe with a rejected token signs out with the session-expired message', async () => {
    signInAs(makeUser(), 'revoked');
    mockApi(() => ({ status: 401, data: { success: false, message: 'Not authorized, token invalid or expired' } }));
    expect(await getMe()).toEqual({ ok: false, message: MESSAGES.sessionExpired });
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(status().errorMessage).toBe(MESSAGES.sessionExpired);
  });

  it('logout clears state and storage', () => {
    signInAs();
    mockFetch(() => ({ status: 200, data: { success: true } }));
    logout();
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.persistAuth)).toBeNull();
  });

  it('logout asks the server to end the token it signed in with, with a short timeout', async () => {
    jest.useFakeTimers();
    try {
      signInAs(makeUser(), 'the-token');
      const requests = mockFetch(() => new Promise(() => undefined)); // the server never answers
      void logout();
      expect(sessionStore.get(tokenAtom)).toBeNull();
      expect(window.localStorage.getItem('token')).toBeNull();
      await Promise.resolve();
      expect(requests).toHaveLength(1);
      expect(requests[0].method).toBe('post');
      expect(requests[0].url).toBe('/api/auth/logout');
      expect(requests[0].headers.get('Authorization')).toBe('Bearer the-token');
      expect(requests[0].signal?.aborted).toBe(false);
      jest.advanceTimersByTime(SIGN_OUT_TIMEOUT_MS);
      expect(requests[0].signal?.aborted).toBe(true);
      expect(SIGN_OUT_TIMEOUT_MS).toBeLessThanOrEqual(5000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logout signs out locally even when the server cannot be reached or refuses', async () => {
    for (const reply of ['network-error', { status: 500, data: {} }, { status: 401, data: {} }] as const) {
      signInAs(makeUser(), 'tok');
      mockFetch(() => reply);
      await expect(logout()).resolves.toBeUndefined();
      expect(sessionStore.get(tokenAtom)).toBeNull();
      expect(status()).toMatchObject({ isError: false, errorMessage: '' });
    }
  });

  it('a late 401 to the sign-out does not end a session started meanwhile', async () => {
    signInAs(makeUser({ username: 'first' }), 'old');
    mockFetch(() => {
      signInAs(makeUser({ username: 'second' }), 'new');
      return { status: 401, data: { success: false, message: 'Not authorized, token invalid or expired' } };
    });
    await logout();
    expect(sessionStore.get(tokenAtom)).toBe('new');
    expect(sessionStore.get(userAtom)?.username).toBe('second');
  });

  it('logout without a session sends nothing', async () => {
    const requests = mockFetch(() => ({ status: 200, data: {} }));
    await logout();
    expect(requests).toHaveLength(0);
  });

  it('signing out in another tab signs this tab out (storage event)', () => {
    signInAs();
    initSession();
    expect(sessionStore.get(userAtom)).not.toBeNull();
    // The other tab removed the keys; this tab only sees the event.
    clearStoredSession();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 'test-token', newValue: null }));
    });
    expect(sessionStore.get(userAtom)).toBeNull();
  });
});
