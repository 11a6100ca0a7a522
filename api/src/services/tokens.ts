import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Config } from '../config.js';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's tokenVersion when the token was issued */
  tv: number;
  /** this token's own id: signing out puts it on the deny-list until it expires */
  jti: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

export interface TokenService {
  sign(user: { id: string; tokenVersion: number }): string;
  /** Throws on a bad signature, another algorithm, expiry or a malformed token. */
  verify(token: string): TokenClaims;
}

export function createTokenService(config: Pick<Config, 'jwtSecret' | 'jwtTtlMs'>): TokenService {
  // An empty key would sign tokens anyone can forge; server.ts resolves the secret first (withJwtSecret).
  if (!config.jwtSecret) throw new Error('No JWT secret: set JWT_SECRET (or start through server.ts, which makes one)');
  const signer = createSigner({ key: config.jwtSecret, algorithm: 'HS256', expiresIn: config.jwtTtlMs });
  const verifier = createVerifier({
    key: config.jwtSecret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'tv', 'jti', 'exp'],
  });
  return {
    sign: (user) => signer({ sub: user.id, tv: user.tokenVersion, jti: crypto.randomUUID() }),
    verify(token) {
      const claims = verifier(token) as Partial<TokenClaims>;
      const { sub, tv, jti, exp } = claims;
      if (typeof sub !== 'string' || typeof tv !== 'number' || typeof jti !== 'string' || typeof exp !== 'number') {
        throw new Error('Malformed token claims');
      }
      return { sub, tv, jti, exp };
    },
  };
}
