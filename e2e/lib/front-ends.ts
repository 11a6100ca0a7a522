import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
// @ts-expect-error plain ESM module without types
import { startStaticServer } from '../../shared/build/static-server.mjs';
import { FRONT_ENDS, REPO_ROOT, selectedFrontEnds, type FrontEndKey } from './paths.ts';

export interface StaticServer {
  port: number;
  url: string;
  setRoot(dir: string): void;
  close(): Promise<void>;
}

export interface RuntimeConfigJson {
  apiBaseUrl: string;
  remotes: Partial<Record<Exclude<FrontEndKey, 'shell'>, string>>;
  contact: { phone: string; email: string };
}

export const startServer = startStaticServer as (options: {
  root: string;
  spa?: boolean;
  cors?: boolean | string[];
  shell?: boolean;
  securityConfig?: object | (() => object);
  config?: object | (() => object);
  port?: number;
  host?: string;
}) => Promise<StaticServer>;

export const distDir = (dir: string) => path.join(REPO_ROOT, dir, 'dist');

export interface ShellServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The shell's production server (shell/server, built to shell/dist-server): server-renders the public pages. */
export function startShellServer(options: {
  root?: string;
  config: () => object;
  port?: number;
  /** remote-public's server container (remoteEntry.js URL); default: `server/` beside the public manifest. */
  publicServerEntry?: (() => string) | false;
  budgetMs?: number;
  pollMs?: number;
  /** Reuse a rendered page for the same URL this long (ms); default 0: the tests see fresh data. */
  cacheMs?: number;
}): Promise<ShellServer> {
  const bundle = path.join(REPO_ROOT, 'shell', 'dist-server', 'index.cjs');
  const { startShellServer: start } = createRequire(import.meta.url)(bundle) as {
    startShellServer: (o: object) => Promise<ShellServer>;
  };
  return start({ ...options, root: options.root ?? distDir('shell') });
}

/**
 * Serves each built front end from its own ephemeral port on 127.0.0.1: the remotes as static folders, the
 * shell with its production server (public pages rendered on the server with remote-public's server
 * container), answering /config.json with the API URL and the remotes' manifest URLs (a remote not built
 * yet points at a closed port).
 */
export async function startFrontEnds(apiUrl: () => string) {
  const servers: Partial<Record<FrontEndKey, StaticServer | ShellServer>> = {};
  for (const fe of selectedFrontEnds()) {
    if (fe.key === 'shell' || !existsSync(distDir(fe.dir))) continue;
    servers[fe.key] = await startServer({ root: distDir(fe.dir), spa: true, cors: true });
  }
  const config = (): RuntimeConfigJson => ({
    apiBaseUrl: apiUrl(),
    remotes: Object.fromEntries(
      FRONT_ENDS.filter((fe) => fe.key !== 'shell').map((fe) => [
        fe.key,
        servers[fe.key] ? `${servers[fe.key]!.url}/mf-manifest.json` : 'http://127.0.0.1:9/mf-manifest.json',
      ]),
    ),
    contact: { phone: '+1 (555) 010-2030', email: 'hello@affiliate-catalogue.example' },
  });
  servers.shell = await startShellServer({ config });
  return { servers, config };
}
