import { useEffect, useLayoutEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, useNavigationType, type RouteObject } from 'react-router-dom';
import { AppProviders, ToastHost } from '@app/shared/public';
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

function Root() {
  // <html data-app-ready>: the app has rendered or hydrated a server-rendered page (links, inputs and
  // buttons now respond); the browser tests wait for it before using a server-rendered page.
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return (
    <>
      <ScrollToTopOnNewPage />
      <AppRoutes />
      <Toasts />
    </>
  );
}

/**
 * A data router (not <BrowserRouter>), so pages can block leaving with unsaved changes (useBlocker), the
 * browser's Back button included. One catch-all route: the route table stays in <AppRoutes>. The server
 * renders the same routes with a static router.
 */
export function appRouteObjects(): RouteObject[] {
  return [{ path: '*', element: <Root /> }];
}

export function App() {
  const [router] = useState(() => createBrowserRouter(appRouteObjects()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
