import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { UserRow } from '../src/db/accounts-types.js';
import { createTestApp, TEST_PASSWORD, usingPostgres, type TestContext } from './helpers/app.js';
import { insertCategory, insertProduct } from './helpers/catalog.js';
import {
  createRandom,
  deepJson,
  HOSTILE_JSON,
  hostileString,
  sampleValue,
  type Random,
  type Schema,
} from './helpers/hostile.js';

/**
 * Hostile requests against every operation of the API's own OpenAPI document, over a real HTTP server on
 * 127.0.0.1 (raw node:http, so invalid bytes go out as they are and a dropped connection is seen). Any 5xx,
 * any request without a complete answer, or any 4xx that is not `{ success: false, message }` fails the
 * test; at the end the admin must still sign in and use an admin route.
 *
 * FUZZ_SEED repeats a run; FUZZ_COUNT changes the number of requests.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : crypto.randomInt(2 ** 31);
const COUNT = Number(process.env.FUZZ_COUNT ?? 3200);
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 20_000;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  /** OpenAPI template, e.g. /api/users/{id}. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: Schema;
}
interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What was broken, for the failure report. */
  kind: string;
  /** Sent with Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
  token: TokenKind;
  operation: Operation;
}
interface Answer {
  status?: number;
  contentType?: string;
  body?: string;
  error?: string;
}
type TokenKind = 'none' | 'admin' | 'user' | 'garbage';

function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters: Parameter[] = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path'),
        query: parameters.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** Percent-encodes every UTF-16 code unit on its own, so a lone surrogate goes out as its (invalid) UTF-8 bytes. */
function encodeAnything(text: string) {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Invalid percent-encoding and raw bytes that are not UTF-8 (sent as latin1 by node:http). */
const BROKEN_URL_PARTS = ['%', '%zz', '%E0%A4%A', '%FF', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%u0041', '\xff\xfe', 'a%', '%%41'];
const BROKEN_PATH_SEGMENTS = [...BROKEN_URL_PARTS, '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', 'a'.repeat(150), '%20', '.', '~'];

const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'image/png',
  '',
  ';;;',
  'application/json, text/html',
];

const BROKEN_JSON_BODIES: Buffer[] = [
  Buffer.from('{"title": "A", '),
  Buffer.from('{"a":1}}'),
  Buffer.from("{'a':1}"),
  Buffer.from('{"a":NaN}'),
  Buffer.from(''),
  Buffer.from(' '),
  Buffer.from('\ufeff{}'),
  Buffer.from([0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]), // {"title":"<invalid UTF-8>"}
  Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // {"name":"<encoded surrogate>"}
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), // UTF-16 with BOM
  Buffer.from(deepJson(10_000, 'array')),
  Buffer.from(deepJson(5_000, 'object')),
  Buffer.from(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`), // over the 1 MiB body limit: 413
];

function multipartBody(random: Random): { contentType: string; body: Buffer; kind: string } {
  const boundary = `fuzz${random.word(8, 16)}`;
  const cell = (valid: string) => (random.chance(0.3) ? hostileString(random).slice(0, 300) : valid);
  const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const csv = [
    'fullName,username,email,password,role,isActive',
    ...Array.from({ length: random.int(1, 3) }, () => {
      const name = random.word(6, 12);
      return [cell(`Fuzz ${name}`), cell(name), cell(`${name}@x.test`), cell('Password123!'), cell('user'), cell('true')].map(csvCell).join(',');
    }),
  ].join('\r\n');
  const files: [string, Buffer][] = [
    ['users.csv', Buffer.from(csv)],
    ['users.csv', Buffer.from('fullName,username,email,password\r\n"A\u0000",nul,nul@x.test,Password123!\r\n')],
    ['users.xlsx', crypto.randomBytes(random.int(0, 2000))],
    ['users.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), crypto.randomBytes(500)])],
    ['users.xls', crypto.randomBytes(600)],
    ['users.exe', Buffer.from('MZ')],
    [`${hostileString(random).slice(0, 50)}.csv`, Buffer.from(csv)],
  ];
  const [filename, content] = random.pick(files);
  const field = random.chance(0.9) ? 'file' : hostileString(random).slice(0, 40);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const whole = Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const variant = random.int(0, 3);
  const body = variant === 0 ? whole.subarray(0, random.int(1, whole.length - 1)) : whole; // 0: truncated upload
  const contentType = variant === 1 ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`; // 1: no boundary
  return { contentType, body, kind: `multipart ${filename.slice(-5)}${variant === 0 ? ' truncated' : variant === 1 ? ' no-boundary' : ''}` };
}

/** What the generator and the senders share: ids to target, ids never to touch, the current tokens. */
interface Context {
  random: Random;
  /** Ids of records the fuzz (or the fixtures) created: targets for destructive operations. */
  ids: Record<Resource, string[]>;
  /** The admin's and the plain user's ids: never used in a path or body, so no request can delete or change them. */
  protectedIds: Set<string>;
  tokens: Record<TokenKind, string | undefined>;
}

const RESOURCES = ['products', 'categories', 'users'] as const;
type Resource = (typeof RESOURCES)[number];

/** Which records an id names: body fields by their name, path ids by the operation's path. */
function resourceOf(op: Operation, field: string): Resource {
  if (/^(category|parent|categoryIds)$/.test(field)) return 'categories';
  if (field === 'ids') return 'users';
  return RESOURCES.find((resource) => op.path.startsWith(`/api/${resource}`)) ?? 'products';
}

/**
 * Most ids are placeholders (one uuid prefix per resource), replaced when the request is sent by a record of
 * that resource that exists by then (resolveIds): requests are generated up front from the seed, the records
 * they target appear during the run.
 */
const ID_PLACEHOLDER = /00000000-0000-4000-800([0-2])-(\d{12})/g;
function pickId(random: Random, resource: Resource) {
  if (!random.chance(0.7)) return random.uuid();
  return `00000000-0000-4000-800${RESOURCES.indexOf(resource)}-${String(random.int(0, 999_999_999_999)).padStart(12, '0')}`;
}

function resolveIds(ctx: Context, request: FuzzRequest): FuzzRequest {
  const replace = (text: string) =>
    text.replace(ID_PLACEHOLDER, (placeholder, resource: string, n: string) => {
      const ids = ctx.ids[RESOURCES[Number(resource)]];
      return ids.length ? ids[Number(n) % ids.length] : placeholder;
    });
  return { ...request, path: replace(request.path), body: request.body && Buffer.from(replace(request.body.toString('latin1')), 'latin1') };
}

function buildRequest(op: Operation, ctx: Context): FuzzRequest {
  const { random } = ctx;
  const token: TokenKind = random.pick(['admin', 'admin', 'admin', 'user', 'user', 'none', 'none', 'garbage']);
  const kinds = ['valid', 'query', 'token', 'method', ...(op.params.length ? ['path', 'path'] : []), ...(op.body ? ['body', 'body', 'json', 'raw', 'type'] : ['raw', 'multipart'])];
  const kind = random.pick(kinds);
  const id = (field: string) => pickId(random, resourceOf(op, field));

  let path = op.path;
  for (const param of op.params) {
    let segment = encodeAnything(String(sampleValue(param.schema, random, param.name, id)));
    if (kind === 'path' && random.chance(0.8)) {
      segment = random.chance(0.5) ? encodeAnything(hostileString(random).slice(0, 400)) : random.pick(BROKEN_PATH_SEGMENTS);
    }
    path = path.replace(`{${param.name}}`, segment || 'x');
  }

  const pairs: string[] = [];
  for (const param of op.query) {
    if (!param.required && random.chance(0.5)) continue;
    pairs.push(`${param.name}=${encodeAnything(String(sampleValue(param.schema, random, param.name, id)))}`);
  }
  if (kind === 'query') {
    const name = op.query.length && random.chance(0.8) ? random.pick(op.query).name : encodeAnything(hostileString(random).slice(0, 50));
    const value = random.pick([
      () => encodeAnything(hostileString(random)),
      () => random.pick(BROKEN_URL_PARTS),
      () => random.pick(['abc', '-1', '0', '1e999', '1.5', '', 'true', '[]', '%00']),
    ])();
    pairs.push(`${name}=${value}`);
    if (random.chance(0.2)) pairs.push(`${name}=${encodeAnything(hostileString(random))}`); // a repeated key: an array
  }
  if (pairs.length) path += `?${pairs.join('&')}`;

  const headers: Record<string, string> = {};
  // A broken Authorization header; a token of the kind chosen is set when the request is sent (withToken).
  if (kind === 'token') {
    headers.authorization = random.pick(['Bearer', 'Bearer a.b.c', `Bearer ${'x'.repeat(5000)}`, 'Basic YWRtaW46YWRtaW4=', `Bearer ${ctx.tokens.admin}x`, 'bearer  ']);
  }

  let body: Buffer | undefined;
  const writes = op.method !== 'GET' && op.method !== 'DELETE';
  if (op.body) {
    const value = sampleValue(op.body, random, '', id) as Record<string, unknown>;
    // Bodies that pass the handlers' own checks too, most of the time, so the mutations reach the database.
    if ('confirmPassword' in value && random.chance(0.8)) value.confirmPassword = value.password;
    if ('agreeToTerms' in value && random.chance(0.8)) value.agreeToTerms = true;
    let text = JSON.stringify(value);
    if (kind === 'body' && value && typeof value === 'object') {
      // One field (or a new key) gets a hostile string or a value of another JSON type.
      const keys = Object.keys(op.body.properties ?? {});
      const key = keys.length && random.chance(0.85) ? random.pick(keys) : hostileString(random).slice(0, 60);
      const hostile = random.chance(0.6) ? JSON.stringify(hostileString(random)) : random.pick(HOSTILE_JSON);
      text = JSON.stringify({ ...value, [key]: '\u0001HOSTILE\u0001' }).replace('"\\u0001HOSTILE\\u0001"', hostile);
    } else if (kind === 'json') {
      text = random.pick(HOSTILE_JSON);
    }
    body = Buffer.from(text);
    headers['content-type'] = 'application/json';
    if (kind === 'raw') body = random.pick(BROKEN_JSON_BODIES);
    if (kind === 'type') headers['content-type'] = random.pick(CONTENT_TYPES);
  } else if (writes || kind === 'raw') {
    if (kind === 'multipart') {
      const upload = multipartBody(random);
      body = upload.body;
      headers['content-type'] = upload.contentType;
      return { method: op.method, path, headers, body, kind: upload.kind, token, operation: op };
    }
    if (kind === 'raw') {
      body = random.chance(0.5) ? random.pick(BROKEN_JSON_BODIES) : Buffer.from(random.pick(HOSTILE_JSON));
      headers['content-type'] = random.chance(0.7) ? 'application/json' : random.pick(CONTENT_TYPES);
    }
  }
  if (headers['content-type'] === '') delete headers['content-type'];
  // Another method on the operation's path: HEAD and OPTIONS (CORS preflight) are served, the rest are 404 or refused by Node.
  const method = kind === 'method' ? random.pick(['HEAD', 'OPTIONS', 'TRACE', 'PATCH', 'PUT', 'DELETE', 'PROPFIND', 'CONNECT']) : op.method;
  if (kind === 'method' && method === 'OPTIONS') Object.assign(headers, { origin: 'https://evil.example', 'access-control-request-method': op.method });
  // node:http frames a body without a length as chunked only for these methods (for HEAD or GET it would send the
  // bytes unframed: the server rightly reads them as a second, malformed request).
  const chunked = !!body && ['POST', 'PUT', 'PATCH'].includes(method) && random.chance(0.1);
  return { method, path, headers, body, kind, token, operation: op, chunked };
}

/** Operations on the caller's own account: never sent with the admin's token. */
const isSelfOperation = (op: Operation) =>
  (op.path === '/api/users/profile' && op.method !== 'GET') || op.path === '/api/auth/logout';

/** The token of the request's kind as it is now (the plain user's changes after a sign-out or a password change). */
function withToken(ctx: Context, request: FuzzRequest): FuzzRequest {
  const token = ctx.tokens[request.token];
  if (request.headers.authorization || !token) return request;
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
}

/** Sends one request from the given loopback address; resolves with the whole answer or with what went wrong. */
function send(port: number, request: FuzzRequest, localAddress: string): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: Answer) => {
      if (!settled) resolve(answer);
      settled = true;
    };
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: request.method,
        path: request.path,
        agent: false,
        headers: { ...request.headers, ...(request.body && !request.chunked ? { 'content-length': String(request.body.length) } : {}) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size < 64 * 1024) chunks.push(chunk);
        });
        res.on('end', () => {
          if (!res.complete) return done({ status: res.statusCode, error: 'answer cut short' });
          done({ status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', (error) => done({ status: res.statusCode, error: `answer cut short: ${error.message}` }));
        res.on('aborted', () => done({ status: res.statusCode, error: 'answer cut short (aborted)' }));
      },
    );
    // A CONNECT answer comes as a 'connect' event (its body, if any, in `head`).
    req.on('connect', (res, socket, head) => {
      done({ status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: head.toString('utf8') });
      socket.destroy();
    });
    req.on('timeout', () => {
      done({ error: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
      req.destroy();
    });
    req.on('error', (error) => done({ error: `connection error: ${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
    if (request.body) req.end(request.body);
    else req.end();
  });
}

/** What is wrong with an answer, if anything. */
function problemWith(request: FuzzRequest, answer: Answer): string | undefined {
  if (answer.error) return answer.error;
  const status = answer.status!;
  if (status >= 500) return `${status} ${answer.body?.slice(0, 200)}`;
  if (status >= 400 && request.method !== 'HEAD') {
    if (!answer.contentType?.includes('application/json')) return `${status} is not JSON (${answer.contentType})`;
    try {
      const body = JSON.parse(answer.body!);
      if (body.success !== false || typeof body.message !== 'string' || !body.message) return `${status} without { success: false, message }: ${answer.body?.slice(0, 200)}`;
    } catch {
      return `${status} with unparsable JSON: ${answer.body?.slice(0, 200)}`;
    }
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The resource of the records under a key of an answer ({ product }, { categories: [...] }, { data }, ...). */
const ANSWER_KEYS: Record<string, Resource> = {
  product: 'products',
  products: 'products',
  category: 'categories',
  categories: 'categories',
  subcategories: 'categories',
  categoryTree: 'categories',
  children: 'categories',
  user: 'users',
  users: 'users',
  data: 'users',
};

/** Ids of records in a 2xx answer, so later requests can update and delete what the fuzz created. */
function collectIds(ctx: Context, body: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return;
  }
  const stack: { value: unknown; resource?: Resource }[] = [{ value: json }];
  while (stack.length) {
    const { value, resource } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '_id' || key === 'id') {
        const ids = resource && ctx.ids[resource];
        if (ids && typeof child === 'string' && UUID.test(child) && !ctx.protectedIds.has(child) && !ids.includes(child)) {
          ids.push(child);
          if (ids.length > 200) ids.shift();
        }
      } else if (Array.isArray(value) || ANSWER_KEYS[key]) {
        stack.push({ value: child, resource: Array.isArray(value) ? resource : ANSWER_KEYS[key] });
      }
    }
  }
}

describe(`fuzz: hostile requests from the OpenAPI document (seed ${SEED})`, () => {
  let t: TestContext;
  let admin: UserRow;
  let plain: UserRow;
  let port: number;
  before(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    plain = await t.createUser({ role: 'user' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  it(`answers ${COUNT} hostile requests with no 5xx and no dropped connection, and the admin keeps access`, { timeout: 180_000 }, async () => {
    console.log(`fuzz seed ${SEED} (repeat with FUZZ_SEED=${SEED}), ${COUNT} requests, ${usingPostgres ? 'PostgreSQL' : 'PGlite'}`);
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const doc = (await (await fetch(`http://127.0.0.1:${port}/api/docs/json`)).json()) as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc);
    assert.ok(operations.length >= 40, `the document lists ${operations.length} operations`);

    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const fixtures = {
      products: ids(await Promise.all([insertProduct(t), insertProduct(t, { tags: ['fuzz'] }), insertProduct(t, { isActive: false })])),
      categories: ids(await Promise.all([insertCategory(t), insertCategory(t)])),
      users: ids(await Promise.all([t.createUser(), t.createUser({ role: 'nurse' })])),
    };
    const ctx: Context = {
      random: createRandom(SEED),
      ids: fixtures,
      protectedIds: new Set([admin.id, plain.id]),
      tokens: { admin: t.tokenFor(admin), user: t.tokenFor(plain), none: undefined, garbage: `${t.tokenFor(plain).slice(0, -4)}AAAA` },
    };

    // Requests generated up front from the seed, so a run repeats exactly whatever order the answers arrive in.
    // The admin's own account is never a target: path and body ids come from the fixtures, from records the
    // fuzz created or from random uuids (protectedIds are filtered out), and the operations that act on the
    // caller's own account (a profile update may change the password or username, sign-out ends the token)
    // are never sent with the admin's token. Sign-in never uses the admin's username (random names only), so
    // the per-account lockout cannot lock the admin out either.
    const requests: FuzzRequest[] = [];
    for (let i = 0; i < COUNT; i++) {
      const op = operations[i % operations.length];
      const request = buildRequest(op, ctx);
      if (isSelfOperation(op) && request.token === 'admin') request.token = 'user';
      requests.push(request);
    }

    // The server-side cause of a failure (errors thrown by route handlers), to print beside it.
    const causes: string[] = [];
    const onHandlerError = (message: unknown) => {
      const { error, request } = message as { error: Error & { code?: string; statusCode?: number }; request: { method: string; url: string } };
      if (error.statusCode && error.statusCode < 500) return; // a refusal, not a failure
      causes.push(`${request.method} ${request.url.slice(0, 120)}: ${error.code ?? ''} ${error.message}`.slice(0, 300));
    };
    diagnostics.subscribe('tracing:fastify.request.handler:error', onHandlerError);
    const failures: string[] = [];
    const statuses = new Map<number | string, number>();
    const byOperation = new Map<string, Record<string, number>>();
    let next = 0;
    // Each worker has its own loopback address: the per-address rate limits (newsletter, clicks, sign-in)
    // would otherwise turn most requests into 429s before they reach validation.
    const worker = async (n: number) => {
      for (let i = next++; i < requests.length; i = next++) {
        const request = withToken(ctx, resolveIds(ctx, requests[i]));
        const localAddress = `127.0.${n + 1}.${(i % 250) + 1}`;
        const answer = await send(port, request, localAddress);
        statuses.set(answer.status ?? 'none', (statuses.get(answer.status ?? 'none') ?? 0) + 1);
        const opKey = `${request.method} ${request.operation.path}`;
        byOperation.set(opKey, { ...byOperation.get(opKey), [answer.status ?? 'none']: (byOperation.get(opKey)?.[answer.status ?? 'none'] ?? 0) + 1 });
        const problem = problemWith(request, answer);
        if (problem) {
          failures.push(`${request.method} ${request.path.slice(0, 160)} [${request.kind}, token ${request.token}, ${request.headers['content-type'] ?? 'no type'}, body ${String(request.body?.subarray(0, 120) ?? '')}]: ${problem}`);
        }
        if (answer.status && answer.status < 300 && answer.body) collectIds(ctx, answer.body);
        if (isSelfOperation(request.operation) && request.token === 'user' && answer.status! < 300) {
          // A password change or a sign-out ends the plain user's token; a fresh one keeps later requests theirs.
          const fresh = await t.app.repos.users.findById(plain.id);
          if (fresh) ctx.tokens.user = t.tokenFor(fresh);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    console.log(`fuzz: ${requests.length} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s CPU); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);

    if (process.env.FUZZ_VERBOSE) for (const [op, counts] of byOperation) console.log(`  ${op}: ${JSON.stringify(counts)}`);
    diagnostics.unsubscribe('tracing:fastify.request.handler:error', onHandlerError);
    if (failures.length) console.log(`errors thrown in route handlers:\n${causes.slice(0, 50).join('\n')}`);
    assert.deepEqual(failures.slice(0, 30), [], `${failures.length} bad answers (seed ${SEED})`);

    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password: TEST_PASSWORD }),
    });
    assert.equal(login.status, 200, 'the admin can still sign in');
    const { token } = (await login.json()) as { token: string };
    const list = await fetch(`http://127.0.0.1:${port}/api/users?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(list.status, 200, 'the admin can still use an admin route');
  });
});
