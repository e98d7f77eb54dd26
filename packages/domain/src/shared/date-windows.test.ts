import { describe, expect, it } from 'vitest';
import { myFishLogsWindow, rankingWindow, restrictedWindow, symmetricWindow } from './date-windows';

const now = new Date('2026-11-21T15:00:00Z'); // a Saturday

describe('restrictedWindow', () => {
  it.each([
    ['Weekly', '2026-11-14T15:00:00.000Z'],
    ['Monthly', '2026-10-21T15:00:00.000Z'],
    ['Annually', '2025-11-21T15:00:00.000Z'],
  ] as const)('%s starts at %s and ends now', (option, start) => {
    const window = restrictedWindow(option, now);
    expect(window.start.toISOString()).toBe(start);
    expect(window.end).toEqual(now);
  });
});

describe('symmetricWindow', () => {
  it.each([
    ['Weekly', '2026-11-14T15:00:00.000Z', '2026-11-28T15:00:00.000Z'],
    ['Monthly', '2026-10-21T15:00:00.000Z', '2026-12-21T15:00:00.000Z'],
    ['Annually', '2025-11-21T15:00:00.000Z', '2027-11-21T15:00:00.000Z'],
  ] as const)('%s spans %s to %s', (option, start, end) => {
    const window = symmetricWindow(option, now);
    expect([window.start.toISOString(), window.end.toISOString()]).toEqual([start, end]);
  });
});

describe('rankingWindow', () => {
  it.each([
    ['Daily', '2026-11-21T00:00:00.000Z', '2026-11-21T23:59:59.999Z'],
    ['Weekly', '2026-11-16T00:00:00.000Z', '2026-11-22T23:59:59.999Z'],
    ['Monthly', '2026-11-01T00:00:00.000Z', '2026-11-30T23:59:59.999Z'],
    ['Annually', '2026-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'],
  ] as const)('%s in UTC spans %s to %s', (range, start, end) => {
    const window = rankingWindow(range, now, 'UTC');
    expect([window.start.toISOString(), window.end.toISOString()]).toEqual([start, end]);
  });

  it('uses ISO weeks across a year boundary', () => {
    // 2027-01-01 is a Friday; its ISO week starts Monday 2026-12-28.
    const window = rankingWindow('Weekly', new Date('2027-01-01T12:00:00Z'), 'UTC');
    expect(window.start.toISOString()).toBe('2026-12-28T00:00:00.000Z');
  });

  it('follows the viewer zone', () => {
    // 03:00 UTC on the 21st is still the 20th in Costa Rica (UTC-6).
    const window = rankingWindow('Daily', new Date('2026-11-21T03:00:00Z'), 'America/Costa_Rica');
    expect(window.start.toISOString()).toBe('2026-11-20T06:00:00.000Z');
  });
});

describe('myFishLogsWindow', () => {
  it('reaches 365 days back and one day past the last day fished', () => {
    const window = myFishLogsWindow(new Date('2026-06-30T00:00:00Z'));
    expect(window.start.toISOString()).toBe('2025-06-30T00:00:00.000Z');
    expect(window.end.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
});
