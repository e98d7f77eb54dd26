import { describe, expect, it } from 'vitest';
import { cardPayment, cardSchema, formatExpiry, groupCardNumber } from './card-input';

const at = (iso: string) => () => new Date(iso);

describe('the card input', () => {
  it('groups the number in fours as typed, digits only, 19 at most', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42a4')).toBe('4242 424');
    expect(groupCardNumber('4242 ')).toBe('4242');
    expect(groupCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY, the slash coming by itself and going with backspace', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1231', '')).toBe('12/31');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('refuses a bad number, a past or malformed expiry and a short CVC, each on its field', () => {
    const schema = cardSchema(at('2026-11-26T10:00:00Z'));
    const fieldsOf = (values: object) =>
      (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]);
    expect(fieldsOf({ cardNumber: '4242 4242 4242 4241', cardExpiry: '10/26', cardCvc: '12' })).toEqual([
      ['cardNumber', 'payments.card.numberInvalid'],
      ['cardExpiry', 'payments.card.expiryPast'],
      ['cardCvc', 'payments.card.cvcInvalid'],
    ]);
    expect(fieldsOf({ cardNumber: '', cardExpiry: '13/30', cardCvc: '123' })).toEqual([
      ['cardNumber', 'payments.card.numberRequired'],
      ['cardExpiry', 'payments.card.expiryInvalid'],
    ]);
    // Good through the last day of its month.
    expect(fieldsOf({ cardNumber: '4242 4242 4242 4242', cardExpiry: '11/26', cardCvc: '1234' })).toEqual([]);
  });

  it('sends the digits, the month and the four-digit year', () => {
    expect(cardPayment({ cardNumber: '4242 4242 4242 4242', cardExpiry: '08/29', cardCvc: '123' })).toEqual({
      method: 'card',
      card: { number: '4242424242424242', expMonth: 8, expYear: 2029, cvc: '123' },
    });
  });
});
