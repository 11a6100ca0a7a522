import { Type } from '@sinclair/typebox';
import { USER_LIMITS } from '../constants.js';
import { Success } from './common.js';
import { Email, Password, UserRef, Username } from './user.js';

export const RegisterBody = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: USER_LIMITS.fullName, pattern: '\\S' }),
    email: Email,
    username: Username,
    password: Password,
    confirmPassword: Type.String({ maxLength: USER_LIMITS.password }),
    agreeToTerms: Type.Boolean(),
  },
  { additionalProperties: false },
);

// No format rules here: a login attempt is checked against the database, not against today's rules.
export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: USER_LIMITS.password }),
  },
  { additionalProperties: false },
);

export const AuthResponse = Success({ user: UserRef, token: Type.String() });
