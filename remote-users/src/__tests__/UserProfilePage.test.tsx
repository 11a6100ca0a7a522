import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { DEFAULT_GENDER_LABEL, DEFAULT_SUBSCRIPTION, formatDateTime, MESSAGES } from '@app/shared';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import { PROFILE_TEXT } from '../constants';
import UsersRoutes from '../pages/UsersRoutes';
import { hasOwnPicture } from '../features/profile/components/Avatar';
import { isCall, mockApi } from './mockApi';

const admin = makeUser({ _id: 'admin-1', id: 'admin-1', fullName: 'Ada Admin', username: 'admin', role: 'admin' });
const nurse = makeUser({ _id: 'u-2', id: 'u-2', fullName: 'Nina Nurse', username: 'nina', role: 'nurse' });
const bob = makeUser({
  _id: 'u-3',
  id: 'u-3',
  fullName: 'Bob Builder',
  username: 'bob',
  email: 'bob@example.com',
  mobileNumber: '5550199',
  address: '1 Yard Lane',
  occupation: 'Builder',
  isActive: false,
  profilePicture: 'default.jpg',
  subscription: '',
  gender: null,
  lastLogin: null,
  createdAt: '2026-01-05T08:30:00.000Z',
  updatedAt: '2026-02-06T16:45:00.000Z',
});

beforeEach(() => resetSession());

const renderProfile = (id = 'u-3') =>
  renderWithProviders(<UsersRoutes />, { route: `/users/${id}`, path: '/users/*', routes: <Route path="/users" element={<h1>User list</h1>} /> });

const serveBob = () => mockApi((config) => (isCall(config, 'GET', '/api/users/u-3') ? { status: 200, data: { success: true, user: bob } } : undefined));

describe('user profile', () => {
  it('shows identity, badges, contact, account details with defaults and the activity timeline', async () => {
    signInAs(admin);
    serveBob();
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Bob Builder' })).toBeInTheDocument();
    expect(screen.getByText('@bob')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXT.inactive)).toBeInTheDocument();
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
    for (const text of ['bob@example.com', '5550199', '1 Yard Lane', 'Builder', DEFAULT_SUBSCRIPTION, DEFAULT_GENDER_LABEL]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: PROFILE_TEXT.accountDetails })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: PROFILE_TEXT.activityTimeline })).toBeInTheDocument();
    expect(screen.getByText(PROFILE_TEXT.profileUpdated).nextSibling).toHaveTextContent(formatDateTime(bob.updatedAt));
    expect(screen.getAllByText('N/A').length).toBeGreaterThanOrEqual(2); // last login, twice
    expect(screen.getAllByText(formatDateTime(bob.createdAt)).length).toBe(2);
  });

  it('uses the default icon only for an empty or placeholder picture', () => {
    expect(hasOwnPicture('')).toBe(false);
    expect(hasOwnPicture(null)).toBe(false);
    expect(hasOwnPicture('default.jpg')).toBe(false);
    expect(hasOwnPicture('/uploads/bob.png')).toBe(true);
  });

  it('offers Edit to an admin and to the user themself, not to other staff', async () => {
    signInAs(admin);
    serveBob();
    const { unmount } = renderProfile();
    expect(await screen.findByRole('link', { name: PROFILE_TEXT.edit })).toHaveAttribute('href', '/users/u-3/edit');
    unmount();

    signInAs(nurse);
    serveBob();
    const second = renderProfile();
    await screen.findByRole('heading', { name: 'Bob Builder' });
    expect(screen.queryByRole('link', { name: PROFILE_TEXT.edit })).toBeNull();
    second.unmount();

    signInAs(bob);
    serveBob();
    renderProfile();
    expect(await screen.findByRole('link', { name: PROFILE_TEXT.edit })).toBeInTheDocument();
  });

  it("shows 'User not found.' for an unknown user and the server's message for other errors", async () => {
    signInAs(admin);
    mockApi(() => ({ status: 404, data: { success: false, message: 'User not found.' } }));
    const { unmount } = renderProfile('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.userNotFound);
    unmount();

    signInAs(bob);
    mockApi(() => ({ status: 403, data: { success: false, message: 'You do not have permission to perform this action' } }));
    renderProfile('u-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to perform this action');
  });

  it("goes back to the list with 'Back to Users'", async () => {
    signInAs(admin);
    serveBob();
    const user = userEvent.setup();
    renderProfile();
    await user.click(screen.getByRole('button', { name: PROFILE_TEXT.backToUsers }));
    expect(await screen.findByRole('heading', { name: 'User list' })).toBeInTheDocument();
  });
});
