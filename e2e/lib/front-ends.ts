import { existsSync } from 'node:fs';
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

/**
 * Serves each built front end from its own ephemeral port on 127.0.0.1; the shell answers /config.json
 * with the API URL and the remotes' manifest URLs (a remote not built yet points at a closed port).
 */
export async function startFrontEnds(apiUrl: () => string) {
  const servers: Partial<Record<FrontEndKey, StaticServer>> = {};
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
  servers.shell = await startServer({ root: distDir('shell'), spa: true, config });
  return { servers, config };
}
