import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { AppProviders, GuardedBrowserRouter, ToastHost } from '@app/shared/public';
import { AppErrorBoundary } from './AppErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { isAdminPath } from './routeTable';

function Toasts() {
  const { pathname } = useLocation();
  return <ToastHost placement={isAdminPath(pathname) ? 'top-right' : 'top-center'} />;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path scrolls; the navigation type is read as it was then
  }, [pathname]);
  return null;
}

/** Everything under the router: the browser's (App) and the server's static one (server/render.tsx) alike. */
export function Root() {
  // <html data-app-ready>: the app has rendered or hydrated a server-rendered page (links, inputs and
  // buttons now respond); the browser tests wait for it before using a server-rendered page.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <>
      <ScrollToTopOnNewPage />
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
      <Toasts />
    </>
  );
}

/**
 * A declarative router over the guarded history (not a data router, which is 17 KB gzip more on every visitor's
 * page): pages still block leaving with unsaved changes, the browser's Back button included.
 */
export function App() {
  return (
    <AppProviders>
      <GuardedBrowserRouter>
        <Root />
      </GuardedBrowserRouter>
    </AppProviders>
  );
}
