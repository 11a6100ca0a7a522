import type { RuntimeConfig } from '../src/types';

/** Default port of each front end and of the API, by key (from the registry of front ends). */
export const DEFAULT_PORTS: Record<string, number>;
/** The environment variable that overrides each front end's port. */
export const PORT_ENV: Record<string, string>;
/** The registered remotes (contracts/remotes.json), each with its key. */
export const REMOTES: Array<{ key: string; dir: string; name: string; port: number; portEnv: string; urlEnv: string }>;
/** The environment variable that gives each remote's manifest URL. */
export const REMOTE_URL_ENV: Record<string, string>;
export function portFor(key: string, env?: Record<string, string | undefined>): number;
/** /config.json's contents from environment variables. */
export function runtimeConfigFromEnv(env?: Record<string, string | undefined>): Required<Pick<RuntimeConfig, 'apiBaseUrl' | 'siteUrl'>> &
  RuntimeConfig & { remotes: Record<string, string> };
