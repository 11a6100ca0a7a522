export { DevHarness, startDevHarness, type DevHarnessProps } from './DevHarness';
