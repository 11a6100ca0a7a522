import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const INSTALL_HINT =
  'No Chromium found for the browser tests. Install one with `apt-get update && apt-get install -y chromium` ' +
  '(then it is found at /usr/bin/chromium), or set CHROME_PATH to a Chromium/Chrome binary.';

/** CHROME_PATH, else a system Chromium, else Playwright's own browser; throws with how to get one. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist. ${INSTALL_HINT}`);
    return fromEnv;
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined; // Playwright's own download: no executablePath needed
  } catch {
    // not installed
  }
  throw new Error(INSTALL_HINT);
}
