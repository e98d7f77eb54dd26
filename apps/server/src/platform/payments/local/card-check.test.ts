import { describe, expect, it } from 'vitest';
import { checkCard, DECLINE_MESSAGES, TEST_CARDS } from './card-check';

const now = new Date('2026-11-26T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof checkCard>[0]> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('the local checkout card rules', () => {
  it.each([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'cardNumber'],
    ['letters in the number', { number: '4242 4242 abcd 4242' }, 'cardNumber'],
    ['a number too short', { number: '4242' }, 'cardNumber'],
    ['last month', { expMonth: 10, expYear: 2026 }, 'cardExpiry'],
    ['month 13', { expMonth: 13 }, 'cardExpiry'],
    ['a two-digit CVC', { cvc: '12' }, 'cardCvc'],
    ['letters in the CVC', { cvc: '12a' }, 'cardCvc'],
  ] as const)('refuses %s, naming the field', (_case, overrides, field) => {
    expect(checkCard(card(overrides), now)).toMatchObject({ kind: 'invalid', field });
  });

  it('takes a card through the end of its expiry month, two-digit years included', () => {
    expect(checkCard(card({ expMonth: 11, expYear: 26 }), now)).toEqual({ kind: 'approved' });
  });

  it('behaves like Stripe test cards', () => {
    expect(checkCard(card({ number: TEST_CARDS.success }), now)).toEqual({ kind: 'approved' });
    expect(checkCard(card({ number: TEST_CARDS.declined }), now)).toEqual({
      kind: 'declined',
      reason: 'card_declined',
      key: DECLINE_MESSAGES.card_declined,
    });
    expect(checkCard(card({ number: TEST_CARDS.insufficientFunds }), now)).toEqual({
      kind: 'declined',
      reason: 'insufficient_funds',
      key: DECLINE_MESSAGES.insufficient_funds,
    });
    expect(checkCard(card({ number: '5555 5555 5555 4444' }), now)).toMatchObject({ kind: 'declined' });
  });
});
