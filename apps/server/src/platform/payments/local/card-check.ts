import { isFutureExpiry, passesLuhn } from '@tightlines/domain';

/**
 * The local checkout's card rules: real validation (Luhn, an expiry in the future, a CVC) and
 * Stripe's test cards, so a developer meets the same outcomes here as in Stripe's test mode.
 */
export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export type CardOutcome =
  | { kind: 'invalid'; field: CardField; message: string }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds'; message: string }
  | { kind: 'approved' };

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const DECLINE_MESSAGES = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  not_a_test_card:
    'Your card was declined. This checkout takes test cards only, such as 4242 4242 4242 4242.',
} as const;

export function checkCard(card: CardInput, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { kind: 'invalid', field: 'cardNumber', message: 'Your card number is invalid.' };
  }
  if (!isFutureExpiry(card.expMonth, card.expYear, now)) {
    return { kind: 'invalid', field: 'cardExpiry', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { kind: 'invalid', field: 'cardCvc', message: "Your card's security code is incomplete." };
  }
  if (digits === TEST_CARDS.success) return { kind: 'approved' };
  if (digits === TEST_CARDS.insufficientFunds) {
    return { kind: 'declined', reason: 'insufficient_funds', message: DECLINE_MESSAGES.insufficient_funds };
  }
  const message =
    digits === TEST_CARDS.declined ? DECLINE_MESSAGES.card_declined : DECLINE_MESSAGES.not_a_test_card;
  return { kind: 'declined', reason: 'card_declined', message };
}
