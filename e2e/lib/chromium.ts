import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { E2E_ROOT } from './paths.ts';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** What the machine looks like (gathered by observe(); faked by the unit test). */
export interface BrowserState {
  chromePath?: string; // CHROME_PATH
  exists(path: string): boolean;
  /** Playwright's own Chromium, when downloaded. */
  playwrightChromium?: string;
  /** apt-get is there (Debian, Ubuntu). */
  apt: boolean;
  /** root, or sudo without a password prompt. */
  root: boolean;
  sudo: boolean;
}

export type InstallMethod = 'playwright' | 'apt';
export interface Attempt {
  method: InstallMethod;
  ok: boolean;
  detail?: string;
}

export type Decision =
  | { action: 'use'; executablePath: string | undefined; source: string }
  | { action: 'install'; method: InstallMethod; command: string[]; says: string }
  | { action: 'stop'; message: string };

const APT_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * The finder's decision (pure): CHROME_PATH, else a system Chromium, else Playwright's own; with none, the
 * next install not tried yet (Playwright's download, then the system package when apt and root/sudo are
 * there); with none left, stop and say what was tried and the one command to run.
 */
export function decide(state: BrowserState, tried: Attempt[] = []): Decision {
  if (state.chromePath) {
    if (state.exists(state.chromePath)) return { action: 'use', executablePath: state.chromePath, source: 'CHROME_PATH' };
    return { action: 'stop', message: `CHROME_PATH=${state.chromePath} does not exist. Point it at a Chromium or Chrome binary, or unset it.` };
  }
  const system = SYSTEM_CHROMIUMS.find((candidate) => state.exists(candidate));
  if (system) return { action: 'use', executablePath: system, source: 'system' };
  if (state.playwrightChromium && state.exists(state.playwrightChromium)) {
    // Playwright finds its own download by itself: no executablePath.
    return { action: 'use', executablePath: undefined, source: "Playwright's Chromium" };
  }
  const triedMethod = (method: InstallMethod) => tried.some((a) => a.method === method);
  if (!triedMethod('playwright')) {
    return {
      action: 'install',
      method: 'playwright',
      command: ['npx', 'playwright', 'install', 'chromium'],
      says: "No Chromium found: installing Playwright's Chromium (npx playwright install chromium)...",
    };
  }
  if (state.apt && (state.root || state.sudo) && !triedMethod('apt')) {
    const sudo = state.root ? '' : 'sudo -n ';
    return {
      action: 'install',
      method: 'apt',
      command: ['sh', '-c', `${sudo}apt-get update && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y chromium`],
      says: `Installing the system Chromium (${sudo}${APT_COMMAND})...`,
    };
  }
  const lines = [
    'No Chromium found for the browser tests (looked at CHROME_PATH, ' + SYSTEM_CHROMIUMS.join(', ') + " and Playwright's own).",
    ...tried.map((a) => `Tried: ${a.method === 'playwright' ? 'npx playwright install chromium' : APT_COMMAND}: failed${a.detail ? ` (${a.detail})` : ''}.`),
  ];
  if (state.apt && !(state.root || state.sudo)) lines.push('Not tried: apt-get (needs root or sudo without a password).');
  lines.push(
    state.apt
      ? `Run: ${state.root ? APT_COMMAND : `sudo sh -c '${APT_COMMAND}'`}   (or set CHROME_PATH to a Chromium/Chrome binary)`
      : 'Run: npx playwright install chromium   (from a network that reaches its download host), or set CHROME_PATH to a Chromium/Chrome binary',
  );
  return { action: 'stop', message: lines.join('\n') };
}

/** The real machine. */
export function observe(env: NodeJS.ProcessEnv = process.env): BrowserState {
  let playwrightChromium: string | undefined;
  try {
    playwrightChromium = chromium.executablePath();
  } catch {
    // not installed
  }
  const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  // Getters: the commands run only when no browser is found (the config is loaded by every worker).
  return {
    chromePath: env.CHROME_PATH || undefined,
    exists: existsSync,
    playwrightChromium,
    get apt() {
      return has('apt-get');
    },
    root: process.getuid?.() === 0,
    get sudo() {
      return has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
    },
  };
}

/** Runs an install command with its output shown; true when it succeeded. */
function runInstall(command: string[]): { ok: boolean; detail?: string } {
  const result = spawnSync(command[0]!, command.slice(1), { cwd: E2E_ROOT, stdio: 'inherit', timeout: 15 * 60_000 });
  if (result.error) return { ok: false, detail: result.error.message };
  return result.status === 0 ? { ok: true } : { ok: false, detail: `exit code ${result.status ?? result.signal}` };
}

/**
 * Finds a Chromium, installing one when there is none (printed as it happens). Returns the executable
 * path to launch (undefined: Playwright's own); throws with what was tried and the command to run.
 */
export function findChromium(
  { observeState = observe, install = runInstall, log = (line: string) => console.log(`[browser] ${line}`) } = {},
): string | undefined {
  const tried: Attempt[] = [];
  for (;;) {
    const decision = decide(observeState(), tried);
    if (decision.action === 'use') {
      if (tried.length) log(`Chromium ready (${decision.source}${decision.executablePath ? `: ${decision.executablePath}` : ''}).`);
      return decision.executablePath;
    }
    if (decision.action === 'stop') throw new Error(decision.message);
    log(decision.says);
    const started = Date.now();
    const { ok, detail } = install(decision.command);
    log(`${ok ? 'done' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)} s${detail ? ` (${detail})` : ''}.`);
    // A command that "succeeded" without leaving a browser behind counts as failed: the loop moves on.
    const found = decide(observeState(), []).action === 'use';
    tried.push({ method: decision.method, ok: ok && found, detail: ok && !found ? 'no browser afterwards' : detail });
  }
}
