import type { FishLogStatus } from '../sessions/constants';
import type { CatchFlag } from '../tournaments/catch-flags';
import { defaultPointsOf } from './points';

/**
 * The judging rules of spec §4 (Judge log statuses), pure: which status a decision gives, what it
 * does to the points, and how the log counters (Pending, Invalid, Qualified, All) and the judge
 * summary (released, not released) move when a catch changes status.
 */

/** The status filters of the judging feed: Qualified means Approved or Refused (spec §4). */
export const CATCH_STATUS_FILTERS = ['pending', 'approved', 'refused', 'invalid', 'qualified'] as const;
export type CatchStatusFilter = (typeof CATCH_STATUS_FILTERS)[number];

/** The stored statuses a filter selects. */
export function statusesOfFilter(filter: CatchStatusFilter): FishLogStatus[] {
  switch (filter) {
    case 'pending':
      return ['Pending'];
    case 'approved':
      return ['Approved'];
    case 'refused':
      return ['Refused'];
    case 'invalid':
      return ['Invalid'];
    case 'qualified':
      return ['Approved', 'Refused'];
  }
}

/** Spec §3 log counters. */
export interface LogCounters {
  Pending: number;
  Invalid: number;
  Qualified: number;
  All: number;
}

/** Spec §3 judge summary: how many catches were judged released and not released. */
export interface JudgeSummary {
  released: number;
  notReleased: number;
}

export const EMPTY_LOG_COUNTERS: LogCounters = { Pending: 0, Invalid: 0, Qualified: 0, All: 0 };
export const EMPTY_JUDGE_SUMMARY: JudgeSummary = { released: 0, notReleased: 0 };

/** A decision's status: released sets Approved, not released sets Refused (spec §4). */
export function decisionStatus(released: boolean): 'Approved' | 'Refused' {
  return released ? 'Approved' : 'Refused';
}

/** The points a decided catch carries: its point value when released (restored), 0 when not (spec §4). */
export function decisionPoints(released: boolean, pointValue: number): number {
  return released ? pointValue : 0;
}

/**
 * Whether a judge may move a catch from `from` to `to`: Pending, Approved and Refused catches may be
 * released or not released (a decided catch may be changed until judging is finished); an Invalid
 * catch (no video to judge) takes no decision.
 */
export function canDecide(from: FishLogStatus, to: FishLogStatus): boolean {
  return from !== 'Invalid' && (to === 'Approved' || to === 'Refused');
}

/** Counts a list of statuses into the log counters. */
export function logCountersOf(statuses: Iterable<FishLogStatus>): LogCounters {
  let counters = EMPTY_LOG_COUNTERS;
  for (const status of statuses) counters = addToCounters(counters, status, 1);
  return counters;
}

function addToCounters(counters: LogCounters, status: FishLogStatus, by: number): LogCounters {
  const next = { ...counters, All: counters.All + by };
  if (status === 'Pending') next.Pending += by;
  else if (status === 'Invalid') next.Invalid += by;
  else next.Qualified += by;
  return next;
}

/** The log counters after one catch moved from `from` to `to`. */
export function moveLogCounters(counters: LogCounters, from: FishLogStatus, to: FishLogStatus): LogCounters {
  if (from === to) return counters;
  return addToCounters(addToCounters(counters, from, -1), to, 1);
}

/**
 * The judge summary after one catch moved from `from` to `to` (spec §4): pending to approved adds
 * one released; pending to refused one not released; approved to refused moves one from released
 * to not released; refused to approved moves it back. Nothing else moves it.
 */
export function applyJudgement(summary: JudgeSummary, from: FishLogStatus, to: FishLogStatus): JudgeSummary {
  const weight = (status: FishLogStatus): JudgeSummary => ({
    released: status === 'Approved' ? 1 : 0,
    notReleased: status === 'Refused' ? 1 : 0,
  });
  const before = weight(from);
  const after = weight(to);
  return {
    released: summary.released - before.released + after.released,
    notReleased: summary.notReleased - before.notReleased + after.notReleased,
  };
}

/** The summary of a list of statuses. */
export function judgeSummaryOf(statuses: Iterable<FishLogStatus>): JudgeSummary {
  let summary = EMPTY_JUDGE_SUMMARY;
  for (const status of statuses) summary = applyJudgement(summary, 'Pending', status);
  return summary;
}

/**
 * Species correctness when the judge left it unset (spec §4): true, unless the catch is flagged
 * `speciesNotInTournament` (a species the tournament does not score is not correct by default).
 */
export function speciesCorrectOf(
  value: boolean | null | undefined,
  flags: readonly CatchFlag[] | null = null,
): boolean {
  return value ?? !flags?.includes('speciesNotInTournament');
}

/**
 * The points field's default on a catch: the rule set's value for its species (`defaultPointsOf`),
 * or 0 for a species the tournament does not score (flagged `speciesNotInTournament`).
 */
export function catchDefaultPoints(
  ruleSlug: string,
  speciesName: string,
  flags: readonly CatchFlag[] | null,
): number {
  return speciesCorrectOf(null, flags) ? defaultPointsOf(ruleSlug, speciesName) : 0;
}

/**
 * A catch's status as the judges see it: a Pending catch without any video cannot be judged on
 * video, so it counts as Invalid (and is stored Invalid when judging finishes).
 */
export function judgedStatusOf(stored: FishLogStatus, videoCount: number): FishLogStatus {
  return stored === 'Pending' && videoCount === 0 ? 'Invalid' : stored;
}
