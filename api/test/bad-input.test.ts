import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { MESSAGES } from '../src/constants.js';
import type { UserRow } from '../src/db/accounts-types.js';
import errorHandler from '../src/plugins/error-handler.js';
import { createTestApp, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct } from './helpers/catalog.js';
import { multipartFile } from './helpers/multipart.js';

/** Bad input is a 4xx with { success: false, message }, never a 5xx, and writes nothing. */
describe('bad input', () => {
  let t: TestContext;
  let admin: UserRow;
  let target: UserRow;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    target = await t.createUser({ fullName: 'Untouched' });
  });
  after(() => t.close());

  const snapshot = async () => JSON.stringify(await t.app.db.selectFrom('users').selectAll().orderBy('id').execute());

  it('answers 4xx with a message for every kind of bad request, and writes nothing', async () => {
    const before = await snapshot();
    const json = { 'content-type': 'application/json' };
    const cases: { method: string; url: string; headers?: Record<string, string>; payload?: unknown; status: number }[] = [
      { method: 'POST', url: '/api/users', headers: json, payload: '{"fullName": "A", ', status: 400 },
      { method: 'POST', url: '/api/users', headers: json, payload: '[]', status: 400 },
      { method: 'POST', url: '/api/users', headers: json, payload: 'null', status: 400 },
      { method: 'POST', url: '/api/users', headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 400 },
      { method: 'POST', url: '/api/users', headers: { 'content-type': 'application/xml' }, payload: '<user/>', status: 415 },
      { method: 'POST', url: '/api/users', payload: { fullName: ['A'], username: 'abc', email: 'a@b.test', password: 'password-1' }, status: 400 },
      { method: 'POST', url: '/api/users', payload: { fullName: 'A', username: 'abc', email: 'a@b.test', password: 'p'.repeat(129) }, status: 400 },
      { method: 'POST', url: '/api/users', payload: { fullName: 'A'.repeat(10_000), username: 'abc', email: 'a@b.test', password: 'password-1' }, status: 400 },
      { method: 'PUT', url: `/api/users/${target.id}`, payload: { fullName: 42 }, status: 400 },
      { method: 'PUT', url: `/api/users/${target.id}`, payload: { email: 'nope' }, status: 400 },
      { method: 'PUT', url: `/api/users/${target.id}`, payload: { role: 'root' }, status: 400 },
      { method: 'PUT', url: '/api/users/not-an-id', payload: { fullName: 'X' }, status: 400 },
      { method: 'DELETE', url: '/api/users/12345', status: 400 },
      { method: 'PATCH', url: '/api/users/zzz/status', payload: { isActive: false }, status: 400 },
      { method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { isActive: null }, status: 400 },
      { method: 'POST', url: '/api/users/bulk', payload: { action: 'delete', ids: Array(1001).fill(target.id) }, status: 400 },
      { method: 'POST', url: '/api/users/bulk', payload: { action: 'delete', ids: target.id }, status: 400 },
      { method: 'GET', url: '/api/users?page=-1', status: 400 },
      { method: 'GET', url: '/api/users?limit=1000000', status: 400 },
      { method: 'GET', url: '/api/users?page=1e99', status: 400 },
      { method: 'GET', url: '/api/users?limit=2.5', status: 400 },
      { method: 'POST', url: '/api/auth/login', payload: { username: 'x'.repeat(255), password: 'y' }, status: 400 },
      { method: 'POST', url: '/api/auth/login', payload: { username: { $ne: '' }, password: 'y' }, status: 400 },
    ];
    for (const { method, url, headers, payload, status } of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...t.auth(admin), ...headers },
        ...(payload === undefined ? {} : { payload: payload as string }),
      });
      assert.equal(res.statusCode, status, `${method} ${url} ${String(JSON.stringify(payload)).slice(0, 80)}: ${res.body}`);
      const body = res.json();
      assert.equal(body.success, false);
      assert.equal(typeof body.message, 'string');
      assert.ok(body.message.length > 0);
    }
    assert.equal(await snapshot(), before);
  });

  it('names the field in validation errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users', headers: t.auth(admin), payload: { username: 'abc' } });
    assert.equal(res.statusCode, 400);
    const fields = res.json().errors.map((error: { field: string }) => error.field).sort();
    assert.deepEqual(fields, ['email', 'fullName', 'password']);
    assert.equal(res.json().errors.find((e: { field: string }) => e.field === 'password').message, 'Password is required for new users');
  });

  it('an Authorization header that is not a bearer token is 401', async () => {
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer a.b.c', `Bearer ${'x'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { authorization } });
      assert.equal(res.statusCode, 401, authorization.slice(0, 20));
      assert.equal(res.json().success, false);
    }
    assert.equal(MESSAGES.invalidToken.length > 0, true);
  });

  it('concurrent requests with transactions do not interfere (one PGlite connection)', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => t.createUser()));
    const requests = users.flatMap((user) => [
      t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: t.auth(admin), payload: { action: 'deactivate', ids: [user.id] } }),
      t.app.inject({ method: 'GET', url: '/api/users?search=test', headers: t.auth(admin) }),
      t.app.inject({ method: 'POST', url: '/api/users/bulk', headers: t.auth(admin), payload: { action: 'delete', ids: [user.id, '7d6f9b1e-0b7a-4c1e-9a57-2b1b6f3c9e11'] } }),
    ]);
    const statuses = (await Promise.all(requests)).map((res) => res.statusCode);
    assert.deepEqual(statuses, users.flatMap(() => [200, 200, 404]));
    for (const user of users) assert.equal((await t.app.repos.users.findById(user.id))?.isActive, false);
  });
});

/** NUL bytes, lone surrogates, broken encodings and broken uploads: 400 by one rule, before any SQL. */
describe('bad input: characters, encodings and uploads', () => {
  let t: TestContext;
  let admin: UserRow;
  let target: UserRow;
  let productId: string;
  let categoryId: string;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    target = await t.createUser({ fullName: 'Untouched' });
    productId = (await insertProduct(t)).id;
    categoryId = (await insertCategory(t)).id;
  });
  after(() => t.close());

  const tables = ['users', 'products', 'categories', 'newsletterSubscriptions'] as const;
  const snapshot = async () =>
    JSON.stringify(await Promise.all(tables.map((table) => t.app.db.selectFrom(table).selectAll().execute())));

  async function expect400(method: string, url: string, payload?: unknown, field?: string, contentType = 'application/json') {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...t.auth(admin), ...(payload === undefined ? {} : { 'content-type': contentType }) },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
    const label = `${method} ${url} ${JSON.stringify(payload) ?? ''}`;
    assert.equal(res.statusCode, 400, `${label}: ${res.body}`);
    const body = res.json();
    assert.equal(body.success, false, label);
    assert.equal(typeof body.message, 'string', label);
    if (field) assert.equal(body.errors?.[0]?.field, field, `${label}: ${res.body}`);
    return body;
  }

  it('a NUL byte in the known places answers 400 naming the field, and writes nothing (were 500)', async () => {
    const before = await snapshot();
    await expect400('POST', '/api/auth/login', { username: '\u0000', password: 'x' }, 'username');
    await expect400('GET', '/api/users?search=%00', undefined, 'search');
    await expect400('GET', '/api/products?search=%00', undefined, 'search');
    for (const filter of ['category', 'merchantName', 'tag']) await expect400('GET', `/api/products?${filter}=a%00`, undefined, filter);
    await expect400('GET', '/api/products/search?query=%00', undefined, 'query');
    await expect400('GET', '/api/categories/search?query=%00', undefined, 'query');
    await expect400('GET', '/api/products/merchant/%00', undefined, 'merchant');
    await expect400('GET', '/api/products/tag/%00', undefined, 'tag');
    const register = { email: 'nul@example.com', username: 'nulname', password: 'Password123!', confirmPassword: 'Password123!', agreeToTerms: true };
    await expect400('POST', '/api/auth/register', { ...register, fullName: 'A\u0000B' }, 'fullName');
    const user = { fullName: 'New Person', username: 'newperson', email: 'new@example.com', password: 'Password123!' };
    for (const field of ['fullName', 'occupation', 'address', 'gender', 'subscription', 'profilePicture']) {
      await expect400('POST', '/api/users', { ...user, [field]: 'x\u0000' }, field);
      await expect400('PUT', `/api/users/${target.id}`, { [field]: 'x\u0000' }, field);
      await expect400('PUT', '/api/users/profile', { [field]: 'x\u0000' }, field);
    }
    const product = { title: 'P', affiliateLink: 'https://example.com/p', featuredImage: '/images/products/default.svg', rankingNumber: 7 };
    for (const field of ['title', 'description', 'merchantName']) {
      await expect400('POST', '/api/products', { ...product, [field]: 'x\u0000' }, field);
      await expect400('PUT', `/api/products/${productId}`, { [field]: 'x\u0000' }, field);
    }
    await expect400('POST', '/api/products', { ...product, tags: ['ok', 'bad\u0000'] }, 'tags.1');
    for (const field of ['name', 'description']) {
      await expect400('POST', '/api/categories', { name: 'Cat', [field]: 'x\u0000' }, field);
      await expect400('PUT', `/api/categories/${categoryId}`, { [field]: 'x\u0000' }, field);
    }
    await expect400('POST', '/api/newsletter', { email: 'a\u0000@example.com' }, 'email');
    assert.equal(await snapshot(), before);
  });

  it('lone surrogates, NUL in keys, nested values and query keys are refused too', async () => {
    const body = await expect400('POST', '/api/auth/login', '{"username":"\\ud800","password":"x"}', 'username');
    assert.match(body.message, /username must not contain NUL bytes or unpaired surrogate characters/);
    await expect400('POST', '/api/categories', '{"name":"ok","description":"x\\udc00y"}', 'description');
    await expect400('POST', '/api/categories', '{"name":"ok","\\u0000":1}', '\\u0000');
    await expect400('POST', '/api/users/bulk', { action: 'delete', ids: [target.id], extra: { deep: ['\u0000'] } }, 'extra.deep.0');
    await expect400('GET', '/api/products?%00=1', undefined, '\\u0000');
    await expect400('GET', '/api/products?search=ok&search=%00', undefined, 'search.1');
    // Paired surrogates (an emoji) are ordinary characters.
    const emoji = await t.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent('😀')}` });
    assert.equal(emoji.statusCode, 200);
  });

  it('invalid percent-encoding in the path or the query answers 400 (not 500 "URI malformed")', async () => {
    for (const url of ['/api/products?search=%E0%A4%A', '/api/products?search=%zz', '/api/users?search=%ED%A0%80', '/api/products/tag/%E0%A4%A', '/%E0%A4%A', '/go/%FF']) {
      const body = await expect400('GET', url);
      assert.equal(body.message, MESSAGES.malformedUrl, url);
    }
  });

  it('JSON nested deeper than the limit is 400; up to the limit it reaches the schema', async () => {
    const deep = (depth: number) => `{"name":"ok","description":${'['.repeat(depth - 1)}1${']'.repeat(depth - 1)}}`;
    const body = await expect400('POST', '/api/categories', deep(33));
    assert.equal(body.message, MESSAGES.tooDeep);
    const atLimit = await expect400('POST', '/api/categories', deep(32));
    assert.notEqual(atLimit.message, MESSAGES.tooDeep); // refused by the schema (description is a string)
    await expect400('POST', '/api/products', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000));
  });

  it('a body over 1 MiB is 413, a type other than JSON 415, broken JSON 400, each with the usual shape', async () => {
    const cases = [
      { payload: `{"name":"${'x'.repeat(1024 * 1024)}"}`, type: 'application/json', status: 413, message: MESSAGES.bodyTooLarge },
      { payload: '<category/>', type: 'application/xml', status: 415 },
      { payload: 'name=x', type: 'application/x-www-form-urlencoded', status: 415 },
      { payload: '{"name": "x",}', type: 'application/json', status: 400, message: MESSAGES.invalidJson },
      { payload: '{"name": "\\u12"}', type: 'application/json', status: 400 }, // a broken escape
    ];
    for (const { payload, type, status, message } of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/categories', headers: { ...t.auth(admin), 'content-type': type }, payload });
      assert.equal(res.statusCode, status, `${type} ${payload.slice(0, 30)}: ${res.body.slice(0, 200)}`);
      assert.equal(res.json().success, false);
      if (message) assert.equal(res.json().message, message);
    }
  });

  it('the user export refuses a NUL search with 400 before it starts streaming, in every format', async () => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const body = await expect400('GET', `/api/users/export?format=${format}&search=%00`, undefined, 'search');
      assert.equal(body.success, false);
    }
  });

  it('a multipart upload without a boundary, with a broken one or cut short answers 400 (were 500)', async () => {
    const { payload } = multipartFile('users.csv', 'fullName,username,email,password\nA,abc,a@b.test,Password123!\n');
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
      const body = await expect400('POST', '/api/users/import', contentType === 'multipart/form-data' ? '--x' : payload.toString(), undefined, contentType);
      assert.equal(body.message, MESSAGES.malformedMultipart);
    }
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/users/import',
      headers: { ...t.auth(admin), 'content-type': 'multipart/form-data' },
      payload: '--x',
    });
    assert.equal(noBoundary.statusCode, 400);
    const whole = multipartFile('users.csv', 'fullName,username,email,password\nA,abc,a@b.test,Password123!\n');
    for (const cut of [10, 60, whole.payload.length - 10]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/import',
        headers: { ...t.auth(admin), ...whole.headers },
        payload: whole.payload.subarray(0, cut),
      });
      assert.equal(res.statusCode, 400, `cut at ${cut}: ${res.body}`);
      assert.equal(res.json().success, false);
    }
  });

  it('a CSV import cell with a NUL byte is a row error, not a 500', async () => {
    const before = await snapshot();
    const csv = 'fullName,username,email,password\n"A\u0000B",nulcell,nulcell@example.com,Password123!\n';
    const upload = multipartFile('users.csv', csv);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/import', headers: { ...t.auth(admin), ...upload.headers }, payload: upload.payload });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().success, false);
    assert.deepEqual(res.json().errors.map((error: { row: number; field: string }) => [error.row, error.field]), [[2, 'fullName']]);
    assert.equal(await snapshot(), before);
  });

  it('LIKE metacharacters and huge strings are plain text to the searches', async () => {
    for (const search of ['%', '_', '\\', '%_\\', 'a\\', "'", '[a-', '(?<']) {
      for (const url of [`/api/products?search=`, '/api/products/search?query=', '/api/categories/search?query=', '/api/users?search=']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}${encodeURIComponent(search)}`, headers: t.auth(admin) });
        assert.equal(res.statusCode, 200, `${url}${search}: ${res.body}`);
      }
    }
    const huge = encodeURIComponent('x'.repeat(100_000));
    for (const url of [`/api/products?search=${huge}`, `/api/products/search?query=${huge}`, `/api/products/merchant/${'m'.repeat(5000)}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(admin) });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${url.slice(0, 40)}: ${res.statusCode}`);
      assert.equal(res.json().success, false);
    }
  });

  it('requests Node itself refuses (raw bytes in the URL, oversized headers, CONNECT) get the usual JSON answer', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
    const requests = [
      'GET /api/products?q=\u00ff\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    ];
    for (const request of requests) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n');
      assert.match(head, /^HTTP\/1\.1 4\d\d /, answer.slice(0, 100));
      assert.equal(JSON.parse(body).success, false);
    }
    // An invalid byte in a header value is refused by Node's parser; through the app the guard refuses it.
    const header = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-test': 'a\u0000b' } });
    assert.equal(header.statusCode, 400);
    const res = await new Promise<number>((resolve) => http.get(`http://127.0.0.1:${port}/api/products/tag/%E0%A4%A`, (r) => resolve(r.statusCode!)));
    assert.equal(res, 400);
  });
});

describe('error handler', () => {
  async function appWith(route: (error: () => never) => void) {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'warn', stream } });
    await app.register(errorHandler);
    route(() => {
      throw new Error('never reached');
    });
    return { app, lines };
  }

  it('a real failure answers 500 with a generic message and logs the cause with the request id', async () => {
    const { app, lines } = await appWith(() => undefined);
    app.get('/boom', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { success: false, message: MESSAGES.internalError });
    const logged = lines.find((line) => line.msg === 'request failed');
    assert.ok(logged, JSON.stringify(lines));
    assert.equal(typeof logged.reqId, 'string');
    assert.match(JSON.stringify(logged.err), /secret detail/);
    await app.close();
  });

  it('database errors that input causes (class 22, 54000) answer 400; others stay 500', async () => {
    const { app } = await appWith(() => undefined);
    app.get('/pg/:code', async (request) => {
      throw Object.assign(new Error('database said no'), { code: (request.params as { code: string }).code });
    });
    for (const code of ['22021', '22P05', '22025', '2201B', '22001', '22P02', '54000', '23502']) {
      const res = await app.inject({ method: 'GET', url: `/pg/${code}` });
      assert.equal(res.statusCode, 400, code);
      assert.deepEqual(res.json(), { success: false, message: MESSAGES.invalidInput });
    }
    for (const [code, status] of [['23505', 409], ['42P01', 500], ['XX000', 500]] as const) {
      assert.equal((await app.inject({ method: 'GET', url: `/pg/${code}` })).statusCode, status, code);
    }
    await app.close();
  });
});
