import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogEvents } from '../services/catalog-events.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A catalogue read whose anonymous answers every visitor shares: kept for PUBLIC_CACHE_MS (see public-cache.ts). */
    publicCache?: boolean;
  }
}

/** Bounds of the memory the answers take (a search can have as many URLs as visitors can type). */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ANSWER_BYTES = 1024 * 1024;

interface Entry {
  payload: string;
  contentType: string;
  etag: string;
  storedAt: number;
  /** A request is building the next answer; meanwhile the others get this one (see lookup). */
  refreshing: boolean;
}

/** What a request that missed must do at onSend: store its answer under `key` unless the catalogue changed since. */
interface Miss {
  key: string;
  generation: number;
}
const MISS = Symbol('public cache miss');
type CacheRequest = FastifyRequest & { [MISS]?: Miss };

/** GET path?query with the query's parameters sorted: ?a=1&b=2 and ?b=2&a=1 share an answer. */
function keyOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = new URLSearchParams(url.slice(mark + 1));
  query.sort();
  return `${url.slice(0, mark)}?${query}`;
}

/** True when If-None-Match names this ETag (or is *). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const names = String(current ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (names.includes('*') || names.some((part) => part.toLowerCase() === name.toLowerCase())) return;
  reply.header('vary', [...names, name].join(', '));
}

export function createAnswerStore(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let generation = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.payload.length;
    entries.delete(key);
  };
  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    /**
     * A fresh answer; or, once it is older than the TTL, undefined for one request (which builds the next answer)
     * while the others keep getting the old one for at most another TTL. Only time ages an answer this way: a change
     * of the catalogue removes every answer at once (clear).
     */
    lookup(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age < ttlMs || (entry.refreshing && age < 2 * ttlMs)) return entry;
      if (age >= 2 * ttlMs) remove(key);
      else entry.refreshing = true;
      return undefined;
    },
    store(key: string, entry: Omit<Entry, 'refreshing' | 'storedAt'>) {
      remove(key);
      if (entry.payload.length > MAX_ANSWER_BYTES) return;
      // The oldest answers go first (a Map iterates in insertion order).
      for (const oldest of entries.keys()) {
        if (entries.size < MAX_ENTRIES && bytes + entry.payload.length <= MAX_BYTES) break;
        remove(oldest);
      }
      entries.set(key, { ...entry, storedAt: now(), refreshing: false });
      bytes += entry.payload.length;
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
  };
}

/**
 * A short cache of the catalogue's anonymous answers (routes opt in with `config: { publicCache: true }`): a visitor's
 * GET is answered from memory for PUBLIC_CACHE_MS, and every process drops every answer as soon as any process
 * changes products or categories (the catalogue's change events).
 * - Only GETs without an Authorization header: staff see inactive products, so their answers are neither kept nor
 *   served from here (they get `Cache-Control: private, no-store`). Only 200 answers are kept.
 * - An answer from here goes through the same hooks as any other (helmet, CORS and the others run at onRequest,
 *   before this route's own hook), so only its body and content type are kept; X-Cache says hit or miss, Age how
 *   old a hit is.
 * - `Cache-Control: public` with the same lifetime, an ETag and 304 for If-None-Match serve browsers and CDNs;
 *   `Vary: Authorization` keeps a shared cache from giving a visitor's answer to a signed-in request.
 * PUBLIC_CACHE_MS=0 turns all of this off.
 */
export default fp(
  async function publicCache(app: FastifyInstance) {
    const ttlMs = app.config.publicCacheMs;
    if (ttlMs <= 0) return;
    const events: CatalogEvents = app.catalogEvents;
    const answers = createAnswerStore(ttlMs);
    events.onChange(() => answers.clear());
    const seconds = Math.max(1, Math.round(ttlMs / 1000));
    const cacheControl = `public, max-age=${seconds}, stale-while-revalidate=${seconds}`;

    /** The headers of a visitor's answer, the same from memory or not. */
    function describe(reply: FastifyReply, etag: string, contentType: string, hit: boolean) {
      reply.header('content-type', contentType);
      reply.header('cache-control', cacheControl);
      reply.header('etag', etag);
      addVary(reply, 'Authorization');
      reply.header('x-cache', hit ? 'hit' : 'miss');
    }

    const lookup: onRequestAsyncHookHandler = async (request, reply) => {
      if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
      const key = keyOf(request);
      const entry = answers.lookup(key);
      if (!entry) {
        (request as CacheRequest)[MISS] = { key, generation: answers.generation };
        return;
      }
      describe(reply, entry.etag, entry.contentType, true);
      reply.header('age', String(Math.floor((Date.now() - entry.storedAt) / 1000)));
      if (notModified(request, entry.etag)) return reply.code(304).send();
      return reply.code(200).send(entry.payload);
    };

    const store: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
      if (request.method !== 'GET') return payload;
      if (request.headers.authorization !== undefined) {
        reply.header('cache-control', 'private, no-store');
        return payload;
      }
      const miss = (request as CacheRequest)[MISS];
      if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const etag = `"${crypto.hash('sha1', payload, 'base64url')}"`;
      // Not kept when the catalogue changed while this answer was built (it may hold the old rows), nor while the
      // channel to the other processes is down (their changes would go unheard).
      if (miss.generation === answers.generation && events.connected) answers.store(miss.key, { payload, contentType, etag });
      describe(reply, etag, contentType, false);
      if (notModified(request, etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      if (!route.config?.publicCache || route.method !== 'GET') return;
      route.onRequest = [...toArray(route.onRequest), lookup];
      route.onSend = [...toArray(route.onSend), store];
    });
  },
  { name: 'public-cache', dependencies: ['catalog-events'] },
);

const toArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
