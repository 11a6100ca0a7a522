import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

export interface RunningApi {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the real API (`npm start -w api`) on PGlite in a fresh temporary data directory, on an
 * ephemeral port, with the auth rate limit raised and link checks allowed to reach 127.0.0.1; resolves once
 * it prints its address.
 */
export async function startApi(extraEnv: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-api-'));
  const child = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_MAX: '100000',
      CORS_ORIGINS: '*',
      LOG_LEVEL: 'warn',
      // Link checks reach the tests' own target servers on 127.0.0.1; no scheduled run gets in a test's way;
      // a short timeout keeps "Check all links" over the shared database (unreachable demo links) quick.
      LINK_CHECK_ALLOW_PRIVATE: '1',
      LINK_CHECK_INTERVAL_HOURS: '0',
      LINK_CHECK_TIMEOUT_MS: '3000',
      // The browser tests share two cores with Chromium and webpack: a late event loop there says nothing about
      // the API, and a shed 503 would fail a UI test at random. Load shedding has its own API tests.
      LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start within 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with code ${code}:\n${output}`));
    });
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return {
    url,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
