import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './lib/chromium.ts';

const executablePath = findChromium();
// Workers inherit the runner's env, so one run keeps one output folder; concurrent runs do not collide.
process.env.E2E_RUN_ID ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One server set is shared; two workers keep the run short on a 2-core machine.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    headless: true,
    // The API does not count clicks of crawlers (isbot), and isbot calls headless Chromium's "HeadlessChrome" one:
    // pages browse as the desktop Chrome a visitor uses (every context, browser.newContext() ones too).
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    launchOptions: { executablePath, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  outputDir: `./test-results/run-${process.env.E2E_RUN_ID}`,
});
