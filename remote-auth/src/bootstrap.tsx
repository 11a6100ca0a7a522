// Standalone page (`npm run dev -w remote-auth`): the exposed pages inside the dev harness.
import { startDevHarness } from '@app/shared/dev';
import { DevApp } from './dev/DevApp';

void startDevHarness(<DevApp />, { name: 'remote-auth' });
