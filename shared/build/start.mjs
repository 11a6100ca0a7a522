#!/usr/bin/env node
// `npm start`: build everything once, start the API (PGlite in api/.data, seeded on first start), serve the
// shell and the four remotes each on its own port, print the URLs and the demo login. Ctrl+C stops all.
// SKIP_BUILD=1 reuses the existing builds.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveAll } from './serve.mjs';

const require = createRequire(import.meta.url);
const { portFor, runtimeConfigFromEnv } = require('./runtime-config.cjs');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the API and every front end (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const apiPort = portFor('api');
console.log(`Starting the API on port ${apiPort}...`);
// The API allows the front-end origins actually used (also when the ports are changed by env).
const frontEndOrigins = ['shell', 'auth', 'users', 'catalog', 'public'].flatMap((key) => [
  `http://localhost:${portFor(key)}`,
  `http://127.0.0.1:${portFor(key)}`,
  ...(process.env.PUBLIC_HOST ? [`http://${process.env.PUBLIC_HOST}:${portFor(key)}`] : []),
]);
const api = spawn('npm', ['start', '-w', 'api'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(apiPort), CORS_ORIGINS: process.env.CORS_ORIGINS || frontEndOrigins.join(',') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let output = '';
  api.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk.toString();
    if (/API listening on/.test(output)) resolve();
  });
  api.once('exit', (code) => reject(new Error(`The API exited (code ${code}) before listening`)));
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const servers = await serveAll({ host: process.env.SERVE_HOST || '0.0.0.0' });
const config = runtimeConfigFromEnv();
const line = (label, url) => console.log(`  ${label.padEnd(16)} ${url}`);
console.log('\nAffiliate catalogue is running:');
line('Site + admin', `http://localhost:${servers.shell?.port ?? portFor('shell')}/`);
line('Admin sign-in', `http://localhost:${servers.shell?.port ?? portFor('shell')}/login`);
for (const key of ['auth', 'users', 'catalog', 'public']) line(`remote ${key}`, config.remotes[key]);
line('API', config.apiBaseUrl);
line('API docs', `${config.apiBaseUrl}/api/docs`);
console.log(`\n  Demo login: ${process.env.ADMIN_USERNAME || 'admin'} / ${process.env.ADMIN_PASSWORD || 'admin12345'}`);
console.log('  Press Ctrl+C to stop.\n');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(Object.values(servers).map((s) => s.close()));
  api.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
  api.once('exit', () => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.once('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (code ${code}).`);
    stop();
  }
});
