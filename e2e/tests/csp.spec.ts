import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * The front-end servers send a Content-Security-Policy derived from the runtime config (the real ephemeral
 * origins here). Every area must load under it: a violation (a remote's origin missing from script-src, the
 * API from connect-src...) fails the test.
 */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** Opens a page and waits until its remote rendered (shown) and the page is quiet. */
async function visit(page: Page, path: string, shown: (page: Page) => Locator) {
  await page.goto(path);
  await expect(shown(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, level: 1 });

test('the shell answers with the security headers and a CSP naming the real origins', async ({ page, urls }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  const csp = headers['content-security-policy']!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain(`connect-src 'self' ${new URL(urls.api).origin}`);
  for (const key of ['auth', 'users', 'catalog', 'public'] as const) {
    if (urls[key]) expect(csp).toMatch(new RegExp(`script-src [^;]*${new URL(urls[key]!).origin}`));
  }
});

test('public pages and sign-in load without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/', (p) => p.getByTestId('home-card'));
  await visit(page, '/search', (p) => p.getByTestId('product-card'));
  await visit(page, '/login', (p) => p.getByRole('heading', { name: 'Sign In' }));
  expect(violations).toEqual([]);
});

test('the admin areas load without a CSP violation', async ({ adminPage: page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/dashboard', (p) => p.getByTestId('dashboard-widgets'));
  await visit(page, '/users', (p) => p.getByRole('heading', { name: 'User Management' }));
  await visit(page, '/products', heading('Products'));
  await visit(page, '/categories', heading('Categories'));
  expect(violations).toEqual([]);
});
