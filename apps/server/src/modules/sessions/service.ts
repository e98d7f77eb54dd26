import {
  AppError,
  clampPageSize,
  decodeFeedCursor,
  encodeFeedCursor,
  feedWindow,
  myFishLogsWindow,
  type FeedCursor,
  type Session,
  type SessionPage,
} from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { presentForGuests, type GuestCard } from './guest-cards';
import { presentSessions } from './presenter';
import { canRead } from './policy';
import * as repo from './repo';

export interface PageQuery {
  cursor?: string;
  offset?: number;
  limit: number;
}

function toPageRequest(query: PageQuery): repo.PageRequest {
  const cursor = query.cursor ? decodeFeedCursor(query.cursor) : null;
  if (query.cursor && !cursor) {
    throw new AppError('VALIDATION', { details: { fields: ['cursor'] } });
  }
  return { cursor, offset: query.offset, limit: clampPageSize(query.limit) };
}

type DateWindow = { start?: Date; end?: Date };

/** What follows a page's items: the next page's cursor (none after a short page) and the window read. */
function pageEnd(last: FeedCursor | undefined, count: number, limit: number, window: DateWindow) {
  return {
    nextCursor: last && count === limit ? encodeFeedCursor(last) : null,
    window: { start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null },
  };
}

function pageOf(items: Session[], views: repo.FeedRow[], limit: number, window: DateWindow): SessionPage {
  const last = views.at(-1)?.session;
  return {
    items,
    ...pageEnd(last && { createdAt: last.createdAt, id: last.id }, views.length, limit, window),
  };
}

export type HomeQuery = PageQuery & { startDatetime?: string; endDatetime?: string };

/** The page and window a home feed request asks for, as of `now`. */
function homeRequest(actor: Actor | null, query: HomeQuery, now: Date) {
  const asked = {
    start: query.startDatetime ? new Date(query.startDatetime) : undefined,
    end: query.endDatetime ? new Date(query.endDatetime) : undefined,
  };
  return { request: toPageRequest(query), window: feedWindow(actor?.permissions ?? [], now, asked) };
}

/**
 * The public home feed (spec §2, §4) as a signed-in user sees it: visible sessions newest first, at
 * most 10 a page, by keyset cursor (or offset). Without FILTER_UNLIMITED_DATE_RANGE it covers the
 * last 7 days only (§6). VALIDATION for a cursor that is not ours.
 */
export async function listHome(
  db: Db,
  storage: Storage,
  actor: Actor,
  query: HomeQuery,
): Promise<SessionPage> {
  const { request, window } = homeRequest(actor, query, new Date());
  const views = await repo.findFeed(db, window, request);
  return pageOf(await presentSessions(storage, actor, views), views, request.limit, window);
}

/**
 * The home feed as guests see it, as of `now`: the JSON of the `SessionPage` (the bytes
 * `JSON.stringify` makes of it), put together from cards presented once (guest-cards.ts), and the
 * cards it shows.
 */
export async function readGuestHome(
  db: Db,
  storage: Storage,
  query: HomeQuery,
  now: Date,
): Promise<{ json: string; cards: GuestCard[] }> {
  const { request, window } = homeRequest(null, query, now);
  const cards = await presentForGuests(storage, await repo.readFeedCards(db, window, request));
  const end = JSON.stringify(pageEnd(cards.at(-1), cards.length, request.limit, window));
  // `{"items":[…],` and then the members of `end` after its opening brace: the keys in pageOf's order.
  return { json: `{"items":[${cards.map((card) => card.json).join(',')}],${end.slice(1)}`, cards };
}

/**
 * My Fishlogs (spec §2): the caller's sessions, hidden ones included, with their logs. The default
 * window is the 365 days before the last day fished, plus one day (spec §9).
 */
export async function listMine(
  db: Db,
  storage: Storage,
  actor: Actor,
  query: PageQuery & { startDate?: string; endDate?: string },
): Promise<SessionPage> {
  const request = toPageRequest(query);
  let window: DateWindow = {
    start: query.startDate ? new Date(query.startDate) : undefined,
    end: query.endDate ? new Date(query.endDate) : undefined,
  };
  if (!query.startDate && !query.endDate) {
    const last = await repo.lastDayFished(db, actor.userId);
    window = last ? myFishLogsWindow(last) : {};
  }
  const views = await repo.findOwned(db, actor.userId, window, request);
  return pageOf(await presentSessions(storage, actor, views), views, request.limit, window);
}

/** One session with its logs. NOT_FOUND when missing, deleted, or someone else's hidden session. */
export async function getSession(
  db: Db,
  storage: Storage,
  actor: Actor | null,
  id: string,
): Promise<Session> {
  const card = await repo.getSessionCard(db, id);
  if (!card || !canRead(actor, card.session)) throw new AppError('NOT_FOUND');
  const [session] = await presentSessions(storage, actor, [card]);
  return session!;
}
