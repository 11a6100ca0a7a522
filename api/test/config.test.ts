import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT, ConfigError, loadConfig, parseDuration } from '../src/config.js';

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
    assert.ok(config.warnings.some((warning) => warning.includes('JWT_SECRET')));
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
});
