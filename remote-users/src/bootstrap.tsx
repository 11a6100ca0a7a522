// Standalone page (`npm run dev -w remote-users`): the exposed routes inside the dev harness.
import { startDevHarness } from '@app/shared/dev';
import { DevApp } from './dev/DevApp';

void startDevHarness(<DevApp />, { name: 'remote-users' });
