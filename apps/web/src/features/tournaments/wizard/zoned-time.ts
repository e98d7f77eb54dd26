import { isTimeZone } from '@tightlines/domain';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** How far the wall clock of `zone` is ahead of UTC at the instant `at` (ms since the epoch). */
function offsetAt(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) of a day (`YYYY-MM-DD`) and a time (`HH:mm`) on the wall clock of the
 * tournament's official time zone; null while one of them is missing or the zone is unknown.
 */
export function zonedToInstant(date: string, time: string, zone: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock || !isTimeZone(zone)) return null;
  const wall = Date.UTC(
    Number(day[1]),
    Number(day[2]) - 1,
    Number(day[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(wall)) return null;
  // Twice: the offset at the first guess can differ from the one at the answer around a clock change.
  const guess = wall - offsetAt(zone, wall);
  return new Date(wall - offsetAt(zone, guess)).toISOString();
}

/** The day and time an instant shows on the wall clock of `zone` (a draft read back). */
export function instantToZoned(instant: string, zone: string): { date: string; time: string } | null {
  const at = Date.parse(instant);
  if (Number.isNaN(at) || !isTimeZone(zone)) return null;
  const wall = new Date(at + offsetAt(zone, at)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
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

/** The viewer's own time zone: a sensible first choice for a Regional or Local tournament. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
