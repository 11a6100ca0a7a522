// What `npm start`, `npm run serve` and `npm run dev` print and how they run their processes: one line per
// step with its time, a tool's full output only when it fails (or with --verbose / VERBOSE=1), a framed
// block with the URLs, every started process stopped on Ctrl+C, and a busy port named with its holder.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const verbose = process.argv.includes('--verbose') || process.env.VERBOSE === '1';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `  ✓ label ........ 1.2 s` (pure, so its shape is tested). */
export function stepLine(ok, label, ms) {
  const mark = ok === true ? '✓' : ok === false ? '✗' : '-';
  const time = ms === undefined ? '' : seconds(ms);
  return `  ${mark} ${label.padEnd(46)} ${time.padStart(7)}`.trimEnd();
}

/** A failed step: its label and what the tool printed. */
export class StepError extends Error {
  constructor(message, output = '') {
    super(message);
    this.output = output;
  }
}

/**
 * Runs fn as a named step: prints one line with its time (and describe(result) in brackets), or, on
 * failure, the line and the captured output of the failed tool, then rethrows.
 */
export async function step(label, fn, log = console.log, describe = (result) => (typeof result === 'string' ? result : '')) {
  const started = Date.now();
  try {
    const result = await fn();
    const detail = describe(result);
    // A short detail goes in brackets; a long one on the next line, so the times stay in one column.
    const inline = detail && label.length + detail.length + 3 <= 46;
    log(stepLine(true, inline ? `${label} (${detail})` : label, Date.now() - started));
    if (detail && !inline) log(`      ${detail}`);
    return result;
  } catch (error) {
    log(stepLine(false, label, Date.now() - started));
    if (error instanceof StepError && error.output && !verbose) log(indent(error.output.trimEnd()));
    throw error;
  }
}

const indent = (text) => text.split('\n').map((l) => `    ${l}`).join('\n');

// Every child runs in its own process group (detached) so that stopping kills its whole tree (npm -> sh ->
// node -> workers); a terminal's Ctrl+C reaches only this process, which stops them all.
const children = new Set();
let stopping = false;

/** True once stopChildren ran: a child's exit is then expected, not a crash. */
export const isStopping = () => stopping;

export function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try { child.kill(signal); } catch { /* already gone */ }
  }
}

/** Whether any process of the child's group is still alive (signal 0 only checks). */
function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to every started process group, SIGKILL after `graceMs`; resolves when every process of every group
 * has exited. The group, not only the child: `npm start -w api` exits before the API it runs has finished its
 * graceful shutdown, and the API's port must be free when we return.
 */
export async function stopChildren(graceMs = 8000) {
  stopping = true;
  const running = [...children].filter((c) => c.pid && groupAlive(c));
  for (const child of running) killGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  let killed = false;
  // A member that stays after SIGKILL (a zombie not yet reaped) must not hold Ctrl+C forever.
  while (running.some(groupAlive) && Date.now() < deadline + 2000) {
    if (!killed && Date.now() >= deadline) {
      running.forEach((c) => killGroup(c, 'SIGKILL'));
      killed = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Spawns a command in its own process group; output is captured (and streamed when verbose).
 * @returns {import('node:child_process').ChildProcess & { output: () => string }}
 */
export function startProcess(command, args, { cwd, env = process.env } = {}) {
  const child = track(spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      if (verbose) (stream === child.stderr ? process.stderr : process.stdout).write(chunk);
    });
  }
  child.output = () => output;
  return child;
}

/** Runs a command to completion; rejects with a StepError carrying its output when it fails. */
export function runCommand(command, args, options) {
  const child = startProcess(command, args, options);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new StepError(`${command}: ${error.message}`, child.output())));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(child.output());
      else reject(new StepError(`${command} ${args.join(' ')} failed (${signal || `exit code ${code}`})`, child.output()));
    });
  });
}

/** Who listens on a TCP port: "node (pid 1234)" from `ss -ltnp` or `lsof`, or undefined if neither knows. */
export function portHolder(port) {
  const ss = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const fromSs = /users:\(\("([^"]+)",pid=(\d+)/.exec(ss.stdout || '');
  if (fromSs) return `${fromSs[1]} (pid ${fromSs[2]})`;
  const lsof = spawnSync('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fpc'], { encoding: 'utf8' });
  const pid = /^p(\d+)/m.exec(lsof.stdout || '');
  const name = /^c(.+)$/m.exec(lsof.stdout || '');
  if (pid) return `${name ? name[1] : 'a process'} (pid ${pid[1]})`;
  return undefined;
}

/** "Port 3000 (shell) is already in use by node (pid 1234)." */
export function portInUseMessage(port, label) {
  const holder = portHolder(port);
  return `Port ${port}${label ? ` (${label})` : ''} is already in use${holder ? ` by ${holder}` : ''}.`;
}

/** Resolves true when the port can be bound on host (then releases it). */
export function isPortFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/**
 * Checks every { label, port } before anything is built or started; throws a StepError naming each busy
 * port and its holder, with how to choose another port.
 */
export async function checkPorts(entries, host) {
  const busy = [];
  for (const { label, port, env } of entries) {
    if (port && !(await isPortFree(port, host))) busy.push(`${portInUseMessage(port, label)}${env ? ` Stop it, or set ${env}.` : ''}`);
  }
  if (busy.length) throw new StepError(busy.join('\n'));
}

/** The framed block: rows of [label, value], a title and footer lines (pure). */
export function frame(title, rows, footer = []) {
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = [title, '', ...rows.map(([label, value]) => (label ? `  ${label.padEnd(width)}  ${value}` : '')), '', ...footer];
  const inner = Math.max(...lines.map((l) => l.length)) + 2;
  const body = lines.map((l) => `│ ${l.padEnd(inner - 2)} │`);
  return ['┌' + '─'.repeat(inner) + '┐', ...body, '└' + '─'.repeat(inner) + '┘'].join('\n');
}

/** Calls stop once on Ctrl+C / SIGTERM; a second Ctrl+C exits at once. */
export function onStopSignal(stop) {
  let stopping = false;
  const handler = async () => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log('\nStopping...');
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
