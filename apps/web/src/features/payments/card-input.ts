import { isFutureExpiry, passesLuhn } from '@tightlines/domain';
import { z } from 'zod';
import type { MessageKey } from '../../i18n/use-t';

/**
 * The card form's rules, checked in the browser before anything is sent (the hosted checkout's
 * server checks the same: Luhn, an expiry in the future, a CVC). This form exists only on the
 * local driver's checkout page, so its schema lives here rather than in packages/domain; its
 * messages are catalogue keys, translated by the form's resolver.
 */
export interface CardFormValues {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export const EMPTY_CARD: CardFormValues = { cardNumber: '', cardExpiry: '', cardCvc: '' };

const MAX_CARD_DIGITS = 19;

/** The number as typed, in groups of four ("4242 4242 4242 4242"); anything but digits dropped. */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed, "MM/YY": the slash comes by itself after the month. */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is not stuck on it.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2 && typed.length > previous.length) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The CVC as typed: digits only, at most four. */
export const cleanCvc = (typed: string): string => typed.replace(/\D/g, '').slice(0, 4);

/** "MM/YY" as a month and a four-digit year, or null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

const key = (message: MessageKey) => message;

/** The form's schema at `now` (the expiry must be in the future). */
export function cardSchema(now: () => Date = () => new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, { message: key('payments.card.numberRequired'), abort: true })
          .regex(/^\d{12,19}$/, { message: key('payments.card.numberInvalid'), abort: true })
          .refine(passesLuhn, key('payments.card.numberInvalid')),
      ),
    cardExpiry: z
      .string()
      .trim()
      .min(1, { message: key('payments.card.expiryRequired'), abort: true })
      .refine((value) => parseExpiry(value) !== null, {
        message: key('payments.card.expiryInvalid'),
        abort: true,
      })
      .refine((value) => {
        const expiry = parseExpiry(value);
        return expiry === null || isFutureExpiry(expiry.month, expiry.year, now());
      }, key('payments.card.expiryPast')),
    cardCvc: z.string().regex(/^\d{3,4}$/, key('payments.card.cvcInvalid')),
  });
}

/** The body the hosted checkout's pay call takes, from valid form values. */
export function cardPayment(values: CardFormValues) {
  const expiry = parseExpiry(values.cardExpiry);
  if (!expiry) throw new Error('the expiry was validated before');
  return {
    method: 'card' as const,
    card: {
      number: values.cardNumber.replace(/\s/g, ''),
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: values.cardCvc,
    },
  };
}
