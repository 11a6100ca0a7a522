import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendUnavailable, UNAVAILABLE_MESSAGES } from '../utils/unavailable.js';

/**
 * Under overload, new requests are answered at once with 503 + Retry-After instead of queueing behind everyone
 * else until clients time out; the thresholds are config.loadShedding (LOAD_SHED_*).
 */

/** The health check answers even under load: it is how an operator or a load balancer sees the state. */
const EXEMPT_ROUTES = new Set(['/api/health']);
const LOG_EVERY_MS = 10_000;
const SUSTAINED_CHECKS = 2;

export default fp(
  async function loadShedding(app: FastifyInstance, options: { pendingQueries: () => number }) {
    const settings = app.config.loadShedding;
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
