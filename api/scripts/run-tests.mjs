#!/usr/bin/env node
// Runs the API suite on PGlite, then (when TEST_DATABASE_URL is set) the same suite on PostgreSQL.
// `--pg-only` runs only the PostgreSQL pass. Extra arguments are passed to node's test runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const pgOnly = args.includes('--pg-only');
const passThrough = args.filter((arg) => arg !== '--pg-only');
const files = passThrough.some((arg) => arg.endsWith('.ts'))
  ? []
  : fs.readdirSync(path.join(apiDir, 'test')).filter((file) => file.endsWith('.test.ts')).map((file) => `test/${file}`);

const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;
const passes = [];
if (!pgOnly) passes.push({ name: 'PGlite', env: envWithoutPg });
if (TEST_DATABASE_URL) passes.push({ name: 'PostgreSQL', env: { ...envWithoutPg, TEST_DATABASE_URL } });
else if (pgOnly) {
  console.error('TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
  process.exit(1);
}

let failed = false;
for (const pass of passes) {
  console.log(`\n=== API tests on ${pass.name} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...passThrough, ...files], {
    cwd: apiDir,
    env: pass.env,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
