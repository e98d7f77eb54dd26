import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** What a route answers: a result (wrapped in the spec §7 envelope) or a whole Response. */
export type ApiRoute = (request: ApiRequest) => unknown;

/** A refusal as the server sends it: the spec §7 envelope with its message and details. */
export function refusal(status: number, message: string, details?: Record<string, unknown>): Response {
  return Response.json({ code: status, message, result: null, ...(details ? { details } : {}) }, { status });
}

/**
 * Stands in for the API: `routes` by `METHOD /path` (no query string), anything else answers an
 * empty list. Returns the fetch mock, to read the requests made.
 */
export function serveApi(routes: Record<string, ApiRoute>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    // A route may answer later (a promise), to hold a request in flight.
    const answer = route ? await route({ method, url, body }) : [];
    return answer instanceof Response ? answer : Response.json({ code: 200, message: 'OK', result: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
