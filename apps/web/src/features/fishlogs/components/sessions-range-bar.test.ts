import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../ui/format-date';
import { rangeQuery } from '../hooks/list-my-sessions';
import { describeRange } from './sessions-range-bar';

describe('the My Fishlogs range', () => {
  it('asks for the spec §9 default with no dates, and for every session with all=true', () => {
    expect(rangeQuery({ kind: 'latest' })).toEqual({});
    expect(rangeQuery({ kind: 'all' })).toEqual({ all: 'true' });
  });

  it('asks for picked days from the first day’s local midnight to the day after the last (spec §9)', () => {
    expect(rangeQuery({ kind: 'days', from: '2020-03-01', to: '2020-03-31' })).toEqual({
      startDate: new Date(2020, 2, 1).toISOString(),
      endDate: new Date(2020, 3, 1).toISOString(),
    });
  });

  // Days read in the reader's locale (ui/format-date.ts); the e2e journey reads them in English.
  it('names the range in words, the default ending on the last day fished', () => {
    expect(describeRange({ kind: 'all' }, undefined)).toBe('All your sessions');
    expect(describeRange({ kind: 'days', from: '2020-03-01', to: '2020-03-31' }, undefined)).toBe(
      `Sessions from ${formatDate(new Date(2020, 2, 1))} to ${formatDate(new Date(2020, 2, 31))}`,
    );
    expect(describeRange({ kind: 'days', from: '2020-03-01', to: '2020-03-01' }, undefined)).toBe(
      `Sessions of ${formatDate(new Date(2020, 2, 1))}`,
    );
    const lastDay = new Date(2025, 5, 1, 10);
    const window = {
      start: new Date(2024, 5, 1, 10).toISOString(),
      end: new Date(lastDay.getTime() + 24 * 3_600_000).toISOString(),
    };
    expect(describeRange({ kind: 'latest' }, window)).toBe(
      'Your last year of fishing: Jun 1, 2024 to Jun 1, 2025',
    );
  });
});
