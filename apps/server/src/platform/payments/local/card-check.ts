import { isFutureExpiry, passesLuhn, type MessageKey } from '@tightlines/domain';

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
  | { kind: 'invalid'; field: CardField; key: MessageKey }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds'; key: MessageKey }
  | { kind: 'approved' };

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The keys of the decline messages, worded as Stripe's. */
export const DECLINE_MESSAGES = {
  card_declined: 'paymentDeclined',
  insufficient_funds: 'cardInsufficientFunds',
  not_a_test_card: 'cardTestOnly',
} as const satisfies Record<string, MessageKey>;

export function checkCard(card: CardInput, now: Date): CardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { kind: 'invalid', field: 'cardNumber', key: 'cardNumberInvalid' };
  }
  if (!isFutureExpiry(card.expMonth, card.expYear, now)) {
    return { kind: 'invalid', field: 'cardExpiry', key: 'cardExpiryPast' };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) {
    return { kind: 'invalid', field: 'cardCvc', key: 'cardCvcIncomplete' };
  }
  if (digits === TEST_CARDS.success) return { kind: 'approved' };
  if (digits === TEST_CARDS.insufficientFunds) {
    return { kind: 'declined', reason: 'insufficient_funds', key: DECLINE_MESSAGES.insufficient_funds };
  }
  const key =
    digits === TEST_CARDS.declined ? DECLINE_MESSAGES.card_declined : DECLINE_MESSAGES.not_a_test_card;
  return { kind: 'declined', reason: 'card_declined', key };
}
