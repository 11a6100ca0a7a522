import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendUnavailable, UNAVAILABLE_MESSAGES } from '../utils/unavailable.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers new requests 503 + Connection: close, lets the requests in flight finish, then stops listening and
     * closes the app (and its database).
     * Resolves true when every request finished within graceMs; false when the rest were cut at the deadline.
     */
    closeGracefully(graceMs: number): Promise<boolean>;
  }
}

/** How long no request may be running before the remaining (idle) connections are closed. */
const QUIET_MS = 200;
const RETRY_AFTER_SECONDS = 5;

export default fp(
  async function gracefulShutdown(app: FastifyInstance) {
    let stopping = false;
    let inFlight = 0;
    let lastActivity = 0;
    const touch = () => (lastActivity = Date.now());
    app.server.on('connection', touch);
    app.server.on('request', (_request, response) => {
      inFlight++;
      touch();
      response.once('close', () => {
        inFlight--;
        touch();
      });
    });

    // A handler can outlive its connection (the client gave up): it still needs the database, so it counts until
    // the app has produced its answer (onSend runs for every answer, even one nobody receives).
    let handling = 0;
    const handled = new WeakSet<FastifyRequest>();
    app.addHook('onRequest', async (request, reply) => {
      handled.add(request);
      handling++;
      if (!stopping) return;
      reply.header('connection', 'close');
      return sendUnavailable(reply, UNAVAILABLE_MESSAGES.shuttingDown, RETRY_AFTER_SECONDS);
    });
    app.addHook('onSend', async (request, reply) => {
      if (handled.delete(request)) {
        handling--;
        touch();
      }
      // Answers finished during shutdown close their connection, so clients reconnect elsewhere.
      if (stopping) reply.header('connection', 'close');
    });

    app.decorate('closeGracefully', async (graceMs: number) => {
      stopping = true;
      const deadline = Date.now() + graceMs;
      // The listener stays open until nothing runs and nothing arrives for QUIET_MS: closing it earlier would reset
      // the connections the kernel has already accepted for us (clients that sent their request before the signal
      // would see it cut), and http.Server#close drops every connection without a request in progress, including
      // those whose request has arrived but not been read yet. Meanwhile new requests get 503 + Connection: close.
      const busy = () => inFlight > 0 || handling > 0;
      while (Date.now() < deadline && (busy() || Date.now() - lastActivity < QUIET_MS)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const finished = !busy();
      if (!finished) {
        app.log.warn(`shutdown: ${Math.max(inFlight, handling)} request(s) still running after ${graceMs} ms, closing their connections`);
        app.server.closeAllConnections();
      }
      await app.close();
      return finished;
    });
  },
  { name: 'graceful-shutdown' },
);
