import cors from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../constants.js';
import type { AppDatabase } from '../db/index.js';
import { postgresRateLimitStore } from '../services/rate-limit-store.js';
import { helmetHeaders, setHeadersHook } from './helmet-once.js';

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  // The front ends live on other origins and load product images from the API.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
    },
  },
};

/**
 * Where the rate limiter counts: in Redis when there is one, else in PostgreSQL (every API process counts against one
 * window); PGlite serves one process, which counts in its memory.
 */
export function rateLimitCounter(app: FastifyInstance, database?: AppDatabase): 'redis' | 'postgres' | 'memory' {
  if (app.redis) return 'redis';
  return (database?.kind ?? app.dbKind) === 'postgres' ? 'postgres' : 'memory';
}

/**
 * Helmet, CORS and the rate limiter (off by default; routes opt in with `config.rateLimit`). The limiter counts
 * per request.ip: the TCP peer, or the client a trusted proxy names (TRUST_PROXY, set on Fastify in app.ts).
 */
export default fp(
  async function security(app: FastifyInstance, options: { database?: AppDatabase }) {
    const { config } = app;
    app.addHook('onRequest', setHeadersHook(await helmetHeaders(HELMET_OPTIONS)));
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposedHeaders: ['Content-Disposition'],
      maxAge: 600,
    });
    const counter = rateLimitCounter(app, options.database);
    await app.register(rateLimit, {
      global: false,
      ...(counter === 'redis'
        ? { redis: app.redis!, nameSpace: `${config.redisKeyPrefix}rate-limit:` }
        : counter === 'postgres'
          ? { store: postgresRateLimitStore(options.database!.db) }
          : {}),
      errorResponseBuilder: (_request, context) => {
        const error = new Error(MESSAGES.rateLimited) as Error & { statusCode: number };
        error.statusCode = context.statusCode;
        return error;
      },
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
