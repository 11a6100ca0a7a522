/**
 * Shared Playwright fixtures. In e2e/tests/<area>.spec.ts:
 *
 *   import { test, expect } from '../fixtures.ts';
 *   test('admin sees the list', async ({ adminPage, apiClient }) => {
 *     const user = await apiClient.createUser({ role: 'nurse' });
 *     await adminPage.goto('/users');
 *     await expect(adminPage.getByText(user.username)).toBeVisible();
 *   });
 *
 * `page` / `adminPage` use the shell's origin as baseURL, so `goto('/users')` works.
 */
import { test as base, expect, request, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthAnswer, Category, CategoryAnswer, Product, ProductAnswer, User, UserDataAnswer } from '@app/contracts';

export const ADMIN = { username: process.env.E2E_ADMIN_USERNAME || 'admin', password: process.env.E2E_ADMIN_PASSWORD || 'admin12345' };

export interface E2EUrls {
  shell: string;
  api: string;
  auth?: string;
  users?: string;
  catalog?: string;
  public?: string;
}

export function urls(): E2EUrls {
  const shell = process.env.E2E_SHELL_URL;
  const api = process.env.E2E_API_URL;
  if (!shell || !api) throw new Error('E2E_SHELL_URL / E2E_API_URL are not set: run the tests through `npm test -w e2e`.');
  return {
    shell,
    api,
    auth: process.env.E2E_AUTH_URL,
    users: process.env.E2E_USERS_URL,
    catalog: process.env.E2E_CATALOG_URL,
    public: process.env.E2E_PUBLIC_URL,
  };
}

let counter = 0;
/** A name unique across workers and runs: `prefix-<time><worker><n>`. */
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.env.TEST_WORKER_INDEX ?? '0'}${counter}`.toLowerCase();
}

/** A user as the API answers it: the contract's type, so a test reads only fields the API sends. */
export type SessionUser = User;

/** What signing in answers. */
export type Session = Pick<AuthAnswer, 'user' | 'token'>;

/** Thin client for the real API: sign in, create test data. Every call fails loudly on a non-2xx answer. */
export class ApiClient {
  constructor(
    readonly http: APIRequestContext,
    readonly baseUrl: string,
  ) {}

  private async call<T>(method: string, path: string, options: { token?: string; data?: unknown } = {}): Promise<T> {
    const response = await this.http.fetch(`${this.baseUrl}${path}`, {
      method,
      data: options.data,
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok()) throw new Error(`${method} ${path} -> ${response.status()}: ${JSON.stringify(body)}`);
    return body as T;
  }

  login(username: string, password: string): Promise<Session> {
    return this.call<Session>('POST', '/api/auth/login', { data: { username, password } });
  }

  private adminSession?: Promise<Session>;
  /** The seeded admin's session (cached per worker). */
  admin(): Promise<Session> {
    this.adminSession ??= this.login(ADMIN.username, ADMIN.password);
    return this.adminSession;
  }

  /** Creates a user as the admin (POST /api/users); password defaults to 'password123'. */
  async createUser(fields: Partial<SessionUser> & { password?: string } = {}): Promise<SessionUser & { password: string }> {
    const username = (fields.username as string) ?? uniqueName('user');
    const password = fields.password ?? 'password123';
    const payload = {
      fullName: `Test ${username}`,
      email: `${username}@example.com`,
      mobileNumber: '5550100',
      role: 'user',
      ...fields,
      username,
      password,
    };
    const { token } = await this.admin();
    const body = await this.call<UserDataAnswer>('POST', '/api/users', { token, data: payload });
    return { ...body.data, password };
  }

  /** Registers through the public endpoint (role user); returns user and token. */
  register(fields: { username?: string; password?: string } = {}): Promise<Session> {
    const username = fields.username ?? uniqueName('reg');
    const password = fields.password ?? 'password123';
    return this.call<Session>('POST', '/api/auth/register', {
      data: { fullName: `Reg ${username}`, email: `${username}@example.com`, username, password, confirmPassword: password, agreeToTerms: true },
    });
  }

  /** Creates a product as the admin (POST /api/products). */
  async createProduct(fields: Record<string, unknown> = {}): Promise<Product> {
    const title = (fields.title as string) ?? `Product ${uniqueName('p')}`;
    const { token } = await this.admin();
    const body = await this.call<ProductAnswer>('POST', '/api/products', {
      token,
      data: {
        title,
        affiliateLink: 'https://www.amazon.com/dp/B000000000',
        featuredImage: '/images/products/placeholder.svg',
        rankingNumber: Math.floor(Math.random() * 100000) + 1000,
        merchantName: 'Amazon',
        price: 19.99,
        isActive: true,
        featured: false,
        ...fields,
      },
    });
    return body.product;
  }

  /** Creates a category as the admin (POST /api/categories). */
  async createCategory(fields: Record<string, unknown> = {}): Promise<Category> {
    const { token } = await this.admin();
    const body = await this.call<CategoryAnswer>('POST', '/api/categories', {
      token,
      data: { name: `Category ${uniqueName('c')}`, ...fields },
    });
    return body.category;
  }

  /** Any other call: `apiClient.request('PATCH', '/api/users/1/status', { token, data })`. */
  request<T = unknown>(method: string, path: string, options: { token?: string; data?: unknown } = {}): Promise<T> {
    return this.call<T>(method, path, options);
  }
}

/** Puts a session in local storage before any page script runs, as the shell itself stores it. */
export async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(({ user, token }) => {
    if (window.sessionStorage.getItem('__e2e_signed_in__')) return; // only the first load of this tab
    window.sessionStorage.setItem('__e2e_signed_in__', '1');
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', token);
  }, session);
}

type Fixtures = {
  urls: E2EUrls;
  apiClient: ApiClient;
  /** A page signed in as the seeded admin (session in local storage), on the shell's origin. */
  adminPage: Page;
  /** Sign a page in as any user: `await loginAs(page, await apiClient.login(u, p))`. */
  loginAs: (page: Page, session: Session) => Promise<void>;
};

/**
 * A server-rendered page shows its content before its JavaScript runs: after each load, wait until the app
 * has hydrated it (<html data-app-ready>), so tests type and click into a live page. Pages rendered in the
 * browser (no embedded config) go on at once. The `page` fixture does it; call it for any other page a test opens.
 */
export function waitForHydration(page: Page): void {
  const hydrated = () =>
    page
      .waitForFunction(() => !document.getElementById('app-config') || document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 15_000 })
      .catch(() => undefined); // a page that never hydrates fails on its own assertions
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await hydrated();
      return response;
    };
  }
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    waitForHydration(page);
    await use(page);
  },
  urls: async ({}, use) => {
    await use(urls());
  },
  baseURL: async ({}, use) => {
    await use(urls().shell);
  },
  apiClient: async ({}, use) => {
    const http = await request.newContext();
    await use(new ApiClient(http, urls().api));
    await http.dispose();
  },
  adminPage: async ({ page, apiClient }, use) => {
    await signIn(page, await apiClient.admin());
    await use(page);
  },
  loginAs: async ({}, use) => {
    await use(signIn);
  },
});

export { expect };
