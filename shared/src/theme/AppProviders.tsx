import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { sessionStore } from '../session/atoms';
import { AppThemeProvider } from './AppThemeProvider';

/**
 * What every front end renders inside, wherever it runs (the shell, the server render, a remote's dev harness,
 * component tests): the one session store and the theme. The router and the toasts' placement are the caller's.
 */
export function AppProviders({ children, withGlobalStyle = true }: { children: ReactNode; withGlobalStyle?: boolean }) {
  return (
    <Provider store={sessionStore}>
      <AppThemeProvider withGlobalStyle={withGlobalStyle}>{children}</AppThemeProvider>
    </Provider>
  );
}
