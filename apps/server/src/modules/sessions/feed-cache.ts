import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database';

/**
 * The guests' first page of the home feed, kept as the exact bytes of its answer: a cached answer
 * is then copied, never encoded again (about a fifth of its cost when it was kept as text, on a
 * page of ten full cards). Every guest who opens the home page asks for it, and it is the same for
 * all of them until something they would see changes. A write that can change it (a session or a
 * log created, edited, hidden, restored or deleted, a comment, a share, media) calls
 * `feedChanged(db)` after it commits; the page is also dropped when its signed media URLs roll,
 * when one of its sessions leaves the date window, when a session dated in the future enters it,
 * and after SAFETY_TTL_MS in any case (a safety net only).
 *
 * Several instances on PostgreSQL: a write also sends NOTIFY on FEED_CHANNEL and every instance
 * LISTENs, so a write on one drops the page on all of them. While an instance's LISTEN connection is
 * down it could miss a change, so it serves no cached page until it listens again. PGlite is
 * embedded in a single process (the data directory is locked), so there nothing is sent.
 */
export const FEED_CHANNEL = 'tightlines_feed_changed';
export const SAFETY_TTL_MS = 30_000;

interface Entry {
  /** The bytes before and after the `window` member, which is spliced in at each read. */
  head: Buffer;
  tail: Buffer;
  validUntil: number;
}

export class GuestFeedCache {
  private entry: Entry | null = null;
  private generation = 0;
  private live: boolean;
  /** What happened so far, for tests and the benchmark. */
  readonly stats = { hits: 0, stores: 0, drops: 0 };

  constructor(
    private readonly publish: () => void = () => undefined,
    live = true,
  ) {
    this.live = live;
  }

  /** The cached answer with `windowJson` (the current `"window":{…}` member) in it, or null. */
  read(nowMs: number, windowJson: Buffer): Buffer | null {
    const entry = this.entry;
    if (!entry || !this.live || nowMs >= entry.validUntil) return null;
    this.stats.hits += 1;
    return Buffer.concat([entry.head, windowJson, entry.tail]);
  }

  /** Taken before the reads a page is built from; a change in between makes `store` refuse it. */
  ticket(): number {
    return this.generation;
  }

  /** Keeps `body` (which holds `windowJson` once) until `validUntil`, unless the feed changed since `ticket`. */
  store(ticket: number, body: Buffer, windowJson: Buffer, validUntil: number): void {
    if (ticket !== this.generation || !this.live) return;
    const at = body.lastIndexOf(windowJson);
    if (at < 0) return;
    this.entry = { head: body.subarray(0, at), tail: body.subarray(at + windowJson.length), validUntil };
    this.stats.stores += 1;
  }

  /** Forgets the page: what guests see may have changed. */
  drop(): void {
    this.generation += 1;
    this.entry = null;
    this.stats.drops += 1;
  }

  /** A write here changed the feed: drop the page and tell the other instances. */
  changed(): void {
    this.drop();
    this.publish();
  }

  /** Whether changes made elsewhere reach this instance; while they may not, nothing is served. */
  setLive(isLive: boolean): void {
    this.live = isLive;
    this.drop();
  }
}

const caches = new WeakMap<Db, GuestFeedCache>();

/** The cache of the app serving `db`, if it has one. */
export function guestFeedCacheOf(db: Db): GuestFeedCache | undefined {
  return caches.get(db);
}

/** Called by the write services once a change that guests could see has committed. */
export function feedChanged(db: Db): void {
  caches.get(db)?.changed();
}

/** Creates the cache of `database` (listening for other instances on PostgreSQL); resolves to its stop. */
export async function startGuestFeedCache(
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.kind !== 'postgres') {
    caches.set(database.db, new GuestFeedCache());
    return async () => {
      caches.delete(database.db);
    };
  }
  const instance = randomUUID();
  const cache = new GuestFeedCache(() => {
    database.notify(FEED_CHANNEL, instance).catch((err: unknown) => {
      log.warn({ err }, 'feed change not sent to the other instances');
    });
  }, false);
  caches.set(database.db, cache);
  const stop = await database.listen(FEED_CHANNEL, {
    message: (payload) => {
      if (payload !== instance) cache.drop();
    },
    live: (isLive) => cache.setLive(isLive),
  });
  return async () => {
    caches.delete(database.db);
    await stop();
  };
}
