import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, STAFF_ROLES, type Role } from '../constants.js';
import type { UserRow } from '../db/accounts-types.js';
import { createTokenService, type TokenService } from '../services/tokens.js';
import { forbidden, unauthorized } from '../utils/http-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** 401 unless a valid token of an active user is sent; sets request.user. */
    requireAuth: preHandlerAsyncHookHandler;
    /** requireAuth, then 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Sets request.user when a valid token is sent; never rejects. */
    optionalAuth: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export const STAFF_AND_ADMIN: Role[] = ['admin', ...STAFF_ROLES];

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export default fp(
  async function auth(app: FastifyInstance) {
    const tokens = createTokenService(app.config);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    /** The token's user, loaded fresh: deactivated, deleted or re-passworded users' tokens stop working. */
    async function authenticate(request: FastifyRequest): Promise<UserRow> {
      const token = bearerToken(request);
      if (!token) throw unauthorized(MESSAGES.notAuthorized);
      let claims;
      try {
        claims = tokens.verify(token);
      } catch {
        throw unauthorized(MESSAGES.invalidToken);
      }
      const user = await app.repos.users.findById(claims.sub).catch(() => undefined);
      if (!user || !user.isActive || user.tokenVersion !== claims.tv) throw unauthorized(MESSAGES.invalidToken);
      return user;
    }

    const requireAuth = async (request: FastifyRequest, _reply: FastifyReply) => {
      request.user = await authenticate(request);
    };
    app.decorate('requireAuth', requireAuth);
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      await requireAuth(request, reply);
      if (!roles.includes(request.user!.role)) throw forbidden(MESSAGES.forbidden);
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      if (!bearerToken(request)) return;
      request.user = await authenticate(request).catch(() => null);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
