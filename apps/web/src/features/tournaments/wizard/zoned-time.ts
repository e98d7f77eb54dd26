import { TZDate } from '@date-fns/tz';
import { isTimeZone } from '@tightlines/domain';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant (ISO, UTC) of a day (`YYYY-MM-DD`) and a time (`HH:mm`) on the wall clock of the
 * tournament's official time zone; null while one of them is missing or the zone is unknown. A
 * time the clocks skip (spring forward) is the same time after the change, as `TZDate` reads it.
 */
export function zonedToInstant(date: string, time: string, zone: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock || !isTimeZone(zone)) return null;
  const at = new TZDate(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
    zone,
  ).getTime();
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}

/** The day and time an instant shows on the wall clock of `zone` (a draft read back). */
export function instantToZoned(instant: string, zone: string): { date: string; time: string } | null {
  const at = Date.parse(instant);
  if (Number.isNaN(at) || !isTimeZone(zone)) return null;
  const wall = new TZDate(at, zone);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${wall.getFullYear()}-${two(wall.getMonth() + 1)}-${two(wall.getDate())}`,
    time: `${two(wall.getHours())}:${two(wall.getMinutes())}`,
  };
}

/** Every half hour of a day (spec §9: times move in 30-minute steps), `HH:mm`. */
export const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

/** The time zones the browser knows, UTC first. */
export function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}
