import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { expireSession, MESSAGES, sessionStore, tokenAtom } from '@app/shared';
import { makeUser, mockApi, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import LoginPage from '../pages/LoginPage';

beforeEach(() => resetSession());

const dashboard = <Route path="/dashboard" element={<h1>Dashboard</h1>} />;

describe('LoginPage', () => {
  it('signs in and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const requests = mockApi(() => ({ status: 200, data: { success: true, user: makeUser({ role: 'admin', username: 'admin' }), token: 'tok' } }));
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login', routes: dashboard });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requests[0].url).toBe('/api/auth/login');
    expect(JSON.parse(requests[0].data)).toEqual({ username: 'admin', password: 'admin12345' });
    expect(sessionStore.get(tokenAtom)).toBe('tok');
  });

  it("shows 'Signing In...' while pending and the server's message in a banner on failure", async () => {
    const user = userEvent.setup();
    let release!: () => void;
    mockApi(() => new Promise((resolve) => {
      release = () => resolve({ status: 401, data: { success: false, message: 'Invalid username or password' } });
    }));
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const pending = await screen.findByRole('button', { name: MESSAGES.signingIn });
    expect(pending).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it("explains that an administrator resets passwords on 'Forgot password?'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText(MESSAGES.forgotPasswordHelp)).toBeInTheDocument();
  });

  it('sends a signed-in user to /dashboard', () => {
    signInAs(makeUser({ role: 'user' }));
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login', routes: dashboard });
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('after signing in, goes back to the page first asked for', async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 200, data: { success: true, user: makeUser({ role: 'admin' }), token: 'tok' } }));
    const route = { pathname: '/login', state: { from: { pathname: '/users/42', search: '?tab=1' } } };
    renderWithProviders(<LoginPage />, { route, path: '/login', routes: <Route path="/users/:id" element={<h1>Profile</h1>} /> });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/users/42?tab=1');
  });

  it('shows the session-expired banner left by a 401', () => {
    signInAs(makeUser(), 'stale');
    expireSession();
    renderWithProviders(<LoginPage />, { route: '/login', path: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sessionExpired);
  });
});
