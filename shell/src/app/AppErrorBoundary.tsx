import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@app/shared/public';

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

/**
 * The last line for an error in the shell's own parts (its layouts, sidebar, menus): a message and a reload
 * instead of a blank page. A remote's failure never gets here: its area has its own boundary, with Retry.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] the page failed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert">
        <h1>{APP_ERROR_TEXTS.title}</h1>
        <p>{APP_ERROR_TEXTS.text}</p>
        <Button onClick={() => window.location.reload()}>{APP_ERROR_TEXTS.reload}</Button>
      </Box>
    );
  }
}
