import { PAGE_SIZE, DEFAULT_FEED_RESTRICTION } from '../constants';
import type { Permission } from '../auth/permissions';
import { restrictedWindow, type DateWindow } from '../shared/date-windows';
import type { FishLogType } from './constants';
import { decodeKeysetCursor, encodeKeysetCursor } from '../shared/keyset-cursor';

/** The counter column a fish log of this type moves (spec §3 Releases, Raises, Bites, Harvests). */
export function counterFor(type: FishLogType): 'releases' | 'raises' | 'bites' | 'harvests' {
  return ({ Release: 'releases', Raise: 'raises', Bite: 'bites', Harvest: 'harvests' } as const)[type];
}

/**
 * Whether a fish was caught while its session lasted (from its start to its finish, both
 * included); instants as ISO strings or dates. A time that is not one is never within.
 */
export function isWithinSession(
  logTime: string | Date,
  session: { start: string | Date; finish: string | Date },
): boolean {
  const at = new Date(logTime).getTime();
  return at >= new Date(session.start).getTime() && at <= new Date(session.finish).getTime();
}

/** Spec §5: videos whose address is empty or 'NO URL' are dropped. */
export function isPlayableVideoUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.trim() !== '' && url.trim().toUpperCase() !== 'NO URL';
}

/** Page sizes asked by clients are clamped to the spec §9 page of 10 (at least 1). */
export function clampPageSize(limit: number | undefined, max = PAGE_SIZE): number {
  if (limit === undefined || !Number.isFinite(limit)) return max;
  return Math.min(max, Math.max(1, Math.floor(limit)));
}

/**
 * The window the home feed reads (spec §6): without FILTER_UNLIMITED_DATE_RANGE it is the Weekly
 * restriction ending now, narrowed by what the client asked; with it, exactly what was asked.
 */
export function feedWindow(
  permissions: readonly Permission[],
  now: Date,
  asked: { start?: Date; end?: Date } = {},
): Partial<DateWindow> {
  if (permissions.includes('FILTER_UNLIMITED_DATE_RANGE')) return { start: asked.start, end: asked.end };
  const limit = restrictedWindow(DEFAULT_FEED_RESTRICTION, now);
  const start = asked.start && asked.start > limit.start ? asked.start : limit.start;
  const end = asked.end && asked.end < limit.end ? asked.end : limit.end;
  return { start, end };
}

/** Where a page of sessions ends: its last session's fishing date (start) and id (spec §2: by fishing date). */
export interface FeedCursor {
  startAt: Date;
  id: string;
}

/** An opaque keyset cursor: the (start_at, id) of the last item of a page. */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return encodeKeysetCursor({ at: cursor.startAt, id: cursor.id });
}

/** The cursor a client sent back; null when it is not one of ours (the caller answers 400). */
export function decodeFeedCursor(value: string): FeedCursor | null {
  const cursor = decodeKeysetCursor(value);
  return cursor ? { startAt: cursor.at, id: cursor.id } : null;
}

export interface FishSummaryEntry {
  fishName: string;
  type: FishLogType;
  count: number;
}

/**
 * Ties go by name, then type, compared by code unit: the catalogue's species names and the log types
 * are plain ASCII, so this is alphabetical, and on the feed (a summary a card, ten cards a page) a
 * collator's compare cost more than counting.
 */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A session's fish summary: how many of each species per log type, most frequent first. */
export function summariseFish(logs: readonly { fishName: string; type: FishLogType }[]): FishSummaryEntry[] {
  const counts = new Map<string, FishSummaryEntry>();
  for (const log of logs) {
    const key = `${log.fishName}\u0000${log.type}`;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { fishName: log.fishName, type: log.type, count: 1 });
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || byText(a.fishName, b.fishName) || byText(a.type, b.type),
  );
}

export interface SessionPeople {
  ownerId: string;
  isTournamentSession: boolean;
  /**
   * A tournament session's catches still take changes: its tournament is Active and its upload
   * deadline has not passed. Unknown (undefined) counts as closed.
   */
  tournamentUploadsOpen?: boolean;
}

interface Viewer {
  userId: string;
  permissions: readonly Permission[];
}

/**
 * Only the owner edits a session; a tournament session only until its tournament's uploads close
 * (then its logs are being judged).
 */
export function canEditSession(viewer: Viewer | null, session: SessionPeople): boolean {
  if (!viewer || viewer.userId !== session.ownerId) return false;
  return !session.isTournamentSession || session.tournamentUploadsOpen === true;
}

/**
 * Spec §6: the owner if canEdit and not a tournament session, or a CONTENT_MODERATOR, removes or
 * hides a session.
 */
export function canRemoveSession(viewer: Viewer | null, session: SessionPeople): boolean {
  if (!viewer) return false;
  if (viewer.permissions.includes('CONTENT_MODERATOR')) return true;
  return !session.isTournamentSession && canEditSession(viewer, session);
}

/** Hidden sessions stay visible to their owner (My Fishlogs) and to moderators; deleted ones to nobody. */
export function canReadSession(
  viewer: Viewer | null,
  session: { ownerId: string; hidden: boolean; deleted: boolean },
): boolean {
  if (session.deleted) return false;
  if (!session.hidden) return true;
  return (
    Boolean(viewer) &&
    (viewer!.userId === session.ownerId || viewer!.permissions.includes('CONTENT_MODERATOR'))
  );
}

/** One coordinate in degrees, minutes and seconds (spec §5), e.g. 9°30'00.0"N. */
export function toDms(value: number, axis: 'lat' | 'lon'): string {
  const hemisphere = axis === 'lat' ? (value >= 0 ? 'N' : 'S') : value >= 0 ? 'E' : 'W';
  const absolute = Math.abs(value);
  let degrees = Math.floor(absolute);
  let minutes = Math.floor((absolute - degrees) * 60);
  let seconds = Math.round(((absolute - degrees) * 60 - minutes) * 600) / 10;
  if (seconds >= 60) {
    seconds = 0;
    minutes += 1;
  }
  if (minutes >= 60) {
    minutes = 0;
    degrees += 1;
  }
  return `${degrees}°${String(minutes).padStart(2, '0')}'${seconds.toFixed(1).padStart(4, '0')}"${hemisphere}`;
}

/**
 * A tournament catch is judged on its video, so it is saved with one (issue 31): the indexes of the
 * logs of a tournament session that have none. The session form and the API refuse those, each
 * naming the log's video field.
 */
export function catchesWithoutVideo(logs: readonly { video?: unknown }[]): number[] {
  return logs.flatMap((log, index) => (log.video ? [] : [index]));
}
