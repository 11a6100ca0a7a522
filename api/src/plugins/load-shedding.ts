import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseKind } from '../db/index.js';
import { ConfigError } from '../config.js';
import { sendUnavailable, UNAVAILABLE_MESSAGES } from '../utils/unavailable.js';

/**
 * Under overload, new requests are answered at once with 503 + Retry-After instead of queueing behind everyone
 * else until clients time out. Two signals: the event loop's delay (the process has more work than CPU), and the
 * number of queries waiting for the database (PGlite runs one query at a time; on PostgreSQL, requests waiting
 * for a pool connection). 0 turns a check off.
 */
export interface LoadSheddingOptions {
  /** LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: mean event loop delay (per sample) that sheds when sustained. */
  maxEventLoopDelayMs: number;
  /** LOAD_SHED_MAX_QUEUE: queries waiting for the database that shed; default 256 on PGlite, off on PostgreSQL. */
  maxQueue: number;
  /** LOAD_SHED_RETRY_AFTER: seconds, sent as Retry-After. */
  retryAfterSeconds: number;
  /** LOAD_SHED_SAMPLE_MS: how often the event loop delay is checked (shedding starts after two late checks). */
  sampleIntervalMs: number;
}

// An idle API's loop is late by 1-15 ms; a saturated one by hundreds. PGlite runs one query at a time on this
// thread: at 200 connections its queue holds up to ~200 queries, served in order within about a second here, so
// 256 sheds only beyond that. On PostgreSQL the pool's connect timeout already bounds the wait: queue check off.
export const DEFAULT_LOAD_SHEDDING = {
  maxEventLoopDelayMs: 200,
  maxQueue: { pglite: 256, postgres: 0 } satisfies Record<DatabaseKind, number>,
  retryAfterSeconds: 2,
  sampleIntervalMs: 500,
};

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new ConfigError(`${name} must be an integer >= ${min}`);
  return number;
}

/** testing: the app runs in the test suite (NODE_ENV=test), where shedding is on only when a test asks for it. */
export function loadSheddingOptions(kind: DatabaseKind, env: NodeJS.ProcessEnv = process.env, testing = false): LoadSheddingOptions {
  return {
    maxEventLoopDelayMs: integer(env, 'LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS', testing ? 0 : DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs, 0),
    maxQueue: integer(env, 'LOAD_SHED_MAX_QUEUE', testing ? 0 : DEFAULT_LOAD_SHEDDING.maxQueue[kind], 0),
    retryAfterSeconds: integer(env, 'LOAD_SHED_RETRY_AFTER', DEFAULT_LOAD_SHEDDING.retryAfterSeconds, 1),
    sampleIntervalMs: integer(env, 'LOAD_SHED_SAMPLE_MS', DEFAULT_LOAD_SHEDDING.sampleIntervalMs, 10),
  };
}

/** The health check answers even under load: it is how an operator or a load balancer sees the state. */
const EXEMPT_ROUTES = new Set(['/api/health']);
const LOG_EVERY_MS = 10_000;
const SUSTAINED_CHECKS = 2;

export default fp(
  async function loadShedding(app: FastifyInstance, options: { pendingQueries: () => number; kind: DatabaseKind }) {
    // In the test suite a busy machine must not turn test requests away: on only where a test sets a threshold.
    const settings = loadSheddingOptions(options.kind, process.env, app.config.env === 'test');
    const exempt = (request: FastifyRequest) => EXEMPT_ROUTES.has(request.routeOptions.url ?? '');
    // One log line per LOG_EVERY_MS while shedding, with the count: visible, without flooding the log.
    let shedSinceLog = 0;
    let loggedAt = 0;
    const shed = (reply: FastifyReply, reason: string) => {
      shedSinceLog++;
      if (Date.now() - loggedAt >= LOG_EVERY_MS) {
        app.log.warn(`overload: answered ${shedSinceLog} request(s) 503 (${reason})`);
        shedSinceLog = 0;
        loggedAt = Date.now();
      }
      return sendUnavailable(reply, UNAVAILABLE_MESSAGES.overloaded, settings.retryAfterSeconds);
    };

    if (settings.maxEventLoopDelayMs > 0) {
      // under-pressure samples the event loop's delay twice per check; a check counts as overloaded when the
      // latest sample is over the limit, and only SUSTAINED_CHECKS in a row shed. One long synchronous task (a big
      // export, start-up itself) is not overload; a loop that stays late is. Checks start once the app is ready.
      let overloadedChecks = 0;
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          const late = app.memoryUsage().eventLoopDelay > settings.maxEventLoopDelayMs;
          overloadedChecks = late ? overloadedChecks + 1 : 0;
        }, settings.sampleIntervalMs).unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
      await app.register(underPressure, {
        maxEventLoopDelay: settings.maxEventLoopDelayMs,
        sampleInterval: Math.max(10, Math.round(settings.sampleIntervalMs / 2)),
        // Called while the latest sample is over the limit. Answers here (Fastify goes no further once a reply
        // is sent), or lets the request through.
        pressureHandler: (request: FastifyRequest, reply: FastifyReply, _type: string, value?: number) => {
          if (overloadedChecks >= SUSTAINED_CHECKS && !exempt(request)) shed(reply, `event loop delay ${Math.round(value ?? 0)} ms`);
        },
      });
    }
    if (settings.maxQueue > 0) {
      app.addHook('onRequest', async (request, reply) => {
        const pending = options.pendingQueries();
        if (pending >= settings.maxQueue && !exempt(request)) return shed(reply, `${pending} queries waiting for the database`);
      });
    }
  },
  { name: 'load-shedding' },
);
