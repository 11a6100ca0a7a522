import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, PERMISSIONS, type Permission, type Role } from '../constants.js';
import type { UserRow } from '../db/accounts-types.js';
import { createDatabaseAuthState } from '../db/repositories/auth-state.js';
import type { AuthStateStore } from '../services/auth-state.js';
import { createRedisAuthState } from '../services/auth-state-redis.js';
import { createLoginLockout, type LoginLockout } from '../services/login-lockout.js';
import { createTokenService, type TokenClaims, type TokenService } from '../services/tokens.js';
import { forbidden, unauthorized } from '../utils/http-error.js';
import { isUuid } from '../utils/validator.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Failed sign-ins and signed-out tokens, shared by every API process (Redis when set, else the database). */
    authState: AuthStateStore;
    loginLockout: LoginLockout;
    /** The clock of the auth state's time windows. */
    now: () => number;
    /** 401 unless a valid token of an active user is sent; sets request.user. */
    requireAuth: preHandlerAsyncHookHandler;
    /** requireAuth, then 403 unless the user has one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** requireAuth, then 403 unless the user's role has the permission (the permission matrix in the contract). */
    requirePermission: (permission: Permission) => preHandlerAsyncHookHandler;
    /** Sets request.user when a valid token is sent; never rejects. */
    optionalAuth: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The claims of the token that authenticated the request (logout ends this token). */
    tokenClaims: TokenClaims | null;
  }
}


function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export default fp(
  async function auth(app: FastifyInstance, options: { now?: () => number }) {
    const now = options.now ?? Date.now;
    const tokens = createTokenService(app.config);
    const authState = app.redis ? createRedisAuthState(app.redis, app.config.redisKeyPrefix) : createDatabaseAuthState(app.db);
    app.decorate('tokens', tokens);
    app.decorate('now', now);
    app.decorate('authState', authState);
    app.decorate('loginLockout', createLoginLockout(authState, now));
    app.decorateRequest('user', null);
    app.decorateRequest('tokenClaims', null);

    /** The token's user and whether the token was signed out; one query when both live in the database. */
    const tokenUser = app.redis
      ? async (id: string, jti: string) => {
          const [user, revoked] = await Promise.all([app.repos.users.findById(id), authState.isRevoked(jti)]);
          return { user, revoked };
        }
      : (id: string, jti: string) => app.repos.users.findWithTokenState(id, jti);

    /**
     * The token's user, loaded fresh: tokens of deactivated or deleted users, and tokens issued before a password
     * or role change (tokenVersion) or signed out (deny-list), stop working.
     */
    async function authenticate(request: FastifyRequest): Promise<UserRow> {
      const token = bearerToken(request);
      if (!token) throw unauthorized(MESSAGES.notAuthorized);
      let claims;
      try {
        claims = tokens.verify(token);
      } catch {
        throw unauthorized(MESSAGES.invalidToken);
      }
      // Not a user id at all: no query. A database that fails answers as every failing query does (503), not 401:
      // a 401 would sign the person out over a blip.
      if (!isUuid(claims.sub)) throw unauthorized(MESSAGES.invalidToken);
      const { user, revoked } = (await tokenUser(claims.sub, claims.jti)) ?? { user: undefined, revoked: false };
      if (!user || !user.isActive || user.tokenVersion !== claims.tv || revoked) throw unauthorized(MESSAGES.invalidToken);
      request.tokenClaims = claims;
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
    app.decorate('requirePermission', (permission: Permission) => app.requireRole(...PERMISSIONS[permission]));
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      if (!bearerToken(request)) return;
      request.user = await authenticate(request).catch(() => null);
    });
  },
  { name: 'auth', dependencies: ['database', 'redis'] },
);
