import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@app/shared/public';
import { ErrorBoundary } from './ErrorBoundary';

const Box = styled.div`
  margin: 4rem auto;
  max-width: 32rem;
  padding: 2rem;
  text-align: center;
  h1 { margin: 0 0 0.5rem; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0 0 1rem; }
`;

export const APP_ERROR_TEXTS = {
  title: 'Something went wrong',
  text: 'This page could not be shown. Reload it; if this message stays, please try again later.',
  reload: 'Reload the page',
} as const;

function PageFailed() {
  return (
    <Box role="alert">
      <h1>{APP_ERROR_TEXTS.title}</h1>
      <p>{APP_ERROR_TEXTS.text}</p>
      <Button onClick={() => window.location.reload()}>{APP_ERROR_TEXTS.reload}</Button>
    </Box>
  );
}

/**
 * The last line for an error in the shell's own parts (its layouts, sidebar, menus): a message and a reload
 * instead of a blank page. A remote's failure never gets here: its area has its own boundary, with Retry.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary what="the page" fallback={() => <PageFailed />}>
      {children}
    </ErrorBoundary>
  );
}
