import { expect, test, uniqueName } from '../fixtures.ts';

const MESSAGES = {
  mismatch: 'Passwords do not match',
  hint: 'Password must be at least 8 characters long',
  registered: 'Registration successful',
  invalidLogin: 'Invalid username or password',
};

test.describe('register', () => {
  test('mismatch, weak/strong strength, then success signs in and lands on the dashboard', async ({ page }) => {
    const username = uniqueName('reg');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Regina Tester');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);

    const submit = page.getByRole('button', { name: 'Create Account' });
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.getByTestId('password-strength-label')).toHaveText('Weak');
    await expect(page.getByText(MESSAGES.hint)).toBeVisible();
    await expect(page.getByTestId('password-strength-bar')).toHaveAttribute('style', /width: 37.5%/);
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await expect(page.getByTestId('password-strength-label')).toHaveText('Strong');
    await expect(page.getByTestId('password-strength-bar')).toHaveAttribute('style', /width: 100%/);

    await page.getByLabel('Confirm Password').fill('abcdefgX');
    await expect(page.getByText(MESSAGES.mismatch)).toBeVisible();
    await page.getByRole('checkbox').check();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Confirm Password').fill('abcdefgh');
    await expect(page.getByText(MESSAGES.mismatch)).toHaveCount(0);
    await page.getByRole('checkbox').uncheck();
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const toast = page.getByTestId('toast-region');
    await expect(toast).toContainText(MESSAGES.registered);
    await expect(toast).toHaveAttribute('data-placement', 'top-right');
    await expect(page.getByTestId('profile-menu')).toContainText(username);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') || 'null')?.username)).toBe(username);
  });

  test("a taken username shows the server's error and no success toast", async ({ page, apiClient }) => {
    const { user } = await apiClient.register();
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email').fill(`${uniqueName('other')}@example.com`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm Password').fill('password123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(MESSAGES.registered)).toHaveCount(0);
  });

  test('Terms and Privacy links open real pages', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});

test.describe('login', () => {
  test("a wrong password shows the server's message in a banner; the right one signs in", async ({ page, apiClient }) => {
    const user = await apiClient.createUser({ role: 'admin' });
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.invalidLogin);
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test("the button reads 'Signing In...' while the request is pending", async ({ page, apiClient, urls }) => {
    const user = await apiClient.createUser();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${urls.api}/api/auth/login`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const pending = page.getByRole('button', { name: 'Signing In...' });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the password toggle shows and hides it; 'Forgot password?' explains the reset", async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText(/reset by an administrator/)).toBeVisible();
  });
});
