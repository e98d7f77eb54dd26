import { TZDate } from '@date-fns/tz';

/**
 * Tournament time (docs/decisions/014-tournament-time.md). A Regional or Local tournament's dates
 * are instants, the same moment for everyone. A Global tournament's dates are wall-clock times
 * without a zone ("08:00 on 13 March, wherever you fish"), stored as that wall clock written in
 * UTC: each zone has its own window, and the angler's zone decides theirs.
 */

/** What the time rules read of a tournament: a row on the server, `tournamentTimesOf(dto)` on the web. */
export interface TournamentTimes {
  /** Spec §3 regionType: 'Global', 'Regional' or 'Local'. */
  regionType: string;
  startAt: Date;
  endAt: Date;
  uploadDeadlineAt: Date;
}

/** What the join rule reads of a tournament, besides its times. */
export interface JoinTiming extends TournamentTimes {
  status: string | null | undefined;
  allowLateJoin: boolean;
}

/** A tournament's start, end and upload deadline as instants, for an angler or viewer in one zone. */
export interface TournamentInstants {
  start: Date;
  end: Date;
  uploadDeadline: Date;
}

/**
 * The zone on earth whose clock reaches a wall-clock time last (UTC−12): a Global tournament
 * takes entrants nowhere once it stopped taking them here. The sweep that closes open entry
 * checkouts reads it; no zone a client may claim is later.
 */
export const LAST_ZONE_ON_EARTH = 'Etc/GMT+12';

/** How far the clocks on earth stand from UTC: from UTC−12 (Baker Island) to UTC+14 (Kiribati). */
export const HOURS_BEHIND_UTC_AT_MOST = 12;
export const HOURS_AHEAD_OF_UTC_AT_MOST = 14;
const HOUR_MS = 3_600_000;

/**
 * The one reading of a tournament's dates for `zone` (an IANA time zone): a Global tournament's
 * wall-clock times read on that zone's clock (across a daylight-saving change, each on the offset of
 * its own day); any other tournament's instants as they are, whatever the zone.
 */
export function tournamentWindow(tournament: TournamentTimes, zone: string): TournamentInstants {
  return {
    start: tournamentInstant(tournament.startAt, tournament.regionType, zone),
    end: tournamentInstant(tournament.endAt, tournament.regionType, zone),
    uploadDeadline: tournamentInstant(tournament.uploadDeadlineAt, tournament.regionType, zone),
  };
}

/**
 * What the clock of `zone` reads at `now`, written in UTC: the form a Global tournament's dates are
 * stored in, so a list can compare them with it in SQL (`start_at > wallClockAt(now, zone)` is
 * `tournamentWindow(…, zone).start > now`). The two readings part only in the hour a clock repeats
 * when it goes back, for a time inside that hour.
 */
export function wallClockAt(now: Date, zone: string): Date {
  const onClock = new TZDate(now.getTime(), zone);
  return new Date(
    Date.UTC(
      onClock.getFullYear(),
      onClock.getMonth(),
      onClock.getDate(),
      onClock.getHours(),
      onClock.getMinutes(),
      onClock.getSeconds(),
      onClock.getMilliseconds(),
    ),
  );
}

/** What the object-of-the-day rule (`isObjectDayRevealed`) reads: when the tournament runs, and on which calendar. */
export interface ObjectDayTiming {
  startAt: Date;
  endAt: Date;
  timeZone: string;
}

/**
 * A tournament's days as an angler in `zone` lives them: a Global tournament's on that zone's
 * calendar from its start there (so each member has the object of their own day), any other's on
 * its official zone's calendar, whoever reads it.
 */
export function objectDayTiming(
  tournament: TournamentTimes & { timeZone: string },
  zone: string,
): ObjectDayTiming {
  if (tournament.regionType !== 'Global') return tournament;
  const { start, end } = tournamentWindow(tournament, zone);
  return { startAt: start, endAt: end, timeZone: zone };
}

/** Only tournaments whose server status is Active may be joined (spec §4). */
export function isJoinable(tournament: { tournamentStatus?: string | null }): boolean {
  return tournament.tournamentStatus === 'Active';
}

/** Whether a tournament takes new entrants: yes, no because it started without late joining, or no. */
export type JoinState = 'open' | 'late' | 'closed';

/**
 * The one join rule (spec §4–§5), for an angler in `zone` at `now`: only an Active tournament
 * before its end, and after its start only when it allows late joining; a Global tournament's start
 * and end are those of the angler's zone (`tournamentWindow`). Read by the join, the fulfilment of
 * a paid entry (at the zone the payer joined from), the sweep that closes open entry checkouts (at
 * `LAST_ZONE_ON_EARTH`) and the web's join panel (at the viewer's zone).
 */
export function joinState(tournament: JoinTiming, zone: string, now: Date): JoinState {
  if (!isJoinable({ tournamentStatus: tournament.status })) return 'closed';
  const { start, end } = tournamentWindow(tournament, zone);
  if (now.getTime() >= end.getTime()) return 'closed';
  if (now.getTime() >= start.getTime() && !tournament.allowLateJoin) return 'late';
  return 'open';
}

/** A tournament as the API sends it, read as the time rules read a server row. */
export function tournamentTimesOf(tournament: {
  regionTypeName: string;
  StartDate: string;
  EndDate: string;
  UploadDeadline: string;
  tournamentStatus: string;
  AllowLateJoin: boolean;
}): JoinTiming {
  return {
    regionType: tournament.regionTypeName,
    startAt: new Date(tournament.StartDate),
    endAt: new Date(tournament.EndDate),
    uploadDeadlineAt: new Date(tournament.UploadDeadline),
    status: tournament.tournamentStatus,
    allowLateJoin: tournament.AllowLateJoin,
  };
}

/**
 * One of a tournament's times for `zone`: the instant itself, except for a Global tournament,
 * whose UTC wall-clock time is read on the zone's clock (spec §4).
 */
export function tournamentInstant(value: string | Date, regionType: string, zone: string): Date {
  const utcValue = new Date(value);
  if (regionType !== 'Global') return utcValue;
  const onZoneClock = new TZDate(
    utcValue.getUTCFullYear(),
    utcValue.getUTCMonth(),
    utcValue.getUTCDate(),
    utcValue.getUTCHours(),
    utcValue.getUTCMinutes(),
    utcValue.getUTCSeconds(),
    zone,
  );
  // Never outside the clocks of the earth, whatever zone a client names (docs/decisions/014).
  const earliest = utcValue.getTime() - HOURS_AHEAD_OF_UTC_AT_MOST * HOUR_MS;
  const latest = utcValue.getTime() + HOURS_BEHIND_UTC_AT_MOST * HOUR_MS;
  return new Date(Math.min(latest, Math.max(earliest, onZoneClock.getTime())));
}
