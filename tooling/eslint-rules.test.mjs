// The project's lint rules catch what they are for: a remote importing another remote (by path or through
// Module Federation), the kit importing the API, the contract importing the kit, a disable comment without reason.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The project rules' messages for `code` placed at `filePath`. */
async function problems(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('local/')).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('workspace boundaries', () => {
  it('a remote may not import another remote by path', async () => {
    const found = await problems("import { x } from '../../../remote-users/src/exposes';\nexport default x;\n", 'remote-catalog/src/pages/a.ts');
    assert.equal(found.length, 1);
    assert.match(found[0], /remote-catalog must not import remote-users/);
  });

  it('a remote may not load another remote through Module Federation', async () => {
    const found = await problems("export const load = () => import('remote_users/UsersApp');\n", 'remote-catalog/src/a.ts');
    assert.match(found.join('\n'), /A remote never imports another remote/);
  });

  it('the kit may not import the API, nor the contract the kit', async () => {
    assert.match((await problems("export { buildApp } from 'api/src/app';\n", 'shared/src/a.ts')).join(), /shared must not import api/);
    assert.match((await problems("export * from '@app/shared';\n", 'contracts/src/a.ts')).join(), /contracts must not import shared/);
  });

  it('own folders, the kit and the contract are allowed', async () => {
    const code = "export * from './api/products';\nexport * from '@app/shared';\nexport * from '@app/contracts/constants';\n";
    assert.deepEqual(await problems(code, 'remote-catalog/src/features/products/index.ts'), []);
    assert.deepEqual(await problems("export const load = () => import('remote_users/UsersApp');\n", 'shell/src/a.ts'), []);
  });
});

describe('eslint-disable comments', () => {
  it('must say why', async () => {
    const bare = '// eslint-disable-next-line no-console\nconsole.log(1);\n';
    assert.match((await problems(bare, 'api/src/a.ts')).join(), /Say why the rule is off here/);
    const explained = '// eslint-disable-next-line no-console -- the start-up banner\nconsole.log(1);\n';
    assert.deepEqual(await problems(explained, 'api/src/a.ts'), []);
  });
});
