import { AppError, OK_CODE } from '@tightlines/domain';
import { loadCatalogues } from '../i18n/i18n';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a file (Blob) sent as its bytes. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** A write's `Idempotency-Key` (api/idempotency-key.ts): sent again, it is written once. */
  idempotencyKey?: string;
}

/** Cookie-authenticated writes carry this header; the server refuses them without it (CSRF). */
const CSRF_HEADERS = { 'x-tightlines-csrf': '1' };

/** Called when the server refuses the session for good (`Invalid token`): the app signs out. */
let onSessionInvalid: () => void = () => undefined;
export function setSessionInvalidHandler(handler: () => void): void {
  onSessionInvalid = handler;
}

/** How a renewal ended: only a server that refused it ends the session; one not reached keeps it. */
export type Renewal = 'renewed' | 'refused' | 'unreachable';

let refreshing: Promise<Renewal> | null = null;

/**
 * Rotates the session cookies once, however many requests asked at the same time, in this tab or
 * in others: tabs share the cookies, and a refresh token presented after another tab rotated it
 * counts as reuse, which makes the server end the session everywhere. So tabs renew one at a time
 * (a Web Lock), and a tab that waited while another renewed just retries with the new cookies.
 */
export function refreshSession(): Promise<Renewal> {
  const refusedAt = Date.now();
  refreshing ??= oneTabAtATime(async (): Promise<Renewal> => {
    if (renewedSince(refusedAt)) return 'renewed';
    const renewal = await send('/auth/session/refresh', { method: 'POST', body: {} })
      .then((response): Renewal => {
        if (response.ok) return 'renewed';
        return response.status === 401 || response.status === 400 ? 'refused' : 'unreachable';
      })
      .catch((): Renewal => 'unreachable');
    if (renewal === 'renewed') markRenewed();
    return renewal;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const RENEWAL_LOCK = 'tl-session-renewal';
const RENEWED_AT_KEY = 'tl-session-renewed-at';

async function oneTabAtATime(renew: () => Promise<Renewal>): Promise<Renewal> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(RENEWAL_LOCK, renew) : renew();
}

function renewedSince(time: number): boolean {
  try {
    return Number(localStorage.getItem(RENEWED_AT_KEY) ?? 0) >= time;
  } catch {
    return false;
  }
}

function markRenewed(): void {
  try {
    localStorage.setItem(RENEWED_AT_KEY, String(Date.now()));
  } catch {
    // Storage refused (a private window's quota): this tab renewed anyway, others renew on their own.
  }
}

/**
 * Calls the API and unwraps the spec §7 envelope. A 401 `Expired Token` (key `expiredToken`) refreshes the session and
 * retries once; a 401 `Invalid token`, or a refresh the server refuses, signs the user out (spec §4). Any failure arrives as an
 * AppError whose message can be shown as it is.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await request<T>(path, options);
  } catch (error) {
    // The spec §8 messages come with the first failure (app/catalogue-bundles/error-split.ts), so the
    // one this error names is there when the page shows it; when the bundle cannot download either,
    // the page says something went wrong (ui/spec-message.ts).
    if (error instanceof AppError) await loadCatalogues(['errors']).catch(() => undefined);
    throw error;
  }
}

async function request<T>(path: string, options: RequestOptions): Promise<T> {
  let response = await sendUntilAnswered(path, options);
  let envelope = await readEnvelope(response);
  if (response.status === 401 && envelope?.key === 'expiredToken' && !path.startsWith('/auth/')) {
    const renewal = await refreshSession();
    // A renewal that could not reach the server (no signal at sea, a restart) keeps the session and
    // the page: the request fails as a lost connection, and the next one renews.
    if (renewal === 'unreachable') throw new AppError('UNAVAILABLE');
    if (renewal === 'renewed') {
      response = await sendUntilAnswered(path, options);
      envelope = await readEnvelope(response);
    }
  }
  if (response.status === 401 && (envelope?.key === 'invalidToken' || envelope?.key === 'expiredToken')) {
    onSessionInvalid();
  }
  // Too many requests: RATE_LIMITED, which the page offers to try again (ui/query-error.tsx), also
  // when a proxy on the way answered it without our envelope.
  if (response.status === 429) throw AppError.fromEnvelope(429, { ...envelope, code: 429 });
  if (!response.ok || !envelope || envelope.code !== OK_CODE) {
    throw AppError.fromEnvelope(response.ok ? 500 : response.status, envelope ?? {});
  }
  return envelope.result as T;
}

/** How often a write is asked again while the first request with its key is still being handled. */
const IN_FLIGHT_ASKS = 5;

/**
 * Sends, and while the server says the first request with this write's Idempotency-Key is still
 * being handled (a double tap's first tap), asks again after its Retry-After: the answer is the
 * first request's, never a second write.
 */
async function sendUntilAnswered(path: string, options: RequestOptions): Promise<Response> {
  for (let ask = 1; ; ask += 1) {
    const response = await send(path, options);
    if (!options.idempotencyKey || response.status !== 409 || ask >= IN_FLIGHT_ASKS) return response;
    const envelope = (await response
      .clone()
      .json()
      .catch(() => null)) as { key?: unknown } | null;
    if (envelope?.key !== 'idempotentRequestInProgress') return response;
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1000));
  }
}

async function send(
  path: string,
  { method = 'GET', body, query, signal, idempotencyKey }: RequestOptions,
): Promise<Response> {
  try {
    return await fetch(buildUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(method === 'GET' ? {} : CSRF_HEADERS),
        ...(body === undefined
          ? {}
          : { 'content-type': isFile(body) ? 'application/octet-stream' : 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(body === undefined ? {} : { body: isFile(body) ? body : JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AppError('UNAVAILABLE', { cause: error });
  }
}

/** A file (a Blob) is sent as its bytes, not as JSON: the logbook import reads it raw. */
function isFile(body: unknown): body is Blob {
  return typeof Blob !== 'undefined' && body instanceof Blob;
}

type Envelope = { code?: unknown; message?: unknown; key?: unknown; keyValues?: unknown; result?: unknown };

async function readEnvelope(response: Response): Promise<Envelope | null> {
  return (await response.json().catch(() => null)) as Envelope | null;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  // The identity provider's and the local hosted checkout's calls live beside the API, not under it.
  const outsideApi = path.startsWith('/idp/') || path.startsWith('/pay/');
  const url = new URL(outsideApi ? path : `/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}
