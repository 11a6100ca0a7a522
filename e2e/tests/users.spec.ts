import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueName, type ApiClient } from '../fixtures.ts';

/**
 * remote-users through the shell against the real API. Each test scopes itself with a unique tag in the
 * search box, so tests running side by side on the same database never see each other's users.
 */

const rows = (page: Page) => page.getByTestId('user-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });

async function openList(page: Page, query = '') {
  await page.goto(`/users${query}`);
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  await expect(page.getByTestId('users-count')).toHaveText(/\d+ users/);
}

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text)}`));
  await expect(page.getByTestId('users-table').or(page.getByRole('heading', { name: 'No Users Found' }))).toBeVisible();
}

async function createTagged(apiClient: ApiClient, tag: string, suffixes: string[], fields: Record<string, unknown> = {}) {
  return Promise.all(suffixes.map((s) => apiClient.createUser({ username: `${tag}${s}`, fullName: `${s.toUpperCase()} Person ${tag}`, ...fields })));
}

async function findUser(apiClient: ApiClient, username: string) {
  const { token } = await apiClient.admin();
  const body = await apiClient.request<{ users: Array<{ _id: string; username: string; isActive: boolean }> }>('GET', `/api/users?search=${encodeURIComponent(username)}`, { token });
  return body.users.find((u) => u.username === username);
}

test.describe('user list', () => {
  test('search narrows the list and the URL; reload and Back restore it', async ({ adminPage: page, apiClient }) => {
    const tag = uniqueName('srch');
    await createTagged(apiClient, tag, ['a', 'b']);
    await openList(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByTestId('users-count')).toHaveText(/^2 users \(filtered from \d+\)$/);

    await search(page, `${tag}b`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`@${tag}b`);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(`${tag}b`);
    await expect(rows(page)).toHaveCount(1);

    await row(page, `${tag}b`).getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { name: `B Person ${tag}` })).toBeVisible();
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(`${tag}b`);
    await expect(rows(page)).toHaveCount(1);
  });

  test('role and status filters run on the server; Reset Filters and Back', async ({ adminPage: page, apiClient }) => {
    const tag = uniqueName('filt');
    await createTagged(apiClient, tag, ['adm'], { role: 'admin' });
    await createTagged(apiClient, tag, ['off'], { role: 'user', isActive: false });
    await openList(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByLabel('Role').selectOption({ label: 'Admin' });
    await expect(page).toHaveURL(/role=admin/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`@${tag}adm`);

    await page.getByLabel('Status').selectOption({ label: 'Inactive' });
    await expect(page).toHaveURL(/isActive=false/);
    await expect(page.getByRole('heading', { name: 'No Users Found' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page).not.toHaveURL(/role=|isActive=/);
    await expect(page).toHaveURL(new RegExp(`search=${tag}`));

    await page.goBack();
    await expect(page).toHaveURL(/role=admin&isActive=false|isActive=false&role=admin/);
    await expect(page.getByRole('heading', { name: 'No Users Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset All Filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(page).toHaveURL(/\/users$/);
  });

  test('sorts by a column both ways', async ({ adminPage: page, apiClient }) => {
    const tag = uniqueName('sort');
    await createTagged(apiClient, tag, ['c', 'a', 'b']);
    await openList(page);
    await search(page, tag);
    await expect(page.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    const names = () => rows(page).locator('strong').allTextContents();

    await page.getByRole('columnheader', { name: /User Info/ }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=fullName/);
    await expect(page.getByRole('columnheader', { name: /User Info/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(names).toEqual([`A Person ${tag}`, `B Person ${tag}`, `C Person ${tag}`]);

    await page.getByRole('columnheader', { name: /User Info/ }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=-fullName/);
    await expect(page.getByRole('columnheader', { name: /User Info/ })).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(names).toEqual([`C Person ${tag}`, `B Person ${tag}`, `A Person ${tag}`]);
  });

  test('create, view, edit and delete a user', async ({ adminPage: page, apiClient }) => {
    const username = uniqueName('crud');
    await openList(page);
    const adminBefore = await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')]);

    await page.getByRole('link', { name: 'Add User' }).click();
    await expect(page.getByRole('heading', { name: 'Add New User' })).toBeVisible();
    await page.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await page.getByLabel('Full Name').fill(`  Carla ${username}  `);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Contact Number').fill('+1 555 0100');
    await page.getByLabel('Role').selectOption('receptionist');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Save User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    // The admin is still the admin: creating a user never touches the session.
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual(adminBefore);
    await expect(page.getByTestId('profile-menu')).toContainText('admin');

    await search(page, username);
    await row(page, username).getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { name: `Carla ${username}` })).toBeVisible();
    await expect(page.getByText(`@${username}`)).toBeVisible();
    await expect(page.getByText('Receptionist')).toBeVisible();
    await expect(page.getByText('Free')).toBeVisible();
    await expect(page.getByText('Not specified')).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(`Carla ${username}`);
    await page.getByLabel('Full Name').fill(`Carla Edited ${username}`);
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);
    // The new password stays the old one: a blank password is left out.
    await apiClient.login(username, 'password123');

    await search(page, username);
    await expect(row(page, username)).toContainText(`Carla Edited ${username}`);
    await row(page, username).getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No Users Found' })).toBeVisible();
    expect(await findUser(apiClient, username)).toBeUndefined();
  });

  test('deactivates and reactivates through the toggle and through bulk actions', async ({ adminPage: page, apiClient }) => {
    const tag = uniqueName('stat');
    const [first, second] = await createTagged(apiClient, tag, ['x', 'y']);
    await openList(page);
    await search(page, tag);

    await row(page, first.username).getByRole('button', { name: `Deactivate ${first.fullName}` }).click();
    await expect(row(page, first.username)).toContainText('Inactive');
    expect((await findUser(apiClient, first.username))!.isActive).toBe(false);
    await row(page, first.username).getByRole('button', { name: `Activate ${first.fullName}` }).click();
    await expect(row(page, first.username)).toContainText('Active');
    await expect(row(page, first.username).getByRole('button', { name: `Deactivate ${first.fullName}` })).toBeVisible();
    expect((await findUser(apiClient, first.username))!.isActive).toBe(true);

    await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    await page.getByRole('button', { name: /Bulk Actions \(2 selected\)/ }).click();
    await page.getByRole('menuitem', { name: 'Set Inactive' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Set 2 selected users to Inactive?');
    await dialog.getByRole('button', { name: 'Set Inactive' }).click();
    await expect(page.getByText('2 users set to Inactive')).toBeVisible();
    await expect(row(page, second.username).getByRole('button', { name: `Activate ${second.fullName}` })).toBeVisible();
    expect((await findUser(apiClient, first.username))!.isActive).toBe(false);
    expect((await findUser(apiClient, second.username))!.isActive).toBe(false);
    // The selection cleared with the reload.
    await expect(page.getByRole('checkbox', { name: 'Select all users on this page' })).not.toBeChecked();

    await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    await page.getByRole('button', { name: /Bulk Actions/ }).click();
    await page.getByRole('menuitem', { name: 'Set Active' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Set Active' }).click();
    await expect(page.getByText('2 users set to Active')).toBeVisible();
    expect((await findUser(apiClient, second.username))!.isActive).toBe(true);
  });

  test('exports the filtered list as CSV (rows checked), Excel and PDF files', async ({ adminPage: page, apiClient }) => {
    const tag = uniqueName('expo');
    const created = await createTagged(apiClient, tag, ['p', 'q']);
    await openList(page);
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);

    await page.getByRole('button', { name: /^Export/ }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/username/);
    for (const user of created) expect(lines.slice(1).some((line) => line.includes(user.username))).toBe(true);

    // Excel and PDF come down as real files too.
    for (const [label, extension, magic] of [['Excel', 'xlsx', 'PK'], ['PDF', 'pdf', '%PDF']] as const) {
      await page.getByRole('button', { name: /^Export/ }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: label }).click()]);
      expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
      expect((await readFile((await file.path())!)).subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });

  test('imports a CSV: a bad row imports nothing and is reported, a good file imports every row', async ({ adminPage: page, apiClient }) => {
    const tag = uniqueName('impo');
    const header = 'fullName,username,email,mobileNumber,role,isActive,password';
    const dir = os.tmpdir();
    const bad = path.join(dir, `${tag}-bad.csv`);
    const good = path.join(dir, `${tag}-good.csv`);
    await writeFile(bad, `${header}\nImport One,${tag}one,${tag}one@example.com,5550100,user,true,password123\nImport Two,${tag}two,not-an-email,5550101,user,true,password123\n`);
    await writeFile(good, `${header}\nImport One,${tag}one,${tag}one@example.com,5550100,user,true,password123\nImport Two,${tag}two,${tag}two@example.com,5550101,nurse,false,password123\n`);

    await openList(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Users' });
    await dialog.getByLabel('File to import').setInputFiles(bad);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const report = dialog.getByRole('table', { name: 'Import errors' });
    await expect(report).toBeVisible();
    await expect(dialog).toContainText('Nothing was imported');
    await expect(report.getByRole('row').filter({ hasText: 'email' })).toContainText('3');
    expect(await findUser(apiClient, `${tag}one`)).toBeUndefined();

    await dialog.getByLabel('File to import').setInputFiles(good);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('2 users imported')).toBeVisible();
    await expect(dialog).toBeHidden();
    await search(page, tag);
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `${tag}two`)).toContainText('Inactive');
  });

  test('offers the import template as a download', async ({ adminPage: page }) => {
    await openList(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV template' }).click()]);
    expect(download.suggestedFilename()).toBe('users-import-template.csv');
    expect(await readFile((await download.path())!, 'utf8')).toMatch(/^fullName,username,email/);
  });
});

test.describe('who sees what', () => {
  test('a staff account sees the list and profiles read-only', async ({ page, apiClient, loginAs }) => {
    const nurse = await apiClient.createUser({ role: 'nurse' });
    const other = await apiClient.createUser({ role: 'user' });
    await loginAs(page, await apiClient.login(nurse.username, nurse.password));
    await openList(page);
    await search(page, other.username);
    await expect(rows(page)).toHaveCount(1);
    for (const name of ['Add User', 'Import']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /Export|Bulk Actions/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Activate|Deactivate|Delete) / })).toHaveCount(0);
    await expect(row(page, other.username).getByRole('link', { name: /^Edit / })).toHaveCount(0);

    await row(page, other.username).getByRole('link', { name: /^View / }).click();
    await expect(page.getByRole('heading', { name: other.fullName })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  });

  test('a plain user is kept out of the list', async ({ page, apiClient, loginAs }) => {
    const session = await apiClient.register();
    await loginAs(page, session);
    await page.goto('/users');
    await expect(page.getByText('Your account does not have access to this page.')).toBeVisible();
    await expect(page.getByTestId('users-table')).toHaveCount(0);
  });
});
