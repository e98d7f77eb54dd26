import { TZDate } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  addYears,
  endOfDay,
  endOfISOWeek,
  endOfMonth,
  endOfYear,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
  startOfYear,
  subDays,
  subMonths,
  subYears,
} from 'date-fns';
import type { DateFilterOption, RankingRange } from '../constants';

export interface DateWindow {
  start: Date;
  end: Date;
}

/**
 * The window a feed is restricted to for users without FILTER_UNLIMITED_DATE_RANGE (spec §6):
 * Weekly is the last 7 days, Monthly the last month, Annually the last year, ending now.
 */
export function restrictedWindow(option: DateFilterOption, now: Date): DateWindow {
  const start = { Weekly: subDays(now, 7), Monthly: subMonths(now, 1), Annually: subYears(now, 1) }[option];
  return { start, end: now };
}

/** The tournament and judge list windows of spec §9: plus or minus 7 days, 1 month or 1 year around now. */
export function symmetricWindow(option: DateFilterOption, now: Date): DateWindow {
  switch (option) {
    case 'Weekly':
      return { start: subDays(now, 7), end: addDays(now, 7) };
    case 'Monthly':
      return { start: subMonths(now, 1), end: addMonths(now, 1) };
    case 'Annually':
      return { start: subYears(now, 1), end: addYears(now, 1) };
  }
}

/**
 * The calendar window of a ranking range (spec §9), in the viewer's time zone: the current day,
 * ISO week (Monday to Sunday), month or year that contains `now`.
 */
export function rankingWindow(range: RankingRange, now: Date, timeZone: string): DateWindow {
  const zoned = new TZDate(now, timeZone);
  switch (range) {
    case 'Daily':
      return window(startOfDay(zoned), endOfDay(zoned));
    case 'Weekly':
      return window(startOfISOWeek(zoned), endOfISOWeek(zoned));
    case 'Monthly':
      return window(startOfMonth(zoned), endOfMonth(zoned));
    case 'Annually':
      return window(startOfYear(zoned), endOfYear(zoned));
  }
}

/** My Fishlogs' default window: the 365 days before the last day fished, requested with one extra day at the end. */
export function myFishLogsWindow(lastDayFished: Date): DateWindow {
  return { start: subDays(lastDayFished, 365), end: addDays(lastDayFished, 1) };
}

function window(start: Date, end: Date): DateWindow {
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
