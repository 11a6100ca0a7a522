// The ceiling for bench:api: a bare node:http server (no framework, no database) answering a constant body, the
// bytes of the API's product page, in its own process. Whatever the API does beyond writing those bytes shows as
// the distance to this. Reads the body from BENCH_CEILING_SOURCE (a URL); prints one JSON line: { url }.
import http from 'node:http';

const source = process.env.BENCH_CEILING_SOURCE;
if (!source) throw new Error('BENCH_CEILING_SOURCE is not set');
const body = Buffer.from(await (await fetch(source)).arrayBuffer());
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}/`, bytes: body.length }));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
