// Test helpers for component tests in any package: `import { renderWithProviders } from '@app/shared/test-utils'`.
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router-dom';
import { setRuntimeConfig } from '../config';
import { createGuardedHistory } from '../navigation/guard';
import { INITIAL_STATUS, sessionStatusAtom, sessionStore, tokenAtom, userAtom } from '../session/atoms';
import { writeStoredSession } from '../session/storage';
import { queryClient, QueryProvider } from '../query';
import { AppProviders } from '../theme/AppProviders';
import { toast } from '../toast/toastStore';
import { ToastHost } from '../toast/ToastHost';
import type { Role, User } from '../types';

export const TEST_API_BASE_URL = 'http://api.test';

/** A complete user object for tests; override any field. */
export function makeUser(overrides: Partial<User> = {}): User {
  const id = overrides._id ?? overrides.id ?? 'u-1';
  return {
    _id: id,
    id,
    fullName: 'Test User',
    username: 'tester',
    email: 'tester@example.com',
    mobileNumber: '5550100',
    role: 'user' as Role,
    isActive: true,
    occupation: null,
    address: null,
    dateOfBirth: null,
    gender: null,
    subscription: 'Free',
    profilePicture: 'default.jpg',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    lastLogin: null,
    createdBy: null,
    ...overrides,
  };
}

/** Clears local storage, the session atoms and toasts; sets a fixed API base URL. */
export function resetSession(): void {
  window.localStorage.clear();
  sessionStore.set(userAtom, null);
  sessionStore.set(tokenAtom, null);
  sessionStore.set(sessionStatusAtom, { ...INITIAL_STATUS, isInitialized: true });
  toast.clear();
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE_URL });
  // Each test starts with an empty cache, and an error shows at once instead of after a retry.
  queryClient.clear();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
}

/** Signs a user in without the API (state and local storage), as the shell would after login. */
export function signInAs(user: User = makeUser(), token = 'test-token'): User {
  writeStoredSession({ user, token });
  sessionStore.set(userAtom, user);
  sessionStore.set(tokenAtom, token);
  sessionStore.set(sessionStatusAtom, { ...INITIAL_STATUS, isInitialized: true });
  return user;
}

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL, or a location with state: `{ pathname: '/login', state: { from: { pathname: '/users' } } }`. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** Route pattern the element is mounted at (default '*'). Extra routes can be given in `routes`. */
  path?: string;
  routes?: ReactNode;
}

/**
 * Renders with the shell's providers: session store, theme, a router over a guarded memory history (as the
 * shell's over the browser's, so pages can block navigation), toast host.
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', routes, ...options }: ProvidersOptions = {}) {
  const page = (
    <>
      <Routes>
        <Route path={path} element={ui} />
        {routes}
      </Routes>
      <LocationProbe />
      <ToastHost />
    </>
  );
  return render(
    <AppProviders withGlobalStyle={false}>
      <QueryProvider>
        <MemoryRouter initialEntry={route}>{page}</MemoryRouter>
      </QueryProvider>
    </AppProviders>,
    options,
  );
}

function MemoryRouter({ initialEntry, children }: { initialEntry: NonNullable<ProvidersOptions['route']>; children: ReactNode }) {
  const [history] = useState(() => createGuardedHistory(createMemoryHistory({ initialEntries: [initialEntry], v5Compat: true })));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
export { mockApi, type MockHandler, type MockReply } from './mockApi';
export { mockFetch, type FetchHandler, type FetchRequest } from './mockFetch';
