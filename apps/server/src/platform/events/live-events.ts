import { and, asc, eq, gt, inArray, max, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database';
import { liveEvents } from '../../db/schema';

/** The PostgreSQL notification channel every instance listens on: it carries an event's id and channel only. */
export const NOTIFY_CHANNEL = 'live_events';

/** The most events a reconnecting stream is replayed; a client that missed more is sent a refresh. */
export const REPLAY_MAX = 100;

/** What a stream says: its event's name (`event:`) and its JSON (`data:`). */
export interface LiveMessage {
  type: string;
  data: unknown;
}

/** One event of the log, as every stream of its channel sends it. */
export interface LiveEvent extends LiveMessage {
  id: number;
  channel: string;
}

/** Someone on this instance following a channel: each new event, and a gap when some may be lost. */
export interface ChannelListener {
  event(event: LiveEvent): void;
  /** Events may have been missed (the listening connection was lost): start again from a refresh. */
  gap(): void;
}

/** What a reconnecting client missed since its last event id: the events, or a full refresh. */
export type Missed = { kind: 'events'; events: LiveEvent[] } | { kind: 'refresh' };

/**
 * The live events as an instance hears them (ADR 020): written to the `live_events` log in the
 * transaction that causes them (`publishLiveEvent`), announced by NOTIFY when it commits, and fanned
 * out by each instance to its own open streams.
 */
export interface LiveEvents {
  /** Follows `channel` on this instance from now on, until the answer is called. */
  subscribe(channel: string, listener: ChannelListener): () => void;
  /** The events of `channel` after `lastEventId`; a refresh for an id that is malformed, too old or unknown. */
  missedSince(channel: string, lastEventId: string): Promise<Missed>;
  /** The id of the last event written: where a stream that starts from a refresh stands. */
  latestId(): Promise<number>;
  /** How many channels and listeners this instance follows (the benchmark reports it). */
  following(): { channels: number; listeners: number };
  /** Starts listening for the other instances' events (and this one's). */
  start(): Promise<void>;
  /** Stops listening; each listener's `closed` hooks end the open streams first (`onClose`). */
  close(): Promise<void>;
  /** Runs `end` when the events close (an open stream ends so the server can stop). */
  onClose(end: () => void): () => void;
}

const EVENT_ID = /^\d{1,15}$/;

/**
 * Writes an event of `channel` in `tx` and announces it (its id and channel only) for when `tx`
 * commits: the streams hear it then, never if `tx` rolls back. The one way an event is published.
 */
export async function publishLiveEvent(tx: Db, channel: string, message: LiveMessage): Promise<void> {
  const [row] = await tx
    .insert(liveEvents)
    .values({ channel, payload: message })
    .returning({ id: liveEvents.id });
  const announcement: Announcement = { id: row!.id, channel };
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(announcement)})`);
}

/** The channel of one signed-in user's own stream (their notifications). */
export const userChannel = (userId: string) => `user:${userId}`;

interface Announcement {
  id: number;
  channel: string;
}

function parseAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Partial<Announcement>;
    return typeof value.id === 'number' && typeof value.channel === 'string'
      ? { id: value.id, channel: value.channel }
      : null;
  } catch {
    return null;
  }
}

const toEvent = (row: typeof liveEvents.$inferSelect): LiveEvent => {
  const message = row.payload as LiveMessage;
  return { id: row.id, channel: row.channel, type: message.type, data: message.data };
};

/** The live events on an open database (PGlite or PostgreSQL: both LISTEN and NOTIFY). */
export function createLiveEvents({
  database,
  log,
}: {
  database: Database;
  log: FastifyBaseLogger;
}): LiveEvents {
  const { db } = database;
  const channels = new Map<string, Set<ChannelListener>>();
  const closing = new Set<() => void>();
  let unlisten: (() => Promise<void>) | null = null;
  // Announced ids still to read, read together: one query however many streams follow them.
  let pending: Announcement[] = [];
  let reading: Promise<void> | null = null;

  const listenersOf = (channel: string) => [...(channels.get(channel) ?? [])];

  const readPending = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        const rows = await db
          .select()
          .from(liveEvents)
          .where(
            inArray(
              liveEvents.id,
              batch.map((announcement) => announcement.id),
            ),
          )
          .orderBy(asc(liveEvents.id));
        for (const row of rows) {
          const event = toEvent(row);
          for (const listener of listenersOf(event.channel)) listener.event(event);
        }
      } catch (error) {
        log.error({ err: error }, 'live events not read: their streams refresh');
        for (const channel of new Set(batch.map((announcement) => announcement.channel)))
          for (const listener of listenersOf(channel)) listener.gap();
      }
    }
  };

  const heard = (payload: string) => {
    const announcement = parseAnnouncement(payload);
    if (!announcement || !channels.has(announcement.channel)) return;
    pending.push(announcement);
    reading ??= readPending().finally(() => {
      reading = null;
    });
  };

  const gap = () => {
    log.warn('live events connection came back: open streams refresh');
    for (const listeners of channels.values()) for (const listener of listeners) listener.gap();
  };

  return {
    subscribe(channel, listener) {
      const listeners = channels.get(channel) ?? new Set();
      channels.set(channel, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && channels.get(channel) === listeners) channels.delete(channel);
      };
    },

    async missedSince(channel, lastEventId) {
      if (!EVENT_ID.test(lastEventId)) return { kind: 'refresh' };
      const lastId = Number(lastEventId);
      const [bounds] = await db
        .select({ oldest: min(liveEvents.id), newest: max(liveEvents.id) })
        .from(liveEvents);
      // Pruned past the client's id (or an id this log never gave): what it missed is gone.
      if (bounds?.oldest == null || bounds.newest == null) return { kind: 'refresh' };
      if (lastId < bounds.oldest - 1 || lastId > bounds.newest) return { kind: 'refresh' };
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(eq(liveEvents.channel, channel), gt(liveEvents.id, lastId)))
        .orderBy(asc(liveEvents.id))
        .limit(REPLAY_MAX + 1);
      if (rows.length > REPLAY_MAX) return { kind: 'refresh' };
      return { kind: 'events', events: rows.map(toEvent) };
    },

    async latestId() {
      const [row] = await db.select({ newest: max(liveEvents.id) }).from(liveEvents);
      return row?.newest ?? 0;
    },

    following() {
      let listeners = 0;
      for (const set of channels.values()) listeners += set.size;
      return { channels: channels.size, listeners };
    },

    async start() {
      unlisten ??= await database.listen(NOTIFY_CHANNEL, heard, gap);
    },

    async close() {
      for (const end of [...closing]) end();
      closing.clear();
      const stop = unlisten;
      unlisten = null;
      await reading;
      await stop?.();
    },

    onClose(end) {
      closing.add(end);
      return () => closing.delete(end);
    },
  };
}
