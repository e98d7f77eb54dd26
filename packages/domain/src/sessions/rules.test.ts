import { describe, expect, it } from 'vitest';
import {
  catchesWithoutVideo,
  canEditSession,
  canReadSession,
  canRemoveSession,
  clampPageSize,
  counterFor,
  decodeFeedCursor,
  encodeFeedCursor,
  feedWindow,
  isPlayableVideoUrl,
  isWithinSession,
  summariseFish,
  toDms,
} from './rules';

const owner = { userId: 'u1', permissions: [] };
const stranger = { userId: 'u2', permissions: [] };
const moderator = { userId: 'u3', permissions: ['CONTENT_MODERATOR' as const] };
const session = { ownerId: 'u1', isTournamentSession: false };
const tournament = { ownerId: 'u1', isTournamentSession: true };
const tournamentOpen = { ...tournament, tournamentUploadsOpen: true };

describe('session permissions', () => {
  it.each([
    ['owner', owner, session, true, true],
    ['owner of a tournament session', owner, tournament, false, false],
    ['owner of a tournament session open to uploads', owner, tournamentOpen, true, false],
    ['someone else on a tournament session open to uploads', stranger, tournamentOpen, false, false],
    ['someone else', stranger, session, false, false],
    ['a moderator', moderator, session, false, true],
    ['a moderator on a tournament session', moderator, tournament, false, true],
    ['a guest', null, session, false, false],
  ])('%s: edit %s, remove %s', (_label, viewer, target, edit, remove) => {
    expect(canEditSession(viewer, target)).toBe(edit);
    expect(canRemoveSession(viewer, target)).toBe(remove);
  });

  it.each([
    [owner, { hidden: true, deleted: false }, true],
    [stranger, { hidden: true, deleted: false }, false],
    [null, { hidden: true, deleted: false }, false],
    [moderator, { hidden: true, deleted: false }, true],
    [stranger, { hidden: false, deleted: false }, true],
    [null, { hidden: false, deleted: false }, true],
    [owner, { hidden: false, deleted: true }, false],
  ])('reading %j a session %j: %s', (viewer, state, expected) => {
    expect(canReadSession(viewer, { ownerId: 'u1', ...state })).toBe(expected);
  });
});

describe('session rules', () => {
  it.each([
    ['Release', 'releases'],
    ['Raise', 'raises'],
    ['Bite', 'bites'],
    ['Harvest', 'harvests'],
  ] as const)('%s moves %s', (type, column) => expect(counterFor(type)).toBe(column));

  it.each([
    ['https://cdn.example/v.mp4', true],
    ['uploads/a/b.mp4', true],
    ['', false],
    ['  ', false],
    ['NO URL', false],
    ['no url', false],
    [null, false],
  ])('video address %j playable: %s', (url, expected) => expect(isPlayableVideoUrl(url)).toBe(expected));

  it.each([
    [undefined, 10],
    [0, 1],
    [5, 5],
    [50, 10],
    [3.7, 3],
  ])('limit %s is clamped to %s', (limit, expected) => expect(clampPageSize(limit)).toBe(expected));

  it('restricts the feed to the last 7 days without FILTER_UNLIMITED_DATE_RANGE', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(feedWindow([], now)).toEqual({ start: new Date('2026-03-03T12:00:00Z'), end: now });
    const asked = { start: new Date('2025-01-01T00:00:00Z'), end: new Date('2026-03-09T00:00:00Z') };
    expect(feedWindow([], now, asked)).toEqual({ start: new Date('2026-03-03T12:00:00Z'), end: asked.end });
    expect(feedWindow(['FILTER_UNLIMITED_DATE_RANGE'], now, asked)).toEqual(asked);
    expect(feedWindow(['FILTER_UNLIMITED_DATE_RANGE'], now)).toEqual({ start: undefined, end: undefined });
  });

  it('round-trips a keyset cursor and refuses anything else', () => {
    const cursor = {
      startAt: new Date('2026-03-10T12:00:00.123Z'),
      id: '0b7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d11',
    };
    expect(decodeFeedCursor(encodeFeedCursor(cursor))).toEqual(cursor);
    expect(decodeFeedCursor('nonsense')).toBeNull();
    expect(decodeFeedCursor('')).toBeNull();
    expect(decodeFeedCursor(btoa('2026-13-99T00:00:00.000Z|x'))).toBeNull();
  });

  it('summarises fish per species and type, most frequent first', () => {
    expect(
      summariseFish([
        { fishName: 'Sailfish', type: 'Release' },
        { fishName: 'Dorado', type: 'Harvest' },
        { fishName: 'Sailfish', type: 'Release' },
        { fishName: 'Sailfish', type: 'Raise' },
      ]),
    ).toEqual([
      { fishName: 'Sailfish', type: 'Release', count: 2 },
      { fishName: 'Dorado', type: 'Harvest', count: 1 },
      { fishName: 'Sailfish', type: 'Raise', count: 1 },
    ]);
  });
});

describe('toDms', () => {
  it.each([
    [9.5, 'lat', `9°30'00.0"N`],
    [-85.75, 'lon', `85°45'00.0"W`],
    [45.123456, 'lat', `45°07'24.4"N`],
    [-0.0001, 'lat', `0°00'00.4"S`],
    [10.999999, 'lon', `11°00'00.0"E`],
  ] as const)('%s (%s) → %s', (value, axis, expected) => expect(toDms(value, axis)).toBe(expected));
});

describe('a fish caught while its session lasted', () => {
  const times = { start: '2026-03-01T08:00:00Z', finish: '2026-03-01T12:00:00Z' };
  it.each([
    ['at the start', '2026-03-01T08:00:00Z', true],
    ['in between', '2026-03-01T10:30:00+02:00', true],
    ['at the finish', new Date('2026-03-01T12:00:00Z'), true],
    ['a minute before the start', '2026-03-01T07:59:00Z', false],
    ['a second after the finish', '2026-03-01T12:00:01Z', false],
    ['not a time at all', 'soon', false],
  ])('%s: %s', (_label, logTime, within) => {
    expect(isWithinSession(logTime, times)).toBe(within);
  });
});

describe('a tournament catch needs its video', () => {
  it('names the logs without one', () => {
    const video = { key: 'uploads/a/b.mp4' };
    expect(catchesWithoutVideo([{ video }, { video: null }, {}, { video }])).toEqual([1, 2]);
    expect(catchesWithoutVideo([])).toEqual([]);
  });
});
