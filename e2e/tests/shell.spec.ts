import { expect, test } from '../fixtures.ts';

test.describe('signed-in shell', () => {
  test('a protected route without a session goes to /login, then back after signing in', async ({ page, apiClient }) => {
    const user = await apiClient.createUser({ role: 'admin' });
    await page.goto('/users?page=2');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/users\?page=2$/);
    await expect(page.getByTestId('signed-in-layout')).toBeVisible();
  });

  test('sign out clears the session, ends the token on the server and goes to /login', async ({ adminPage: page, apiClient }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-menu')).toContainText('admin');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    await page.getByTestId('profile-menu').click();
    await expect(page.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', /\/users\/[0-9a-f-]+$/);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token'), localStorage.getItem('persist:auth')])).toEqual([null, null, null]);
    // The browser's POST /api/auth/logout (cross-origin, in the background) ended the token: a copy of it is dead.
    await expect
      .poll(() => apiClient.request('GET', '/api/auth/me', { token }).then(() => 200, (error: Error) => Number(/-> (\d+)/.exec(error.message)?.[1])))
      .toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the session written by the shell is the one the remote reads, and back', async ({ page, apiClient }) => {
    const user = await apiClient.createUser({ role: 'nurse' });
    // Signed in through remote-auth's page: the shell's top bar reads the same session.
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByTestId('profile-menu')).toContainText(user.username);
    // The shell holds the session; remote-auth, loaded again, sees it and sends the user on.
    await page.evaluate(() => window.history.pushState({}, '', '/login'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page).toHaveURL(/\/dashboard$/);
    // Signed out by the shell: remote-auth shows its form again.
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('exactly one copy of React is loaded across the shell and the remotes', async ({ page, apiClient }) => {
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      (window as unknown as Record<string, unknown>).__renderers = renderers;
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { version?: string }) {
          renderers.push(renderer.version);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const user = await apiClient.createUser({ role: 'admin' });
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers)).toHaveLength(1);
    // The federation share scope has one loaded React, react-dom, @app/shared, jotai and router.
    const loaded = await page.evaluate(() => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>> } }).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (result[pkg] ??= []).push(`${version}@${info.from}`);
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', '@app/shared', 'jotai', 'react-router-dom']) {
      expect(new Set(loaded[pkg] ?? []).size, `${pkg}: ${JSON.stringify(loaded[pkg])}`).toBeLessThanOrEqual(1);
    }
    expect(loaded.react?.length ?? 0).toBeGreaterThan(0);
  });

  test('a public visitor never downloads admin code', async ({ page, apiClient, urls }) => {
    const scripts: Array<{ url: string; body: string }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.body.includes('signed-in-layout')).map((s) => s.url)).toEqual([]);
    for (const origin of [urls.auth, urls.users, urls.catalog].filter(Boolean)) {
      expect(scripts.filter((s) => s.url.startsWith(origin!)).map((s) => s.url)).toEqual([]);
    }
    // Sanity check of the marker: the signed-in layout chunk does contain it.
    const session = await apiClient.admin();
    await page.evaluate(({ user, token }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
    }, session);
    await page.goto('/dashboard');
    await expect(page.getByTestId('signed-in-layout')).toBeVisible();
    expect(scripts.some((s) => s.body.includes('signed-in-layout'))).toBe(true);
  });

  test('sidebar: collapse is remembered; entries follow the role; a direct visit shows no access', async ({ page, apiClient, loginAs }) => {
    const created = await apiClient.createUser({ role: 'user' });
    await loginAs(page, await apiClient.login(created.username, created.password));
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(page.getByTestId('brand-title')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Products' })).toHaveCount(0);
    await expect(sidebar).toHaveCSS('width', '224px'); // 14rem
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '64px'); // 4rem
    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  });

  test('an expired or rejected token signs out with a message', async ({ page, apiClient, loginAs }) => {
    const { user } = await apiClient.register();
    await loginAs(page, { user: user as never, token: 'not-a-valid-token' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.');
  });

  test('signing out in one tab signs out the others', async ({ adminPage: page, context }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-menu')).toContainText('admin');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByTestId('profile-menu')).toContainText('admin');
    await other.getByTestId('profile-menu').click();
    await other.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
