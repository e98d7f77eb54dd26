import { feedWindow, PAGE_SIZE } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { okJson } from '../../http/envelope';
import type { Storage } from '../../platform/storage/storage';
import { readUrlsRollAt } from '../media/service';
import { guestFeedCacheOf, SAFETY_TTL_MS } from './feed-cache';
import * as repo from './repo';
import { readGuestHome, type HomeQuery } from './service';

/**
 * Whether a home feed request asks for exactly the guests' first page: no caller, no cursor or
 * offset, no dates of its own, a full page. Signed-in callers never get the guests' page.
 */
export function isGuestFirstPage(actor: Actor | null, query: HomeQuery): boolean {
  return (
    actor === null &&
    !query.cursor &&
    !query.offset &&
    !query.startDatetime &&
    !query.endDatetime &&
    query.limit >= PAGE_SIZE
  );
}

let lastWindow: { at: number; window: { start?: Date; end?: Date }; member: Buffer } | null = null;

/** The guests' window at `now` and the bytes of its `"window":{…}` member (kept for requests in the same millisecond). */
function guestWindow(now: Date) {
  if (lastWindow?.at === now.getTime()) return lastWindow;
  const window = feedWindow([], now);
  const value = { start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null };
  lastWindow = { at: now.getTime(), window, member: Buffer.from(`"window":${JSON.stringify(value)}`) };
  return lastWindow;
}

/** The guests' first page from the cache, or null while there is none that still holds. */
export function cachedGuestFirstPage(db: Db, now = new Date()): Buffer | null {
  return guestFeedCacheOf(db)?.read(now.getTime(), guestWindow(now).member) ?? null;
}

/**
 * The answer to the guests' first page (the UTF-8 JSON of its envelope): from the cache while
 * nothing it shows can have changed, else read and kept (see feed-cache.ts).
 */
export async function guestFirstPage(db: Db, storage: Storage, now = new Date()): Promise<Buffer> {
  const cached = cachedGuestFirstPage(db, now);
  if (cached !== null) return cached;
  const cache = guestFeedCacheOf(db);
  const { window, member } = guestWindow(now);

  const ticket = cache?.ticket();
  const [{ json, cards }, nextStart] = await Promise.all([
    readGuestHome(db, storage, { limit: PAGE_SIZE }, now),
    cache ? repo.nextFeedStart(db, now) : null,
  ]);
  const body = Buffer.from(okJson(json));
  if (cache && ticket !== undefined) {
    // The page stays what guests would get until one of its sessions leaves the window (which
    // is as long as it is now), a session dated later starts, or its signed URLs roll.
    const span = now.getTime() - (window.start?.getTime() ?? now.getTime());
    const validUntil = Math.min(
      now.getTime() + SAFETY_TTL_MS,
      readUrlsRollAt(now, storage).getTime(),
      nextStart?.getTime() ?? Infinity,
      ...cards.map((card) => card.startAt.getTime() + span),
    );
    cache.store(ticket, body, member, validUntil);
  }
  return body;
}
