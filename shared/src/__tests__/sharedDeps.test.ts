import path from 'node:path';
import { sharedConfig } from '../../build/shared-deps.cjs';

const root = path.resolve(__dirname, '../../..');
const ownVersion = require('../../package.json').version as string;

describe('the shared singletons of each front end', () => {
  it.each(['shell', 'remote-auth', 'remote-users', 'remote-catalog', 'remote-public'])(
    '%s requires the kit it was built against, strictly, and third-party packages loosely',
    (dir) => {
      const config = sharedConfig(path.join(root, dir));
      for (const entry of ['@app/shared', '@app/shared/public', '@app/shared/query']) {
        expect(config[entry]).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: `^${ownVersion}` });
      }
      expect(config.react).toMatchObject({ singleton: true, strictVersion: false });
    },
  );
});
