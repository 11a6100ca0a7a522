import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { MESSAGES, sessionStore, userAtom } from '@app/shared';
import { makeUser, mockApi, renderWithProviders, resetSession } from '@app/shared/test-utils';
import RegisterPage from '../pages/RegisterPage';

beforeEach(() => resetSession());

const dashboard = <Route path="/dashboard" element={<h1>Dashboard</h1>} />;

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'password123', confirm = password) {
  await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Username'), 'jane');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

describe('RegisterPage', () => {
  it("shows 'Passwords do not match' and keeps submit disabled until they match and terms are ticked", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    await fill(user, 'password123', 'password124');
    const submit = screen.getByRole('button', { name: 'Create Account' });
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'password123');
    expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeDisabled();
  });

  it("rates the password: 12.5% per character, 'Weak' under 8, 'Strong' from 8, with the hint", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    expect(screen.getByText(MESSAGES.passwordHint)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Weak');
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ width: '37.5%' });
    await user.type(screen.getByLabelText('Password'), 'defgh');
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Strong');
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ width: '100%' });
    await user.type(screen.getByLabelText('Password'), 'ijkl');
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ width: '100%' });
  });

  it("on success: 'Registration successful', signed in, sent to /dashboard", async () => {
    const user = userEvent.setup();
    const requests = mockApi(() => ({ status: 201, data: { success: true, user: makeUser({ username: 'jane' }), token: 't' } }));
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register', routes: dashboard });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.registrationSuccessful)).toBeInTheDocument();
    expect(JSON.parse(requests[0].data)).toEqual({
      fullName: 'Jane Doe', email: 'jane@example.com', username: 'jane', password: 'password123', confirmPassword: 'password123', agreeToTerms: true,
    });
    expect(sessionStore.get(userAtom)?.username).toBe('jane');
  });

  it("on failure: the server's error, no success toast, stays on the page", async () => {
    const user = userEvent.setup();
    mockApi(() => ({ status: 409, data: { success: false, message: 'Username already exists' } }));
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register', routes: dashboard });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    expect(screen.queryByText(MESSAGES.registrationSuccessful)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
  });

  it('links Terms and Privacy to real pages and sign-in to /login', () => {
    renderWithProviders(<RegisterPage />, { route: '/register', path: '/register' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
