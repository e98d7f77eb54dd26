import { describe, expect, it } from 'vitest';
import { displayTournamentStatus, isJoinable } from './status';

const local = { StartDate: '2026-12-01T12:00:00Z', EndDate: '2026-12-03T12:00:00Z', RegionTypeId: 2 };
const global = { ...local, RegionTypeId: 1 };

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
