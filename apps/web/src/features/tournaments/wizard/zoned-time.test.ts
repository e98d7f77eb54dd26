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

  it('has no instant while the day, the time or the zone is missing', () => {
    expect(zonedToInstant('', '07:30', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-05', '', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-05', '07:30', 'Mars/Olympus')).toBeNull();
  });
});
