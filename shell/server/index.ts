/**
 * Entry of the shell's server (built to dist-server/index.cjs by `npm run build -w shell`).
 * `startShellServer` is used by `npm start`, `npm run serve` and the browser tests; run directly
 * (`node shell/dist-server/index.cjs`) it serves shell/dist on SHELL_PORT with the config from env.
 */
import './production';
import path from 'node:path';
import type { RuntimeConfig } from '@app/shared/public';
import { createShellServer } from './app';
import { createPublicRemote } from './publicRemote';

declare const __non_webpack_require__: NodeRequire;

export interface StartOptions {
  /** The shell's build folder. */
  root: string;
  config: () => RuntimeConfig;
  port?: number;
  host?: string;
  /**
   * remote-public's server container (remoteEntry.js URL). Default: `server/remoteEntry.js` beside the public
   * remote's manifest in the config. false: no server rendering.
   */
  publicServerEntry?: (() => string) | false;
  budgetMs?: number;
  pollMs?: number;
  /** How long a rendered page is reused for the same URL (ms; default 0, none). */
  cacheMs?: number;
}

/** The server container's URL when not given: the `server/` folder of remote-public's deployment. */
export function defaultPublicServerEntry(config: RuntimeConfig): string {
  const manifest = config.remotes?.public;
  if (!manifest) throw new Error('No public remote in the runtime config');
  return new URL('server/remoteEntry.js', manifest).href;
}

export async function startShellServer({ root, config, port = 0, host = '127.0.0.1', publicServerEntry, budgetMs, pollMs, cacheMs }: StartOptions) {
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const publicRemote =
    publicServerEntry === false ? null : createPublicRemote({ entryUrl: publicServerEntry ?? (() => defaultPublicServerEntry(config())), pollMs, log });
  // From dist-server/index.cjs: the image stays in the server's sources (shell/server/assets).
  const shareImageFile = path.join(__dirname, '..', 'server', 'assets', 'share-image.jpg');
  const app = await createShellServer({ root: path.resolve(root), config, publicRemote, budgetMs, cacheMs, shareImageFile });
  // Load the container before the first visitor (a failure is retried on demand).
  publicRemote?.check().catch((error: unknown) => log.warn(`[ssr] remote-public server container not loaded yet: ${error instanceof Error ? error.message : String(error)}`));
  const address = await app.listen({ port, host });
  const actualPort = (app.server.address() as { port: number }).port;
  return {
    port: actualPort,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    address,
    async close() {
      publicRemote?.close();
      await app.close();
    },
  };
}

export type ShellServer = Awaited<ReturnType<typeof startShellServer>>;

// Run directly (node dist-server/index.cjs), not required by another script.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const { portFor, runtimeConfigFromEnv } = __non_webpack_require__('@app/shared/build/runtime-config.cjs');
  const env = process.env;
  startShellServer({
    root: path.join(__dirname, '..', 'dist'),
    config: () => runtimeConfigFromEnv(env),
    port: portFor('shell', env),
    host: env.SERVE_HOST || '127.0.0.1',
    publicServerEntry: env.PUBLIC_SERVER_REMOTE_URL ? () => env.PUBLIC_SERVER_REMOTE_URL! : undefined,
    cacheMs: Number(env.SSR_CACHE_MS ?? 1000),
  }).then(
    (server) => console.log(`shell (server-rendered public pages) on ${server.url}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
