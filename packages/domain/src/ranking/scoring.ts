import {
  endOfISOWeek,
  endOfMonth,
  endOfYear,
  format,
  startOfISOWeek,
  startOfMonth,
  startOfYear,
} from 'date-fns';
import { defaultPointsOf } from '../judging/points';
import type { FishLogStatus, FishLogType } from '../sessions/constants';
import { dayInZone } from '../tournaments/catches';
import type { RankingRangeValue } from './schemas';

/**
 * The rule set a catch outside any tournament is scored by: Jungle Rules, the one set that gives
 * points to every species (billfish 500 / 250 / 150 / 100, other game fish 50 or 25, any other 10).
 */
export const LOGBOOK_RULE_SET = 'jungle-rules';

/** What the ranking knows of one fish log when it scores it. */
export interface RankingCatchFacts {
  type: FishLogType;
  /** The stored status: Pending until a judge decides (Approved or Refused) or judging finds it Invalid. */
  status: FishLogStatus;
  /** The points a judge gave (stored on the log with the decision). */
  judgedPoints: number;
  speciesName: string;
  /** The slug of the tournament's rule set; null for a catch outside any tournament. */
  ruleSlug: string | null;
  /** Neither the log nor its session is deleted or hidden. */
  live: boolean;
}

export interface RankingScore {
  points: number;
  /** Officially judged: a tournament's judge approved the catch. */
  verified: boolean;
}

/**
 * Whether a catch is verified: a tournament's judge approved it from its video, which makes it part
 * of the tournament's official results. The rankings' "Verified only" switch counts these alone, and
 * the feed and the session view mark them with the same rule.
 */
export const isVerifiedCatch = (status: FishLogStatus): boolean => status === 'Approved';

/**
 * The ONE scoring rule of the rankings (README "Rankings: scoring"). Only released fish count:
 * - a catch a judge approved scores the judge's points and is verified;
 * - a catch a judge refused, or that judging found Invalid, does not count (a reversed decision
 *   counts again: the score follows the current decision);
 * - any other released fish scores its species' points under its tournament's rule set, or under
 *   Jungle Rules outside a tournament, unverified;
 * - a raise, a bite, a harvest, a deleted log and a log of a deleted or hidden session do not count.
 * Null: the catch does not count at all.
 */
export function scoreCatch(facts: RankingCatchFacts): RankingScore | null {
  if (!facts.live) return null;
  if (facts.status === 'Refused' || facts.status === 'Invalid') return null;
  if (isVerifiedCatch(facts.status)) return { points: facts.judgedPoints, verified: true };
  if (facts.type !== 'Release') return null;
  return { points: defaultPointsOf(facts.ruleSlug ?? LOGBOOK_RULE_SET, facts.speciesName), verified: false };
}

/**
 * The calendar day a catch counts on: the day of its log time where it was fished (its locality's
 * time zone), UTC for a session without a locality. Whoever reads the ranking, a catch stays on
 * the day it was made.
 */
export function rankingDayOf(logTime: Date, timeZone: string | null): string {
  return dayInZone(logTime, timeZone ?? 'UTC');
}

export interface RankingPeriod {
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Last day (inclusive), YYYY-MM-DD. */
  end: string;
}

const ymd = (date: Date) => format(date, 'yyyy-MM-dd');

function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

/** The period of `range` containing `day` (spec §9): the day, its ISO week (Monday to Sunday), month or year. */
export function rankingPeriod(range: RankingRangeValue, day: string): RankingPeriod {
  const date = parseDay(day);
  switch (range) {
    case 'daily':
      return { start: day, end: day };
    case 'weekly':
      return { start: ymd(startOfISOWeek(date)), end: ymd(endOfISOWeek(date)) };
    case 'monthly':
      return { start: ymd(startOfMonth(date)), end: ymd(endOfMonth(date)) };
    case 'annually':
      return { start: ymd(startOfYear(date)), end: ymd(endOfYear(date)) };
  }
}

const DAY_MS = 86_400_000;

/**
 * Every day of a period, in order. Counted in UTC, where every day has 24 hours, and written by
 * `toISOString`: a year's 365 days formatted by date-fns cost about 2 ms of the server's core at
 * each ranking request, more than its database reads (bench/README.md).
 */
export function daysOf(period: RankingPeriod): string[] {
  const days: string[] = [];
  const last = Date.parse(`${period.end}T00:00:00Z`);
  for (let time = Date.parse(`${period.start}T00:00:00Z`); time <= last; time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Today in the reader's time zone (UTC when they did not say), the default day of a ranking. */
export function rankingToday(now: Date, timeZone: string | undefined): string {
  return dayInZone(now, timeZone ?? 'UTC');
}
