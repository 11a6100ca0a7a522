#!/usr/bin/env node
// `npm start`: build everything once, start the API (PGlite in api/.data, seeded on first start), serve the
// shell and the four remotes each on its own port, print the URLs and the demo login. Ctrl+C stops all.
// One line per step with its time; a tool's output only when it fails, or with --verbose (VERBOSE=1).
// SKIP_BUILD=1 reuses the existing builds.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONT_ENDS, frontEndRows, serveAll } from './serve.mjs';
import { checkPorts, frame, isStopping, onStopSignal, runCommand, startProcess, step, StepError, stepLine, stopChildren } from './steps.mjs';

const require = createRequire(import.meta.url);
const { PORT_ENV, portFor, runtimeConfigFromEnv } = require('./runtime-config.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A snapshot: the shell's server, loaded into this process, sets NODE_ENV for its own React; the API started
// afterwards must get the environment the person started us with.
const env = { ...process.env };
const serveHost = env.SERVE_HOST || '0.0.0.0';
const apiPort = portFor('api', env);

/** node_modules present and not older than package-lock.json; installs when it is missing. */
async function installCheck() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) {
    await runCommand('npm', ['install', '--no-audit', '--no-fund'], { cwd: repoRoot });
    return 'installed';
  }
  const lock = path.join(repoRoot, 'package-lock.json');
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) {
    return 'package-lock.json is newer than node_modules: run npm install if something is missing';
  }
  return '';
}

/**
 * The API in its own process; `listening` resolves once it answers, with its URL, where its data lives and
 * what its start did to the database.
 */
function startApi() {
  // The API allows the front-end origins actually used (also when the ports are changed by env).
  const frontEndOrigins = FRONT_ENDS.flatMap(({ key }) => [
    `http://localhost:${portFor(key, env)}`,
    `http://127.0.0.1:${portFor(key, env)}`,
    ...(env.PUBLIC_HOST ? [`http://${env.PUBLIC_HOST}:${portFor(key, env)}`] : []),
  ]);
  const api = startProcess('npm', ['start', '-w', 'api'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(apiPort), CORS_ORIGINS: env.CORS_ORIGINS || frontEndOrigins.join(',') },
  });
  let seen = '';
  const listening = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      seen += chunk.toString();
      const done = /API listening on (\S+) \(database: ([^)]*)\)/.exec(seen);
      if (!done) return;
      api.stdout.off('data', onData);
      // Migrations and the seed run before the API listens; it logs what they did.
      const messages = seen.split('\n').map(logMessage);
      const migrations = messages.find((m) => m.startsWith('migrations applied: '))?.slice(20);
      const seeded = messages.find((m) => m.startsWith('seeded: '))?.slice(8);
      resolve({ url: done[1], where: done[2], migrations: migrations?.split(', ').length ?? 0, seeded });
    };
    api.stdout.on('data', onData);
    api.once('exit', (code) => reject(new StepError(`The API exited (code ${code}) before listening.`, api.output())));
  });
  listening.catch(() => {});
  // Once up, the API's own warnings and errors still reach the terminal (its request log does not).
  listening.then(() => forwardWarnings(api));
  return { api, listening };
}

/** The message of one of the API's log lines (JSON, pino), or the line itself. */
function logMessage(line) {
  try {
    return String(JSON.parse(line).msg ?? '');
  } catch {
    return line;
  }
}

/** Prints the API's WARNING lines and its log entries of level warn or worse (pino: 40+). */
function forwardWarnings(api) {
  if (process.argv.includes('--verbose') || env.VERBOSE === '1') return;
  let buffered = '';
  const onLine = (line) => {
    if (/^WARNING:/.test(line)) return console.log(`  ! API: ${line.replace(/^WARNING:\s*/, '')}`);
    try {
      const entry = JSON.parse(line);
      if (entry.level >= 40) console.log(`  ! API: ${entry.msg}${entry.err?.message ? `: ${entry.err.message}` : ''}`);
    } catch {
      /* not a log entry */
    }
  };
  for (const stream of [api.stdout, api.stderr]) {
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      lines.forEach(onLine);
    });
  }
}

/** The running application's block (pure given the servers, so it is what the test reads). */
export function runningBlock(servers, databaseWhere, e = env) {
  const config = runtimeConfigFromEnv(e);
  const rows = [
    ...frontEndRows(servers, e),
    ['API', config.apiBaseUrl],
    ['API docs', `${config.apiBaseUrl}/api/docs`],
    ['', ''],
    ['Demo login', `${e.ADMIN_USERNAME || 'admin'} / ${e.ADMIN_PASSWORD || 'admin12345'}`],
    ['Data', databaseWhere],
  ];
  return frame('Affiliate catalogue is running', rows, ['Press Ctrl+C to stop (stops the API and every server).']);
}

async function main() {
  const servers = {};
  // Ctrl+C at any moment (also during a build) stops every process and server started so far.
  onStopSignal(async () => {
    await Promise.all(Object.values(servers).map((s) => s.close()));
    await stopChildren();
  });
  console.log(`npm start${env.SKIP_BUILD === '1' ? ' (SKIP_BUILD=1)' : ''}: one line per step; --verbose or VERBOSE=1 shows tool output`);
  // Busy ports first: a newcomer should not wait for a build to learn that port 3000 is taken.
  await step('ports free', () =>
    checkPorts(
      [
        { label: 'API', port: apiPort, env: 'API_PORT' },
        ...FRONT_ENDS.map(({ key, dir }) => ({ label: dir, port: portFor(key, env), env: PORT_ENV[key] })),
      ],
      serveHost,
    ),
  );
  await step('dependencies installed', installCheck);
  if (env.SKIP_BUILD === '1') {
    console.log(stepLine(undefined, 'build skipped (SKIP_BUILD=1)'));
  } else {
    await step('API built (esbuild bundle)', () => runCommand('npm', ['run', 'build', '-w', 'api'], { cwd: repoRoot }).then(() => ''));
    for (const { dir } of FRONT_ENDS) {
      await step(`${dir} built`, () => runCommand('npm', ['run', 'build', '-w', dir], { cwd: repoRoot }).then(() => ''));
    }
  }

  const { api: apiProcess, listening } = startApi();
  const api = await step('database migrated and seeded', async () => listening, console.log, ({ migrations, seeded }) =>
    [migrations && `${migrations} migrations`, seeded && `seeded ${seeded}`].filter(Boolean).join(', ') || 'up to date',
  );
  console.log(stepLine(true, `API up on port ${apiPort}`));
  printStartupWarnings(apiProcess.output());
  Object.assign(servers, await serveAll({ env, host: serveHost }));
  console.log(`\n${runningBlock(servers, describeDatabase(api.where))}\n`);
  apiProcess.once('exit', (code, signal) => {
    if (isStopping()) return;
    console.error(`\nThe API stopped (${signal || `exit code ${code}`}); its last output:\n${apiProcess.output().slice(-3000)}`);
    process.kill(process.pid, 'SIGTERM');
  });
}

function describeDatabase(where) {
  const short = where.replace(`${repoRoot}${path.sep}`, '');
  return where.startsWith('PGlite') ? `${short} (to reset: stop, delete it, start again)` : short;
}

/** The API's start-up warnings (printed before it listened, so forwardWarnings did not see them). */
function printStartupWarnings(output) {
  if (process.argv.includes('--verbose') || env.VERBOSE === '1') return;
  for (const line of output.split('\n')) if (/^WARNING:/.test(line)) console.log(`  ! API: ${line.replace(/^WARNING:\s*/, '')}`);
}

main().catch(async (error) => {
  console.error(error instanceof StepError ? `\n${error.message}` : error);
  await stopChildren(3000);
  process.exit(1);
});
