#!/usr/bin/env node
// Serves the built shell and the four remotes, each from its own port (env SHELL_PORT, AUTH_PORT,
// USERS_PORT, CATALOG_PORT, PUBLIC_PORT); the shell's /config.json comes from env (runtime-config.cjs).
// Usage: node shared/build/serve.mjs [--only shell,auth]
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const require = createRequire(import.meta.url);
const { portFor, runtimeConfigFromEnv } = require('./runtime-config.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const FRONT_ENDS = [
  { key: 'shell', dir: 'shell', spa: true },
  { key: 'auth', dir: 'remote-auth' },
  { key: 'users', dir: 'remote-users' },
  { key: 'catalog', dir: 'remote-catalog' },
  { key: 'public', dir: 'remote-public' },
];

/**
 * The shell's production server (shell/dist-server, built with the shell): its public pages rendered on the
 * server with remote-public's server container (PUBLIC_SERVER_REMOTE_URL, default: server/remoteEntry.js
 * beside the public manifest). Without that build: the static server, every page rendered in the browser.
 */
async function startShell({ env, host, log }) {
  const bundle = path.join(repoRoot, 'shell', 'dist-server', 'index.cjs');
  const options = { root: path.join(repoRoot, 'shell', 'dist'), config: () => runtimeConfigFromEnv(env), port: portFor('shell', env), host };
  if (!existsSync(bundle)) {
    log(`  shell: no ${path.relative(repoRoot, bundle)} (npm run build -w shell): static server, no server rendering`);
    return startStaticServer({ ...options, spa: true });
  }
  const publicServerEntry = env.PUBLIC_SERVER_REMOTE_URL ? () => env.PUBLIC_SERVER_REMOTE_URL : undefined;
  // A rendered public page is reused for the same URL during SSR_CACHE_MS (default 1 s; 0: never).
  return require(bundle).startShellServer({ ...options, publicServerEntry, cacheMs: Number(env.SSR_CACHE_MS ?? 1000) });
}

/** Starts one server per built front end; returns them keyed by area. */
export async function serveAll({ env = process.env, only, host = env.SERVE_HOST || '127.0.0.1', log = console.log } = {}) {
  const servers = {};
  for (const fe of FRONT_ENDS) {
    if (only && !only.includes(fe.key)) continue;
    const root = path.join(repoRoot, fe.dir, 'dist');
    if (!existsSync(root)) {
      log(`  ${fe.dir}: not built (no ${path.relative(repoRoot, root)}), skipped`);
      continue;
    }
    if (fe.key === 'shell') {
      servers.shell = await startShell({ env, host, log });
      continue;
    }
    servers[fe.key] = await startStaticServer({
      root,
      spa: true,
      cors: fe.key !== 'shell',
      config: fe.key === 'shell' ? () => runtimeConfigFromEnv(env) : undefined,
      port: portFor(fe.key, env),
      host,
    });
  }
  return servers;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : undefined;
  const servers = await serveAll({ only });
  for (const [key, s] of Object.entries(servers)) console.log(`  ${key.padEnd(8)} http://localhost:${s.port}`);
  const stop = async () => {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
