import type { FastifyInstance } from 'fastify';
import http from 'node:http';

/** One server-sent event as a browser's EventSource would deliver it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event (comments such as heartbeats are skipped). */
  next(): Promise<StreamEvent>;
  /** Hangs up, as a closed browser tab does. */
  close(): void;
}

function parseEvent(block: string): StreamEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { id, event, data: JSON.parse(data.join('\n')) as unknown };
}

/**
 * Reads a server-sent event stream over a real connection of its own (`inject` answers only once
 * the reply ends, and a stream never does): the server must listen on a port. Hanging up closes
 * the connection, as a browser does.
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      response.setEncoding('utf8');
      let buffered = '';
      let ended = false;
      let wake: (() => void) | null = null;
      response.on('data', (chunk: string) => {
        buffered += chunk;
        wake?.();
      });
      response.on('close', () => {
        ended = true;
        wake?.();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        async next() {
          for (;;) {
            const end = buffered.indexOf('\n\n');
            if (end !== -1) {
              const block = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              const parsed = parseEvent(block);
              if (parsed) return parsed;
              continue;
            }
            if (ended) throw new Error(`the stream ${url} ended`);
            await new Promise<void>((woken) => (wake = woken));
            wake = null;
          }
        },
        close: () => request.destroy(),
      });
    });
  });
}

/** Starts `app` on a free loopback port, for a real client (an event stream is read off a real socket). Answers its origin. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
