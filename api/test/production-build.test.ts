// The production build: `npm run build` bundles the API with @app/contracts (TypeScript, no build of its own)
// into dist/server.js, which plain Node runs with NODE_ENV=production: it migrates, seeds, answers and drains.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, it } from 'node:test';
import { startChildApi } from './helpers/child-api.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bundle-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('builds dist/server.js, which runs in production without TypeScript tooling', async () => {
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: apiDir });
  const bundle = fs.readFileSync(path.join(apiDir, 'dist/server.js'), 'utf8');
  assert.doesNotMatch(bundle, /from ["']@app\/contracts/, 'the contract is bundled, not imported at run time');

  const api = await startChildApi({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, 60_000, [
    'dist/server.js',
  ]);
  try {
    const health = await fetch(`${api.url}/api/health`);
    assert.equal(health.status, 200);
    // A contract schema at work: an unknown sort is refused with the contract's message, not a 500.
    const bad = await fetch(`${api.url}/api/products?sort=nope`);
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { success: boolean }).success, false);
    const list = await fetch(`${api.url}/api/products?limit=2`);
    assert.equal(((await list.json()) as { products: unknown[] }).products.length, 2);
    api.child.kill('SIGTERM');
    assert.deepEqual(await api.exited, { code: 0, signal: null });
  } finally {
    await api.kill();
  }
});
