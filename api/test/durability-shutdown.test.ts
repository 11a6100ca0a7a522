// SIGTERM (a deploy, a restart, Ctrl-C): the API stops accepting connections, lets the requests in flight finish,
// answers new requests on kept-alive connections with 503 + Connection: close, then closes the database and exits 0,
// all within SHUTDOWN_GRACE_MS. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, describe, it } from 'node:test';
import { startChildApi, tempDatabase, type ChildApi, type TempDatabase } from './helpers/child-api.js';

const GRACE_MS = 10_000;
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

interface Answer {
  status?: number;
  body?: string;
  connection?: string;
  error?: string;
}

/** One request on the given agent; a cut connection is an answer with an error, never a rejection. */
function request(url: string, agent: http.Agent, options: http.RequestOptions = {}, body?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(url, { agent, ...options }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text, connection: res.headers.connection }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    req.end(body);
  });
}

/** A complete answer: 2xx with the JSON envelope, or 503 with the error envelope. */
function assertComplete(answer: Answer, what: string) {
  assert.equal(answer.error, undefined, `${what}: cut (${answer.error})`);
  assert.ok(answer.status! < 300 || answer.status === 503, `${what}: status ${answer.status}`);
  const body = JSON.parse(answer.body!);
  assert.equal(body.success, answer.status! < 300, `${what}: ${answer.body}`);
}

describe(`graceful shutdown on ${kind}`, () => {
  const started: Array<{ api?: ChildApi; database: TempDatabase }> = [];
  after(async () => {
    for (const { api, database } of started) {
      await api?.kill();
      await database.drop();
    }
  });
  async function start() {
    const entry: { api?: ChildApi; database: TempDatabase } = { database: await tempDatabase() };
    started.push(entry);
    entry.api = await startChildApi({ ...entry.database.env, SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    return entry.api;
  }

  it('SIGTERM after the first of 60 concurrent list requests: every request gets a complete answer, exit 0', async () => {
    const api = await start();
    // fetch keeps its connections alive, as browsers and proxies do: the case where a server drops idle-looking
    // connections whose request has not been read yet.
    let signalled = 0;
    const answers = Array.from({ length: 60 }, () =>
      fetch(`${api.url}/api/products?page=1&limit=12`)
        .then(async (response): Promise<Answer> => ({ status: response.status, body: await response.text() }))
        .catch((error): Answer => ({ error: `${error.message} ${error.cause?.code ?? ''}` }))
        .then((answer) => {
          if (!signalled) {
            signalled = Date.now();
            api.child.kill('SIGTERM');
          }
          return answer;
        }),
    );
    const all = await Promise.all(answers);
    const { code, signal } = await api.exited;
    const exitMs = Date.now() - signalled;
    all.forEach((answer, i) => assertComplete(answer, `request ${i}`));
    assert.ok(all.some((answer) => answer.status === 200));
    assert.deepEqual({ code, signal }, { code: 0, signal: null }, api.output());
    assert.ok(exitMs < GRACE_MS, `exited ${exitMs} ms after SIGTERM`);
  });

  it('a request in flight finishes; a new request on a kept-alive connection gets 503 + Connection: close', async () => {
    const api = await start();
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    assert.equal((await request(`${api.url}/api/health`, keptAlive)).status, 200);

    // A request whose body is still arriving when SIGTERM comes: in flight.
    const slow = http.request(`${api.url}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '40' },
      agent: new http.Agent({ keepAlive: false }),
    });
    const slowAnswer = new Promise<Answer>((resolve) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: text }));
      });
      slow.on('error', (error) => resolve({ error: error.message }));
    });
    slow.write('{"email":"slow');
    slow.flushHeaders();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the headers reach the server

    const signalled = Date.now();
    api.child.kill('SIGTERM');
    await waitForOutput(api, /SIGTERM/);

    const late = await request(`${api.url}/api/products`, keptAlive);
    assert.equal(late.status, 503, JSON.stringify(late));
    assert.equal(late.connection, 'close');
    assert.equal(JSON.parse(late.body!).success, false);

    slow.end('@example.com"}'.padEnd(40 - '{"email":"slow'.length, ' '));
    const finished = await slowAnswer;
    assert.equal(finished.error, undefined, 'the request in flight was not cut');
    assert.equal(finished.status, 201, finished.body);

    const { code } = await api.exited;
    assert.equal(code, 0, api.output());
    assert.ok(Date.now() - signalled < GRACE_MS);
  });
});

async function waitForOutput(api: ChildApi, pattern: RegExp) {
  const deadline = Date.now() + 30_000;
  while (!pattern.test(api.output())) {
    if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
