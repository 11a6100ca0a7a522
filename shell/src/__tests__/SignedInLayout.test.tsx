import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { api, MESSAGES, sessionStore, STORAGE_KEYS, UnsavedChangesPrompt, userAtom } from '@app/shared';
import { makeUser, mockApi, mockFetch, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import AdminPage from '../admin/AdminPage';
import SignedInLayout from '../admin/SignedInLayout';
import { SignOutRoute } from '../app/SignOutRoute';

jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ area, module }: { area: string; module: string }) => <div data-testid="remote-area">{`${area}:${module}`}</div>,
}));

beforeEach(() => {
  resetSession();
  // getMe on entry: the server answers with the signed-in user.
  api.defaults.adapter = async (config) => ({ data: { success: true, user: sessionStore.get(userAtom) }, status: 200, statusText: '', headers: {}, config });
});

function renderAt(path: string) {
  return renderWithProviders(<SignedInLayout />, {
    route: path,
    path: '*',
    routes: <Route path="/login" element={<h1>Login page</h1>} />,
  });
}

function renderShell(path: string) {
  return renderWithProviders(<></>, {
    route: path,
    path: '/__none__',
    routes: (
      <>
        <Route element={<SignedInLayout />}>
          <Route path="/dashboard" element={<AdminPage mount="dashboard" />} />
          <Route path="/products/*" element={<AdminPage mount="products" />} />
          <Route path="/users/*" element={<AdminPage mount="users" />} />
          <Route path="/draft" element={<UnsavedChangesPrompt when />} />
        </Route>
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="/logout" element={<SignOutRoute />} />
      </>
    ),
  });
}

describe('signed-in shell', () => {
  it('redirects to /login when nobody is signed in', () => {
    renderAt('/users?page=2');
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it("shows 'Dashboard' and the catalog's dashboard widgets to staff", () => {
    signInAs(makeUser({ role: 'doctor', username: 'doc' }));
    renderShell('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('remote-area')).toHaveTextContent('catalog:./DashboardWidgets');
  });

  it('hides Products from a plain user and shows a no-access page on a direct visit', () => {
    signInAs(makeUser({ role: 'user' }));
    renderShell('/products');
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: /Products/ })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Users/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
  });

  it('shows Clicks to staff (the current entry on /products/clicks, Products not) and hides it from a plain user', () => {
    signInAs(makeUser({ role: 'receptionist' }));
    const { unmount } = renderShell('/products/clicks');
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Clicks' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('remote-area')).toHaveTextContent('catalog:./ProductsRoutes');
    unmount();
    signInAs(makeUser({ role: 'user' }));
    renderShell('/dashboard');
    expect(within(screen.getByRole('navigation')).queryByRole('link', { name: 'Clicks' })).not.toBeInTheDocument();
  });

  it('shows Dashboard, Products, Users and Categories to an admin and mounts the remote', () => {
    signInAs(makeUser({ role: 'admin' }));
    renderShell('/products/add');
    const nav = screen.getByRole('navigation');
    for (const name of ['Dashboard', 'Products', 'Users', 'Categories']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(screen.getByTestId('remote-area')).toHaveTextContent('catalog:./ProductsRoutes');
  });

  it('collapses the sidebar (14rem -> 4rem) and remembers it', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'admin' }));
    const { unmount } = renderShell('/dashboard');
    expect(screen.getByTestId('sidebar')).toHaveStyle({ width: '14rem' });
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('sidebar')).toHaveStyle({ width: '4rem' });
    expect(window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed)).toBe('true');
    unmount();
    renderShell('/dashboard');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  it('profile menu: username, link to own profile, Sign out clears the session and goes to /login', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'admin', username: 'boss', _id: 'abc', id: 'abc' }));
    mockFetch(() => ({ status: 200, data: { success: true } }));
    renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: /boss/ }));
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/users/abc');
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Sign out ends the token on the server too', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'admin', username: 'boss' }), 'boss-token');
    mockApi(() => ({ status: 200, data: { success: true, user: sessionStore.get(userAtom) } }));
    // Sign-out runs on every page, a visitor's included, so it calls the API with fetch (no axios).
    const requests = mockFetch((request) => (request.url === '/api/auth/logout' ? { status: 200, data: { success: true } } : undefined));
    renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: /boss/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    const signOut = requests.filter((request) => request.url === '/api/auth/logout');
    expect(signOut).toHaveLength(1);
    expect(signOut[0].method).toBe('post');
    expect(signOut[0].headers.get('Authorization')).toBe('Bearer boss-token');
  });

  it('Sign out with the server unreachable still signs out at once', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'admin', username: 'boss' }));
    mockApi((config) => (config.url === '/api/auth/logout' ? 'network-error' : { status: 200, data: { success: true, user: sessionStore.get(userAtom) } }));
    renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: /boss/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('Sign out on a page with unsaved changes asks first: Stay on page keeps the session', async () => {
    const user = userEvent.setup();
    signInAs(makeUser({ role: 'admin', username: 'boss' }));
    renderShell('/draft');
    await user.click(screen.getByRole('button', { name: /boss/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.stayOnPage }));
    expect(screen.getByTestId('location')).toHaveTextContent('/draft');
    expect(window.localStorage.getItem('token')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: /boss/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.leavePage }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
