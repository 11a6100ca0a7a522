import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';

/**
 * "The catalogue changed": every admin write of products or categories calls changed(); every API process then drops
 * what it keeps of the catalogue (answers to visitors, list totals, category sub-trees). The listeners of this process
 * run at once, before changed() resolves; other processes hear it through PostgreSQL LISTEN/NOTIFY, or Redis pub/sub
 * when REDIS_URL is set. PGlite serves one process only, so it needs no channel.
 */
export interface CatalogEvents {
  /** Clears this process's caches now and tells the other processes. Never rejects (a failed publish is logged). */
  changed(): Promise<void>;
  /** Runs `listener` on every change, made here or elsewhere; answers the function that stops it. */
  onChange(listener: () => void): () => void;
  /**
   * False while the channel to the other processes is down: a message may be missed then, so nothing should be kept
   * longer than its own time limit. Every listener also runs once when the channel comes back.
   */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface CatalogEventsLog {
  warn(message: string): void;
}

/** How the processes reach each other; `deliver` is called with each message another process sent. */
interface Transport {
  publish(message: string): Promise<void>;
  readonly connected: boolean;
  close(): Promise<void>;
}
type TransportFactory = (deliver: (message: string) => void, reconnected: () => void) => Promise<Transport>;

export const CATALOG_CHANNEL = 'catalog_changed';
/** The listener's connection, as pg_stat_activity shows it (operators and the tests find it by this name). */
export const LISTENER_APPLICATION_NAME = 'api catalog events';
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** A listener that hears nothing cannot tell a quiet catalogue from a dead connection: it asks now and then. */
const PING_EVERY_MS = 15_000;
const PING_TIMEOUT_MS = 5_000;

/** The events of this process; `attach` adds the channel to the other processes. */
function createEvents(log: CatalogEventsLog) {
  // Each process signs its messages, so it does not clear its caches a second time for its own writes.
  const origin = crypto.randomUUID();
  const listeners = new Set<() => void>();
  let transport: Transport | undefined;
  const notify = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        log.warn(`catalog events: a listener failed (${(error as Error).message})`);
      }
    }
  };

  // Many writes in a row (an import) need one message, not one each: one publish runs at a time, and the calls made
  // meanwhile share the next one, which starts after them and so covers them.
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const publishOnce = (channel: Transport): Promise<void> => {
    running = channel
      .publish(origin)
      .catch((error: Error) => log.warn(`catalog events: could not tell the other processes (${error.message})`))
      .finally(() => (running = undefined));
    return running;
  };
  const publish = (channel: Transport): Promise<void> => {
    if (!running) return publishOnce(channel);
    next ??= running.then(() => {
      next = undefined;
      return publishOnce(channel);
    });
    return next;
  };

  const events: CatalogEvents = {
    changed() {
      notify();
      return transport ? publish(transport) : Promise.resolve();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get connected() {
      return transport ? transport.connected : true;
    },
    async close() {
      listeners.clear();
      await transport?.close();
    },
  };
  return {
    events,
    async attach(makeTransport: TransportFactory) {
      transport = await makeTransport((message) => message !== origin && notify(), notify);
      return events;
    },
  };
}

/** One process (PGlite, scripts, repositories built alone): the listeners of this process only. */
export const createLocalCatalogEvents = (): CatalogEvents => createEvents({ warn: () => {} }).events;

/**
 * A dedicated connection that LISTENs, reconnecting (with a growing pause) whenever it is lost: a restarted server,
 * a terminated backend, a failover. Messages sent while it was away are lost, so its return counts as a change.
 * Publishing goes through `publishVia` (the app's pool), which works while the listener reconnects.
 */
function postgresTransport(connectionString: string, publishVia: (channel: string, message: string) => Promise<unknown>, log: CatalogEventsLog): TransportFactory {
  return async (deliver, reconnected) => {
    let client: pg.Client | undefined;
    let connected = false;
    let closed = false;
    let everConnected = false;
    let pause = RECONNECT_MIN_MS;
    let retry: NodeJS.Timeout | undefined;
    let ping: NodeJS.Timeout | undefined;

    const lost = (which: pg.Client, reason: string) => {
      if (which !== client) return; // an old connection's late event
      client = undefined;
      connected = false;
      clearInterval(ping);
      which.end().catch(() => {});
      if (closed) return;
      log.warn(`catalog events: the PostgreSQL listener was lost (${reason}); reconnecting`);
      retry = setTimeout(connect, pause);
      pause = Math.min(pause * 2, RECONNECT_MAX_MS);
    };

    async function connect() {
      if (closed) return;
      const current = new pg.Client({
        connectionString,
        application_name: LISTENER_APPLICATION_NAME,
        keepAlive: true,
        connectionTimeoutMillis: PING_TIMEOUT_MS,
        query_timeout: PING_TIMEOUT_MS,
      });
      client = current;
      current.on('error', (error) => lost(current, error.message));
      current.on('end', () => lost(current, 'connection closed'));
      current.on('notification', (message) => {
        if (message.channel === CATALOG_CHANNEL && message.payload) deliver(message.payload);
      });
      try {
        await current.connect();
        await current.query(`listen ${CATALOG_CHANNEL}`);
      } catch (error) {
        lost(current, (error as Error).message);
        return;
      }
      if (closed || client !== current) return;
      connected = true;
      pause = RECONNECT_MIN_MS;
      ping = setInterval(() => current.query('select 1').catch((error: Error) => lost(current, error.message)), PING_EVERY_MS);
      ping.unref();
      if (everConnected) reconnected();
      everConnected = true;
    }

    await connect();
    return {
      publish: async (message) => {
        await publishVia(CATALOG_CHANNEL, message);
      },
      get connected() {
        return connected;
      },
      async close() {
        closed = true;
        clearTimeout(retry);
        clearInterval(ping);
        const last = client;
        client = undefined;
        connected = false;
        await last?.end().catch(() => {});
      },
    };
  };
}

/** Redis pub/sub on a second connection (a subscribed connection can do nothing else); ioredis re-subscribes itself. */
function redisTransport(redis: Redis, channel: string, log: CatalogEventsLog): TransportFactory {
  return async (deliver, reconnected) => {
    const subscriber = redis.duplicate();
    subscriber.on('error', (error: Error) => log.warn(`catalog events: Redis subscriber: ${error.message}`));
    subscriber.on('message', (from: string, message: string) => from === channel && deliver(message));
    let everReady = false;
    subscriber.on('ready', () => {
      if (everReady) reconnected();
      everReady = true;
    });
    await subscriber.subscribe(channel);
    return {
      publish: async (message) => {
        await redis.publish(channel, message);
      },
      get connected() {
        return subscriber.status === 'ready';
      },
      async close() {
        await subscriber.quit().catch(() => subscriber.disconnect());
      },
    };
  };
}

export interface CatalogEventsOptions {
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  /** Sends a NOTIFY through the app's pool: `select pg_notify(channel, message)`. */
  notify?: (channel: string, message: string) => Promise<unknown>;
  redis?: Redis | null;
  redisKeyPrefix?: string;
  log: CatalogEventsLog;
}

/** Redis when there is one, else PostgreSQL's LISTEN/NOTIFY, else (PGlite) this process alone. */
export function createCatalogEvents(options: CatalogEventsOptions): Promise<CatalogEvents> {
  const { log } = options;
  const local = createEvents(log);
  if (options.redis) return local.attach(redisTransport(options.redis, `${options.redisKeyPrefix ?? ''}${CATALOG_CHANNEL}`, log));
  if (options.kind === 'postgres' && options.databaseUrl && options.notify) {
    return local.attach(postgresTransport(options.databaseUrl, options.notify, log));
  }
  return Promise.resolve(local.events);
}
