import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type onRequestHookHandler } from 'fastify';

/**
 * The headers @fastify/helmet sets with these options, worked out once at start. The plugin itself builds a new
 * helmet middleware (parsing the CSP directives again) for every request; the options here are constant, so the
 * answer is too. Taken from a throwaway app: the response headers as helmet leaves them in its onRequest hook.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: Array<[string, string]> = [];
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    done();
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  if (!headers.length) throw new Error('helmet set no headers');
  return headers;
}

/** An onRequest hook that sets the given headers, as helmet's own hook would. */
export function setHeadersHook(headers: Array<[string, string]>): onRequestHookHandler {
  return (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
}
