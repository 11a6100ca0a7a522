import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, urls } from '../fixtures.ts';
import { distDir, startServer, type StaticServer } from '../lib/front-ends.ts';
import { REPO_ROOT } from '../lib/paths.ts';

/**
 * These tests own a shell server and a remote-auth server of their own (the shared set stays untouched),
 * so they can stop, restart and redeploy remote-auth.
 */
async function ownShell(authUrl: string): Promise<StaticServer> {
  const u = urls();
  const manifest = (url?: string) => (url ? `${url}/mf-manifest.json` : 'http://127.0.0.1:9/mf-manifest.json');
  return startServer({
    root: distDir('shell'),
    spa: true,
    config: () => ({
      apiBaseUrl: u.api,
      remotes: { auth: `${authUrl}/mf-manifest.json`, users: manifest(u.users), catalog: manifest(u.catalog), public: manifest(u.public) },
      contact: {},
    }),
  });
}

test.describe('runtime remotes', () => {
  test.describe.configure({ mode: 'serial' });

  test('remote-auth down: its area shows the fallback, the rest works, Retry recovers after a restart', async ({ page, apiClient }) => {
    let auth = await startServer({ root: distDir('remote-auth'), spa: true, cors: true });
    const authPort = auth.port;
    const shell = await ownShell(auth.url);
    try {
      await auth.close();
      await page.goto(`${shell.url}/login`);
      await expect(page.getByText('This section is unavailable')).toBeVisible();
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();

      // The rest of the app keeps working: the signed-in shell renders its dashboard.
      const session = await apiClient.admin();
      await page.evaluate(({ user, token }) => {
        localStorage.setItem('user', JSON.stringify(user));
        localStorage.setItem('token', token);
        window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
      }, session);
      await page.evaluate(() => {
        window.history.pushState({}, '', '/dashboard');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page.getByTestId('profile-menu').click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByText('This section is unavailable')).toBeVisible();

      // Same page, no reload: restart the server and retry.
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('This section is unavailable')).toBeVisible();
      auth = await startServer({ root: distDir('remote-auth'), spa: true, cors: true, port: authPort });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      await auth.close();
      await shell.close();
    }
  });

  test('a rebuilt remote deployed while the shell runs is picked up on the next page load', async ({ page }) => {
    test.setTimeout(240_000);
    const work = mkdtempSync(path.join(os.tmpdir(), 'e2e-redeploy-'));
    const v1 = path.join(work, 'v1');
    const v2 = path.join(work, 'v2');
    cpSync(distDir('remote-auth'), v1, { recursive: true });
    const auth = await startServer({ root: v1, spa: true, cors: true });
    const shell = await ownShell(auth.url);
    try {
      await page.goto(`${shell.url}/login`);
      const area = page.locator('[data-remote="remote_auth"]');
      await expect(area).toBeVisible();
      const before = await area.getAttribute('data-build');
      const shellScripts = await page.evaluate(() => Array.from(document.scripts).map((s) => s.src).filter(Boolean));

      // A real rebuild of remote-auth with a new build id, into a new folder, then "deployed".
      const buildId = `redeploy-${Date.now()}`;
      const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
        cwd: path.join(REPO_ROOT, 'remote-auth'),
        env: { ...process.env, APP_BUILD_ID: buildId, MF_OUT_DIR: v2 },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr || result.stdout).toBe(0);
      auth.setRoot(v2);

      await page.reload();
      await expect(area).toHaveAttribute('data-build', buildId);
      expect(before).not.toBe(buildId);
      // The shell itself was not rebuilt: same main script.
      expect(await page.evaluate(() => Array.from(document.scripts).map((s) => s.src).filter(Boolean).filter((s) => s.includes('/main.')))).toEqual(
        shellScripts.filter((s) => s.includes('/main.')),
      );
    } finally {
      await auth.close();
      await shell.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
