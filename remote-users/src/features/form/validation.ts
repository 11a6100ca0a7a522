import { MESSAGES, PASSWORD_MIN_LENGTH, type Role, type User } from '@app/shared';
import type { UserPayload } from '../../api/usersApi';

export type FormMode = 'create' | 'edit';

export interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  contactNumber: string;
  role: Role | '';
  password: string;
  isActive: boolean;
}

export type UserFormField = keyof UserFormValues;
export type UserFormErrors = Partial<Record<UserFormField, string>>;

export const EMPTY_FORM: UserFormValues = { fullName: '', username: '', email: '', contactNumber: '', role: '', password: '', isActive: true };

/** The shape {email}: something, @, something, a dot, something; no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function valuesFromUser(user: User): UserFormValues {
  return {
    fullName: user.fullName ?? '',
    username: user.username ?? '',
    email: user.email ?? '',
    contactNumber: user.mobileNumber ?? '',
    role: user.role ?? '',
    password: '',
    isActive: user.isActive,
  };
}

/** Spec section 5 on trimmed values; on edit the password is optional (checked only when given). */
export function validateUserForm(values: UserFormValues, mode: FormMode): UserFormErrors {
  const v = {
    fullName: values.fullName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    contactNumber: values.contactNumber.trim(),
    password: values.password.trim(),
  };
  const errors: UserFormErrors = {};
  if (!v.fullName) errors.fullName = MESSAGES.fullNameRequired;
  if (!v.username) errors.username = MESSAGES.usernameRequired;
  if (!v.email) errors.email = MESSAGES.emailRequired;
  else if (!EMAIL_SHAPE.test(v.email)) errors.email = MESSAGES.emailInvalid;
  if (!v.contactNumber) errors.contactNumber = MESSAGES.contactRequired;
  if (!values.role) errors.role = MESSAGES.roleRequired;
  if (mode === 'create' && !v.password) errors.password = MESSAGES.passwordRequiredNew;
  else if (v.password && v.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort;
  return errors;
}

/**
 * What the form sends: trimmed values; on edit a blank password is left out; one's own role and status are
 * never sent (the server ignores them too).
 */
export function toPayload(values: UserFormValues, mode: FormMode, options: { self: boolean; canSetRole: boolean }): UserPayload {
  const payload: UserPayload = {
    fullName: values.fullName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    mobileNumber: values.contactNumber.trim(),
  };
  if (options.canSetRole && !options.self) {
    if (values.role) payload.role = values.role;
    payload.isActive = values.isActive;
  }
  const password = values.password.trim();
  if (mode === 'create' || password) payload.password = password;
  return payload;
}
