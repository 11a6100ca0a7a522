import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { App } from '../src/app.js';
import { NEWSLETTER_RATE_LIMIT } from '../src/constants.js';
import { createTestApp, type TestContext } from './helpers/app.js';

const AUTH_MAX = 3;
let n = 0;

/** A failed sign-in for a new username each time (so the per-account lockout stays out of the way). */
const login = (app: App, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: `proxy-test-${++n}`, password: 'wrong-password' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
const subscribe = (app: App, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: `reader${++n}@example.com` },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** Each call a different made-up client address, as a client rotating the header would send. */
const rotating = () => `203.0.113.${(++n % 250) + 1}`;

describe('TRUST_PROXY=127.0.0.1: the client address comes from X-Forwarded-For only through that proxy', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_MAX: String(AUTH_MAX) });
  });
  after(() => t.close());

  it('a client behind the proxy is limited by its own X-Forwarded-For address', async () => {
    for (let i = 0; i < AUTH_MAX; i++) assert.equal((await login(t.app, '127.0.0.1', '198.51.100.1')).statusCode, 401);
    assert.equal((await login(t.app, '127.0.0.1', '198.51.100.1')).statusCode, 429);
    assert.equal((await login(t.app, '127.0.0.1', '198.51.100.2')).statusCode, 401, 'another client behind the same proxy');

    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.max; i++) assert.equal((await subscribe(t.app, '127.0.0.1', '198.51.100.3')).statusCode, 201);
    assert.equal((await subscribe(t.app, '127.0.0.1', '198.51.100.3')).statusCode, 429);
    assert.equal((await subscribe(t.app, '127.0.0.1', '198.51.100.4')).statusCode, 201);
  });

  it('from an address that is not the proxy, a rotating X-Forwarded-For gets past neither the login nor the newsletter limit', async () => {
    const codes = [];
    for (let i = 0; i <= AUTH_MAX; i++) codes.push((await login(t.app, '192.0.2.66', rotating())).statusCode);
    assert.deepEqual(codes, [...Array(AUTH_MAX).fill(401), 429]);
    const subscribed = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) subscribed.push((await subscribe(t.app, '192.0.2.67', rotating())).statusCode);
    assert.deepEqual(subscribed, [...Array(NEWSLETTER_RATE_LIMIT.max).fill(201), 429]);
  });
});

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', () => {
  let t: TestContext;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(AUTH_MAX) });
  });
  after(() => t.close());

  it('rotating X-Forwarded-For from one address gets past neither limit', async () => {
    const codes = [];
    for (let i = 0; i <= AUTH_MAX; i++) codes.push((await login(t.app, '127.0.0.1', rotating())).statusCode);
    assert.deepEqual(codes, [...Array(AUTH_MAX).fill(401), 429]);
    const subscribed = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) subscribed.push((await subscribe(t.app, '127.0.0.1', rotating())).statusCode);
    assert.deepEqual(subscribed, [...Array(NEWSLETTER_RATE_LIMIT.max).fill(201), 429]);
    assert.equal((await login(t.app, '192.0.2.99')).statusCode, 401, 'another peer address has its own budget');
  });
});
