// A small static file server for built front ends (node:http only): gzip, SPA fallback, CORS,
// immutable caching for content-hashed files and no-store for everything else (remoteEntry.js,
// mf-manifest.json, index.html, config.json), so a redeployed remote is picked up on the next page load.
// Every response carries the security headers of security-headers.mjs (CSP from the runtime config).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from './security-headers.mjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * @param {object} options
 * @param {string} options.root            folder to serve (changeable later with setRoot)
 * @param {boolean} [options.spa]          answer unknown paths with index.html (the shell)
 * @param {boolean|string[]} [options.cors]  remotes are loaded cross-origin by the shell: true answers
 *   `Access-Control-Allow-Origin: *`, a list answers only those origins; false/absent (the shell): no CORS.
 * @param {object|(() => object)} [options.config]  the shell's runtime config, answered at /config.json
 *   instead of the file; the CSP is derived from it
 * @param {boolean} [options.shell]        the host page (default: a config is given): its CSP allows the
 *   remotes' scripts
 * @param {object|(() => object)} [options.securityConfig]  runtime config the CSP is derived from when it
 *   is not answered at /config.json (a remote's own page talks to the API too); default: config
 * @param {number} [options.port]          0 = ephemeral
 * @param {string} [options.host]
 */
export async function startStaticServer({
  root,
  spa = false,
  cors = false,
  config,
  shell = Boolean(config),
  securityConfig = config,
  port = 0,
  host = '127.0.0.1',
}) {
  let currentRoot = path.resolve(root);
  const gzCache = new Map();
  const valueOf = (option) => (typeof option === 'function' ? option() : option);

  /** Security headers (the config may change between requests: the browser tests set the API URL late). */
  function baseHeaders(req) {
    const headers = securityHeaders(valueOf(securityConfig), { shell });
    if (cors === true) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Access-Control-Allow-Headers'] = '*';
    } else if (Array.isArray(cors)) {
      headers.Vary = 'Origin';
      if (cors.includes(req.headers.origin)) {
        headers['Access-Control-Allow-Origin'] = req.headers.origin;
        headers['Access-Control-Allow-Headers'] = '*';
      }
    }
    return headers;
  }

  function sendText(req, res, status, text) {
    return send(req, res, status, Buffer.from(text), MIME['.txt'], 'no-store');
  }

  async function send(req, res, status, body, type, cacheControl) {
    const headers = { ...baseHeaders(req), 'Content-Type': type, 'Cache-Control': cacheControl };
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    let payload = body;
    if ((req.headers['accept-encoding'] || '').includes('gzip') && body.length > 512 && type.match(/text|json|svg/)) {
      payload = body.gz ?? gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  async function readCached(file) {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    let entry = gzCache.get(key);
    if (!entry) {
      const body = await readFile(file);
      if (COMPRESSIBLE.has(path.extname(file))) body.gz = gzipSync(body);
      entry = body;
      gzCache.set(key, entry);
    }
    return entry;
  }

  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, baseHeaders(req));
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...baseHeaders(req), Allow: 'GET, HEAD' });
        return res.end();
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
      } catch {
        return sendText(req, res, 400, 'Bad request: malformed URL');
      }
      if (pathname.includes('\0')) return sendText(req, res, 400, 'Bad request: malformed URL');
      if (pathname === '/config.json' && config) {
        return send(req, res, 200, Buffer.from(JSON.stringify(valueOf(config), null, 2)), MIME['.json'], 'no-store');
      }
      // Decoded `..` segments (`/..%2f..%2fetc/passwd`) resolve outside the root: refused.
      const file = path.join(currentRoot, pathname);
      if (file !== currentRoot && !file.startsWith(currentRoot + path.sep)) {
        return sendText(req, res, 403, 'Forbidden');
      }
      const target = pathname.endsWith('/') ? path.join(file, 'index.html') : file;
      let body = await readCached(target).catch(() => null);
      let servedFile = target;
      if (!body && spa && !path.extname(pathname)) {
        servedFile = path.join(currentRoot, 'index.html');
        body = await readCached(servedFile).catch(() => null);
      }
      if (!body) return sendText(req, res, 404, 'Not found');
      const ext = path.extname(servedFile);
      const cacheControl = HASHED.test(path.basename(servedFile)) ? 'public, max-age=31536000, immutable' : 'no-store';
      return send(req, res, 200, body, MIME[ext] || 'application/octet-stream', cacheControl);
    } catch (error) {
      // The cause goes to the log, never to the client.
      console.error(`[static-server] ${req.method} ${req.url}:`, error);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const actualPort = server.address().port;
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  return {
    port: actualPort,
    url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`,
    /** Serve another folder from now on (deploying a new build without restarting). */
    setRoot(dir) {
      currentRoot = path.resolve(dir);
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
