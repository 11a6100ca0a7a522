import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppDatabase, DatabaseKind } from '../db/index.js';
import { createRepositories, type Repositories } from '../db/repositories/index.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    repos: Repositories;
  }
}

/** Exposes the database and the repositories; closes the database with the app. */
export default fp(
  async function database(app: FastifyInstance, options: { database: AppDatabase }) {
    const { database } = options;
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('repos', createRepositories(database.db, app.catalogEvents, { productCountCacheMs: app.config.productCountCacheMs }));
    app.addHook('onClose', async () => {
      await database.destroy();
    });
  },
  { name: 'database', dependencies: ['catalog-events'] },
);
