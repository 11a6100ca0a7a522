import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/index.js';
import { createCatalogEvents, type CatalogEvents } from '../services/catalog-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * "The catalogue changed", heard by every API process. The repositories' product and category writes call
     * changed() themselves; code that writes the catalogue some other way calls `await app.catalogEvents.changed()`
     * once after its write.
     */
    catalogEvents: CatalogEvents;
  }
}

export default fp(
  async function catalogEvents(app: FastifyInstance, options: { database: AppDatabase }) {
    const { config } = app;
    const events = await createCatalogEvents({
      kind: options.database.kind,
      databaseUrl: config.databaseUrl,
      notify: (channel, message) => sql`select pg_notify(${channel}, ${message})`.execute(options.database.db),
      redis: app.redis,
      redisKeyPrefix: config.redisKeyPrefix,
      log: app.log,
    });
    app.decorate('catalogEvents', events);
    app.addHook('onClose', () => events.close());
  },
  { name: 'catalog-events', dependencies: ['redis'] },
);
