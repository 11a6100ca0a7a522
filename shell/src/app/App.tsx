import { Provider } from 'jotai';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { AppThemeProvider, sessionStore, ToastHost } from '@app/shared';
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

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
        <Toasts />
      </BrowserRouter>
    </AppProviders>
  );
}
