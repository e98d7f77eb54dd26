import { describe, expect, it } from 'vitest';
import {
  displayTournamentStatus,
  LISTED_STATUS_DEFINITION,
  LISTED_STATUSES,
  windowAt,
  type TournamentWindow,
} from './status';
import { isJoinable } from './time';

const local = {
  StartDate: '2026-12-01T12:00:00Z',
  EndDate: '2026-12-03T12:00:00Z',
  regionTypeName: 'Regional',
};
const global = { ...local, regionTypeName: 'Global' };

describe('displayTournamentStatus', () => {
  it.each([
    ['Active', '2026-11-30T00:00:00Z', 'Active'],
    ['Active', '2026-12-02T00:00:00Z', 'Current'],
    ['Active', '2026-12-04T00:00:00Z', 'Finished'],
    [undefined, '2026-11-30T00:00:00Z', 'Active'],
    [null, '2026-12-02T00:00:00Z', 'Current'],
    ['', '2026-12-05T00:00:00Z', 'Finished'],
    ['Canceled', '2026-12-02T00:00:00Z', 'Canceled'],
    ['Deleted', '2026-11-30T00:00:00Z', 'Deleted'],
    ['Finished', '2026-11-30T00:00:00Z', 'Finished'],
    ['Draft', '2026-12-02T00:00:00Z', 'Draft'],
    ['Something else', '2026-12-02T00:00:00Z', 'Draft'],
  ] as const)('server %s at %s shows %s', (status, now, expected) => {
    expect(displayTournamentStatus({ ...local, tournamentStatus: status }, new Date(now), 'UTC')).toBe(
      expected,
    );
  });

  it('compares a regional tournament as instants, whatever the viewer zone', () => {
    // 07:00 in Costa Rica (UTC-6) is 13:00 UTC: one hour after the start.
    const now = new Date('2026-12-01T13:00:00Z');
    expect(displayTournamentStatus({ ...local, tournamentStatus: 'Active' }, now, 'America/Costa_Rica')).toBe(
      'Current',
    );
  });

  it('reads a global tournament on the viewer local clock', () => {
    // Starts 12:00 "everywhere". At 13:00 UTC it is 07:00 in Costa Rica: not started there yet.
    const now = new Date('2026-12-01T13:00:00Z');
    expect(
      displayTournamentStatus({ ...global, tournamentStatus: 'Active' }, now, 'America/Costa_Rica'),
    ).toBe('Active');
    expect(displayTournamentStatus({ ...global, tournamentStatus: 'Active' }, now, 'UTC')).toBe('Current');
    // 18:30 UTC is 12:30 in Costa Rica: it has started there.
    expect(
      displayTournamentStatus(
        { ...global, tournamentStatus: 'Active' },
        new Date('2026-12-01T18:30:00Z'),
        'America/Costa_Rica',
      ),
    ).toBe('Current');
  });
});

describe('isJoinable', () => {
  it.each([
    ['Active', true],
    ['Draft', false],
    ['Canceled', false],
    ['Finished', false],
    [undefined, false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isJoinable({ ...local, tournamentStatus: status })).toBe(expected);
  });
});

describe('LISTED_STATUS_DEFINITION (issue 31: one meaning of each status)', () => {
  const start = new Date('2027-03-10T12:00:00Z');
  const end = new Date('2027-03-11T12:00:00Z');
  const at: Record<TournamentWindow, Date> = {
    beforeStart: new Date('2027-03-09T12:00:00Z'),
    running: new Date('2027-03-10T18:00:00Z'),
    afterEnd: new Date('2027-03-12T12:00:00Z'),
  };
  const windows = Object.keys(at) as TournamentWindow[];

  it.each(
    LISTED_STATUSES.flatMap((status) =>
      LISTED_STATUS_DEFINITION[status].map((part) => [status, part] as const),
    ),
  )('the badge shows %s for %o, as the filter and the counters take it', (status, part) => {
    for (const window of part.window ? [part.window] : windows) {
      const shown = displayTournamentStatus(
        { tournamentStatus: part.serverStatus, StartDate: start, EndDate: end, regionTypeName: 'Regional' },
        at[window],
        'UTC',
      );
      expect(shown).toBe(status);
    }
  });

  it('gives every server status and window exactly one listed status', () => {
    for (const serverStatus of ['Active', 'Finished', 'Canceled'] as const) {
      for (const window of windows) {
        const matching = LISTED_STATUSES.filter((status) =>
          LISTED_STATUS_DEFINITION[status].some(
            (part) => part.serverStatus === serverStatus && (part.window ?? window) === window,
          ),
        );
        expect(matching, `${serverStatus} ${window}`).toHaveLength(1);
        expect(windowAt(start, end, at[window])).toBe(window);
      }
    }
  });
});
