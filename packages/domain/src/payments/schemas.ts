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
  /** Test money, not real (issue 32): the local test checkout, or Stripe in test mode. */
  testMoney: z.boolean(),
});
export type TransactionDto = z.infer<typeof ZTransaction>;

export const ZTransactionPage = z.object({
  items: z.array(ZTransaction),
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type TransactionPageDto = z.infer<typeof ZTransactionPage>;

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

export const CHECKOUT_OUTCOMES = ['pending', 'approved', 'cancelled', 'refunded'] as const;

/** What the page a payer returns to learns of their checkout. */
export const ZCheckoutState = z.object({
  id: z.uuid(),
  /**
   * pending: the payment event is still on its way; approved: paid and granted; cancelled: not
   * paid; refunded: paid when it could no longer be granted (a tournament no longer taking
   * entrants, issue 32), so nothing was granted and the payment is given back.
   */
  outcome: z.enum(CHECKOUT_OUTCOMES),
  description: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** The page of the web app to go back to. */
  returnPath: z.string(),
  /**
   * Whether the return page goes back to `returnPath` by itself once settled (a club's
   * subscription: spec §4 Clubs, "the return shows an approved or cancelled alert and goes back to
   * /myclubs"); otherwise the payer follows its link.
   */
  returnsBack: z.boolean(),
  /** Test money, not real (issue 32). */
  testMoney: z.boolean(),
});
export type CheckoutStateDto = z.infer<typeof ZCheckoutState>;

export const ZCheckoutParams = z.object({ checkoutId: z.uuid() });

/** One paid tournament of an organiser and its money, from our own ledger. Amounts in cents. */
export const ZOrganiserTournamentMoney = z.object({
  tournamentUUID: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  /** The tournament's server status: a cancelled one is shown as cancelled, not as starting. */
  tournamentStatus: z.enum(['Active', 'Finished', 'Canceled']),
  entranceFeeCents: z.number().int(),
  currency: z.string(),
  /** Paid entries still standing (refunded ones are not counted). */
  entries: z.number().int(),
  /** Every payment taken. */
  grossCents: z.number().int(),
  /** The platform's share of the payments taken (PLATFORM_FEE_PERCENT when they were made). */
  platformFeeCents: z.number().int(),
  /** Money given back. */
  refundsCents: z.number().int(),
  /** What the organiser keeps: gross − platform fee − refunds. */
  netCents: z.number().int(),
  /** Some of these payments were test money, not real (issue 32): the figures say so. */
  testMoney: z.boolean(),
});
export type OrganiserTournamentMoneyDto = z.infer<typeof ZOrganiserTournamentMoney>;

/** The entries and money of the signed-in organiser's paid tournaments, newest start first. */
export const ZOrganiserSummary = z.object({
  tournaments: z.array(ZOrganiserTournamentMoney),
});
export type OrganiserSummaryDto = z.infer<typeof ZOrganiserSummary>;

/** What a checkout sells, line by line, as the hosted checkout page shows it. Amounts in cents. */
export const ZCheckoutOrder = z.object({
  purpose: z.enum(['tournament_entry', 'team_registration', 'club_subscription']),
  unitAmountCents: z.number().int(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  /** The platform's share of the amount (included in it, not added); 0 without a platform fee. */
  platformFeeCents: z.number().int(),
  platformFeePercent: z.number(),
});
export type CheckoutOrderDto = z.infer<typeof ZCheckoutOrder>;

/** What the local driver's hosted checkout page (/pay/<id>) shows of a session. Amounts in cents. */
export const ZHostedCheckoutView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitAmountCents: z.number().int(),
  amountTotalCents: z.number().int(),
  currency: z.string(),
  metadata: z.record(z.string(), z.string()),
  status: z.enum(['open', 'complete', 'expired']),
  expiresAt: z.iso.datetime(),
  cancelUrl: z.string(),
  /** The fee breakdown from the seller's own record of the checkout; null when it has none. */
  order: ZCheckoutOrder.nullable(),
});
export type HostedCheckoutView = z.infer<typeof ZHostedCheckoutView>;
