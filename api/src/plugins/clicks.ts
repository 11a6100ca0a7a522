import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLICK_BATCH_MAX, CLICK_DEDUP_WINDOW_MINUTES, CLICK_WINDOW_PRUNE_MS } from '../constants.js';
import { clickContext } from '../services/click-context.js';
import { createBatcher } from '../services/batcher.js';
import { createClickRecorder } from '../services/click-recorder.js';
import { visitorHash } from '../services/visitor.js';
import type { ClickClaim } from '../db/repositories/products.js';

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
      /** A visitor's click on a product (POST /api/products/click/:id, GET /go/:id); undefined: no such active product. */
      track(request: FastifyRequest, productId: string): Promise<TrackedClick | undefined>;
      /** Writes the gathered clicks now. */
      flush(): Promise<void>;
    };
  }
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
    const claim = createBatcher((claims: ClickClaim[]) => app.repos.products.claimClicks(claims, CLICK_DEDUP_WINDOW_MINUTES));
    const prune = setInterval(() => {
      repo.pruneWindows().catch((error: unknown) => app.log.warn({ err: error }, 'Could not forget passed click windows'));
    }, CLICK_WINDOW_PRUNE_MS).unref();

    app.decorate('clicks', {
      async track(request: FastifyRequest, productId: string) {
        const visitor = visitorHash(request, app.config.jwtSecret);
        const claimed = await claim({ productId, visitorHash: visitor });
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
    });

    // Registered after the database plugin, so this runs before the database closes.
    app.addHook('onClose', async () => {
      clearInterval(prune);
      await recorder.flush();
    });
  },
  { name: 'clicks', dependencies: ['database'] },
);
