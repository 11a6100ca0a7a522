import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLICK_BATCH_MAX, CLICK_DEDUP_WINDOW_MINUTES, CLICK_RATE_LIMIT, CLICK_WINDOW_PRUNE_MS, MESSAGES } from '../constants.js';
import { pruneHits, type HitCount } from '../db/rate-limit-hits.js';
import { clickContext } from '../services/click-context.js';
import { createBatcher } from '../services/batcher.js';
import { createClickRecorder } from '../services/click-recorder.js';
import { visitorHash } from '../services/visitor.js';
import type { ClickClaim } from '../db/repositories/products.js';
import { HttpError } from '../utils/http-error.js';
import { rateLimitCounter } from './security.js';

export interface TrackedClick {
  /** The product's people's clicks, this one included. */
  clicks: number;
  /** False for a repeat within the visitor's window and for a bot (recorded as one, never counted). */
  counted: boolean;
  affiliateLink: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    clicks: {
      /**
       * A visitor's click on a product (POST /api/products/click/:id, GET /go/:id); undefined: no such active product.
       * Throws 429 past the click limit when it counts the limit itself (see `rateLimit`).
       */
      track(request: FastifyRequest, reply: FastifyReply, productId: string): Promise<TrackedClick | undefined>;
      /**
       * The click routes' `config.rateLimit`: the click limit for @fastify/rate-limit, or false where `track` counts it
       * inside its claim statement (limits counted in PostgreSQL: one round trip per click instead of two).
       */
      rateLimit: typeof CLICK_RATE_LIMIT | false;
      /** Writes the gathered clicks now. */
      flush(): Promise<void>;
    };
  }
}

/** The click limit's answer as @fastify/rate-limit gives it: its headers, and 429 past the limit. */
function answerLimit(reply: FastifyReply, { current, ttl }: HitCount) {
  const reset = Math.ceil(ttl / 1000);
  reply.header('x-ratelimit-limit', CLICK_RATE_LIMIT.max);
  reply.header('x-ratelimit-remaining', Math.max(0, CLICK_RATE_LIMIT.max - current));
  reply.header('x-ratelimit-reset', reset);
  if (current <= CLICK_RATE_LIMIT.max) return;
  reply.header('retry-after', reset);
  throw new HttpError(429, MESSAGES.rateLimited);
}

/**
 * Click tracking: the visitor's window claimed before the answer (concurrent clicks share one statement), the click
 * itself written in batches after it (click-recorder.ts).
 */
export default fp(
  async function clicks(app: FastifyInstance) {
    const repo = app.repos.clicks;
    const recorder = createClickRecorder({
      write: repo.record,
      flushMs: app.config.clicks.flushMs,
      maxBatch: CLICK_BATCH_MAX,
      onError: (error, lost) => app.log.error({ err: error }, `${lost} clicks could not be written`),
    });
    const limitInClaim = rateLimitCounter(app) === 'postgres';
    const limit = { max: CLICK_RATE_LIMIT.max, timeWindowMs: CLICK_RATE_LIMIT.timeWindow };
    const claim = createBatcher((claims: ClickClaim[]) =>
      app.repos.products.claimClicks(claims, CLICK_DEDUP_WINDOW_MINUTES, limitInClaim ? limit : undefined),
    );
    const prune = setInterval(() => {
      repo.pruneWindows().catch((error: unknown) => app.log.warn({ err: error }, 'Could not forget passed click windows'));
    }, CLICK_WINDOW_PRUNE_MS).unref();

    app.decorate('clicks', {
      async track(request: FastifyRequest, reply: FastifyReply, productId: string) {
        const visitor = visitorHash(request, app.config.jwtSecret);
        // The key @fastify/rate-limit's PostgreSQL store gives the route's client: the same row, the same count.
        const limitKey = limitInClaim ? `${request.routeOptions.method}${request.routeOptions.url}-${normalizeIP(request.ip)}` : undefined;
        if (limitInClaim) pruneHits(app.db);
        const { click: claimed, hit } = await claim({ productId, visitorHash: visitor, limitKey });
        if (hit) answerLimit(reply, hit);
        if (!claimed) return undefined;
        const { affiliateLink } = claimed;
        if (!claimed.fresh) return { clicks: claimed.clicks + recorder.pendingFor(productId), counted: false, affiliateLink };
        const context = clickContext(request, app.config.clicks);
        const written = recorder.record({ productId, visitorHash: visitor, ...context });
        // Counted before the write ends: the gathered clicks (this one too) are not in claimed.clicks yet.
        const clicks = claimed.clicks + recorder.pendingFor(productId);
        await written;
        return { clicks, counted: !context.isBot, affiliateLink };
      },
      flush: () => recorder.flush(),
      rateLimit: limitInClaim ? false : CLICK_RATE_LIMIT,
    });

    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(prune);
      await recorder.flush();
    });
  },
  { name: 'clicks', dependencies: ['database', 'redis'] },
);
