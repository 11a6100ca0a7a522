import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** Theme plus global styles; the shell and the dev harness wrap everything in it. */
export function AppThemeProvider({ children, withGlobalStyle = true }: { children: ReactNode; withGlobalStyle?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
