import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import type { User } from '@app/shared';
import { BULK_TEXT, DELETE_TEXT, IMPORT_TEXT, LIST_TEXT, REFRESH_SPINNER_MIN_MS, SEARCH_DEBOUNCE_MS } from '../constants';
import UsersRoutes from '../pages/UsersRoutes';
import { countText } from '../features/list/components/ListHeader';
import { nextSort } from '../features/list/hooks/useUserListQuery';
import { bodyOf, isCall, listReply, mockApi } from './mockApi';

const admin = makeUser({ _id: 'admin-1', id: 'admin-1', fullName: 'Ada Admin', username: 'admin', role: 'admin', createdAt: '2026-01-01T09:00:00.000Z' });
const nurse = makeUser({ _id: 'u-2', id: 'u-2', fullName: 'Nina Nurse', username: 'nina', email: 'nina@example.com', role: 'nurse', createdAt: '2026-02-01T09:00:00.000Z' });
const bob = makeUser({ _id: 'u-3', id: 'u-3', fullName: 'Bob Builder', username: 'bob', email: 'bob@example.com', role: 'user', isActive: false, createdAt: '2026-03-01T09:00:00.000Z', lastLogin: '2026-03-02T14:05:00.000Z' });

let all: User[];
beforeEach(() => {
  resetSession();
  all = [admin, nurse, bob];
});

function serve(extra?: Parameters<typeof mockApi>[0]) {
  return mockApi((config) => extra?.(config) ?? (isCall(config, 'GET', '/api/users') ? listReply(all, config.params) : undefined));
}

const listCalls = (requests: ReturnType<typeof mockApi>) => requests.filter((r) => isCall(r, 'GET', '/api/users'));
const renderList = (route = '/users') => renderWithProviders(<UsersRoutes />, { route, path: '/users/*' });

describe('count text', () => {
  it("reads 'N users' and adds '(filtered from M)' only when filtered", () => {
    expect(countText(3, 3, false)).toBe('3 users');
    expect(countText(1, 3, true)).toBe('1 users (filtered from 3)');
  });

  it('shows the filtered count for a search in the URL', async () => {
    signInAs(admin);
    const requests = serve();
    renderList('/users?search=bob');
    expect(await screen.findByText('1 users (filtered from 3)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: LIST_TEXT.title })).toBeInTheDocument();
    expect(listCalls(requests)[0].params).toMatchObject({ search: 'bob', sort: '-createdAt', page: 1, limit: 10 });
    expect(screen.getByRole('searchbox', { name: LIST_TEXT.searchLabel })).toHaveValue('bob');
  });
});

describe('search', () => {
  it('waits 300 ms after the last keystroke, then asks the server and writes the URL', async () => {
    jest.useFakeTimers();
    try {
      signInAs(admin);
      const requests = serve();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderList();
      expect(await screen.findByText('3 users')).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox'), 'nina');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(listCalls(requests)).toHaveLength(1);
      act(() => jest.advanceTimersByTime(60));
      expect(await screen.findByText('1 users (filtered from 3)')).toBeInTheDocument();
      expect(listCalls(requests)).toHaveLength(2);
      expect(listCalls(requests)[1].params).toMatchObject({ search: 'nina', page: 1 });
      expect(screen.getByTestId('location')).toHaveTextContent('/users?search=nina');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('sorting', () => {
  it('flips the active column and starts a new column ascending', () => {
    expect(nextSort({ field: 'createdAt', desc: true }, 'createdAt')).toEqual({ field: 'createdAt', desc: false });
    expect(nextSort({ field: 'createdAt', desc: false }, 'createdAt')).toEqual({ field: 'createdAt', desc: true });
    expect(nextSort({ field: 'createdAt', desc: true }, 'email')).toEqual({ field: 'email', desc: false });
  });

  it('sorts by createdAt descending by default and toggles through the header', async () => {
    signInAs(admin);
    const requests = serve();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('3 users');
    const createdHeader = screen.getByRole('columnheader', { name: /Created/ });
    expect(createdHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByTestId('user-row')[0]).toHaveTextContent('Bob Builder');

    await user.click(within(createdHeader).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('user-row')[0]).toHaveTextContent('Ada Admin'));
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('location')).toHaveTextContent('/users?sort=createdAt');

    await user.click(within(screen.getByRole('columnheader', { name: /Contact/ })).getByRole('button'));
    await waitFor(() => expect(listCalls(requests).at(-1)!.params).toMatchObject({ sort: 'email' }));
    await user.click(within(screen.getByRole('columnheader', { name: /Contact/ })).getByRole('button'));
    await waitFor(() => expect(listCalls(requests).at(-1)!.params).toMatchObject({ sort: '-email' }));
    expect(screen.getByRole('columnheader', { name: /Contact/ })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('selection', () => {
  it('clears whenever the filtered list changes', async () => {
    signInAs(admin);
    serve();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('3 users');
    await user.click(screen.getByRole('checkbox', { name: LIST_TEXT.selectRow('Bob Builder') }));
    await user.click(screen.getByRole('checkbox', { name: LIST_TEXT.selectRow('Nina Nurse') }));
    expect(screen.getByRole('button', { name: /Bulk Actions \(2 selected\)/ })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: LIST_TEXT.showFilters }));
    await user.selectOptions(screen.getByLabelText(LIST_TEXT.status), 'Inactive');
    expect(await screen.findByText('1 users (filtered from 3)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LIST_TEXT.selectRow('Bob Builder') })).not.toBeChecked();
    expect(screen.getByRole('button', { name: /Bulk Actions/ })).toBeDisabled();
  });

  it('select-all selects every row of the page but one\'s own; a bulk action is confirmed, then sent in one call', async () => {
    signInAs(admin);
    all.push(makeUser({ _id: 'u-4', id: 'u-4', fullName: 'Dee Doctor', username: 'dee', role: 'doctor', createdAt: '2026-04-01T09:00:00.000Z' }));
    const requests = serve((config) => (isCall(config, 'POST', '/api/users/bulk') ? { status: 200, data: { success: true, data: { affected: 2 } } } : undefined));
    const user = userEvent.setup();
    renderList('/users?isActive=true');
    await screen.findByText('3 users (filtered from 4)');
    expect(screen.getByRole('checkbox', { name: LIST_TEXT.selectRow('Ada Admin') })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: LIST_TEXT.selectAll }));
    // From the keyboard: ArrowDown opens the menu on its first item (Set Active), ArrowDown, Enter.
    screen.getByRole('button', { name: /Bulk Actions \(2 selected\)/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: BULK_TEXT.activate.label })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: LIST_TEXT.setInactive })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Set 2 selected users to Inactive?');
    expect(requests.some((r) => isCall(r, 'POST', '/api/users/bulk'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: LIST_TEXT.setInactive }));
    await waitFor(() => expect(requests.some((r) => isCall(r, 'POST', '/api/users/bulk'))).toBe(true));
    const bulk = requests.find((r) => isCall(r, 'POST', '/api/users/bulk'))!;
    expect(bodyOf(bulk)).toEqual({ action: 'deactivate', ids: expect.arrayContaining(['u-2', 'u-4']) });
    expect(bodyOf(bulk).ids).toHaveLength(2);
    expect(await screen.findByText('2 users set to Inactive')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('gives an admin every write action, except on their own row', async () => {
    signInAs(admin);
    serve();
    renderList();
    await screen.findByText('3 users');
    expect(screen.getByRole('link', { name: LIST_TEXT.addUser })).toHaveAttribute('href', '/users/new');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LIST_TEXT.import })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bulk Actions/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LIST_TEXT.selectAll })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_TEXT.edit('Nina Nurse') })).toHaveAttribute('href', '/users/u-2/edit');
    expect(screen.getByRole('button', { name: LIST_TEXT.deactivate('Nina Nurse') })).toBeEnabled();
    expect(screen.getByRole('button', { name: LIST_TEXT.activate('Bob Builder') })).toBeEnabled();
    expect(screen.getByRole('button', { name: LIST_TEXT.remove('Nina Nurse') })).toBeEnabled();
    // own row: status toggle and delete disabled, edit allowed (admin)
    expect(screen.getByRole('button', { name: LIST_TEXT.deactivate('Ada Admin') })).toBeDisabled();
    expect(screen.getByRole('button', { name: LIST_TEXT.remove('Ada Admin') })).toBeDisabled();
    expect(screen.getByRole('link', { name: LIST_TEXT.edit('Ada Admin') })).toBeInTheDocument();
  });

  it('shows staff a read-only list: view only, and Edit disabled on their own row', async () => {
    signInAs(nurse);
    serve();
    renderList();
    await screen.findByText('3 users');
    for (const name of [LIST_TEXT.addUser, LIST_TEXT.import]) expect(screen.queryByRole('link', { name }) ?? screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Bulk Actions/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Activate|Deactivate|Delete) / })).toBeNull();
    expect(screen.queryByRole('link', { name: LIST_TEXT.edit('Bob Builder') })).toBeNull();
    expect(screen.getByRole('button', { name: LIST_TEXT.edit('Nina Nurse') })).toBeDisabled();
    expect(screen.getByRole('link', { name: LIST_TEXT.view('Bob Builder') })).toHaveAttribute('href', '/users/u-3');
    expect(screen.getByRole('button', { name: LIST_TEXT.refresh })).toBeInTheDocument();
  });

  it('keeps a plain user out of the list without asking the server', async () => {
    signInAs(bob);
    const requests = serve();
    renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('Your account does not have access to this page.');
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/users/u-3');
    expect(requests).toHaveLength(0);
  });
});

describe('row actions', () => {
  it("opens 'Confirm Deletion' on delete and really deletes on confirm", async () => {
    signInAs(admin);
    const requests = serve((config) => {
      if (isCall(config, 'DELETE', '/api/users/u-3')) {
        all = all.filter((u) => u._id !== 'u-3');
        return { status: 200, data: { success: true, data: { id: 'u-3', _id: 'u-3' } } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('3 users');
    await user.click(screen.getByRole('button', { name: LIST_TEXT.remove('Bob Builder') }));
    const dialog = screen.getByRole('alertdialog', { name: DELETE_TEXT.title });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 users')).toBeInTheDocument();
    expect(requests.some((r) => isCall(r, 'DELETE', '/api/users/u-3'))).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Bob Builder')).toBeNull();
  });

  it('toggles a status through PATCH /api/users/:id/status and shows a failure in the alert banner', async () => {
    signInAs(admin);
    const requests = serve((config) => {
      if (isCall(config, 'PATCH', '/api/users/u-3/status')) return { status: 200, data: { success: true, data: { id: 'u-3', _id: 'u-3', isActive: true } } };
      if (isCall(config, 'PATCH', '/api/users/u-2/status')) return { status: 409, data: { success: false, message: 'The last active admin cannot be removed, demoted or deactivated' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByText('3 users');
    await user.click(screen.getByRole('button', { name: LIST_TEXT.activate('Bob Builder') }));
    await waitFor(() => expect(requests.some((r) => isCall(r, 'PATCH', '/api/users/u-3/status'))).toBe(true));
    expect(bodyOf(requests.find((r) => isCall(r, 'PATCH', '/api/users/u-3/status'))!)).toEqual({ isActive: true });
    await user.click(screen.getByRole('button', { name: LIST_TEXT.deactivate('Nina Nurse') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last active admin cannot be removed, demoted or deactivated');
  });
});

describe('states', () => {
  it("shows 'No Users Found' and 'Reset All Filters' clears search and filters", async () => {
    signInAs(admin);
    serve();
    const user = userEvent.setup();
    renderList('/users?search=zzz&role=admin');
    expect(await screen.findByRole('heading', { name: LIST_TEXT.noUsersFound })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LIST_TEXT.resetAllFilters }));
    expect(await screen.findByText('3 users')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('shows a load error in an alert banner', async () => {
    signInAs(admin);
    mockApi(() => ({ status: 500, data: { success: false, message: 'Internal server error' } }));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });

  it('keeps the Refresh spinner for at least 500 ms and reloads', async () => {
    signInAs(admin);
    const requests = serve();
    const user = userEvent.setup();
    renderList();
    await screen.findByText('3 users');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: LIST_TEXT.refresh }));
    expect(screen.getByRole('button', { name: LIST_TEXT.refresh })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: LIST_TEXT.refresh })).not.toHaveAttribute('aria-busy'), { timeout: 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFRESH_SPINNER_MIN_MS - 20);
    expect(listCalls(requests)).toHaveLength(2);
  });

  it('shows pagination only for more than one page', async () => {
    signInAs(admin);
    all = Array.from({ length: 23 }, (_, i) => makeUser({ _id: `p-${i}`, id: `p-${i}`, fullName: `Person ${i}`, username: `person${i}` }));
    const requests = serve();
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(listCalls(requests).at(-1)!.params).toMatchObject({ page: 3 });
    expect(screen.getAllByTestId('user-row')).toHaveLength(3);
  });
});

describe('import', () => {
  it('offers .csv, .xlsx and .xls, says .xls must be converted, and shows the server answer for one', async () => {
    const advice = 'Old Excel files (.xls) cannot be read: open the file in your spreadsheet program, save it as .xlsx or .csv and upload that file';
    signInAs(admin);
    const requests = serve((config) => (isCall(config, 'POST', '/api/users/import') ? { status: 400, data: { success: false, message: advice } } : undefined));
    const user = userEvent.setup();
    renderList();
    await screen.findByText('3 users');
    await user.click(screen.getByRole('button', { name: LIST_TEXT.import }));
    const dialog = screen.getByRole('dialog', { name: IMPORT_TEXT.title });
    expect(within(dialog).getByText(IMPORT_TEXT.intro)).toBeInTheDocument();
    expect(IMPORT_TEXT.intro).toMatch(/\.csv or \.xlsx.*save an old \.xls workbook as \.xlsx or \.csv/);
    const input = within(dialog).getByLabelText(IMPORT_TEXT.fileLabel);
    expect(input).toHaveAttribute('accept', '.csv,.xlsx,.xls');
    await user.upload(input, new File(['\xd0\xcf\x11\xe0'], 'old.xls', { type: 'application/vnd.ms-excel' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXT.upload }));
    expect(await within(dialog).findByText(advice)).toBeInTheDocument();
    expect(requests.filter((r) => isCall(r, 'POST', '/api/users/import'))).toHaveLength(1);
  });
});
