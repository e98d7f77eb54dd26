import { messageRefOf, messages, messageTemplates, type MessageRef } from './messages';

/** Envelope `code` values of spec §7: 200 is OK, 101000 is "user not found"; other failures carry their HTTP status. */
export const OK_CODE = 200;
export const USER_NOT_FOUND_CODE = 101000;

/**
 * The one error catalogue: each code names its HTTP status, the envelope code and the default
 * spec §8 message. The server throws `AppError(code)`; the web client rebuilds it from the envelope.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, code: 400, message: messages.completeRequiredFields },
  UNAUTHENTICATED: { status: 401, code: 401, message: messages.invalidToken },
  EXPIRED_TOKEN: { status: 401, code: 401, message: messages.expiredToken },
  LOGIN_INVALID: { status: 401, code: 401, message: messages.loginInvalid },
  FORBIDDEN: { status: 403, code: 403, message: messages.forbidden },
  NOT_FOUND: { status: 404, code: 404, message: messages.notFound },
  USER_NOT_FOUND: { status: 404, code: USER_NOT_FOUND_CODE, message: messages.userNotFound },
  CONFLICT: { status: 409, code: 409, message: messages.conflict },
  PAYMENT_DECLINED: { status: 402, code: 402, message: messages.paymentDeclined },
  PAYLOAD_TOO_LARGE: { status: 413, code: 413, message: messages.payloadTooLarge },
  RANGE_NOT_SATISFIABLE: { status: 416, code: 416, message: messages.rangeNotSatisfiable },
  RATE_LIMITED: { status: 429, code: 429, message: messages.tooManyRequests },
  INTERNAL: { status: 500, code: 500, message: messages.internalServerError },
  UNAVAILABLE: { status: 503, code: 503, message: messages.connectionError },
} as const satisfies Record<string, { status: number; code: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export interface AppErrorOptions {
  /** A more specific spec §8 message than the catalogue default. */
  message?: string;
  /** Safe, user-facing detail such as the invalid field names. Never internals. */
  details?: Record<string, unknown>;
  cause?: unknown;
  /** The message's key as a server sent it; otherwise found from the message. */
  ref?: MessageRef | null;
}

/** The single error type of the product, on the server and in the browser. */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly code: number;
  readonly details: Record<string, unknown> | undefined;
  /** The message's stable key, for showing it in another language; null when it has none. */
  readonly ref: MessageRef | null;

  constructor(errorCode: ErrorCode, options: AppErrorOptions = {}) {
    const entry = errorCatalogue[errorCode];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.status = entry.status;
    this.code = entry.code;
    this.details = options.details;
    this.ref = options.ref !== undefined ? options.ref : messageRefOf(this.message);
  }

  /** Rebuilds the error a server answered with, from its HTTP status and envelope. */
  static fromEnvelope(
    status: number,
    envelope: { code?: unknown; message?: unknown; details?: unknown; key?: unknown; keyValues?: unknown },
  ): AppError {
    const message = typeof envelope.message === 'string' ? envelope.message : messages.connectionError;
    const keys = Object.keys(errorCatalogue) as ErrorCode[];
    const sameKind = keys.filter(
      (key) => errorCatalogue[key].status === status && errorCatalogue[key].code === envelope.code,
    );
    const exact = sameKind.find((key) => errorCatalogue[key].message === message);
    const fallback = status >= 500 ? 'INTERNAL' : 'VALIDATION';
    const details =
      typeof envelope.details === 'object' && envelope.details !== null && !Array.isArray(envelope.details)
        ? (envelope.details as Record<string, unknown>)
        : undefined;
    return new AppError(exact ?? sameKind[0] ?? fallback, { message, details, ref: refOfEnvelope(envelope) });
  }
}

/** The message key an envelope carries, when it is one the catalogue knows (a hostile answer is ignored). */
function refOfEnvelope(envelope: { key?: unknown; keyValues?: unknown }): MessageRef | undefined {
  const { key, keyValues } = envelope;
  if (typeof key !== 'string' || !(Object.hasOwn(messages, key) || Object.hasOwn(messageTemplates, key)))
    return undefined;
  const values: Record<string, number> = {};
  if (typeof keyValues === 'object' && keyValues !== null)
    for (const [name, value] of Object.entries(keyValues))
      if (typeof value === 'number') values[name] = value;
  return { key: key as MessageRef['key'], ...(Object.keys(values).length > 0 ? { values } : {}) };
}
