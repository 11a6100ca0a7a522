// What a production start changes inside one process: the security headers, worked out once, are those
// @fastify/helmet sets; request logging is off or sampled while failures are always logged with the request id.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { HELMET_OPTIONS } from '../src/plugins/security.js';
import { createTestApp, type TestContext } from './helpers/app.js';

/** The app on the test database with its own logger (lines collected) and a route that fails. */
async function loggingApp(t: TestContext, logRequests: number) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // The test context closes the database; this second app must not.
  const database = { ...t.database, destroy: async () => {} };
  const app = await buildApp({ config: { ...t.config, logRequests }, database, logger: { level: 'info', stream } });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('production: headers and logging', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('every answer carries exactly the headers @fastify/helmet sets with the same options', async () => {
    const probe = Fastify({ logger: false });
    await probe.register(helmet, HELMET_OPTIONS);
    probe.get('/', async () => ({ ok: true }));
    const bare = Fastify({ logger: false });
    bare.get('/', async () => ({ ok: true }));
    const withHelmet = (await probe.inject('/')).headers;
    const without = (await bare.inject('/')).headers;
    await Promise.all([probe.close(), bare.close()]);
    const expected = Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in without)));
    assert.match(String(expected['content-security-policy']), /default-src 'self'/, JSON.stringify(expected));
    assert.ok(Object.keys(expected).length >= 10);
    for (const url of ['/api/health', '/api/products?page=1&limit=2', '/api/nope', '/api/products?page=zero']) {
      const response = await t.app.inject(url);
      for (const [name, value] of Object.entries(expected)) assert.equal(response.headers[name], value, `${url}: ${name}`);
    }
  });

  it('LOG_REQUESTS=off: no line per request; a failure is logged with its request id', async () => {
    const { app, lines } = await loggingApp(t, 0);
    for (let i = 0; i < 5; i++) assert.equal((await app.inject('/api/health')).statusCode, 200);
    const failed = await app.inject('/boom');
    await app.close();
    assert.equal(failed.statusCode, 500);
    assert.deepEqual(lines.filter((line) => /request completed|incoming request/.test(String(line.msg))), []);
    const error = lines.find((line) => line.msg === 'request failed');
    assert.ok(error, JSON.stringify(lines));
    assert.equal(error.level, 50);
    assert.match(String(error.reqId), /\S/);
  });

  it('LOG_REQUESTS=<fraction>: about that share of requests, each with both of its lines', async () => {
    const { app, lines } = await loggingApp(t, 0.5);
    for (let i = 0; i < 200; i++) await app.inject('/api/health');
    await app.close();
    const incoming = lines.filter((line) => line.msg === 'incoming request').map((line) => line.reqId);
    const completed = lines.filter((line) => line.msg === 'request completed').map((line) => line.reqId);
    assert.deepEqual(completed, incoming, 'a sampled request has both lines');
    assert.ok(incoming.length > 50 && incoming.length < 150, `${incoming.length} of 200 logged`);
  });

  it('LOG_REQUESTS=all (the default outside production): every request', async () => {
    const { app, lines } = await loggingApp(t, 1);
    for (let i = 0; i < 10; i++) await app.inject('/api/health');
    await app.close();
    assert.equal(lines.filter((line) => line.msg === 'request completed').length, 10);
  });
});
