import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSigner } from 'fast-jwt';
import { API_ROOT, ConfigError, jwtSecretFileOf, loadConfig, parseDuration, withJwtSecret } from '../src/config.js';
import { createTokenService } from '../src/services/tokens.js';

/** The constant the API once signed development tokens with: anyone could read it in the source. */
const OLD_DEV_SECRET = 'dev-only-insecure-jwt-secret-do-not-use-in-production';

describe('config', () => {
  it('production refuses to start without JWT_SECRET and ADMIN_PASSWORD', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), ConfigError);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }), /ADMIN_PASSWORD/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'secret-pass' }), /JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'secret-pass' });
    assert.equal(config.isProduction, true);
  });

  it('development has defaults and warns about them', () => {
    const config = loadConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.admin.username, 'admin');
    assert.equal(config.admin.password, 'admin12345');
    assert.equal(config.jwtTtlMs, 8 * 3600 * 1000);
    assert.equal(config.defaultCurrency, 'INR');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.dataDir, path.join(API_ROOT, '.data'));
    assert.ok(fs.existsSync(path.join(API_ROOT, 'package.json')), 'api/ is found from src/');
    assert.ok(config.warnings.some((warning) => warning.includes('admin12345')));
    assert.equal(config.jwtSecret, '', 'no built-in secret: server.ts resolves one (withJwtSecret)');
    assert.equal(config.trustProxy, false);
    assert.equal(config.redisUrl, undefined);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '4100',
      JWT_TTL: '30m',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      AUTH_RATE_LIMIT_MAX: '50',
      DEFAULT_CURRENCY: 'usd',
      DATABASE_URL: 'postgres://x@y/z',
    });
    assert.equal(config.port, 4100);
    assert.equal(config.jwtTtlMs, 30 * 60 * 1000);
    assert.deepEqual(config.corsOrigins, ['http://a.test', 'http://b.test']);
    assert.equal(config.authRateLimitMax, 50);
    assert.equal(config.defaultCurrency, 'USD');
    assert.equal(config.databaseUrl, 'postgres://x@y/z');
  });

  it('parses durations and rejects bad ones', () => {
    assert.equal(parseDuration('8h'), 28_800_000);
    assert.equal(parseDuration('3600'), 3_600_000);
    assert.throws(() => parseDuration('soon'), ConfigError);
    assert.throws(() => loadConfig({ AUTH_RATE_LIMIT_MAX: '-1' }), ConfigError);
  });

  it('TRUST_PROXY takes the proxies\' addresses or CIDRs and refuses "trust everyone"', () => {
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy, ['127.0.0.1']);
    assert.deepEqual(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,192.168.1.0/255.255.255.0,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '::1',
      '192.168.1.0/255.255.255.0',
      'loopback',
    ]);
    assert.equal(loadConfig({ TRUST_PROXY: '' }).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    for (const value of ['true', '*', '1', 'TRUE', 'proxy.example.com', '10.0.0.0/33', '127.0.0.1,*', '::1/129', '1.2.3.4/8/8']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: value }), (error: Error) => {
        assert.ok(error instanceof ConfigError, value);
        assert.match(error.message, /TRUST_PROXY must list your reverse proxy's addresses or CIDRs/);
        return true;
      });
    }
  });

  it('reads REDIS_URL and the key prefix', () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'shop1:' });
    assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
    assert.equal(config.redisKeyPrefix, 'shop1:');
    assert.equal(loadConfig({}).redisKeyPrefix, 'api:');
  });
});

describe('production settings', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'secret-pass' };
  const postgres = { DATABASE_URL: 'postgres://db/app' };

  it('API_WORKERS: 1 by default, more only on PostgreSQL (PGlite allows one process), never 0 or a fraction', () => {
    assert.equal(loadConfig({}).workers, 1);
    assert.equal(loadConfig({ ...postgres, API_WORKERS: '4' }).workers, 4);
    assert.equal(loadConfig({ API_WORKERS: '1' }).workers, 1);
    assert.throws(() => loadConfig({ API_WORKERS: '2' }), /API_WORKERS=2 needs PostgreSQL \(DATABASE_URL\): PGlite allows one process/);
    assert.throws(() => loadConfig({ ...postgres, API_WORKERS: '2', DATABASE_URL: '' }), /needs PostgreSQL/);
    for (const bad of ['0', '1.5', 'two', '-1']) assert.throws(() => loadConfig({ ...postgres, API_WORKERS: bad }), /API_WORKERS must be an integer >= 1/);
  });

  it('LOG_REQUESTS: off by default in production, all elsewhere; off, all or a fraction', () => {
    assert.equal(loadConfig(production).logRequests, 0);
    assert.equal(loadConfig({}).logRequests, 1);
    assert.equal(loadConfig({ ...production, LOG_REQUESTS: 'all' }).logRequests, 1);
    assert.equal(loadConfig({ LOG_REQUESTS: 'off' }).logRequests, 0);
    assert.equal(loadConfig({ ...production, LOG_REQUESTS: '0.01' }).logRequests, 0.01);
    assert.equal(loadConfig({ LOG_REQUESTS: '.5' }).logRequests, 0.5);
    for (const bad of ['1.5', '-0.1', 'some', 'true', '1e-2']) {
      assert.throws(() => loadConfig({ LOG_REQUESTS: bad }), /LOG_REQUESTS must be off, all or a fraction between 0 and 1/, bad);
    }
  });

  it('DB_PREPARED_STATEMENTS: on by default; off for a transaction-mode pooler', () => {
    assert.equal(loadConfig({}).preparedStatements, true);
    for (const off of ['off', '0', 'false']) assert.equal(loadConfig({ DB_PREPARED_STATEMENTS: off }).preparedStatements, false);
    for (const on of ['on', '1', 'true']) assert.equal(loadConfig({ DB_PREPARED_STATEMENTS: on }).preparedStatements, true);
    assert.throws(() => loadConfig({ DB_PREPARED_STATEMENTS: 'sometimes' }), /DB_PREPARED_STATEMENTS must be on or off/);
  });
});

describe('the JWT secret', () => {
  it('without JWT_SECRET: a random secret is made in DATA_DIR (mode 0600) and reused on the next start', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-secret-')), 'data');
    try {
      const first = withJwtSecret(loadConfig({ DATA_DIR: dataDir }));
      const file = jwtSecretFileOf(dataDir);
      assert.ok(first.jwtSecret.length >= 32);
      assert.notEqual(first.jwtSecret, OLD_DEV_SECRET);
      assert.equal(fs.readFileSync(file, 'utf8'), first.jwtSecret);
      assert.equal(fs.statSync(file).mode & 0o777, 0o600);
      assert.ok(first.warnings.some((warning) => warning.includes(file)));
      assert.deepEqual(fs.readdirSync(dataDir), ['jwt-secret'], 'no temporary file left behind');

      const again = withJwtSecret(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@y/z' }));
      assert.equal(again.jwtSecret, first.jwtSecret, 'reused (with DATABASE_URL too: the data dir is still the place)');

      const other = withJwtSecret(loadConfig({ DATA_DIR: path.join(dataDir, 'elsewhere') }));
      assert.notEqual(other.jwtSecret, first.jwtSecret, 'random per data directory');
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('a token signed with the old built-in constant is refused', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-secret-'));
    try {
      const config = withJwtSecret(loadConfig({ DATA_DIR: dataDir }));
      const tokens = createTokenService(config);
      const claims = { sub: '00000000-0000-4000-8000-000000000001', tv: 0, jti: 'x' };
      const forged = createSigner({ key: OLD_DEV_SECRET, algorithm: 'HS256', expiresIn: 60_000 })(claims);
      assert.throws(() => tokens.verify(forged));
      const genuine = createSigner({ key: config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 })(claims);
      assert.equal(tokens.verify(genuine).sub, claims.sub, 'the same token signed with the kept secret passes');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('JWT_SECRET wins; production still requires it; no token service without a secret', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-secret-'));
    try {
      const config = withJwtSecret(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }));
      assert.equal(config.jwtSecret, 'y'.repeat(40));
      assert.equal(fs.existsSync(jwtSecretFileOf(dataDir)), false, 'no file when JWT_SECRET is set');
      assert.throws(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'secret-pass', DATA_DIR: dataDir }), /JWT_SECRET/);
      assert.throws(() => createTokenService({ jwtSecret: '', jwtTtlMs: 1000 }), /JWT/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
