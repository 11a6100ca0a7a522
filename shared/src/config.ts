import type { RuntimeConfig } from './types';

/** Fallback used by tests and by a dev harness that finds no config.json. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:4000',
  siteUrl: 'http://localhost:3000',
  remotes: {},
  contact: {},
};

let current: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
const listeners = new Set<() => void>();

/** Set by the shell (or a dev harness) once `/config.json` is read; remotes only read it. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    ...DEFAULT_RUNTIME_CONFIG,
    ...config,
    apiBaseUrl: stripTrailingSlash(config.apiBaseUrl ?? DEFAULT_RUNTIME_CONFIG.apiBaseUrl),
    siteUrl: stripTrailingSlash(config.siteUrl || DEFAULT_RUNTIME_CONFIG.siteUrl!),
  };
  listeners.forEach((fn) => fn());
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function subscribeRuntimeConfig(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Fetches config.json (no caching: redeploys change it) and installs it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return setRuntimeConfig((await response.json()) as RuntimeConfig);
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
