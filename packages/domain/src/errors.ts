import { isMessageKey, messageText, type AnyMessageKey, type MessageRef } from './messages';

/** Envelope `code` values of spec §7: 200 is OK, 101000 is "user not found"; other failures carry their HTTP status. */
export const OK_CODE = 200;
export const USER_NOT_FOUND_CODE = 101000;

/**
 * The one error catalogue: each code names its HTTP status, the envelope code and the key of its
 * default spec §8 message. The server throws `AppError(code)`; the web client rebuilds it from the envelope.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, code: 400, key: 'completeRequiredFields' },
  UNAUTHENTICATED: { status: 401, code: 401, key: 'invalidToken' },
  EXPIRED_TOKEN: { status: 401, code: 401, key: 'expiredToken' },
  LOGIN_INVALID: { status: 401, code: 401, key: 'loginInvalid' },
  FORBIDDEN: { status: 403, code: 403, key: 'forbidden' },
  NOT_FOUND: { status: 404, code: 404, key: 'notFound' },
  USER_NOT_FOUND: { status: 404, code: USER_NOT_FOUND_CODE, key: 'userNotFound' },
  CONFLICT: { status: 409, code: 409, key: 'conflict' },
  PAYMENT_DECLINED: { status: 402, code: 402, key: 'paymentDeclined' },
  PAYLOAD_TOO_LARGE: { status: 413, code: 413, key: 'payloadTooLarge' },
  RANGE_NOT_SATISFIABLE: { status: 416, code: 416, key: 'rangeNotSatisfiable' },
  RATE_LIMITED: { status: 429, code: 429, key: 'tooManyRequests' },
  INTERNAL: { status: 500, code: 500, key: 'internalServerError' },
  UNAVAILABLE: { status: 503, code: 503, key: 'connectionError' },
} as const satisfies Record<string, { status: number; code: number; key: AnyMessageKey }>;

export type ErrorCode = keyof typeof errorCatalogue;

export interface AppErrorOptions {
  /** The key of a more specific message than the code's default (never text: issue 33). */
  key?: AnyMessageKey;
  /** The values a template key names (`{ maximum: 80 }` of `tooLong`). */
  values?: Record<string, number>;
  /** Safe, user-facing detail such as the invalid field names. Never internals. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * The single error type of the product, on the server and in the browser. It carries its message
 * by key (with the values a template names), so each client shows it in its user's language; its
 * `message` is the English of that key, what the envelope's `message` says.
 */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly code: number;
  readonly details: Record<string, unknown> | undefined;
  /** The message's stable key. */
  readonly key: AnyMessageKey;
  /** The values the keyed message names, if any. */
  readonly values: Record<string, number> | undefined;

  constructor(errorCode: ErrorCode, options: AppErrorOptions = {}) {
    const entry = errorCatalogue[errorCode];
    const key = options.key ?? entry.key;
    super(messageText({ key, ...(options.values ? { values: options.values } : {}) }), {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.status = entry.status;
    this.code = entry.code;
    this.details = options.details;
    this.key = key;
    this.values = options.values;
  }

  /** The message as a key and its values, to show in another language. */
  get ref(): MessageRef {
    return this.values ? { key: this.key, values: this.values } : { key: this.key };
  }

  /**
   * Rebuilds the error a server answered with, from its HTTP status and envelope: its code from the
   * status and envelope code, its message from the envelope's key (the code's default when the key
   * is missing or one the catalogue does not know, as from a hostile or broken answer; the
   * connection message when the answer is no envelope at all).
   */
  static fromEnvelope(
    status: number,
    envelope: { code?: unknown; message?: unknown; key?: unknown; keyValues?: unknown; details?: unknown },
  ): AppError {
    const codes = Object.keys(errorCatalogue) as ErrorCode[];
    const sameKind = codes.filter(
      (code) => errorCatalogue[code].status === status && errorCatalogue[code].code === envelope.code,
    );
    const key = isMessageKey(envelope.key) ? envelope.key : undefined;
    const exact = sameKind.find((code) => errorCatalogue[code].key === key);
    const fallback = status >= 500 ? 'INTERNAL' : 'VALIDATION';
    const details =
      typeof envelope.details === 'object' && envelope.details !== null && !Array.isArray(envelope.details)
        ? (envelope.details as Record<string, unknown>)
        : undefined;
    const values = valuesOf(envelope.keyValues);
    // An answer that is no envelope of ours (a proxy's page) reads as not reaching the server.
    const shown = key ?? (sameKind.length > 0 ? undefined : 'connectionError');
    return new AppError(exact ?? sameKind[0] ?? fallback, {
      ...(shown ? { key: shown } : {}),
      ...(key && values ? { values } : {}),
      ...(details ? { details } : {}),
    });
  }
}

/** The numeric values an envelope names for its key (anything else is ignored). */
function valuesOf(keyValues: unknown): Record<string, number> | undefined {
  if (typeof keyValues !== 'object' || keyValues === null) return undefined;
  const values: Record<string, number> = {};
  for (const [name, value] of Object.entries(keyValues)) if (typeof value === 'number') values[name] = value;
  return Object.keys(values).length > 0 ? values : undefined;
}
