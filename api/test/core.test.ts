import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MESSAGES } from '../src/constants.js';
import { createTestApp, usingPostgres, type TestContext } from './helpers/app.js';

describe('core', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('GET /api/health answers ok and the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, status: 'ok', database: usingPostgres ? 'postgres' : 'pglite', worker: 0 });
  });

  it('unknown routes answer 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { success: false, message: MESSAGES.routeNotFound('GET', '/api/nope') });
  });

  it('serves the OpenAPI document and UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(json.statusCode, 200);
    const doc = json.json();
    assert.ok(doc.openapi.startsWith('3.'));
    assert.ok(doc.paths['/api/auth/login']);
    assert.ok(doc.paths['/api/users/{id}']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.headers['content-type'] as string, /html/);
  });

  it('malformed JSON is a 400 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { success: false, message: MESSAGES.invalidJson });
  });

  it('an oversize body is a 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { success: false, message: MESSAGES.bodyTooLarge });
  });

  it('sends security headers and allows the front-end origins', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
    const other = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.test' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });
});

describe('database errors', () => {
  it('a vanished referenced row (foreign key violation) is a 409 with a message, not a 500', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: errorHandler } = await import('../src/plugins/error-handler.js');
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.post('/race', async () => {
      throw Object.assign(new Error('insert or update violates foreign key constraint'), { code: '23503' });
    });
    const res = await app.inject({ method: 'POST', url: '/race' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { success: false, message: 'A record this change refers to no longer exists' });
    await app.close();
  });
});
