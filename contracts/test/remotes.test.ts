// The registry of front ends is JSON (read by scripts, webpack configs, the API and TypeScript alike), so its
// shape is checked here: every field present, ports and names unique, every exposed file present.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import { API, FRONT_ENDS, REMOTES } from '../src/remotes.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

it('names every remote completely, with its own port, container name and variables', () => {
  for (const remote of REMOTES) {
    for (const field of ['key', 'dir', 'name', 'title', 'portEnv', 'urlEnv'] as const) {
      assert.equal(typeof remote[field], 'string', `${remote.key}.${field}`);
      assert.ok(remote[field].length > 0, `${remote.key}.${field}`);
    }
    assert.match(remote.name, /^remote_[a-z]+$/, 'a container name is remote_<key>, the form the lint rule knows');
    assert.ok(Number.isInteger(remote.port));
  }
  const unique = (values: unknown[]) => new Set(values).size === values.length;
  const servers = [...FRONT_ENDS, API];
  assert.ok(unique(servers.map((s) => s.port)), 'ports are unique');
  assert.ok(unique(servers.map((s) => s.key)), 'keys are unique');
  assert.ok(unique(REMOTES.map((r) => r.name)), 'container names are unique');
});

it('points every exposed module at a file of the remote', () => {
  for (const remote of REMOTES) {
    assert.ok(fs.existsSync(path.join(root, remote.dir, 'package.json')), `${remote.dir} is a workspace`);
    for (const file of [...Object.values(remote.exposes), ...Object.values(remote.serverExposes ?? {})]) {
      assert.ok(fs.existsSync(path.join(root, remote.dir, file)), `${remote.dir}/${file} exists`);
    }
  }
});
