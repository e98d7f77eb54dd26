import { describe, expect, it } from 'vitest';
import { isFutureExpiry, passesLuhn } from './card';

describe('the card rules', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444'])(
    'Luhn accepts %s',
    (number) => expect(passesLuhn(number)).toBe(true),
  );

  it.each(['4242424242424241', '1234567812345678'])('Luhn refuses %s', (number) =>
    expect(passesLuhn(number)).toBe(false),
  );

  it('takes a card through the last day of its expiry month, two-digit years as 20xx', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isFutureExpiry(11, 2026, now)).toBe(true);
    expect(isFutureExpiry(11, 26, now)).toBe(true);
    expect(isFutureExpiry(10, 2026, now)).toBe(false);
    expect(isFutureExpiry(11, 2026, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isFutureExpiry(13, 2030, now)).toBe(false);
  });
});
