import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { MESSAGES, sessionStore, tokenAtom, userAtom } from '@app/shared';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import { FORM_TEXT } from '../constants';
import UsersRoutes from '../pages/UsersRoutes';
import { bodyOf, isCall, mockApi } from './mockApi';

const admin = makeUser({ _id: 'admin-1', id: 'admin-1', fullName: 'Ada Admin', username: 'admin', role: 'admin' });
const nina = makeUser({ _id: 'u-2', id: 'u-2', fullName: 'Nina Nurse', username: 'nina', email: 'nina@example.com', mobileNumber: '5550101', role: 'nurse' });

beforeEach(() => resetSession());

const listStub = <Route path="/users" element={<h1>User list</h1>} />;
const renderAt = (route: string) => renderWithProviders(<UsersRoutes />, { route, path: '/users/*', routes: listStub });

async function fillNewUser(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(FORM_TEXT.fullName), '  Jane Doe  ');
  await user.type(screen.getByLabelText(FORM_TEXT.username), 'jane');
  await user.type(screen.getByLabelText(FORM_TEXT.email), 'jane@example.com');
  await user.type(screen.getByLabelText(FORM_TEXT.contactNumber), '555 0100');
  await user.selectOptions(screen.getByLabelText(FORM_TEXT.role), 'doctor');
  await user.type(screen.getByLabelText(FORM_TEXT.password), 'secret123');
}

describe('new user form', () => {
  it('shows every required message on an empty submit and clears each one when its field is edited', async () => {
    signInAs(admin);
    const requests = mockApi(() => undefined);
    const user = userEvent.setup();
    renderAt('/users/new');
    expect(screen.getByRole('heading', { name: FORM_TEXT.addHeading })).toBeInTheDocument();
    expect(screen.getByText(FORM_TEXT.addSubtitle)).toBeInTheDocument();
    await user.type(screen.getByLabelText(FORM_TEXT.fullName), '   ');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    for (const text of [MESSAGES.fullNameRequired, MESSAGES.usernameRequired, MESSAGES.emailRequired, MESSAGES.contactRequired, MESSAGES.roleRequired, MESSAGES.passwordRequiredNew]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(requests).toHaveLength(0);
    await user.type(screen.getByLabelText(FORM_TEXT.username), 'j');
    expect(screen.queryByText(MESSAGES.usernameRequired)).toBeNull();
    expect(screen.getByText(MESSAGES.fullNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(FORM_TEXT.email), 'nope');
    await user.type(screen.getByLabelText(FORM_TEXT.password), 'short');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  it("creates through POST /api/users, shows 'Saving...', toasts and goes to /users without touching the session", async () => {
    signInAs(admin, 'admin-token');
    let release!: () => void;
    const requests = mockApi((config) =>
      isCall(config, 'POST', '/api/users')
        ? new Promise((resolve) => {
            release = () => resolve({ status: 201, data: { success: true, data: makeUser({ _id: 'new', username: 'jane' }) } });
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderAt('/users/new');
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    expect(await screen.findByRole('button', { name: FORM_TEXT.saving })).toBeDisabled();
    release();
    expect(await screen.findByText(MESSAGES.userCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/));
    expect(bodyOf(requests[0])).toEqual({ fullName: 'Jane Doe', username: 'jane', email: 'jane@example.com', mobileNumber: '555 0100', role: 'doctor', isActive: true, password: 'secret123' });
    expect(requests[0].headers.Authorization).toBe('Bearer admin-token');
    expect(sessionStore.get(tokenAtom)).toBe('admin-token');
    expect(sessionStore.get(userAtom)?.username).toBe('admin');
    expect(window.localStorage.getItem('token')).toBe('admin-token');
  });

  it("shows a server error in a box titled 'Error' and stays on the form", async () => {
    signInAs(admin);
    mockApi(() => ({ status: 409, data: { success: false, message: 'Username already exists' } }));
    const user = userEvent.setup();
    renderAt('/users/new');
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: FORM_TEXT.save }));
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(FORM_TEXT.errorTitle);
    expect(box).toHaveTextContent('Username already exists');
    expect(screen.getByRole('button', { name: FORM_TEXT.save })).toBeEnabled();
  });

  it('is for admins only', () => {
    signInAs(nina);
    renderAt('/users/new');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.noAccessText);
    expect(screen.queryByLabelText(FORM_TEXT.fullName)).toBeNull();
  });
});

describe('edit user form', () => {
  it('prefills, leaves a blank password out, and toasts on update', async () => {
    signInAs(admin);
    const requests = mockApi((config) => {
      if (isCall(config, 'GET', '/api/users/u-2')) return { status: 200, data: { success: true, user: nina } };
      if (isCall(config, 'PUT', '/api/users/u-2')) return { status: 200, data: { success: true, data: { ...nina, fullName: 'Nina N.' } } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/users/u-2/edit');
    expect(await screen.findByDisplayValue('Nina Nurse')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: FORM_TEXT.editHeading })).toBeInTheDocument();
    expect(screen.getByText(FORM_TEXT.editSubtitle)).toBeInTheDocument();
    expect(screen.getByLabelText(FORM_TEXT.role)).toBeEnabled();
    await user.clear(screen.getByLabelText(FORM_TEXT.fullName));
    await user.type(screen.getByLabelText(FORM_TEXT.fullName), 'Nina N.');
    await user.click(screen.getByRole('checkbox', { name: FORM_TEXT.status }));
    await user.click(screen.getByRole('button', { name: FORM_TEXT.update }));
    expect(await screen.findByText(MESSAGES.userUpdated)).toBeInTheDocument();
    const put = requests.find((r) => isCall(r, 'PUT', '/api/users/u-2'))!;
    expect(bodyOf(put)).toEqual({ fullName: 'Nina N.', username: 'nina', email: 'nina@example.com', mobileNumber: '5550101', role: 'nurse', isActive: false });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/));
  });

  it('does not let a user change their own role or status, and refreshes their session after saving', async () => {
    signInAs(nina, 'old-token');
    const requests = mockApi((config) => {
      if (isCall(config, 'GET', '/api/users/u-2')) return { status: 200, data: { success: true, user: nina } };
      if (isCall(config, 'PUT', '/api/users/u-2')) return { status: 200, data: { success: true, data: { ...nina, fullName: 'Nina Renamed' }, token: 'new-token' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/users/u-2/edit');
    expect(await screen.findByLabelText(FORM_TEXT.role)).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: FORM_TEXT.status })).toBeNull();
    await user.clear(screen.getByLabelText(FORM_TEXT.fullName));
    await user.type(screen.getByLabelText(FORM_TEXT.fullName), 'Nina Renamed');
    await user.type(screen.getByLabelText(FORM_TEXT.password), 'newpassword1');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.update }));
    expect(await screen.findByText(MESSAGES.userUpdated)).toBeInTheDocument();
    const body = bodyOf(requests.find((r) => isCall(r, 'PUT', '/api/users/u-2'))!);
    expect(body).not.toHaveProperty('role');
    expect(body).not.toHaveProperty('isActive');
    expect(body.password).toBe('newpassword1');
    expect(sessionStore.get(userAtom)?.fullName).toBe('Nina Renamed');
    expect(sessionStore.get(tokenAtom)).toBe('new-token');
  });

  it("shows 'User not found.' in the Error box for an unknown id", async () => {
    signInAs(admin);
    mockApi(() => ({ status: 404, data: { success: false, message: 'User not found.' } }));
    renderAt('/users/00000000-0000-0000-0000-000000000000/edit');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Error');
    expect(box).toHaveTextContent(MESSAGES.userNotFound);
  });

  it('goes back to /users on Cancel', async () => {
    signInAs(admin);
    const user = userEvent.setup();
    renderAt('/users/new');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.cancel }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/));
  });

  // Saving a changed form does not ask: the 'creates through POST' test goes to /users after its save.
  it('asks before Cancel throws away changes', async () => {
    signInAs(admin);
    const user = userEvent.setup();
    renderAt('/users/new');
    await user.type(screen.getByLabelText(FORM_TEXT.fullName), 'Half typed');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.cancel }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.unsavedChangesTitle });
    expect(dialog).toHaveTextContent(MESSAGES.unsavedChanges);
    await user.click(screen.getByRole('button', { name: MESSAGES.stayOnPage }));
    expect(screen.getByTestId('location')).toHaveTextContent('/users/new');
    expect(screen.getByLabelText(FORM_TEXT.fullName)).toHaveValue('Half typed');
    await user.click(screen.getByRole('button', { name: FORM_TEXT.cancel }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.leavePage }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/users$/));
  });
});
