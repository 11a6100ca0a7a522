import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TargetRequest {
  method: string;
  path: string;
  userAgent: string | undefined;
  host: string | undefined;
}

/**
 * A local merchant for the link checker's tests, on 127.0.0.1 (its other name `localhost` is "another host").
 * Routes: /ok 200; /moved 301 -> /ok; /chain/1 -> localhost /chain/2 -> /chain/3 -> /ok (3 redirects, other host);
 * /missing 404; /error 500; /loop/a <-> /loop/b; /slow/<ms> answers after ms; /no-head 405 to HEAD, 200 to GET;
 * /head-reset drops HEAD's connection, 200 to GET; /limited 429; /many/<n> redirects n more times; /hold waits
 * until release(); /big: 405 to HEAD, 200 to GET with a body that never ends; /to?url=... redirects to any URL.
 */
export async function startLinkTarget() {
  const requests: TargetRequest[] = [];
  const held: (() => void)[] = [];
  let active = 0;
  let maxActive = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname, userAgent: req.headers['user-agent'], host: req.headers.host });
    active++;
    maxActive = Math.max(maxActive, active);
    res.on('close', () => active--);
    const redirect = (status: number, location: string) => res.writeHead(status, { location }).end();
    const path = url.pathname;
    if (path === '/ok') return res.writeHead(200, { 'content-type': 'text/html' }).end('ok');
    if (path === '/moved') return redirect(301, '/ok');
    if (path === '/chain/1') return redirect(302, `http://localhost:${port}/chain/2`);
    if (path === '/chain/2') return redirect(302, '/chain/3');
    if (path === '/chain/3') return redirect(307, '/ok');
    if (path === '/missing') return res.writeHead(404).end();
    if (path === '/error') return res.writeHead(500).end();
    if (path === '/loop/a') return redirect(302, '/loop/b');
    if (path === '/loop/b') return redirect(302, '/loop/a');
    if (path.startsWith('/slow/')) {
      const timer = setTimeout(() => res.writeHead(200).end('late'), Number(path.slice(6)));
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (path === '/no-head') return res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
    if (path === '/head-reset') return req.method === 'HEAD' ? req.socket.destroy() : res.writeHead(200).end('ok');
    if (path === '/limited') return res.writeHead(429, { 'retry-after': '60' }).end();
    if (path.startsWith('/many/')) {
      const left = Number(path.slice(6));
      return left > 0 ? redirect(302, `/many/${left - 1}`) : res.writeHead(200).end();
    }
    if (path === '/hold') return void held.push(() => res.writeHead(200).end());
    if (path === '/big') {
      if (req.method === 'HEAD') return res.writeHead(405).end();
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024)), 5);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (path === '/to') return redirect(302, url.searchParams.get('url') ?? '/ok');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    get maxActive() {
      return maxActive;
    },
    resetMaxActive() {
      maxActive = active;
    },
    get heldCount() {
      return held.length;
    },
    /** Answers every request waiting on /hold. */
    release() {
      for (const answer of held.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const answer of held.splice(0)) answer();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
