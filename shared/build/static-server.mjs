// A small static file server for built front ends (node:http only): gzip, SPA fallback, CORS,
// immutable caching for content-hashed files and no-store for everything else (remoteEntry.js,
// mf-manifest.json, index.html, config.json), so a redeployed remote is picked up on the next page load.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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
 * @param {boolean} [options.cors]         Access-Control-Allow-Origin: * (remotes are loaded cross-origin)
 * @param {object|(() => object)} [options.config]  answered at /config.json instead of the file
 * @param {number} [options.port]          0 = ephemeral
 * @param {string} [options.host]
 */
export async function startStaticServer({ root, spa = false, cors = false, config, port = 0, host = '127.0.0.1' }) {
  let currentRoot = path.resolve(root);
  const gzCache = new Map();

  async function send(req, res, status, body, type, cacheControl) {
    const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    if (cors) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Access-Control-Allow-Headers'] = '*';
    }
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
        res.writeHead(204, cors ? { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' } : {});
        return res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      const url = new URL(req.url, 'http://x');
      const pathname = decodeURIComponent(url.pathname);
      if (pathname === '/config.json' && config) {
        const value = typeof config === 'function' ? config() : config;
        return send(req, res, 200, Buffer.from(JSON.stringify(value, null, 2)), MIME['.json'], 'no-store');
      }
      const file = path.join(currentRoot, pathname);
      if (file !== currentRoot && !file.startsWith(currentRoot + path.sep)) {
        res.writeHead(403);
        return res.end();
      }
      const target = pathname.endsWith('/') ? path.join(file, 'index.html') : file;
      let body = await readCached(target).catch(() => null);
      let servedFile = target;
      if (!body && spa && !path.extname(pathname)) {
        servedFile = path.join(currentRoot, 'index.html');
        body = await readCached(servedFile).catch(() => null);
      }
      if (!body) {
        return send(req, res, 404, Buffer.from('Not found'), MIME['.txt'], 'no-store');
      }
      const ext = path.extname(servedFile);
      const cacheControl = HASHED.test(path.basename(servedFile)) ? 'public, max-age=31536000, immutable' : 'no-store';
      return send(req, res, 200, body, MIME[ext] || 'application/octet-stream', cacheControl);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error?.message || error));
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
