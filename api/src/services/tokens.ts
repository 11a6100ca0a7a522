import { createSigner, createVerifier } from 'fast-jwt';
import type { Config } from '../config.js';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** the user's tokenVersion when the token was issued */
  tv: number;
}

export interface TokenService {
  sign(user: { id: string; tokenVersion: number }): string;
  /** Throws on a bad signature, another algorithm, expiry or a malformed token. */
  verify(token: string): TokenClaims;
}

export function createTokenService(config: Pick<Config, 'jwtSecret' | 'jwtTtlMs'>): TokenService {
  const signer = createSigner({ key: config.jwtSecret, algorithm: 'HS256', expiresIn: config.jwtTtlMs });
  const verifier = createVerifier({ key: config.jwtSecret, algorithms: ['HS256'], requiredClaims: ['sub', 'tv', 'exp'] });
  return {
    sign: (user) => signer({ sub: user.id, tv: user.tokenVersion }),
    verify(token) {
      const claims = verifier(token) as Partial<TokenClaims>;
      if (typeof claims.sub !== 'string' || typeof claims.tv !== 'number') throw new Error('Malformed token claims');
      return { sub: claims.sub, tv: claims.tv };
    },
  };
}
