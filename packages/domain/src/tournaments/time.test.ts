import { describe, expect, it } from 'vitest';
import {
  joinState,
  LAST_ZONE_ON_EARTH,
  objectDayTiming,
  tournamentTimesOf,
  tournamentWindow,
  wallClockAt,
  type JoinTiming,
} from './time';
import { ZTimeZone } from './schemas';

const at = (iso: string) => new Date(iso);

/**
 * A Global tournament across New York's spring-forward (14 March 2027, 02:00 EST becomes 03:00
 * EDT): "08:00 on the 13th to 16:00 on the 15th, wherever you fish", written as UTC wall clock.
 */
const acrossMarch: JoinTiming = {
  regionType: 'Global',
  startAt: at('2027-03-13T08:00:00Z'),
  endAt: at('2027-03-15T16:00:00Z'),
  uploadDeadlineAt: at('2027-03-15T22:00:00Z'),
  status: 'Active',
  allowLateJoin: false,
};

/** A Global tournament across Sydney's spring-forward (3 October 2027, AEST +10 becomes AEDT +11). */
const acrossOctober: JoinTiming = {
  ...acrossMarch,
  startAt: at('2027-10-02T08:00:00Z'),
  endAt: at('2027-10-04T16:00:00Z'),
  uploadDeadlineAt: at('2027-10-04T22:00:00Z'),
};

describe('tournamentWindow (a Global tournament on each zone’s clock)', () => {
  it('reads the March tournament at UTC−5 then UTC−4 in New York, and at UTC+10 in Brisbane', () => {
    expect(tournamentWindow(acrossMarch, 'America/New_York')).toEqual({
      start: at('2027-03-13T13:00:00Z'), // 08:00 EST (UTC−5)
      end: at('2027-03-15T20:00:00Z'), // 16:00 EDT (UTC−4): the clocks moved on the 14th
      uploadDeadline: at('2027-03-16T02:00:00Z'),
    });
    expect(tournamentWindow(acrossMarch, 'Australia/Brisbane')).toEqual({
      start: at('2027-03-12T22:00:00Z'),
      end: at('2027-03-15T06:00:00Z'),
      uploadDeadline: at('2027-03-15T12:00:00Z'),
    });
  });

  it('reads the October tournament at UTC+10 then UTC+11 in Sydney, and at UTC−5 in Bogotá', () => {
    expect(tournamentWindow(acrossOctober, 'Australia/Sydney')).toEqual({
      start: at('2027-10-01T22:00:00Z'), // 08:00 AEST (UTC+10)
      end: at('2027-10-04T05:00:00Z'), // 16:00 AEDT (UTC+11)
      uploadDeadline: at('2027-10-04T11:00:00Z'),
    });
    expect(tournamentWindow(acrossOctober, 'America/Bogota')).toEqual({
      start: at('2027-10-02T13:00:00Z'),
      end: at('2027-10-04T21:00:00Z'),
      uploadDeadline: at('2027-10-05T03:00:00Z'),
    });
  });

  it('reads a Regional or Local tournament as the same instants from every zone', () => {
    const regional = { ...acrossMarch, regionType: 'Regional' };
    for (const zone of ['America/New_York', 'Australia/Brisbane', 'UTC']) {
      expect(tournamentWindow(regional, zone)).toEqual({
        start: regional.startAt,
        end: regional.endAt,
        uploadDeadline: regional.uploadDeadlineAt,
      });
    }
  });

  it('has no zone on earth reach a Global start or end later than LAST_ZONE_ON_EARTH, nor earlier than UTC+14', () => {
    const last = tournamentWindow(acrossMarch, LAST_ZONE_ON_EARTH);
    expect(last.start).toEqual(at('2027-03-13T20:00:00Z'));
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      for (const tournament of [acrossMarch, acrossOctober]) {
        const window = tournamentWindow(tournament, zone);
        const latest = tournamentWindow(tournament, LAST_ZONE_ON_EARTH);
        const earliest = tournamentWindow(tournament, 'Etc/GMT-14');
        expect(window.start.getTime(), zone).toBeLessThanOrEqual(latest.start.getTime());
        expect(window.end.getTime(), zone).toBeLessThanOrEqual(latest.end.getTime());
        expect(window.start.getTime(), zone).toBeGreaterThanOrEqual(earliest.start.getTime());
      }
    }
  });
});

describe('joinState (the one join rule, issue 32 and issue 33)', () => {
  const regional: JoinTiming = {
    regionType: 'Regional',
    startAt: at('2027-03-10T12:00:00Z'),
    endAt: at('2027-03-11T12:00:00Z'),
    uploadDeadlineAt: at('2027-03-11T18:00:00Z'),
    status: 'Active',
    allowLateJoin: true,
  };
  const before = at('2027-03-09T12:00:00Z');
  const during = at('2027-03-10T18:00:00Z');
  const atEnd = at('2027-03-11T12:00:00Z');
  it.each([
    ['Active', true, before, 'open'],
    ['Active', false, before, 'open'],
    ['Active', true, during, 'open'],
    ['Active', false, during, 'late'],
    ['Active', false, regional.startAt, 'late'],
    ['Active', true, atEnd, 'closed'],
    ['Finished', true, before, 'closed'],
    ['Canceled', true, before, 'closed'],
    ['Deleted', true, before, 'closed'],
    ['Draft', true, before, 'closed'],
  ] as const)('%s, late join %s, at %s → %s', (status, allowLateJoin, now, expected) => {
    for (const zone of ['UTC', 'America/New_York', 'Australia/Sydney']) {
      expect(joinState({ ...regional, status, allowLateJoin }, zone, now)).toBe(expected);
    }
  });

  it.each([
    // 03:30 in New York: the tournament has not started there; it started at 08:00 Brisbane time.
    ['2027-03-13T08:30:00Z', 'America/New_York', 'open'],
    ['2027-03-13T08:30:00Z', 'Australia/Brisbane', 'late'],
    ['2027-03-13T12:59:59Z', 'America/New_York', 'open'],
    ['2027-03-13T13:00:00Z', 'America/New_York', 'late'],
    ['2027-03-12T21:59:59Z', 'Australia/Brisbane', 'open'],
    ['2027-03-12T22:00:00Z', 'Australia/Brisbane', 'late'],
    // The last zone on earth is the last to stop taking entrants.
    ['2027-03-13T19:59:59Z', LAST_ZONE_ON_EARTH, 'open'],
    ['2027-03-13T20:00:00Z', LAST_ZONE_ON_EARTH, 'late'],
  ])('a Global tournament without late joining, at %s in %s, is %s', (now, zone, expected) => {
    expect(joinState(acrossMarch, zone, at(now))).toBe(expected);
  });

  it.each([
    // With late joining, entry closes at 16:00 on the viewer's clock: 20:00 UTC in New York after
    // the clocks moved (not 21:00, as the offset at the start would say), 06:00 UTC in Brisbane.
    ['2027-03-15T19:59:59Z', 'America/New_York', 'open'],
    ['2027-03-15T20:00:00Z', 'America/New_York', 'closed'],
    ['2027-03-15T05:59:59Z', 'Australia/Brisbane', 'open'],
    ['2027-03-15T06:00:00Z', 'Australia/Brisbane', 'closed'],
    ['2027-10-04T04:59:59Z', 'Australia/Sydney', 'open'],
    ['2027-10-04T05:00:00Z', 'Australia/Sydney', 'closed'],
    ['2027-10-04T20:59:59Z', 'America/Bogota', 'open'],
    ['2027-10-04T21:00:00Z', 'America/Bogota', 'closed'],
  ])('a Global tournament with late joining, at %s in %s, is %s', (now, zone, expected) => {
    const tournament = now.startsWith('2027-10') ? acrossOctober : acrossMarch;
    expect(joinState({ ...tournament, allowLateJoin: true }, zone, at(now))).toBe(expected);
  });

  it('reads a tournament as the API sends it as the server reads its row', () => {
    expect(
      tournamentTimesOf({
        regionTypeName: 'Global',
        StartDate: '2027-03-13T08:00:00.000Z',
        EndDate: '2027-03-15T16:00:00.000Z',
        UploadDeadline: '2027-03-15T22:00:00.000Z',
        tournamentStatus: 'Active',
        AllowLateJoin: false,
      }),
    ).toEqual(acrossMarch);
  });
});

describe('ZTimeZone (the zone a client names)', () => {
  it('takes an IANA zone, in its canonical spelling', () => {
    expect(ZTimeZone.parse('America/New_York')).toBe('America/New_York');
    expect(ZTimeZone.parse('america/new_york')).toBe('America/New_York');
    expect(ZTimeZone.parse(LAST_ZONE_ON_EARTH)).toBe(LAST_ZONE_ON_EARTH);
  });

  it.each(['', 'Mars/Olympus_Mons', '-23:00', '+14:00', 'x'.repeat(65)])('refuses %j', (zone) => {
    expect(ZTimeZone.safeParse(zone).success).toBe(false);
  });
});

describe('wallClockAt (the reader’s clock, written as a Global tournament’s dates are)', () => {
  it('reads New York’s clock on each side of the March change, and Brisbane’s', () => {
    expect(wallClockAt(at('2027-03-13T12:59:00Z'), 'America/New_York')).toEqual(at('2027-03-13T07:59:00Z'));
    expect(wallClockAt(at('2027-03-15T19:59:00Z'), 'America/New_York')).toEqual(at('2027-03-15T15:59:00Z'));
    expect(wallClockAt(at('2027-03-12T22:30:00Z'), 'Australia/Brisbane')).toEqual(at('2027-03-13T08:30:00Z'));
  });

  it('puts a Global tournament’s start after it exactly when the zone’s window starts after now', () => {
    for (const zone of ['America/New_York', 'Australia/Brisbane', 'Australia/Sydney', 'UTC']) {
      for (let hour = -30; hour <= 30; hour += 1) {
        const now = new Date(acrossMarch.startAt.getTime() + hour * 1_800_000);
        const { start } = tournamentWindow(acrossMarch, zone);
        expect(acrossMarch.startAt > wallClockAt(now, zone), `${zone} ${now.toISOString()}`).toBe(
          start > now,
        );
      }
    }
  });
});

describe('objectDayTiming (whose calendar a tournament day is on)', () => {
  it('puts a Global tournament on the member’s calendar from their start, any other on its official one', () => {
    const global = { ...acrossMarch, timeZone: 'UTC' };
    expect(objectDayTiming(global, 'America/New_York')).toEqual({
      startAt: at('2027-03-13T13:00:00Z'),
      endAt: at('2027-03-15T20:00:00Z'),
      timeZone: 'America/New_York',
    });
    const regional = { ...acrossMarch, regionType: 'Regional', timeZone: 'America/Costa_Rica' };
    expect(objectDayTiming(regional, 'Australia/Brisbane')).toMatchObject({
      startAt: regional.startAt,
      endAt: regional.endAt,
      timeZone: 'America/Costa_Rica',
    });
  });
});
