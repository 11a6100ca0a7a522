import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_RATE_LIMIT_WINDOW, DEFAULT_ROLE, MESSAGES } from '../constants.js';
import { AuthResponse, LoginBody, RegisterBody, errorResponses, Success, UserResponse } from '@app/contracts';
import { verifyAgainstDummy, verifyPassword } from '../services/passwords.js';
import { toUserView } from '../services/user-view.js';
import { createAccount } from '../services/users.js';
import { badRequest, HttpError, unauthorized } from '../utils/http-error.js';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const users = app.repos.users;
  const rateLimit = { max: app.config.authRateLimitMax, timeWindow: AUTH_RATE_LIMIT_WINDOW };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (always role user) and sign in',
        body: RegisterBody,
        response: { 201: AuthResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { confirmPassword, agreeToTerms, ...input } = request.body;
      if (input.password !== confirmPassword) {
        throw badRequest(MESSAGES.passwordsDoNotMatch, [{ field: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch }]);
      }
      if (!agreeToTerms) {
        throw badRequest(MESSAGES.mustAgreeToTerms, [{ field: 'agreeToTerms', message: MESSAGES.mustAgreeToTerms }]);
      }
      const created = await createAccount(users, { ...input, role: DEFAULT_ROLE, isActive: true }, { createdBy: null, lastLogin: new Date() });
      reply.code(201);
      return { success: true as const, user: toUserView(created), token: app.tokens.sign(created) };
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: LoginBody,
        response: { 200: AuthResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      // Counted before the password is checked: a locked account answers 429 even to the right password.
      const retryAfter = await app.loginLockout.attempt(username);
      if (retryAfter) {
        reply.header('retry-after', String(retryAfter));
        throw new HttpError(429, MESSAGES.rateLimited);
      }
      const user = await users.findByUsername(username.trim());
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      // One answer for an unknown user, a wrong password and a deactivated account (the attempt stays counted).
      if (!user || !valid || !user.isActive) throw unauthorized(MESSAGES.invalidCredentials);
      await app.loginLockout.succeeded(username);
      const signedIn = await users.recordLogin(user.id);
      return { success: true as const, user: toUserView(signedIn), token: app.tokens.sign(signedIn) };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token sent ends now (the user\'s other sessions go on)',
        security: [{ bearerAuth: [] }],
        response: { 200: Success({}), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const claims = request.tokenClaims!;
      await app.authState.revokeToken(claims.jti, claims.exp * 1000, app.now());
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: UserResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, user: toUserView(request.user!) }),
  );
};

export default authRoutes;
