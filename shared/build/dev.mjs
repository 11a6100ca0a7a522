#!/usr/bin/env node
// `npm run dev`: the API (tsx watch) and every front end's webpack dev server (live reload), each on its
// default port (env overrides). One line per server when it is up; afterwards one line per rebuild and the
// full output of a failed one (--verbose / VERBOSE=1: everything, prefixed with the package). Ctrl+C stops all.
// One remote alone: `npm run dev -w remote-users` (standalone page with the dev harness).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPorts, frame, isStopping, onStopSignal, startProcess, step, StepError, stopChildren, verbose } from './steps.mjs';
import { FRONT_ENDS } from './serve.mjs';

const require = createRequire(import.meta.url);
const { PORT_ENV, portFor, runtimeConfigFromEnv } = require('./runtime-config.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The servers `npm run dev` starts: the package, its area key (port) and the line that says it is up. */
const SERVERS = [
  { pkg: 'api', key: 'api', ready: /API listening on/, failed: /Cannot start the API/ },
  ...FRONT_ENDS.map(({ key, dir }) => ({ pkg: dir, key })),
].map((s) => ({ ready: /compiled successfully/, failed: /compiled with \d+ errors?/, ...s }));

const hasDevScript = (pkg) => Boolean(JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')).scripts?.dev);

/** Starts one dev server; resolves when its first build (or the API) is up, rejects with its output if not. */
function startDevServer(server) {
  const child = startProcess('npm', ['run', 'dev', '-w', server.pkg], { cwd: repoRoot, env: process.env });
  if (verbose) prefixOutput(child, server.pkg);
  const up = new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk.toString();
      if (server.ready.test(seen)) resolve();
      else if (server.failed.test(seen)) reject(new StepError(`${server.pkg}: first build failed (fix it and save; it rebuilds)`, child.output()));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new StepError(`${server.pkg} exited (code ${code})`, child.output())));
  });
  up.then(() => {
    if (verbose) return;
    // The API's start-up warnings (e.g. the demo password) came before it listened.
    for (const line of child.output().split('\n')) if (/^WARNING:/.test(line)) console.log(`  ! ${server.pkg}: ${line.replace(/^WARNING:\s*/, '')}`);
    reportRebuilds(child, server.pkg);
  }, () => {});
  child.once('exit', (code) => !isStopping() && console.log(`  ! ${server.pkg} stopped (code ${code})`));
  return { child, up };
}

/** Calls onLine with every whole line the child prints (stdout and stderr). */
function eachLine(child, onLine) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      lines.forEach(onLine);
    });
  }
}

function prefixOutput(child, pkg) {
  eachLine(child, (line) => process.stdout.write(`[${pkg}] ${line}\n`));
}

/** After start-up: "↻ shell rebuilt", a failed rebuild's whole output, the API's restarts and warnings. */
function reportRebuilds(child, pkg) {
  let block = [];
  const onLine = (line) => {
    block.push(line);
    if (/compiled successfully/.test(line)) {
      console.log(`  ↻ ${pkg} rebuilt`);
      block = [];
    } else if (/compiled with \d+ error/.test(line)) {
      console.log(`  ✗ ${pkg} rebuild failed:\n${block.map((l) => `    ${l}`).join('\n')}`);
      block = [];
    } else if (pkg === 'api' && /API listening on|Cannot start the API|^WARNING:/.test(line)) {
      console.log(`  ${/Cannot/.test(line) ? '✗' : '↻'} api: ${line}`);
      block = [];
    }
    if (block.length > 400) block = block.slice(-200);
  };
  eachLine(child, onLine);
}

async function main() {
  onStopSignal(() => stopChildren());
  console.log('npm run dev: one line per server; --verbose or VERBOSE=1 shows tool output');
  const servers = SERVERS.filter((s) => hasDevScript(s.pkg));
  await step('ports free', () =>
    checkPorts(
      servers.map((s) => ({ label: s.pkg, port: portFor(s.key), env: s.key === 'api' ? 'API_PORT' : PORT_ENV[s.key] })),
      process.env.DEV_HOST || 'localhost',
    ),
  );
  const started = servers.map((s) => ({ ...s, ...startDevServer(s) }));
  const results = await Promise.allSettled(started.map((s) => step(`${s.pkg} up on port ${portFor(s.key)}`, () => s.up)));
  if (results.some((r) => r.status === 'rejected' && /exited/.test(r.reason?.message))) {
    throw results.find((r) => r.status === 'rejected').reason;
  }
  const config = runtimeConfigFromEnv();
  const host = process.env.PUBLIC_HOST || 'localhost';
  const rows = [
    ['Public site', `http://${host}:${portFor('shell')}/`],
    ['Back-office', `http://${host}:${portFor('shell')}/login`],
    ...['auth', 'users', 'catalog', 'public'].map((key) => [`remote ${key}`, `http://${host}:${portFor(key)}/ (standalone page)`]),
    ['API', config.apiBaseUrl],
    ['API docs', `${config.apiBaseUrl}/api/docs`],
    ['', ''],
    ['Demo login', `${process.env.ADMIN_USERNAME || 'admin'} / ${process.env.ADMIN_PASSWORD || 'admin12345'}`],
  ];
  console.log(`\n${frame('Dev servers are running (live reload)', rows, ['Saving a file rebuilds it and reloads the page.', 'Press Ctrl+C to stop (stops every dev server).'])}\n`);
}

main().catch(async (error) => {
  console.error(error instanceof StepError ? `\n${error.message}` : error);
  await stopChildren(3000);
  process.exit(1);
});
