import { clampPageSize, feedWindow } from '@tightlines/domain';
import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { sharedPerTurn } from '../../platform/reads/per-turn';
import type { Storage } from '../../platform/storage/storage';
import { readUrlsRollAt } from '../media';
import * as repo from './repo';
import { listHome, type HomeQuery } from './service';

/** A guest's home feed page as it is sent: the bytes of its envelope, and its entity tag. */
export interface GuestPage {
  body: Buffer;
  /** A weak tag of what the page shows (its items and next cursor, not the window it was read in). */
  etag: string;
}

interface Kept extends GuestPage {
  version: number;
  /** When the page may stop being what guests get although nothing was written (ms). */
  validUntil: number;
}

export interface GuestPages {
  /** The page a guest's `query` asks for as of `now` (VALIDATION for a cursor that is not ours). */
  page(query: HomeQuery, now?: Date): Promise<GuestPage>;
}

/**
 * The guests' home feed pages (ADR 008). Every guest gets the same page for the same query, so a
 * page is kept, by its normalised query, with the feed version it was read at (repo.readFeedVersion:
 * the database moves it with any write a card shows) and served while that version holds and time
 * has not changed it: until one of its sessions leaves the 7-day window, a session dated later
 * enters it, or the read URLs on it roll. `maxPages` pages at most, the least recently used dropped
 * first; 0 keeps none. The version is read for every request, the requests of one turn of the event
 * loop sharing one read, and a page missing from the cache is read once however many ask for it at
 * the same time.
 */
export function createGuestPages(db: Db, storage: Storage, { maxPages }: { maxPages: number }): GuestPages {
  const kept = new LRUCache<string, Kept>({ max: Math.max(maxPages, 1) });
  const reading = new Map<string, Promise<Kept>>();
  const currentVersion = sharedPerTurn(() => repo.readFeedVersion(db));
  const nextStart = nextStartAt(db);

  /** The page as read now, and until when it holds at `version` (not worked out when none is kept). */
  async function read(query: HomeQuery, now: Date, version: number | null): Promise<Kept> {
    const page = await listHome(db, storage, null, query, now);
    const json = JSON.stringify(ok(page));
    const body = Buffer.from(json);
    // The tag names what the page shows: the same items and next cursor read at another moment
    // (another window) are the same page to a browser holding it. The window is the envelope's
    // last value, so what the page shows is the bytes before it, hashed where they lie (no copy).
    const windowJson = `,"window":${JSON.stringify(page.window)}}}`;
    if (!json.endsWith(windowJson)) throw new Error("the window is not the feed page's last value");
    const etag = `W/"${hash('sha1', body.subarray(0, body.length - windowJson.length), 'base64url')}"`;
    if (version === null) return { body, etag, version: -1, validUntil: 0 };
    // A session on the page leaves the window once it started this long before now.
    const span = now.getTime() - feedWindow([], now).start!.getTime();
    const validUntil = Math.min(
      readUrlsRollAt(now, storage).getTime(),
      (await nextStart(version, now))?.getTime() ?? Infinity,
      ...page.items.map((item) => Date.parse(item.StartDatetime) + span),
    );
    return { body, etag, version, validUntil };
  }

  return {
    async page(query, now = new Date()) {
      if (maxPages === 0) return pageOf(await read(query, now, null));
      const key = keyOf(query);
      const version = await currentVersion();
      const found = kept.get(key);
      if (found && found.version === version && now.getTime() < found.validUntil) return pageOf(found);
      const readKey = `${version} ${key}`;
      let pending = reading.get(readKey);
      if (!pending) {
        pending = read(query, now, version).finally(() => reading.delete(readKey));
        reading.set(readKey, pending);
      }
      const page = await pending;
      if ((kept.peek(key)?.version ?? -1) <= version) kept.set(key, page);
      return pageOf(page);
    },
  };
}

const pageOf = ({ body, etag }: GuestPage): GuestPage => ({ body, etag });

/** The query as the page depends on it: the page size clamped, dates as instants, defaults filled. */
function keyOf(query: HomeQuery): string {
  const instant = (value: string | undefined) => (value ? new Date(value).toISOString() : '');
  return [
    clampPageSize(query.limit),
    query.cursor ?? '',
    query.cursor ? '' : (query.offset ?? ''),
    instant(query.startDatetime),
    instant(query.endDatetime),
  ].join(' ');
}

/**
 * When the next visible session dated after `now` starts (it then enters the window), read once per
 * feed version: until then it can only change with a write, which moves the version.
 */
function nextStartAt(db: Db) {
  let known: { version: number; at: Date | null } | null = null;
  return async (version: number, now: Date): Promise<Date | null> => {
    if (known?.version !== version || (known.at && known.at <= now)) {
      known = { version, at: await repo.nextFeedStart(db, now) };
    }
    return known.at;
  };
}
