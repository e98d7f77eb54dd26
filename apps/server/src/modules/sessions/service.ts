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
import { pictureUrls } from '../media/service';
import { toSessionDto, toVideoDto, urlsShownOn } from './presenter';
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

/** Presents card rows (sessions read with their parts) as `actor` may see them. */
export async function presentSessions(
  storage: Storage,
  actor: Actor | null,
  rows: repo.FeedRow[],
): Promise<Session[]> {
  const urlOf = await pictureUrls(
    storage,
    rows.flatMap((row) => urlsShownOn(row, row.parts)),
  );
  return rows.map((row) => {
    const videos = row.parts.videos.flatMap((part) => {
      const video = toVideoDto(urlOf, part);
      return video ? [{ logId: part.logId, video }] : [];
    });
    return toSessionDto(urlOf, row, actor, { ...row.parts, videos });
  });
}

function pageOf(
  items: Session[],
  views: repo.FeedRow[],
  limit: number,
  window: { start?: Date; end?: Date },
) {
  const last = views.at(-1);
  return {
    items,
    nextCursor:
      last && views.length === limit
        ? encodeFeedCursor({ createdAt: last.session.createdAt, id: last.session.id })
        : null,
    window: { start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null },
  };
}

/**
 * The public home feed (spec §2, §4): visible sessions newest first, at most 10 a page, by keyset
 * cursor (or offset). Without FILTER_UNLIMITED_DATE_RANGE it covers the last 7 days only (§6).
 * VALIDATION for a cursor that is not ours.
 */
export async function listHome(
  db: Db,
  storage: Storage,
  actor: Actor | null,
  query: HomeQuery,
): Promise<SessionPage> {
  return (await readHome(db, storage, actor, query, new Date())).page;
}

export type HomeQuery = PageQuery & { startDatetime?: string; endDatetime?: string };

/** A page of the home feed as of `now`, with the rows it was made of. */
export async function readHome(
  db: Db,
  storage: Storage,
  actor: Actor | null,
  query: HomeQuery,
  now: Date,
): Promise<{ page: SessionPage; views: repo.FeedRow[] }> {
  const request = toPageRequest(query);
  const asked = {
    start: query.startDatetime ? new Date(query.startDatetime) : undefined,
    end: query.endDatetime ? new Date(query.endDatetime) : undefined,
  };
  const window = feedWindow(actor?.permissions ?? [], now, asked);
  const views = await repo.findFeed(db, window, request);
  const items = await presentSessions(storage, actor, views);
  return { page: pageOf(items, views, request.limit, window), views };
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
  let window: { start?: Date; end?: Date } = {
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
