import { Provider } from 'jotai';
import { useLayoutEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useNavigationType } from 'react-router-dom';
import { AppThemeProvider, sessionStore, ToastHost } from '@app/shared/public';
import { AppRoutes } from './AppRoutes';
import { isAdminPath } from './routeTable';

function Toasts() {
  const { pathname } = useLocation();
  return <ToastHost placement={isAdminPath(pathname) ? 'top-right' : 'top-center'} />;
}

/** Providers shared by every area: the one jotai store, theme, router, toasts. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <Provider store={sessionStore}>
      <AppThemeProvider>{children}</AppThemeProvider>
    </Provider>
  );
}

/**
 * A link to another page opens it at the top, not at the old page's scroll offset. Back and Forward (POP)
 * keep the browser's own restoration; a change of query only (filters, sort, page) scrolls as its page decides.
 */
function ScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

function Root() {
  return (
    <>
      <ScrollToTopOnNewPage />
      <AppRoutes />
      <Toasts />
    </>
  );
}

export function App() {
  // A data router (not <BrowserRouter>), so pages can block leaving with unsaved changes (useBlocker),
  // the browser's Back button included. One catch-all route: the route table stays in <AppRoutes>.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Root /> }]));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
