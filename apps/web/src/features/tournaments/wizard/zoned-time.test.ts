import { describe, expect, it } from 'vitest';
import { instantToZoned, zonedToInstant } from './zoned-time';

describe('days and times on the tournament’s official clock', () => {
  it.each([
    ['2026-12-05', '07:30', 'America/Costa_Rica', '2026-12-05T13:30:00.000Z'],
    ['2026-12-05', '07:30', 'UTC', '2026-12-05T07:30:00.000Z'],
    // Either side of Madrid's clock change (summer +02:00, winter +01:00).
    ['2026-07-01', '22:00', 'Europe/Madrid', '2026-07-01T20:00:00.000Z'],
    ['2026-12-01', '22:00', 'Europe/Madrid', '2026-12-01T21:00:00.000Z'],
  ])('%s %s in %s is %s, and back', (date, time, zone, instant) => {
    expect(zonedToInstant(date, time, zone)).toBe(instant);
    expect(instantToZoned(instant, zone)).toEqual({ date, time });
  });

  it('reads a time the clocks skip as the same time after the change, and an ambiguous one at its first offset', () => {
    // New York springs forward at 02:00 on 14 March 2027 (EST −5 to EDT −4); 02:30 does not happen.
    expect(zonedToInstant('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T07:30:00.000Z');
    expect(zonedToInstant('2027-03-14', '08:00', 'America/New_York')).toBe('2027-03-14T12:00:00.000Z');
    expect(zonedToInstant('2027-03-13', '08:00', 'America/New_York')).toBe('2027-03-13T13:00:00.000Z');
    // Sydney springs forward on 3 October 2027 (AEST +10 to AEDT +11).
    expect(zonedToInstant('2027-10-02', '08:00', 'Australia/Sydney')).toBe('2027-10-01T22:00:00.000Z');
    expect(zonedToInstant('2027-10-04', '16:00', 'Australia/Sydney')).toBe('2027-10-04T05:00:00.000Z');
    // 01:30 on 7 November 2027 happens twice in New York: the first (EDT) is taken.
    expect(zonedToInstant('2027-11-07', '01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
  });

  it('has no instant while the day, the time or the zone is missing', () => {
    expect(zonedToInstant('', '07:30', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-05', '', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-05', '07:30', 'Mars/Olympus')).toBeNull();
  });
});
