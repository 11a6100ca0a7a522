import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_RATE_LIMIT_WINDOW, DEFAULT_ROLE, MESSAGES } from '../constants.js';
import { AuthResponse, LoginBody, RegisterBody } from '../schemas/auth.js';
import { errorResponses } from '../schemas/common.js';
import { UserResponse } from '../schemas/user.js';
import { verifyAgainstDummy, verifyPassword } from '../services/passwords.js';
import { toUserView } from '../services/user-view.js';
import { createAccount } from '../services/users.js';
import { badRequest, unauthorized } from '../utils/http-error.js';

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
    async (request) => {
      const { username, password } = request.body;
      const user = await users.findByUsername(username.trim());
      const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
      // One answer for an unknown user, a wrong password and a deactivated account.
      if (!user || !valid || !user.isActive) throw unauthorized(MESSAGES.invalidCredentials);
      const signedIn = await users.recordLogin(user.id);
      return { success: true as const, user: toUserView(signedIn), token: app.tokens.sign(signedIn) };
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
