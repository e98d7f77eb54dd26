import { describe, expect, it } from 'vitest';
import { dayInZone, isObjectDayRevealed } from './catches';

const tournament = {
  // 07:30 on 10 June to 16:00 on 12 June in Costa Rica (UTC-6).
  startAt: new Date('2026-06-10T13:30:00Z'),
  endAt: new Date('2026-06-12T22:00:00Z'),
  timeZone: 'America/Costa_Rica',
};

describe('object of the day (issue 21 point 7)', () => {
  it('reads the day in the official time zone', () => {
    expect(dayInZone(new Date('2026-06-11T03:00:00Z'), 'America/Costa_Rica')).toBe('2026-06-10');
    expect(dayInZone(new Date('2026-06-11T03:00:00Z'), 'UTC')).toBe('2026-06-11');
  });

  it.each([
    ['2026-06-10', '2026-06-10T13:00:00Z', false, 'before the start'],
    ['2026-06-10', '2026-06-10T13:30:00Z', true, 'at the start'],
    ['2026-06-11', '2026-06-11T05:00:00Z', false, 'the next day before it begins there (23:00 local)'],
    ['2026-06-11', '2026-06-11T06:00:00Z', true, 'the next day from local midnight'],
    ['2026-06-10', '2026-06-12T12:00:00Z', true, 'a past day of the tournament'],
    ['2026-06-13', '2026-06-13T12:00:00Z', false, 'a day after the tournament'],
    ['2026-06-09', '2026-06-11T12:00:00Z', false, 'a day before the tournament'],
  ])('%s at %s: %s (%s)', (date, now, revealed) => {
    expect(isObjectDayRevealed(date, tournament, new Date(now))).toBe(revealed);
  });
});
