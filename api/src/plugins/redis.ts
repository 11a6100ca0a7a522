import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { ConfigError } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client when REDIS_URL is set (rate limits, login lockout, signed-out tokens); else null. */
    redis: Redis | null;
  }
}

/** Connects at start, so a wrong REDIS_URL stops the start with its reason instead of failing requests later. */
export default fp(
  async function redis(app: FastifyInstance) {
    const url = app.config.redisUrl;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // A command waits for at most one reconnection: an outage fails requests instead of queueing them forever.
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    let lastError: Error | undefined;
    client.on('error', (error) => {
      lastError = error;
      app.log.warn(`Redis: ${error.message}`);
    });
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      // A ConfigError: the start stops with this one line (the address is wrong or Redis is down).
      throw new ConfigError(`Cannot connect to Redis at REDIS_URL (${(lastError ?? (error as Error)).message})`);
    }
    app.decorate('redis', client);
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  },
  { name: 'redis' },
);
