import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Our session cookies: the API's (`tl_…`) and the identity provider's (`_session`, `_interaction…`). */
const SESSION_COOKIE = /(?:^|;\s*)(?:tl_[a-z]+|_session|_interaction(?:_resume)?)(?:\.[a-z.]+)?=/;
const NO_STORE = 'no-store';

/** Whether a request carried credentials: a bearer token or one of our session cookies. */
export function carriesCredentials(request: Pick<FastifyRequest, 'headers'>): boolean {
  const { authorization, cookie } = request.headers;
  return Boolean(authorization) || (typeof cookie === 'string' && SESSION_COOKIE.test(cookie));
}

/**
 * `Cache-Control: no-store` on every answer to a request that carried credentials and on every
 * answer that sets a cookie, whatever a route (or the identity provider, which writes its answers
 * itself) chose: no shared cache or browser history keeps what one person saw. Applied as the
 * headers are written, so no later hook can undo it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    enforceNoStore(reply.raw, carriesCredentials(request));
    done();
  });
}

/** Makes the answer no-store when written if `always`, or if it sets a cookie. */
export function enforceNoStore(response: ServerResponse, always: boolean): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const headers = args.find(
      (arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    const setsCookie =
      response.hasHeader('set-cookie') ||
      Object.keys(headers ?? {}).some((name) => name.toLowerCase() === 'set-cookie');
    if (always || setsCookie) {
      for (const name of Object.keys(headers ?? {})) {
        if (name.toLowerCase() === 'cache-control') delete headers![name];
      }
      if (headers) headers['cache-control'] = NO_STORE;
      response.setHeader('cache-control', NO_STORE);
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
