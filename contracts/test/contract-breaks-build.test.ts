// The contract is the front ends' types: a change to a schema breaks the type check of every front end that reads
// what changed. Here the product's `title` is removed from a copy of the contract, and remote-public (which shows
// titles) is type-checked against that copy: it must fail, naming the field; against an unchanged copy it passes.
// The same holds for the registry of front ends: a module the shell loads that its remote no longer exposes fails
// the shell's type check.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { after, it } from 'node:test';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so the copy resolves @sinclair/typebox from the root node_modules.
const work = path.join(root, 'node_modules/.cache/contract-type-test');
after(() => fs.rmSync(work, { recursive: true, force: true }));

/**
 * Copies the contract (src and remotes.json), applies `patch` to one of its files, and type-checks `workspace`
 * against the copy.
 */
async function typecheckAgainstCopy(workspace: string, name: string, file: string, patch: (text: string) => string) {
  const copy = path.join(work, name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'contracts/src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(root, 'contracts/remotes.json'), path.join(copy, 'remotes.json'));
  const patched = path.join(copy, file);
  fs.writeFileSync(patched, patch(fs.readFileSync(patched, 'utf8')));
  const tsconfig = path.join(copy, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(root, workspace, 'tsconfig.json'),
      compilerOptions: {
        noEmit: true,
        paths: { '@app/contracts': ['./src/index.ts'], '@app/contracts/remotes.json': ['./remotes.json'], '@app/contracts/*': ['./src/*.ts'] },
      },
    }),
  );
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', tsconfig], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

const PRODUCT_TITLE = /(export const ProductSchema = Type\.Object\(\{\s*_id: Type\.String\(\),\s*)title: Type\.String\(\),/;

it('type-checks remote-public against an unchanged copy of the contract', async () => {
  const result = await typecheckAgainstCopy('remote-public', 'unchanged', 'src/schemas/product.ts', (schema) => schema);
  assert.equal(result.ok, true, result.output);
});

it("fails remote-public's type check when the product loses its title in the contract", async () => {
  const result = await typecheckAgainstCopy('remote-public', 'without-title', 'src/schemas/product.ts', (schema) => {
    assert.match(schema, PRODUCT_TITLE, 'the product schema starts with _id and title');
    return schema.replace(PRODUCT_TITLE, '$1');
  });
  assert.equal(result.ok, false, 'the type check should fail');
  assert.match(result.output, /remote-public\/src\/.*Property 'title' does not exist/);
});

it("fails the shell's type check when a module it loads is no longer exposed by its remote", async () => {
  const result = await typecheckAgainstCopy('shell', 'without-widgets', 'remotes.json', (json) => {
    const registry = JSON.parse(json);
    assert.ok(registry.remotes.catalog.exposes['./DashboardWidgets'], 'the catalogue exposes the dashboard widgets');
    delete registry.remotes.catalog.exposes['./DashboardWidgets'];
    return JSON.stringify(registry);
  });
  assert.equal(result.ok, false, 'the type check should fail');
  assert.match(result.output, /shell\/src\/admin\/DashboardPage\.tsx.*'"\.\/DashboardWidgets"' is not assignable/);
});

