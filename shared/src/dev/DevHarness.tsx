import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, setRuntimeConfig } from '../config';
import { initSession, logout } from '../session/state';
import { useSession } from '../session/hooks';
import { AppProviders } from '../theme/AppProviders';
// The kit's singleton, as the pages' own blockers register there.
import { GuardedBrowserRouter } from '@app/shared/public';
import { ToastHost, type ToastPlacement } from '../toast/ToastHost';

const Bar = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  padding: 0.375rem 1rem;
  background: #1f2937;
  color: #f9fafb;
  font-size: 0.8125rem;
  a, button { color: #93c5fd; background: none; border: 0; cursor: pointer; font: inherit; padding: 0; }
`;

function HarnessBar({ name }: { name: string }) {
  const { user } = useSession();
  return (
    <Bar data-testid="dev-harness-bar">
      <strong>{name} · dev harness</strong>
      <span>{user ? `signed in as ${user.username} (${user.role})` : 'not signed in'}</span>
      {user ? (
        <button type="button" onClick={logout}>
          Sign out
        </button>
      ) : (
        <Link to="/login">Sign in</Link>
      )}
    </Bar>
  );
}

export interface DevHarnessProps {
  /** Shown in the harness bar. */
  name: string;
  children: ReactNode;
  toastPlacement?: ToastPlacement;
  /** Hide the harness bar (e.g. to look at a page exactly as in the shell). */
  bare?: boolean;
}

/** What the shell gives a remote (its router, the session store, theme, toasts), for running it alone. */
export function DevHarness({ name, children, toastPlacement = 'top-right', bare = false }: DevHarnessProps) {
  const page = (
    <>
      {!bare && <HarnessBar name={name} />}
      {children}
      <ToastHost placement={toastPlacement} />
    </>
  );
  return (
    <AppProviders>
      <GuardedBrowserRouter>{page}</GuardedBrowserRouter>
    </AppProviders>
  );
}

/**
 * Entry of a remote's standalone page (`src/bootstrap.tsx`): reads `/config.json` served by the dev server
 * (falls back to the API on localhost:4000), restores the session, renders `element` in the harness.
 */
export async function startDevHarness(element: ReactNode, options: Omit<DevHarnessProps, 'children'>): Promise<void> {
  try {
    await loadRuntimeConfig('/config.json');
  } catch {
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  }
  initSession();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <DevHarness {...options}>{element}</DevHarness>
    </StrictMode>,
  );
}
