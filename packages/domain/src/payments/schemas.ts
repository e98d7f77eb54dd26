import { z } from 'zod';
import {
  ACTIVITY_SOURCE,
  MERCHANTS,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../constants';

/** One line of a user's payments (My Profile → Payments). Amounts in cents. */
export const ZTransaction = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  typeName: z.enum(TRANSACTION_TYPES),
  statusName: z.enum(TRANSACTION_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentType: z.enum(PAYMENT_TYPES),
  merchantName: z.string(),
  confirmationNumber: z.string().nullable(),
  /** For a refund: the payment it gives back. */
  refundOf: z.uuid().nullable(),
});
export type TransactionDto = z.infer<typeof ZTransaction>;

export const ZTransactionPage = z.object({
  items: z.array(ZTransaction),
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});

export const ZTransactionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/**
 * The spec §3 Transaction body of `POST /api/transactions`. A client may record an attempt
 * (Incomplete or Rejected) but never a Complete payment: only a verified payment event does that.
 */
export const ZTransactionInput = z.object({
  email: z.email().max(254),
  description: z.string().trim().min(1).max(500),
  /** In dollars, to the cent. */
  amount: z
    .number()
    .min(0)
    .max(1_000_000)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be a whole number of cents',
    ),
  confirmationNumber: z.string().max(200).optional(),
  typeName: z.enum(TRANSACTION_TYPES),
  merchantName: z.enum(MERCHANTS),
  statusName: z.enum(TRANSACTION_STATUSES),
  currencyAcronym: z.literal('usd'),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentType: z.enum(PAYMENT_TYPES),
  activitySourceName: z.literal(ACTIVITY_SOURCE),
});
export type TransactionInput = z.infer<typeof ZTransactionInput>;

export const CHECKOUT_OUTCOMES = ['pending', 'approved', 'cancelled'] as const;

/** What the page a payer returns to learns of their checkout. */
export const ZCheckoutState = z.object({
  id: z.uuid(),
  /** pending: the payment event is still on its way; approved: paid and granted; cancelled: not paid. */
  outcome: z.enum(CHECKOUT_OUTCOMES),
  description: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** The page of the web app to go back to. */
  returnPath: z.string(),
});
export type CheckoutStateDto = z.infer<typeof ZCheckoutState>;

export const ZCheckoutParams = z.object({ checkoutId: z.uuid() });
