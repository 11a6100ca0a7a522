/**
 * remote-public's server container, loaded at run time over HTTP exactly as the browser loads its browser
 * container: registered with the federation runtime, sharing the server's own react, react-dom,
 * styled-components, router, jotai and @app/shared (one React renders the shell's and the remote's parts).
 * A redeploy (new files behind the same URL, or a new URL in the config) is noticed by polling
 * remoteEntry.js; the new version is registered again (force) and used by the next requests, while requests
 * already rendering keep the module they started with.
 */
import { createHash } from 'node:crypto';
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { PublicSsrModule } from './render';
import { remoteByKey } from '@app/contracts/remotes';

/** remote-public's container name, from the registry of front ends. */
const REMOTE_NAME = remoteByKey('public')!.name;

type Log = { info(message: string): void; warn(message: string): void };

declare const __non_webpack_require__: NodeRequire;

/**
 * The server's own modules, handed to the container for every shared singleton of the front ends (its
 * shared modules are `import: false`). Packages come from node_modules; @app/shared's entries are compiled
 * into this server (TypeScript sources), so they are listed here by name.
 */
function hostShared() {
  /* eslint-disable @typescript-eslint/no-require-imports -- the container asks for modules synchronously, by name */
  const compiledIn: Record<string, () => unknown> = {
    '@app/shared': () => require('@app/shared'),
    '@app/shared/public': () => require('@app/shared/public'),
    '@app/shared/query': () => require('@app/shared/query'),
  };
  const { SHARED_SINGLETONS } = __non_webpack_require__('@app/shared/build/shared-deps.cjs') as { SHARED_SINGLETONS: string[] };
  const packageOf = (request: string) => (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!);
  return Object.fromEntries(
    SHARED_SINGLETONS.map((request) => {
      const lib = request.startsWith('@app/shared') ? compiledIn[request] : () => __non_webpack_require__(request);
      if (!lib) throw new Error(`The server cannot provide the shared module ${request}`);
      const version = (__non_webpack_require__(`${packageOf(request)}/package.json`) as { version: string }).version;
      return [request, { version, lib, shareConfig: { singleton: true, requiredVersion: false as const } }];
    }),
  );
  /* eslint-enable @typescript-eslint/no-require-imports */
}

interface Loaded {
  url: string;
  hash: string;
  module: PublicSsrModule;
}

export interface PublicRemote {
  /** The current module, loading it first if needed; rejects when the container cannot be loaded. */
  get(): Promise<PublicSsrModule>;
  /** Looks for a new deploy now (also done every `pollMs`). */
  check(): Promise<void>;
  close(): void;
}

/**
 * @param entryUrl  the server container's remoteEntry.js URL, read again at every check (config changes)
 * @param pollMs    how often remoteEntry.js is compared with the loaded one
 */
export function createPublicRemote({ entryUrl, pollMs = 2000, log, fetchTimeoutMs = 3000 }: { entryUrl: () => string; pollMs?: number; log: Log; fetchTimeoutMs?: number }): PublicRemote {
  let federation: ModuleFederation | null = null;
  let current: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;

  async function fingerprint(url: string): Promise<string> {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(fetchTimeoutMs) }).catch((error: unknown) => {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new Error(`${url} could not be fetched (${error instanceof Error ? error.message : String(error)}${cause})`);
    });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex').slice(0, 16);
  }

  async function load(url: string, hash: string): Promise<Loaded> {
    // The version in the URL: the runtime caches containers and their loading by entry URL.
    const entry = `${url}${url.includes('?') ? '&' : '?'}v=${hash}`;
    if (!federation) {
      federation = createInstance({ name: 'shell_server', remotes: [{ name: REMOTE_NAME, entry }], shared: hostShared() });
    } else {
      federation.registerRemotes([{ name: REMOTE_NAME, entry }], { force: true });
    }
    const module = await federation.loadRemote<PublicSsrModule>(`${REMOTE_NAME}/ssr`);
    if (!module || typeof module.preparePage !== 'function') throw new Error(`${url} has no ./ssr module with preparePage`);
    return { url, hash, module };
  }

  /** Loads the version behind the configured URL unless it is the one already loaded. */
  function refresh(): Promise<Loaded> {
    loading ??= (async () => {
      const url = entryUrl();
      const hash = await fingerprint(url);
      if (current && current.url === url && current.hash === hash) return current;
      const started = Date.now();
      const loaded = await load(url, hash);
      log.info(`[ssr] remote-public server container ${current ? 'reloaded' : 'loaded'} from ${url} (${hash}) in ${Date.now() - started} ms`);
      current = loaded;
      return loaded;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  const timer = setInterval(() => {
    refresh().catch((error: unknown) => log.warn(`[ssr] remote-public server container check failed: ${error instanceof Error ? error.message : String(error)}`));
  }, pollMs);
  timer.unref();

  return {
    async get() {
      // The configured URL changed: load the new one now.
      if (current && current.url === entryUrl()) return current.module;
      return (await refresh()).module;
    },
    async check() {
      await refresh();
    },
    close() {
      clearInterval(timer);
      if (!federation) return;
      // Leave nothing behind in the process (the container's global, caches, this instance in the list the
      // node runtime plugin resolves chunk URLs through): a later server in the same process starts clean.
      // removeRemote is what registerRemotes(..., { force: true }) runs (typed private in runtime-core 2.9).
      const remote = federation.options.remotes.find((r) => r.name === REMOTE_NAME);
      if (remote) (federation.remoteHandler as unknown as { removeRemote(r: typeof remote): void }).removeRemote(remote);
      const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__;
      const index = instances ? instances.indexOf(federation) : -1;
      if (index >= 0) instances!.splice(index, 1);
    },
  };
}
