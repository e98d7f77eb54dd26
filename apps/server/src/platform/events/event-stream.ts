import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvent, LiveEvents, LiveMessage } from './live-events';

/** Comments sent this often keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** How long the browser waits before reconnecting a lost stream (its `retry:` field). */
const RETRY_MS = 5_000;

/** A client this far behind (unsent bytes) is cut off: it reconnects and replays from the log. */
const MAX_UNSENT_BYTES = 1_048_576;

/** The name of the event that carries a stream's full state (at the start, and when a replay cannot be). */
export const REFRESH_EVENT = 'refresh';

export interface EventStreamOptions {
  events: LiveEvents;
  channel: string;
  /** The channel's full state now, sent as the `refresh` event. */
  snapshot(): Promise<unknown>;
  heartbeatMs?: number;
}

/** One event in the text/event-stream format (its JSON holds no line break). */
export function eventFrame(event: { id: number } & LiveMessage): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

// Every stream of a channel sends the same bytes: each event is written out once.
const frames = new WeakMap<LiveEvent, string>();
const frameOf = (event: LiveEvent) => {
  let frame = frames.get(event);
  if (frame === undefined) frames.set(event, (frame = eventFrame(event)));
  return frame;
};

/**
 * Answers the request with a server-sent event stream of `channel` (issue 35 point 4): the events
 * missed since `Last-Event-ID` when the log still has them all, else one `refresh` event with the
 * full state; then each new event, and a heartbeat comment meanwhile. The reply is taken over from
 * Fastify (its hooks have run: security headers and no-store are on the response already), so no
 * hook holds the stream back.
 */
export function serveEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions) {
  const { events, channel, snapshot, heartbeatMs = HEARTBEAT_MS } = options;
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies that buffer answers (nginx) pass this one through as it comes.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  request.raw.socket.setNoDelay(true);
  // The heartbeat is the stream's sign of life: the server's idle-socket timeout does not apply.
  request.raw.socket.setTimeout(0);

  let open = true;
  // Events heard while the stream is being (re)started wait here, then go out in order.
  let waiting: LiveEvent[] | null = [];
  // The id of the last event the client has: anything at or below it is not sent again.
  let cursor = 0;

  const write = (text: string) => {
    if (!open) return;
    response.write(text);
    if (response.writableLength > MAX_UNSENT_BYTES) end();
  };
  const send = (event: LiveEvent) => {
    if (event.id <= cursor) return;
    cursor = event.id;
    write(frameOf(event));
  };
  const drain = () => {
    const queued = waiting ?? [];
    waiting = null;
    for (const event of queued) send(event);
  };
  const refresh = async () => {
    waiting ??= [];
    const id = await events.latestId();
    const data = await snapshot();
    cursor = Math.max(cursor, id);
    write(eventFrame({ id, type: REFRESH_EVENT, data }));
    drain();
  };
  const fail = (error: unknown) => {
    request.log.error({ err: error, channel }, 'event stream ended');
    end();
  };

  const unsubscribe = events.subscribe(channel, {
    event: (event) => (waiting ? waiting.push(event) : send(event)),
    gap: () => void refresh().catch(fail),
  });
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  // The server is closing: the connection goes too, or it would hold the close up while idle.
  const forgetClose = events.onClose(() => end(true));
  function end(closing = false) {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unsubscribe();
    forgetClose();
    response.end();
    if (closing) request.raw.socket.destroy();
  }
  response.on('close', () => end());

  write(`retry: ${RETRY_MS}\n\n`);
  const start = async () => {
    const lastEventId = request.headers['last-event-id'];
    if (typeof lastEventId !== 'string') return refresh();
    const missed = await events.missedSince(channel, lastEventId.trim());
    if (missed.kind === 'refresh') return refresh();
    cursor = Number(lastEventId.trim());
    for (const event of missed.events) send(event);
    drain();
  };
  void start().catch(fail);
}
