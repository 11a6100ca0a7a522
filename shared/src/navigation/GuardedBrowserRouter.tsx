import { useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createGuardedHistory } from './guard';

/**
 * <BrowserRouter>, over the guarded history: pages can block leaving with unsaved changes (useNavigationBlocker).
 * What the shell and a remote's standalone page route with.
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  // v5Compat: the history tells its listener of pushes too, as a router over a history of its own needs.
  const [history] = useState(() => createGuardedHistory(createBrowserHistory({ v5Compat: true })));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
