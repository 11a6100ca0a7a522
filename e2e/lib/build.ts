import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, selectedFrontEnds } from './paths.ts';

const STAMP = '.build-stamp';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function hasBuildScript(dir: string): boolean {
  const pkgFile = path.join(REPO_ROOT, dir, 'package.json');
  if (!existsSync(pkgFile)) return false;
  return Boolean(JSON.parse(readFileSync(pkgFile, 'utf8')).scripts?.build);
}

/** Is dist/ older than the package's sources or the shared package? */
export function isStale(dir: string): boolean {
  const stamp = path.join(REPO_ROOT, dir, 'dist', STAMP);
  if (!existsSync(stamp)) return true;
  // The shell's server and remote-public's server container are part of their builds.
  const serverOutput = { shell: path.join(REPO_ROOT, dir, 'dist-server', 'index.cjs'), 'remote-public': path.join(REPO_ROOT, dir, 'dist', 'server', 'remoteEntry.js') }[dir];
  if (serverOutput && !existsSync(serverOutput)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = [
    path.join(REPO_ROOT, dir, 'src'),
    path.join(REPO_ROOT, dir, 'server'),
    path.join(REPO_ROOT, dir, 'webpack.config.js'),
    path.join(REPO_ROOT, dir, 'package.json'),
    path.join(REPO_ROOT, 'shared', 'src'),
    path.join(REPO_ROOT, 'shared', 'build'),
  ];
  return sources.some((source) => newestMtime(source) > built);
}

/** Builds every front end whose build is missing or stale (E2E_SKIP_BUILD=1 skips this). */
export function buildFrontEnds(log: (line: string) => void = console.log): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  for (const fe of selectedFrontEnds()) {
    if (!hasBuildScript(fe.dir)) {
      log(`[e2e] ${fe.dir}: no build script yet, skipped`);
      continue;
    }
    if (!isStale(fe.dir)) continue;
    log(`[e2e] building ${fe.dir}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', fe.dir], { cwd: REPO_ROOT, encoding: 'utf8', env: process.env });
    if (result.status !== 0) {
      throw new Error(`Build of ${fe.dir} failed:\n${(result.stdout || '').slice(-3000)}\n${(result.stderr || '').slice(-3000)}`);
    }
    writeFileSync(path.join(REPO_ROOT, fe.dir, 'dist', STAMP), new Date().toISOString());
  }
}
