import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
  at: number;
}

/** Last failures, newest last; shown in the console and kept for diagnostics (window.__REMOTE_FAILURES__). */
export const remoteFailures: RemoteFailure[] = [];

/**
 * errorLoadRemote runtime plugin: records why a remote failed (manifest fetch, remoteEntry, expose) and
 * lets the error reach the remote area's error boundary, which shows 'This section is unavailable' and
 * Retry. It never returns a fallback module: a fallback would be cached as if the remote had loaded.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const message = error instanceof Error ? error.message : String(error);
      remoteFailures.push({ id, lifecycle, message, at: Date.now() });
      if (remoteFailures.length > 20) remoteFailures.shift();
      if (typeof window !== 'undefined') (window as unknown as { __REMOTE_FAILURES__: RemoteFailure[] }).__REMOTE_FAILURES__ = remoteFailures;
      console.warn(`[federation] ${id} failed during ${lifecycle}: ${message}`);
      return undefined;
    },
  };
}
