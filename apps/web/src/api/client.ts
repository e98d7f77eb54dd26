import { AppError, messages, OK_CODE } from '@tightlines/domain';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/**
 * Calls the API and unwraps the spec §7 envelope. Any failure — HTTP error, envelope code other
 * than 200, no connection — arrives as an AppError whose message can be shown as it is.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, query, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AppError('UNAVAILABLE', { message: messages.connectionError, cause: error });
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
    result?: unknown;
  } | null;
  if (!response.ok || !envelope || envelope.code !== OK_CODE) {
    throw AppError.fromEnvelope(response.ok ? 500 : response.status, envelope ?? {});
  }
  return envelope.result as T;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}
