import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL } from '@app/contracts/remotes';
import type { DatabaseKind } from './db/index.js';
import { DEFAULT_AUTH_RATE_LIMIT_MAX, DEFAULT_JWT_TTL, DEFAULT_PRODUCT_COUNT_CACHE_MS, LINK_CHECK } from './constants.js';

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

/**
 * testing: the app runs in the test suite (NODE_ENV=test), where shedding is on only when a test asks for it (a
 * busy machine must not turn test requests away).
 */
export function loadSheddingOptions(kind: DatabaseKind, env: NodeJS.ProcessEnv = process.env, testing = false): LoadSheddingOptions {
  return {
    maxEventLoopDelayMs: integer(env, 'LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS', testing ? 0 : DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs, 0),
    maxQueue: integer(env, 'LOAD_SHED_MAX_QUEUE', testing ? 0 : DEFAULT_LOAD_SHEDDING.maxQueue[kind], 0),
    retryAfterSeconds: integer(env, 'LOAD_SHED_RETRY_AFTER', DEFAULT_LOAD_SHEDDING.retryAfterSeconds, 1),
    sampleIntervalMs: integer(env, 'LOAD_SHED_SAMPLE_MS', DEFAULT_LOAD_SHEDDING.sampleIntervalMs, 10),
  };
}

export interface Config {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** postgres://... when set; otherwise PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** HS256 key: JWT_SECRET, or (development) the random one kept in DATA_DIR; see withJwtSecret. Empty until then. */
  jwtSecret: string;
  jwtTtl: string;
  jwtTtlMs: number;
  corsOrigins: string[] | true;
  admin: { username: string; password: string; email: string; fullName: string };
  authRateLimitMax: number;
  /** How long a product list total (and a category's sub-tree) may be reused; 0 counts every time. */
  productCountCacheMs: number;
  /** Overload answers 503 past these thresholds (LOAD_SHED_*). */
  loadShedding: LoadSheddingOptions;
  /** SIGTERM: how long requests in flight may finish before the process exits anyway (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  defaultCurrency: string;
  logLevel: string;
  /**
   * The reverse proxies' addresses/CIDRs (Fastify's trustProxy list): only a request from one of them may name
   * the client in X-Forwarded-For. false: the client is the TCP peer.
   */
  trustProxy: string[] | false;
  /** redis://... when set: rate limits, login lockout and signed-out tokens are shared there. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key (several deployments or test runs may share one Redis). */
  redisKeyPrefix: string;
  /**
   * PUBLIC_CACHE_MS: how long an anonymous catalogue answer is kept and answered again (0: no cache). Every API
   * process drops them all as soon as any process changes products or categories.
   */
  publicCacheMs: number;
  /**
   * Affiliate link checks: LINK_CHECK_INTERVAL_HOURS between scheduled runs (0: none); LINK_CHECK_TIMEOUT_MS per
   * check; LINK_CHECK_ALLOW_PRIVATE=1 lets checks reach loopback and private addresses (development and tests only).
   */
  linkCheck: { intervalHours: number; timeoutMs: number; allowPrivate: boolean };
  /** API_WORKERS: processes serving the port (node:cluster); more than 1 only on PostgreSQL. */
  workers: number;
  /**
   * LOG_REQUESTS: the share of requests that get a log line (0 to 1; off = 0, all = 1). Off by default in
   * production, where two synchronous lines per request cost a measurable share of the CPU; errors are logged anyway.
   */
  logRequests: number;
  /**
   * DB_PREPARED_STATEMENTS (PostgreSQL): queries are prepared once per connection and then only executed. Off
   * for a transaction-mode pooler (e.g. PgBouncer), which may hand the next query to a connection that lacks them.
   */
  preparedStatements: boolean;
  /**
   * Click analytics: siteOrigins are our own pages' origins (PUBLIC_SITE_URL and the CORS origins), whose Referer is
   * kept as a path; countryHeader (COUNTRY_HEADER, e.g. cf-ipcountry) names the header a trusted proxy sets to the
   * visitor's country. Unset: no country is recorded, as any client could send such a header. flushMs
   * (CLICK_FLUSH_MS, default 100; 0 in tests): clicks are gathered this long and written in one transaction.
   */
  clicks: { siteOrigins: string[]; countryHeader: string | undefined; flushMs: number };
  /** Things the server prints at start (insecure development defaults). */
  warnings: string[];
}

export class ConfigError extends Error {}

/** The api/ package directory, from src/ (tsx) or dist/ (the production bundle) alike. */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}
export const API_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
const DEV_ADMIN_PASSWORD = 'admin12345';
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
/** Without CORS_ORIGINS: every front end's own port on this machine (the registry of front ends). */
const DEFAULT_CORS_ORIGINS = [SHELL, ...REMOTES].map((server) => server.port).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const DURATION = /^(\d+)\s*(ms|s|m|h|d)?$/;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '8h', '30m', '45s', '2d', '500ms'; a bare number means seconds. */
export function parseDuration(value: string): number {
  const match = DURATION.exec(value.trim());
  if (!match) throw new ConfigError(`Invalid duration "${value}" (use e.g. 8h, 30m, 3600)`);
  const ms = Number(match[1]) * UNIT_MS[match[2] ?? 's'];
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new ConfigError(`Invalid duration "${value}"`);
  return ms;
}

function parseInteger(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new ConfigError(`${name} must be an integer >= ${min}`);
  return number;
}

function parseNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new ConfigError(`${name} must be a number >= 0`);
  return number;
}

/** off | all | a fraction between 0 and 1. */
function parseLogRequests(value: string | undefined, isProduction: boolean): number {
  if (value === undefined || value === '') return isProduction ? 0 : 1;
  if (value === 'off') return 0;
  if (value === 'all') return 1;
  const share = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || share > 1) throw new ConfigError('LOG_REQUESTS must be off, all or a fraction between 0 and 1 (e.g. 0.01)');
  return share;
}

function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'on'].includes(value)) return true;
  if (['0', 'false', 'off'].includes(value)) return false;
  throw new ConfigError(`${name} must be on or off`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const warnings: string[] = [];

  if (isProduction) {
    const missing = ['JWT_SECRET', 'ADMIN_PASSWORD'].filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`NODE_ENV=production requires ${missing.join(' and ')} to be set`);
  }
  const jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < 32) warnings.push('JWT_SECRET is shorter than 32 characters.');
  const adminPassword = env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD;
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!env.ADMIN_PASSWORD) {
    warnings.push(`ADMIN_PASSWORD is not set: the seeded admin is "${adminUsername}" / "${DEV_ADMIN_PASSWORD}". Change it.`);
  }
  const jwtTtl = env.JWT_TTL || DEFAULT_JWT_TTL;
  const cors = (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  const workers = parseInteger('API_WORKERS', env.API_WORKERS, 1, 1);
  if (workers > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `API_WORKERS=${workers} needs PostgreSQL (DATABASE_URL): PGlite allows one process per data directory. ` +
        'Set DATABASE_URL, or run one process (API_WORKERS=1).',
    );
  }

  return {
    env: nodeEnv,
    isProduction,
    port: parseInteger('PORT', env.PORT ?? env.API_PORT, 4000),
    host: env.HOST || 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(API_ROOT, '.data')),
    jwtSecret,
    jwtTtl,
    jwtTtlMs: parseDuration(jwtTtl),
    corsOrigins: cors.includes('*') ? true : cors.length ? cors : DEFAULT_CORS_ORIGINS,
    admin: {
      username: adminUsername,
      password: adminPassword,
      email: env.ADMIN_EMAIL || 'admin@example.com',
      fullName: env.ADMIN_FULL_NAME || 'Administrator',
    },
    authRateLimitMax: parseInteger('AUTH_RATE_LIMIT_MAX', env.AUTH_RATE_LIMIT_MAX, DEFAULT_AUTH_RATE_LIMIT_MAX, 1),
    productCountCacheMs: parseInteger('PRODUCT_COUNT_CACHE_MS', env.PRODUCT_COUNT_CACHE_MS, DEFAULT_PRODUCT_COUNT_CACHE_MS),
    loadShedding: loadSheddingOptions(env.DATABASE_URL ? 'postgres' : 'pglite', env, nodeEnv === 'test'),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS, 0),
    defaultCurrency: (env.DEFAULT_CURRENCY || 'INR').toUpperCase(),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'api:',
    // Off by default in tests, whose fixtures write to the database behind the API's back.
    publicCacheMs: parseInteger('PUBLIC_CACHE_MS', env.PUBLIC_CACHE_MS, nodeEnv === 'test' ? 0 : 1000),
    linkCheck: {
      intervalHours: parseNumber('LINK_CHECK_INTERVAL_HOURS', env.LINK_CHECK_INTERVAL_HOURS, 24),
      timeoutMs: parseInteger('LINK_CHECK_TIMEOUT_MS', env.LINK_CHECK_TIMEOUT_MS, LINK_CHECK.timeoutMs, 1),
      allowPrivate: env.LINK_CHECK_ALLOW_PRIVATE === '1' || env.LINK_CHECK_ALLOW_PRIVATE === 'true',
    },
    workers,
    logRequests: parseLogRequests(env.LOG_REQUESTS, isProduction),
    preparedStatements: parseSwitch('DB_PREPARED_STATEMENTS', env.DB_PREPARED_STATEMENTS, true),
    clicks: {
      siteOrigins: siteOrigins(env.PUBLIC_SITE_URL, cors.includes('*') ? [] : cors.length ? cors : DEFAULT_CORS_ORIGINS),
      countryHeader: env.COUNTRY_HEADER?.trim().toLowerCase() || undefined,
      // 0 in tests, whose clicks must be written when their request answers.
      flushMs: parseInteger('CLICK_FLUSH_MS', env.CLICK_FLUSH_MS, nodeEnv === 'test' ? 0 : 100),
    },
    warnings,
  };
}

/** PUBLIC_SITE_URL's origin and the front ends' origins, each once. */
function siteOrigins(publicSiteUrl: string | undefined, frontEnds: string[]): string[] {
  const origins = new Set<string>();
  for (const address of [publicSiteUrl, ...frontEnds]) {
    if (!address) continue;
    try {
      origins.add(new URL(address).origin);
    } catch {
      // Not a URL: no Referer can match it (the shell and CORS report such values themselves).
    }
  }
  return [...origins];
}

// proxy-addr's names for the private ranges, which Fastify accepts in the list too.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = net.isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // A prefix length, or (IPv4) a netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && net.isIPv4(prefix);
}

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed. "Trust anyone" (true, *, a hop count) would let
 * any client rotate the header past every rate limit and the login lockout, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): string[] | false {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length || (entries.length === 1 && entries[0] === 'false')) return false;
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length) {
    throw new ConfigError(
      `TRUST_PROXY must list your reverse proxy's addresses or CIDRs, comma-separated (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8); ` +
        `"${wrong.join(', ')}" is not one. Trusting every X-Forwarded-For would let any client pose as another address.`,
    );
  }
  return entries;
}

/** Where the development JWT secret is kept when JWT_SECRET is not set. */
export const jwtSecretFileOf = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/**
 * The config with a JWT secret: JWT_SECRET, else (development) a random secret made on the first start and kept in
 * DATA_DIR (mode 0600) so that tokens survive a restart. Never a constant: a secret anyone can read in the source
 * lets anyone sign an admin's token.
 */
export function withJwtSecret(config: Config): Config {
  if (config.jwtSecret) return config;
  if (config.isProduction) throw new ConfigError('NODE_ENV=production requires JWT_SECRET to be set');
  const file = jwtSecretFileOf(config.dataDir);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written aside, then linked into place: a concurrent start either wins or reads the complete winner.
    const secret = crypto.randomBytes(48).toString('base64url');
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, secret, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A file system without hard links: create the file exclusively instead.
      if (code !== 'EEXIST') fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const jwtSecret = fs.readFileSync(file, 'utf8').trim();
  if (jwtSecret.length < 32) throw new ConfigError(`${file} holds no usable secret: delete it to make a new one, or set JWT_SECRET`);
  return { ...config, jwtSecret, warnings: [...config.warnings, `JWT_SECRET is not set: using the random secret kept in ${file}.`] };
}
