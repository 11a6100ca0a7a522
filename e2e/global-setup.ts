import type { FullConfig } from '@playwright/test';
import { startApi } from './lib/api-server.ts';
import { buildFrontEnds } from './lib/build.ts';
import { findChromium } from './lib/chromium.ts';
import { startFrontEnds } from './lib/front-ends.ts';

/**
 * One server set for the whole run: builds stale front ends, starts the real API on a fresh PGlite
 * directory and every built front end on its own ephemeral port. Tests read the URLs from env.
 */
export default async function globalSetup(_config: FullConfig) {
  findChromium(); // fail early, with the install hint
  buildFrontEnds();
  let apiUrl = '';
  const { servers } = await startFrontEnds(() => apiUrl);
  const api = await startApi();
  apiUrl = api.url;

  process.env.E2E_API_URL = api.url;
  process.env.E2E_SHELL_URL = servers.shell!.url;
  for (const [key, server] of Object.entries(servers)) {
    process.env[`E2E_${key.toUpperCase()}_URL`] = server!.url;
  }
  console.log(`[e2e] API ${api.url}, shell ${servers.shell!.url}`);

  return async () => {
    await Promise.all(Object.values(servers).map((server) => server!.close()));
    await api.stop();
  };
}
