import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config';

/** Query parameters that carry a secret: reset and e-mail links, authorization codes, signed URLs. */
const SECRET_QUERY =
  /([?&](?:resetPassword|confirmEmail|code|token|access_token|refresh_token|id_token_hint|signature)=)[^&#]*/gi;
/** Path segments that are secrets: the single-use links' request ids. */
const SECRET_PATH =
  /(\/(?:forgot_pass|confirm_email)\/)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A request URL as it may be logged: the secrets it carries replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** How long a log line may wait in the buffer before it is written. */
const LOG_FLUSH_MS = 500;

/**
 * Structured JSON logs on stdout; requests carry their id (`reqId`) so one request's lines can be
 * followed. Buffered: lines go out 32 KiB at a time, and at least every LOG_FLUSH_MS, rather than
 * one write each (a write per request line was a tenth of a feed page's cost; a write per 4 KiB was
 * still a large share of a kept page's: each write goes through libuv's thread pool). pino writes
 * what is pending when the process exits.
 *
 * Credentials never reach a line because nothing logs headers: the request serializer writes
 * method, url (secrets redacted, `redactUrl`), host and address only (logger.http.test.ts holds it
 * to that). pino's `redact` was dropped for that reason: it re-serialised every request line to
 * strip paths that are never there, about a fifth of the cost of a cached answer.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination: pino.DestinationStream = pino.destination({
    dest: 1,
    sync: false,
    minLength: 32_768,
    maxWrite: 65_536,
  }),
): FastifyBaseLogger {
  const logger = pino({ level: config.LOG_LEVEL, serializers: { req: serializeRequest } }, destination);
  // With a callback, a flush after the stream closed (at exit) reports instead of throwing. One at a
  // time: a flush waits for the write under way, and under load each waiting one held a listener.
  let flushing = false;
  setInterval(() => {
    if (flushing) return;
    flushing = true;
    logger.flush(() => {
      flushing = false;
    });
  }, LOG_FLUSH_MS).unref();
  return logger;
}

/** Fastify's request serializer, with the URL's secrets redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One line per answered request, with the request (method, url, address) and the outcome, instead
 * of Fastify's two (one on arrival, one on completion): the second line was a large share of the
 * cost of a cached answer, and the first told nothing the completed line does not.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
