#!/usr/bin/env node
// `npm run dev`: the API (tsx watch) and every front end's webpack dev server (live reload), each on its
// default port (env overrides). Output lines are prefixed with the package name. Ctrl+C stops all.
// One remote alone: `npm run dev -w remote-users` (standalone page with the dev harness).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['api', 'shell', 'remote-auth', 'remote-users', 'remote-catalog', 'remote-public'];
const COLORS = [33, 36, 32, 35, 34, 31];

const children = [];
PACKAGES.forEach((pkg, index) => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8'));
  if (!manifest.scripts?.dev) {
    console.log(`[${pkg}] no dev script, skipped`);
    return;
  }
  const child = spawn('npm', ['run', 'dev', '-w', pkg], { cwd: repoRoot, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `\x1b[${COLORS[index]}m[${pkg}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const l of lines) process.stdout.write(prefix + l + '\n');
    });
  }
  child.on('exit', (code) => console.log(`${prefix}exited with code ${code}`));
  children.push(child);
});

console.log('\nDev servers starting: shell http://localhost:3000, API http://localhost:4000 (demo login admin / admin12345)\n');

function stop() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
