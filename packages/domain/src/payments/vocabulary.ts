import {
  type PAYMENT_METHODS,
  type PAYMENT_TYPES,
  type TRANSACTION_STATUSES,
  type TRANSACTION_TYPES,
} from '../constants';

/** Spec §9 transaction vocabularies (the lists live in constants.ts). */
export const CURRENCY = 'usd';

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];
export type PaymentTypeName = (typeof PAYMENT_TYPES)[number];

/** A checkout buys 1 to 50 of one thing (spec: checkout quantity 1 by default; clubs ask for a quantity). */
export const MIN_CHECKOUT_QUANTITY = 1;
export const MAX_CHECKOUT_QUANTITY = 50;

/** The platform's share of `amountCents` at `percent`, rounded to the cent (half up). */
export function platformFeeCents(amountCents: number, percent: number): number {
  return Math.round((amountCents * percent) / 100);
}
