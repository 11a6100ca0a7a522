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
     * once after its write. Each change also moves the catalogue's version (GET /api/catalog/version).
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
    const { db } = options.database;
    const counted: CatalogEvents = {
      async changed() {
        // Counted before any process hears of it, so whoever polls the version after hearing reads the new one.
        await sql`update catalog_version set version = version + 1, changed_at = now()`
          .execute(db)
          .catch((error: Error) => app.log.warn(`catalog events: could not count the change (${error.message})`));
        return events.changed();
      },
      onChange: (listener) => events.onChange(listener),
      get connected() {
        return events.connected;
      },
      close: () => events.close(),
    };
    app.decorate('catalogEvents', counted);
    app.addHook('onClose', () => events.close());
  },
  { name: 'catalog-events', dependencies: ['redis'] },
);
