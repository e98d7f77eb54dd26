import { describe, expect, it } from 'vitest';
import { canLeaveTournament, leaveIsRefunded, refundDeadlineOf } from './leave';

const start = new Date('2027-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('leaving a tournament', () => {
  it.each([
    ['Active', '2027-03-10T11:59:59Z', true],
    ['Active', '2027-03-10T12:00:00Z', false],
    ['Canceled', '2027-03-01T00:00:00Z', false],
    ['Finished', '2027-03-01T00:00:00Z', false],
    ['Deleted', '2027-03-01T00:00:00Z', false],
  ])('a %s tournament at %s may be left: %s', (status, now, expected) => {
    expect(canLeaveTournament({ status, startAt: start, refundDaysBeforeStart: 7 }, at(now))).toBe(expected);
  });

  it.each([
    [7, '2027-03-03T11:59:59Z', true],
    [7, '2027-03-03T12:00:00Z', false],
    [0, '2027-03-10T11:59:59Z', true],
    [0, '2027-03-10T12:00:00Z', false],
    [null, '2027-01-01T00:00:00Z', false],
  ])('with a refund until %s days before, leaving at %s is refunded: %s', (days, now, expected) => {
    expect(leaveIsRefunded({ status: 'Active', startAt: start, refundDaysBeforeStart: days }, at(now))).toBe(
      expected,
    );
  });

  it('names the refund deadline, or none', () => {
    expect(refundDeadlineOf({ status: 'Active', startAt: start, refundDaysBeforeStart: 2 })).toEqual(
      at('2027-03-08T12:00:00Z'),
    );
    expect(refundDeadlineOf({ status: 'Active', startAt: start, refundDaysBeforeStart: null })).toBeNull();
  });

  it('refunds nobody leaving a cancelled tournament (its cancel refunded every entry already)', () => {
    expect(
      leaveIsRefunded(
        { status: 'Canceled', startAt: start, refundDaysBeforeStart: 7 },
        at('2027-01-01T00:00:00Z'),
      ),
    ).toBe(false);
  });
});
