import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTH_RATE_LIMIT_MAX, DEFAULT_JWT_TTL } from './constants.js';

export interface Config {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** postgres://... when set; otherwise PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtTtl: string;
  jwtTtlMs: number;
  corsOrigins: string[] | true;
  admin: { username: string; password: string; email: string; fullName: string };
  authRateLimitMax: number;
  defaultCurrency: string;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits need it). */
  trustProxy: boolean;
  /** Things the server prints at start (insecure development defaults). */
  warnings: string[];
}

export class ConfigError extends Error {}

/** The api/ package directory, from src/ (tsx) or dist/src/ (compiled) alike. */
function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
}
export const API_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
const DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret-do-not-use-in-production';
const DEV_ADMIN_PASSWORD = 'admin12345';
const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const warnings: string[] = [];

  if (isProduction) {
    const missing = ['JWT_SECRET', 'ADMIN_PASSWORD'].filter((name) => !env[name]);
    if (missing.length) throw new ConfigError(`NODE_ENV=production requires ${missing.join(' and ')} to be set`);
  }
  let jwtSecret = env.JWT_SECRET ?? '';
  if (!jwtSecret) {
    jwtSecret = DEV_JWT_SECRET;
    warnings.push('JWT_SECRET is not set: using an insecure development secret.');
  } else if (jwtSecret.length < 32) {
    warnings.push('JWT_SECRET is shorter than 32 characters.');
  }
  const adminPassword = env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD;
  const adminUsername = env.ADMIN_USERNAME || 'admin';
  if (!env.ADMIN_PASSWORD) {
    warnings.push(`ADMIN_PASSWORD is not set: the seeded admin is "${adminUsername}" / "${DEV_ADMIN_PASSWORD}". Change it.`);
  }
  const jwtTtl = env.JWT_TTL || DEFAULT_JWT_TTL;
  const cors = (env.CORS_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);

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
    defaultCurrency: (env.DEFAULT_CURRENCY || 'INR').toUpperCase(),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    warnings,
  };
}
