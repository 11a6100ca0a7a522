import type { FastifyReply } from 'fastify';

/** What a client hears when the API cannot serve it right now (overload, lost database, shutdown): retry later. */
export const UNAVAILABLE_MESSAGES = {
  overloaded: 'The service is busy, please try again shortly',
  databaseUnavailable: 'The database is unavailable, please try again shortly',
  shuttingDown: 'The service is restarting, please try again shortly',
} as const;

/** 503 with Retry-After (seconds) and the usual error body. */
export function sendUnavailable(reply: FastifyReply, message: string, retryAfterSeconds: number) {
  return reply.code(503).header('retry-after', String(retryAfterSeconds)).send({ success: false, message });
}

// The connection to PostgreSQL was lost or refused: the server shut down or restarted (57P01-57P03), a connection
// exception (class 08), too many connections (53300), or the socket died under the driver. None of it is the
// request's fault, and a retry a few seconds later will usually work.
const CONNECTION_CODES = new Set([
  '57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006',
  'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND',
]);
const CONNECTION_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && CONNECTION_CODES.has(code)) || (typeof message === 'string' && CONNECTION_MESSAGES.test(message));
}

/** Seconds a client should wait after a lost database connection: about how long a restart or failover takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
