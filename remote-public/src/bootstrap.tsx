// Standalone page (`npm run dev -w remote-public`): the public site inside the dev harness.
import { startDevHarness } from '@app/shared/dev';
import { DevApp } from './dev/DevApp';

void startDevHarness(<DevApp />, { name: 'remote-public', toastPlacement: 'top-center' });
