import {
  AppError,
  clampPageSize,
  decodeFeedCursor,
  encodeFeedCursor,
  feedWindow,
  myFishLogsWindow,
  type Session,
  type SessionPage,
} from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { presentSessions } from './presenter';
import { canRead } from './policy';
import * as repo from './repo';
import { tournamentContextOf } from './tournament-catches';

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

/** A page: its items, the next page's cursor (none after a short page) and the window read. */
function pageOf(items: Session[], views: repo.FeedRow[], limit: number, window: DateWindow): SessionPage {
  const last = views.at(-1)?.session;
  return {
    items,
    nextCursor: last && views.length === limit ? encodeFeedCursor(last) : null,
    window: { start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null },
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
 * The public home feed (spec §2, §4) as `actor` (null: a guest) sees it as of `now`: visible
 * sessions newest first, at most 10 a page, by keyset cursor (or offset). Without
 * FILTER_UNLIMITED_DATE_RANGE it covers the last 7 days only (§6). VALIDATION for a cursor that is
 * not ours.
 */
export async function listHome(
  db: Db,
  storage: Storage,
  actor: Actor | null,
  query: HomeQuery,
  now = new Date(),
): Promise<SessionPage> {
  const { request, window } = homeRequest(actor, query, now);
  const views = await repo.findFeed(db, window, request);
  return pageOf(await presentSessions(storage, actor, views), views, request.limit, window);
}

/**
 * My Fishlogs (spec §2): the caller's sessions, hidden ones included, with their logs. The default
 * window is the 365 days before the last day fished, plus one day (spec §9); a calendar range needs
 * ACCESS_CALENDAR (§6); `all` reads every session. The page names the window it read.
 */
export async function listMine(
  db: Db,
  storage: Storage,
  actor: Actor,
  query: PageQuery & { startDate?: string; endDate?: string; all?: boolean },
): Promise<SessionPage> {
  const request = toPageRequest(query);
  const window = await mineWindow(db, actor, query);
  const views = await repo.findOwned(db, actor.userId, window, request);
  const tournaments = await tournamentContextOf(
    db,
    actor,
    views.map((view) => view.session),
  );
  return pageOf(await presentSessions(storage, actor, views, tournaments), views, request.limit, window);
}

/** The window My Fishlogs reads for `query` (the one its list and its logbook export use). FORBIDDEN for dates without ACCESS_CALENDAR. */
export async function mineWindow(
  db: Db,
  actor: Actor,
  query: { startDate?: string; endDate?: string; all?: boolean },
): Promise<DateWindow> {
  if (query.all) return {};
  if (query.startDate || query.endDate) {
    if (!actor.permissions.includes('ACCESS_CALENDAR')) throw new AppError('FORBIDDEN');
    return {
      start: query.startDate ? new Date(query.startDate) : undefined,
      end: query.endDate ? new Date(query.endDate) : undefined,
    };
  }
  const last = await repo.lastDayFished(db, actor.userId);
  return last ? myFishLogsWindow(last) : {};
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
  const tournaments = await tournamentContextOf(db, actor, [card.session]);
  const [session] = await presentSessions(storage, actor, [card], tournaments);
  return session!;
}
