import { MESSAGES } from '@app/shared';
import { makeUser } from '@app/shared/test-utils';
import { EMPTY_FORM, toPayload, validateUserForm, valuesFromUser, type UserFormValues } from './validation';

const valid: UserFormValues = { fullName: 'Jane Doe', username: 'jane', email: 'jane@example.com', contactNumber: '555 0100', role: 'nurse', password: 'secret123', isActive: true };

describe('user form validation', () => {
  it('uses the exact texts the server answers too', () => {
    expect(MESSAGES).toMatchObject({
      fullNameRequired: 'Full name is required',
      usernameRequired: 'Username is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      contactRequired: 'Contact number is required',
      roleRequired: 'Role selection is required',
      passwordRequiredNew: 'Password is required for new users',
      passwordTooShort: 'Password must be at least 8 characters long',
    });
  });

  it('requires every field of a new user, on trimmed values', () => {
    const blanks = { ...EMPTY_FORM, fullName: '   ', username: ' ', email: '  ', contactNumber: '\t' };
    expect(validateUserForm(blanks, 'create')).toEqual({
      fullName: MESSAGES.fullNameRequired,
      username: MESSAGES.usernameRequired,
      email: MESSAGES.emailRequired,
      contactNumber: MESSAGES.contactRequired,
      role: MESSAGES.roleRequired,
      password: MESSAGES.passwordRequiredNew,
    });
  });

  it('checks the email shape and the password length', () => {
    expect(validateUserForm({ ...valid, email: 'jane@example' }, 'create')).toEqual({ email: 'Email is invalid' });
    expect(validateUserForm({ ...valid, email: 'jane example.com' }, 'create')).toEqual({ email: 'Email is invalid' });
    expect(validateUserForm({ ...valid, email: '  jane@example.com  ' }, 'create')).toEqual({});
    expect(validateUserForm({ ...valid, password: '1234567' }, 'create')).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(validateUserForm({ ...valid, password: '  1234567  ' }, 'create')).toEqual({ password: 'Password must be at least 8 characters long' });
    expect(validateUserForm(valid, 'create')).toEqual({});
  });

  it('makes the password optional on edit, but still checks one that is given', () => {
    expect(validateUserForm({ ...valid, password: '' }, 'edit')).toEqual({});
    expect(validateUserForm({ ...valid, password: 'short' }, 'edit')).toEqual({ password: MESSAGES.passwordTooShort });
  });
});

describe('user form payload', () => {
  it('trims values and sends contactNumber as mobileNumber', () => {
    const payload = toPayload({ ...valid, fullName: '  Jane Doe ', email: ' jane@example.com ' }, 'create', { self: false, canSetRole: true });
    expect(payload).toEqual({ fullName: 'Jane Doe', username: 'jane', email: 'jane@example.com', mobileNumber: '555 0100', role: 'nurse', isActive: true, password: 'secret123' });
  });

  it('leaves a blank password out on edit', () => {
    expect(toPayload({ ...valid, password: '  ' }, 'edit', { self: false, canSetRole: true })).not.toHaveProperty('password');
    expect(toPayload({ ...valid, password: 'newpass123' }, 'edit', { self: false, canSetRole: true }).password).toBe('newpass123');
  });

  it('never sends role or status for oneself or from a non-admin', () => {
    const own = toPayload(valid, 'edit', { self: true, canSetRole: true });
    expect(own).not.toHaveProperty('role');
    expect(own).not.toHaveProperty('isActive');
    const staff = toPayload(valid, 'edit', { self: false, canSetRole: false });
    expect(staff).not.toHaveProperty('role');
  });

  it('prefills from a user with an empty password', () => {
    const user = makeUser({ fullName: 'A B', mobileNumber: null, role: 'doctor', isActive: false });
    expect(valuesFromUser(user)).toEqual({ fullName: 'A B', username: 'tester', email: 'tester@example.com', contactNumber: '', role: 'doctor', password: '', isActive: false });
  });
});
