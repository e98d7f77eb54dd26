import { messageText, type AnyMessageKey, type MessageRef } from '@tightlines/domain';
import { vi } from 'vitest';

export interface ApiRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** What a route answers: a result (wrapped in the spec §7 envelope) or a whole Response. */
export type ApiRoute = (request: ApiRequest) => unknown;

/**
 * A refusal as the server sends it: the spec §7 envelope with its message's key (and values), the
 * English of that key, and details.
 */
export function refusal(
  status: number,
  message: AnyMessageKey | MessageRef,
  details?: Record<string, unknown>,
): Response {
  const { key, values } = typeof message === 'string' ? { key: message, values: undefined } : message;
  return Response.json(
    {
      code: status,
      message: messageText({ key, ...(values ? { values } : {}) }),
      key,
      ...(values ? { keyValues: values } : {}),
      result: null,
      ...(details ? { details } : {}),
    },
    { status },
  );
}

/**
 * Routes answering each GET path (under /api) with an empty list: the catalogues a screen reads
 * that a test does not look at, named one by one (a wrong path still fails).
 */
export function emptyLists(...paths: string[]): Record<string, ApiRoute> {
  return Object.fromEntries(paths.map((path) => [`GET /api${path}`, () => []]));
}

/** Requests no route answered, since the last test ended (test/setup.ts fails the test on them). */
const unhandled: string[] = [];

/** The requests no route answered since the last call, forgotten. */
export function takeUnhandledRequests(): string[] {
  return unhandled.splice(0);
}

/**
 * Stands in for the API: `routes` by `METHOD /path` (no query string). A request no route answers
 * fails, as MSW's `onUnhandledRequest: 'error'` does: the fetch rejects like a network error, and
 * the test fails when it ends (test/setup.ts), so a wrong URL can never pass unnoticed. Returns the
 * fetch mock, to read the requests made.
 */
export function serveApi(routes: Record<string, ApiRoute>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const method = init?.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      const request = `${method} ${url.pathname}${url.search}`;
      unhandled.push(request);
      throw new TypeError(`No test route answers ${request}`);
    }
    // A JSON body parsed; a file (the logbook import) as it was sent.
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
    // A route may answer later (a promise), to hold a request in flight.
    const answer = await route({ method, url, body });
    return answer instanceof Response ? answer : Response.json({ code: 200, message: 'OK', result: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
