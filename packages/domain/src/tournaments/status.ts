import { tournamentInstant } from './time';

export const TOURNAMENT_STATUSES = ['Draft', 'Active', 'Current', 'Finished', 'Deleted', 'Canceled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** Where a named judge's invitation stands (issue 32): only an accepted one judges. */
export const JUDGE_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type JudgeStatus = (typeof JUDGE_STATUSES)[number];

/** RegionTypeId 1 marks a Global tournament (spec §3). */
export const GLOBAL_REGION_TYPE_ID = 1;

export interface TournamentTiming {
  tournamentStatus?: string | null;
  StartDate: string | Date;
  EndDate: string | Date;
  /** Spec §3 regionType: a Global tournament's dates are wall-clock times (`tournamentWindow`). */
  regionTypeName?: string | null;
}

/**
 * The status a viewer sees (spec §4). A server status of Active becomes Active, Current or Finished
 * by the dates; a missing status is derived from the dates the same way; any other known status is
 * shown as it is, and an unknown one as Draft. The dates are read for the viewer's zone
 * (`tournamentInstant`, as `tournamentWindow` reads them): a Global tournament's on its clock.
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

/** Where a moment falls against a tournament's dates: before its start, from start to end, after its end. */
export type TournamentWindow = 'beforeStart' | 'running' | 'afterEnd';

/** The statuses the tournament list filters by and counts (spec §4 display statuses; drafts and deleted ones aside). */
export const LISTED_STATUSES = ['Active', 'Current', 'Finished', 'Canceled'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/**
 * What each listed status means, once (issue 31): the server statuses it covers and, for an
 * Active one, where now falls against its dates. The badge (`displayTournamentStatus`), the list's
 * filter and its counters all read it, so "Active" means one thing everywhere: not yet started.
 */
export const LISTED_STATUS_DEFINITION: Readonly<
  Record<
    ListedStatus,
    readonly { serverStatus: 'Active' | 'Finished' | 'Canceled'; window?: TournamentWindow }[]
  >
> = {
  Active: [{ serverStatus: 'Active', window: 'beforeStart' }],
  Current: [{ serverStatus: 'Active', window: 'running' }],
  Finished: [{ serverStatus: 'Finished' }, { serverStatus: 'Active', window: 'afterEnd' }],
  Canceled: [{ serverStatus: 'Canceled' }],
};

/** Where `now` falls against a start and an end (the end itself still counts as running). */
export function windowAt(start: Date, end: Date, now: Date): TournamentWindow {
  if (now.getTime() < start.getTime()) return 'beforeStart';
  if (now.getTime() <= end.getTime()) return 'running';
  return 'afterEnd';
}

function statusByDates(tournament: TournamentTiming, now: Date, viewerTimeZone: string): TournamentStatus {
  const regionType = tournament.regionTypeName ?? '';
  const start = tournamentInstant(tournament.StartDate, regionType, viewerTimeZone);
  const end = tournamentInstant(tournament.EndDate, regionType, viewerTimeZone);
  const window = windowAt(start, end, now);
  return LISTED_STATUSES.find((listed) =>
    LISTED_STATUS_DEFINITION[listed].some((part) => part.serverStatus === 'Active' && part.window === window),
  )!;
}

function isTournamentStatus(value: string): value is TournamentStatus {
  return (TOURNAMENT_STATUSES as readonly string[]).includes(value);
}
