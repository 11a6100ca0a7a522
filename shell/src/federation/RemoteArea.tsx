import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, MESSAGES, PageSpinner } from '@app/shared/public';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { forgetPreloaded, usePreloadedRemote } from './preloaded';
import type { ExposedModule } from '@app/contracts/remotes';
import { loadRemoteComponent, remoteGeneration, resetRemote, type RemoteAreaKey } from './remotes';

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per remote module and retry generation, so route changes do not reload it. */
function lazyRemote(area: RemoteAreaKey, expose: string) {
  const key = `${area}/${expose}#${remoteGeneration(area)}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(area, expose));
    lazyCache.set(key, component);
  }
  return component;
}

const Unavailable = styled.div`
  margin: 2rem auto;
  max-width: 32rem;
  text-align: center;
  padding: 2rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 { margin: 0 0 0.5rem; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; margin: 0 0 1rem; }
`;

/**
 * The federation runtime's refusal of a shared singleton too old for the remote (strictVersion, e.g. a remote
 * deployed with a newer @app/shared than the shell's): the package, the version the page has and the one needed.
 */
const VERSION_MISMATCH = /Version (\S+) from .* of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

export function versionMismatch(error: Error | null | undefined): { pkg: string; loaded: string; needed: string } | null {
  const match = error ? VERSION_MISMATCH.exec(error.message) : null;
  return match ? { loaded: match[1], pkg: match[2], needed: match[3] } : null;
}

export function RemoteUnavailable({ onRetry, retrying, error }: { onRetry: () => void; retrying?: boolean; error?: Error | null }) {
  const mismatch = versionMismatch(error);
  return (
    <Unavailable role="alert" data-testid="remote-unavailable">
      <h2>{MESSAGES.sectionUnavailable}</h2>
      {mismatch ? (
        <p data-testid="remote-version-mismatch">
          This section was released for a newer version of the site ({mismatch.pkg} {mismatch.needed}; this page has{' '}
          {mismatch.loaded}). Reload the page; if this message stays, the site itself must be updated.
        </p>
      ) : (
        <p>Please try again in a moment. The rest of the application keeps working.</p>
      )}
      <Button onClick={onRetry} loading={retrying}>
        {MESSAGES.retry}
      </Button>
    </Unavailable>
  );
}

export interface RemoteAreaProps<K extends RemoteAreaKey> {
  area: K;
  /** An exposed module of that remote: the registry lists them, and the type check refuses any other. */
  module: ExposedModule<K>;
  /** Shown while the remote loads. */
  fallback?: ReactNode;
}

/**
 * Mounts one exposed module of a remote. A remote that cannot be loaded, or whose code throws, shows
 * 'This section is unavailable' with Retry in this area only; Retry reloads it without a page reload.
 */
export function RemoteArea<K extends RemoteAreaKey>({ area, module, fallback }: RemoteAreaProps<K>) {
  const [attempt, setAttempt] = useState(0);
  // Loaded before rendering (a server-rendered page and its hydration): the same tree, without suspending.
  const preloaded = usePreloadedRemote(area, module);
  const Remote = preloaded?.default ?? lazyRemote(area, module);
  const retry = () => {
    forgetPreloaded(area);
    resetRemote(area);
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      key={`${attempt}:${remoteGeneration(area)}`}
      what={`the ${area} area`}
      fallback={(error) => <RemoteUnavailable onRetry={retry} error={error} />}
    >
      <Suspense fallback={fallback ?? <PageSpinner label={`Loading ${area}`} />}>
        <Remote />
      </Suspense>
    </ErrorBoundary>
  );
}
