import { TZDate } from '@date-fns/tz';

export const TOURNAMENT_STATUSES = ['Draft', 'Active', 'Current', 'Finished', 'Deleted', 'Canceled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** RegionTypeId 1 marks a Global tournament (spec §3). */
export const GLOBAL_REGION_TYPE_ID = 1;

export interface TournamentTiming {
  tournamentStatus?: string | null;
  StartDate: string | Date;
  EndDate: string | Date;
  RegionTypeId?: number | null;
}

/**
 * The status a viewer sees (spec §4). A server status of Active becomes Active, Current or Finished
 * by the dates; a missing status is derived from the dates the same way; any other known status is
 * shown as it is, and an unknown one as Draft. Global tournaments run on every viewer's local clock:
 * their UTC wall-clock times are read as times of the viewer's zone.
 */
export function displayTournamentStatus(
  tournament: TournamentTiming,
  now: Date,
  viewerTimeZone: string,
): TournamentStatus {
  const status = tournament.tournamentStatus;
  if (status === 'Active' || status === null || status === undefined || status === '') {
    return statusByDates(tournament, now, viewerTimeZone);
  }
  return isTournamentStatus(status) ? status : 'Draft';
}

/** Only tournaments whose server status is Active may be joined (spec §4). */
export function isJoinable(tournament: TournamentTiming): boolean {
  return tournament.tournamentStatus === 'Active';
}

function statusByDates(tournament: TournamentTiming, now: Date, viewerTimeZone: string): TournamentStatus {
  const isGlobal = tournament.RegionTypeId === GLOBAL_REGION_TYPE_ID;
  const start = effectiveInstant(new Date(tournament.StartDate), isGlobal, viewerTimeZone);
  const end = effectiveInstant(new Date(tournament.EndDate), isGlobal, viewerTimeZone);
  if (now.getTime() < start.getTime()) return 'Active';
  if (now.getTime() <= end.getTime()) return 'Current';
  return 'Finished';
}

function effectiveInstant(utcValue: Date, isGlobal: boolean, viewerTimeZone: string): Date {
  if (!isGlobal) return utcValue;
  return new TZDate(
    utcValue.getUTCFullYear(),
    utcValue.getUTCMonth(),
    utcValue.getUTCDate(),
    utcValue.getUTCHours(),
    utcValue.getUTCMinutes(),
    utcValue.getUTCSeconds(),
    viewerTimeZone,
  );
}

function isTournamentStatus(value: string): value is TournamentStatus {
  return (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}
