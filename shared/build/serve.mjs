#!/usr/bin/env node
// Serves the built shell and the four remotes, each from its own port (env SHELL_PORT, AUTH_PORT,
// USERS_PORT, CATALOG_PORT, PUBLIC_PORT); the shell's /config.json comes from env (runtime-config.cjs).
// Usage: node shared/build/serve.mjs [--only shell,auth] [--verbose]
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';
import { checkPorts, frame, onStopSignal, portInUseMessage, step, StepError } from './steps.mjs';

const require = createRequire(import.meta.url);
const { PORT_ENV, REMOTES, portFor, runtimeConfigFromEnv } = require('./runtime-config.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { shell } = require('@app/contracts/remotes.json');
/** The shell, then every remote of the registry (@app/contracts/remotes.json). */
export const FRONT_ENDS = [{ key: shell.key, dir: shell.dir, spa: true }, ...REMOTES.map(({ key, dir }) => ({ key, dir }))];

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
    return startStaticServer({ ...options, spa: true, shell: true, securityConfig: options.config });
  }
  const publicServerEntry = env.PUBLIC_SERVER_REMOTE_URL ? () => env.PUBLIC_SERVER_REMOTE_URL : undefined;
  // A rendered public page is reused for the same URL during SSR_CACHE_MS (default 1 s; 0: never).
  return require(bundle).startShellServer({ ...options, publicServerEntry, cacheMs: Number(env.SSR_CACHE_MS ?? 1000) });
}

/**
 * CORS of the remotes. The shell loads each remote cross-origin (fetches mf-manifest.json, then its scripts),
 * so the remotes answer CORS; by default with `*`: they serve only public, static, content-addressed files
 * (no cookies, no credentials, never `Allow-Credentials`), which any page can already load with a <script>
 * tag, so `*` discloses nothing. REMOTE_CORS_ORIGINS (comma-separated origins) restricts them to the shell's
 * origins. The shell itself answers no CORS at all: nothing loads its pages or config.json cross-origin.
 */
export function remoteCors(env = process.env) {
  const list = (env.REMOTE_CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.length ? list : true;
}

/** The front ends to serve: those built (dist/ exists) among `only`. */
export function frontEndsToServe({ only } = {}) {
  return FRONT_ENDS.filter((fe) => !only || only.includes(fe.key)).map((fe) => ({
    ...fe,
    root: path.join(repoRoot, fe.dir, 'dist'),
    built: existsSync(path.join(repoRoot, fe.dir, 'dist')),
  }));
}

/**
 * Starts one server per built front end (one timed line each); returns them keyed by area.
 * A busy port fails with a StepError naming the process that holds it.
 */
export async function serveAll({ env = process.env, only, host = env.SERVE_HOST || '127.0.0.1', log = console.log } = {}) {
  const servers = {};
  const runtimeConfig = () => runtimeConfigFromEnv(env);
  for (const fe of frontEndsToServe({ only })) {
    const port = portFor(fe.key, env);
    if (!fe.built) {
      log(`  - ${fe.dir}: not built (no ${path.relative(repoRoot, fe.root)}; run npm run build -w ${fe.dir}), skipped`);
      continue;
    }
    await step(`${fe.dir} up on port ${port}`, async () => {
      try {
        servers[fe.key] =
          fe.key === 'shell'
            ? await startShell({ env, host, log })
            : await startStaticServer({ root: fe.root, spa: true, cors: remoteCors(env), securityConfig: runtimeConfig, port, host });
      } catch (error) {
        if (error?.code !== 'EADDRINUSE') throw error;
        throw new StepError(`${portInUseMessage(port, fe.dir)} Stop it, or set ${PORT_ENV[fe.key]}.`);
      }
    }, log);
  }
  return servers;
}

/** [label, URL] rows of the front ends (the shell's pages, then each remote's manifest). */
export function frontEndRows(servers, env = process.env) {
  const host = env.PUBLIC_HOST || 'localhost';
  const config = runtimeConfigFromEnv(env);
  const rows = [];
  if (servers.shell) {
    rows.push(['Public site', `http://${host}:${servers.shell.port}/`]);
    rows.push(['Back-office', `http://${host}:${servers.shell.port}/login`]);
  }
  for (const key of ['auth', 'users', 'catalog', 'public']) {
    if (servers[key]) rows.push([`remote ${key}`, config.remotes[key]]);
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : undefined;
  const host = process.env.SERVE_HOST || '127.0.0.1';
  let servers = {};
  try {
    await checkPorts(
      frontEndsToServe({ only }).filter((fe) => fe.built).map((fe) => ({ label: fe.dir, port: portFor(fe.key), env: PORT_ENV[fe.key] })),
      host,
    );
    servers = await serveAll({ only, host });
  } catch (error) {
    console.error(`\n${error.message}`);
    process.exit(1);
  }
  if (!Object.keys(servers).length) {
    console.error('\nNothing to serve: run npm run build first.');
    process.exit(1);
  }
  console.log(`\n${frame('Front ends are served (npm run serve)', frontEndRows(servers), ['The API is not started here: npm start runs everything.', 'Press Ctrl+C to stop.'])}\n`);
  onStopSignal(() => Promise.all(Object.values(servers).map((s) => s.close())));
}
