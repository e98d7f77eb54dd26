import { AppError, fieldIssueRef, type ErrorEnvelope } from '@tightlines/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** How long a client should wait before retrying while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Socket errors of node-postgres reaching the server. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * The server refuses us for now, not our statement: class 08 (connection exception), the 57P0x
 * shutdowns and refusals (admin or crash shutdown, not accepting yet, database dropped, idle
 * timeout), too many connections, a database that does not exist (3D000: dropped or not yet
 * restored) and 55000 (object not in prerequisite state: a server still starting or in recovery).
 */
const PG_UNAVAILABLE_CODE = /^(08...|57P0\d|53300|3D000|55000)$/;
/** node-postgres and PGlite say "no connection" in words rather than codes. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Connection is closed|PGlite is closed/i;

/**
 * The one place an error becomes an answer. Every failure leaves as the spec §7 envelope:
 * invalid input → 400 naming the fields, unique violation → 409, an AppError with its own status,
 * anything unexpected → 500 with the request id (logged with its stack, never sent).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ errorCode: appError.errorCode, status: appError.status }, appError.message);
    }
    return sendError(request, reply, appError);
  });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: ErrorEnvelope = {
    code: error.code,
    message: error.message,
    key: error.key,
    ...(error.values ? { keyValues: error.values } : {}),
    result: null,
    requestId: String(request.id),
    ...(error.details ? { details: error.details } : {}),
  };
  const retryAfter = error.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
  if (error.status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError('UNAVAILABLE', {
      cause: error,
      details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: fieldName(issue.instancePath, error.validationContext),
      ref: fieldIssueRef({ ...issue.params, code: issue.keyword, message: issue.message }),
    }));
    // The message names what is wrong (the spec §8 message of a rule, a too-long text with its
    // limit, a bad e-mail), by key, rather than "complete all required fields" whenever one issue
    // says more; its field comes first, since the form shows the message at the first field it holds.
    const shown = issues.find((issue) => issue.ref.key !== 'completeRequiredFields') ?? issues[0];
    const fields = [...new Set([shown?.field, ...issues.map((issue) => issue.field)])].filter(
      (field): field is string => field !== undefined,
    );
    return new AppError('VALIDATION', { ...shown?.ref, details: { fields } });
  }
  if (isResponseSerializationError(error)) return new AppError('INTERNAL', { cause: error });
  if (hasPgCode(error, PG_UNIQUE_VIOLATION)) return new AppError('CONFLICT', { cause: error });
  // A reference to something that does not exist (an unknown gender, unit…) is the client's mistake.
  if (hasPgCode(error, PG_FOREIGN_KEY_VIOLATION)) return new AppError('VALIDATION', { cause: error });
  // Class 22 "data exception": a NUL byte in text, a number out of range… The input was wrong, not the server.
  if (pgCodeOf(error)?.startsWith('22')) return new AppError('VALIDATION', { cause: error });
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 429) return new AppError('RATE_LIMITED');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, …): named in our words, not the framework's.
    return new AppError('VALIDATION', {
      key: 'completeRequiredFields',
      details: { reason: clientErrorReason(error.code) },
    });
  }
  return new AppError('INTERNAL', { cause: error });
}

/** Whether the error (or one it wraps, e.g. Drizzle's) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || PG_UNAVAILABLE_CODE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = cause;
  }
  return false;
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

function pgCodeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function hasPgCode(error: unknown, pgCode: string): boolean {
  return pgCodeOf(error) === pgCode;
}

/**
 * Errors Fastify meets before any route runs (a malformed URL, a parameter past the length limit):
 * they leave in the envelope too, as 400.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ errorCode: error.code }, 'request refused before routing');
  return sendError(
    request,
    reply,
    new AppError('VALIDATION', { details: { reason: clientErrorReason(error.code) } }),
  );
}

/** What was wrong with a request the framework refused, in the API's words (its codes are its own). */
export function clientErrorReason(
  frameworkCode: string | undefined,
): 'unsupported-content-type' | 'malformed-body' | 'malformed-url' | 'malformed-request' {
  const code = frameworkCode ?? '';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupported-content-type';
  if (code.startsWith('FST_ERR_CTP_')) return 'malformed-body';
  if (/URL|PARAM/.test(code)) return 'malformed-url';
  return 'malformed-request';
}
