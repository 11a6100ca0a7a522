// The API's production build: one ES module, dist/server.js, that Node runs without TypeScript tooling.
// esbuild bundles our own code (src and the @app/contracts workspace, which is TypeScript and has no build of
// its own) and leaves every package in package.json's dependencies to node_modules, as installed.
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

await rm(new URL('dist', root), { recursive: true, force: true });
const result = await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`api: dist/server.js built (${Math.round(bytes / 1024)} KB with its source map)`);
