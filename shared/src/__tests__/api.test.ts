import { api, apiUrl, resolveImageUrl } from '../api/client';
import { ApiError, getErrorMessage } from '../api/errors';
import { MESSAGES } from '../constants';
import '../session/actions';
import { sessionStatusAtom, sessionStore, tokenAtom, userAtom } from '../session/atoms';
import { makeUser, resetSession, signInAs, TEST_API_BASE_URL } from '../test';
import { mockApi } from '../test/mockApi';

beforeEach(() => resetSession());

describe('api client', () => {
  it('fails a protected call without a token with "Not authorized" and sends nothing', async () => {
    const requests = mockApi(() => ({ status: 200, data: { success: true } }));
    await expect(api.get('/api/users')).rejects.toMatchObject({ message: MESSAGES.notAuthorized });
    expect(requests).toHaveLength(0);
  });

  it('sends the bearer token and the configured base URL', async () => {
    signInAs(makeUser(), 'abc');
    const requests = mockApi(() => ({ status: 200, data: { success: true, users: [] } }));
    await api.get('/api/users');
    expect(requests[0].baseURL).toBe(TEST_API_BASE_URL);
    expect(requests[0].headers.get('Authorization')).toBe('Bearer abc');
  });

  it('never sends a token on public calls', async () => {
    signInAs(makeUser(), 'abc');
    const requests = mockApi(() => ({ status: 200, data: { success: true, products: [] } }));
    await api.get('/api/products', { access: 'public' });
    expect(requests[0].headers.get('Authorization')).toBeFalsy();
  });

  it("reports the server's message, else the client's own message", async () => {
    signInAs();
    mockApi(() => ({ status: 409, data: { success: false, message: 'Username already exists' } }));
    const error = await api.post('/api/users', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(getErrorMessage(error)).toBe('Username already exists');
    expect((error as ApiError).status).toBe(409);

    mockApi(() => 'network-error');
    await expect(api.get('/api/users')).rejects.toMatchObject({ message: 'Network Error' });
  });

  it('signs out with the session-expired message on a 401 from an authenticated call', async () => {
    signInAs(makeUser(), 'stale');
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid token' } }));
    await expect(api.get('/api/users')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get(userAtom)).toBeNull();
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(sessionStore.get(sessionStatusAtom).errorMessage).toBe(MESSAGES.sessionExpired);
  });

  it('keeps the session on a 401 of a call made without a token (wrong password)', async () => {
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid username or password' } }));
    await expect(api.post('/api/auth/login', {}, { access: 'public' })).rejects.toMatchObject({
      message: 'Invalid username or password',
    });
    expect(sessionStore.get(sessionStatusAtom).errorMessage).not.toBe(MESSAGES.sessionExpired);
  });
});

describe('resolveImageUrl', () => {
  it('prefixes relative paths with the API base URL and keeps absolute URLs', () => {
    expect(resolveImageUrl('/images/products/a.svg')).toBe(`${TEST_API_BASE_URL}/images/products/a.svg`);
    expect(resolveImageUrl('images/a.svg')).toBe(`${TEST_API_BASE_URL}/images/a.svg`);
    expect(resolveImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveImageUrl('')).toBe('');
    expect(apiUrl('/go/1')).toBe(`${TEST_API_BASE_URL}/go/1`);
  });
});
