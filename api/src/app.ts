import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { IMPORT_MAX_FILE_BYTES } from './constants.js';
import type { AppDatabase } from './db/index.js';
import authPlugin from './plugins/auth.js';
import catalogEvents from './plugins/catalog-events.js';
import clicksPlugin from './plugins/clicks.js';
import databasePlugin from './plugins/database.js';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler.js';
import gracefulShutdown from './plugins/graceful-shutdown.js';
import loadShedding from './plugins/load-shedding.js';
import inputGuard from './plugins/input-guard.js';
import publicCache from './plugins/public-cache.js';
import redisPlugin from './plugins/redis.js';
import security from './plugins/security.js';
import staticImages from './plugins/static-images.js';
import swagger from './plugins/swagger.js';
import authRoutes from './routes/auth.js';
import catalogVersionRoutes from './routes/catalog-version.js';
import categoryRoutes from './routes/categories.js';
import clickStatsRoutes from './routes/click-stats.js';
import goRoutes from './routes/go.js';
import healthRoutes from './routes/health.js';
import linkCheckRoutes from './routes/link-checks.js';
import newsletterRoutes from './routes/newsletter.js';
import productRoutes from './routes/products.js';
import productTransferRoutes from './routes/product-transfer.js';
import statsRoutes from './routes/stats.js';
import userRoutes from './routes/users.js';
import { ErrorResponse, UserSchema } from '@app/contracts';
import { createValidatorCompiler } from './utils/validator.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Migrated database; the app closes it on app.close(). */
  database: AppDatabase;
  logger?: FastifyServerOptions['logger'];
  /** The clock of time windows such as the login lockout (tests move it instead of sleeping). */
  now?: () => number;
}

const SKIP_LOG = Symbol('skip request log');

/**
 * Fastify's "incoming request" / "request completed" lines for LOG_REQUESTS of the requests (decided once per
 * request, so a logged request gets both lines). Failures are logged by the error handler whatever this says.
 */
function requestLogging(share: number) {
  if (share >= 1) return new LogController({ disableRequestLogging: false });
  if (share <= 0) return new LogController({ disableRequestLogging: true });
  return new LogController({
    disableRequestLogging: (request: FastifyRequest & { [SKIP_LOG]?: boolean }) => (request[SKIP_LOG] ??= Math.random() >= share),
  });
}

export async function buildApp({ config, database, logger, now }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: requestLogging(config.logRequests),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(createValidatorCompiler());

  app.decorate('config', config);
  app.addSchema(ErrorResponse);
  app.addSchema(UserSchema);

  // External plugins, then the app's own, then routes (as in fastify/demo).
  await app.register(errorHandler);
  await app.register(gracefulShutdown);
  await app.register(loadShedding, { pendingQueries: database.pendingQueries });
  await app.register(inputGuard);
  await app.register(redisPlugin);
  await app.register(catalogEvents, { database });
  await app.register(security, { database });
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_FILE_BYTES, files: 1, fields: 10 } });
  await app.register(swagger);
  await app.register(databasePlugin, { database });
  await app.register(clicksPlugin);
  await app.register(authPlugin, { now });
  await app.register(publicCache);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(userRoutes, { prefix: '/users' });
      // Catalog routes register here: products, categories, stats, newsletter.
      await api.register(productRoutes, { prefix: '/products' });
      await api.register(productTransferRoutes, { prefix: '/products' });
      await api.register(categoryRoutes, { prefix: '/categories' });
      await api.register(statsRoutes, { prefix: '/stats' });
      await api.register(newsletterRoutes);
      await api.register(linkCheckRoutes);
      await api.register(catalogVersionRoutes);
      await api.register(clickStatsRoutes);
    },
    { prefix: '/api' },
  );
  // Routes outside /api (e.g. GET /go/:id, static images) register here.
  await app.register(goRoutes);
  await app.register(staticImages);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
