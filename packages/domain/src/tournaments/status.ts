import { TZDate } from '@date-fns/tz';

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

/** What the entry rule reads of a tournament: a row on the server, a DTO's fields on the web. */
export interface EntryTiming {
  status: string | null | undefined;
  startAt: Date;
  endAt: Date;
  allowLateJoin: boolean;
}

/** Whether a tournament takes new entrants: yes, no because it started without late joining, or no. */
export type EntryState = 'open' | 'late' | 'closed';

/**
 * The one join rule (spec §4–§5), read by the join, by the fulfilment of a paid entry (a payment
 * that arrives when the tournament no longer takes entrants buys nothing, issue 32), by the jobs
 * that close its open checkouts and by the join panel: only an Active tournament before its end,
 * and after its start only when it allows late joining.
 */
export function entryStateAt(tournament: EntryTiming, now: Date): EntryState {
  const { status, startAt, endAt } = tournament;
  if (!isJoinable({ tournamentStatus: status, StartDate: startAt, EndDate: endAt })) return 'closed';
  if (now.getTime() >= endAt.getTime()) return 'closed';
  if (now.getTime() >= tournament.startAt.getTime() && !tournament.allowLateJoin) return 'late';
  return 'open';
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
  const start = tournamentInstant(tournament.StartDate, tournament.RegionTypeId, viewerTimeZone);
  const end = tournamentInstant(tournament.EndDate, tournament.RegionTypeId, viewerTimeZone);
  const window = windowAt(start, end, now);
  return LISTED_STATUSES.find((listed) =>
    LISTED_STATUS_DEFINITION[listed].some((part) => part.serverStatus === 'Active' && part.window === window),
  )!;
}

/**
 * When one of a tournament's times (start, end, upload deadline) comes for a viewer: the instant
 * itself, except for a Global tournament, whose UTC wall-clock time is read in the viewer's zone
 * (spec §4). The countdowns and the status use the same reading.
 */
export function tournamentInstant(
  value: string | Date,
  regionTypeId: number | null | undefined,
  viewerTimeZone: string,
): Date {
  const utcValue = new Date(value);
  if (regionTypeId !== GLOBAL_REGION_TYPE_ID) return utcValue;
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
