import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { users } from './identity';

// ---- The local payment driver's own records (what Stripe keeps on its side) ----

export const localPayPrices = pgTable('local_pay_prices', {
  /** `price_local_…`; the product is named by `productId`. */
  id: text('id').primaryKey(),
  productId: text('product_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  currency: text('currency').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

export const localPaySessions = pgTable(
  'local_pay_sessions',
  {
    /** `cs_local_…`: random, the only thing that lets a browser see or pay the session. */
    id: text('id').primaryKey(),
    priceId: text('price_id')
      .notNull()
      .references(() => localPayPrices.id),
    quantity: integer('quantity').notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    currency: text('currency').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    paymentId: text('payment_id').unique(),
    paymentMethod: text('payment_method').$type<'card' | 'wallet'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    check('local_pay_sessions_status', sql`${table.status} in ('open', 'complete', 'expired')`),
    check('local_pay_sessions_paid', sql`(${table.status} = 'complete') = (${table.paymentId} is not null)`),
  ],
);

export const localPayRefunds = pgTable('local_pay_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => localPaySessions.paymentId),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

// ---- The payments module: what we sell, who is paying for what, and the ledger ----

/** A price at the payment platform for something we sell (a tournament's entry, a club's subscription). */
export const paymentProducts = pgTable('payment_products', {
  id: uuidPrimaryKey(),
  provider: text('provider').notNull(),
  providerProductId: text('provider_product_id').notNull(),
  providerPriceId: text('provider_price_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  unitAmountCents: integer('unit_amount_cents').notNull(),
  currency: text('currency').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export type CheckoutPurpose = 'tournament_entry' | 'team_registration' | 'club_subscription';
export type CheckoutState = 'open' | 'complete' | 'expired';

/** One attempt to pay for something: created before the payer is sent to the hosted checkout. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuidPrimaryKey(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    /** The hosted checkout page the payer is sent to. */
    checkoutUrl: text('checkout_url').notNull(),
    /** The page of the web app the payer goes back to after paying or cancelling. */
    returnPath: text('return_path').notNull(),
    /** What the client asked for, so a retried request (a double click) finds the same checkout. */
    requestKey: text('request_key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The address the payer paid with: the ledger and receipts keep it. */
    payerEmail: text('payer_email').notNull(),
    purpose: text('purpose').$type<CheckoutPurpose>().notNull(),
    /** The tournament, team registration or club the payment is for. */
    subjectId: uuid('subject_id').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => paymentProducts.id),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    currency: text('currency').notNull(),
    /** Fulfilment details the subject's module needs (a team's members, say). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<CheckoutState>().notNull().default('open'),
    providerPaymentId: text('provider_payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When a paid checkout was refused what it paid for (issue 32: a tournament that no longer took
     * entrants when the payment arrived): its payment is owed back, and the refund sweep finds it.
     */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** Paid with test money (issue 32): the local test checkout, or Stripe in test mode. */
    testMoney: boolean('test_money').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('checkouts_status', sql`${table.status} in ('open', 'complete', 'expired')`),
    check('checkouts_quantity', sql`${table.quantity} between 1 and 50`),
    index('checkouts_open_by_age')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('checkouts_by_user').on(table.userId, table.createdAt),
    index('checkouts_refused')
      .on(table.refusedAt)
      .where(sql`${table.refusedAt} is not null`),
  ],
);

/** The ledger (spec §3 Transaction, §9 vocabularies): money in (Credit) and refunds (Debit). */
export const transactions = pgTable(
  'transactions',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The payment platform's id of the payment or refund; shown on receipts. */
    confirmationNumber: text('confirmation_number'),
    type: text('type').$type<'Credit' | 'Debit'>().notNull(),
    merchant: text('merchant').notNull(),
    status: text('status').$type<'Complete' | 'Incomplete' | 'Rejected'>().notNull(),
    paymentMethod: text('payment_method').$type<'Wallet' | 'Credit Card' | 'Deposit' | 'Manual'>().notNull(),
    paymentType: text('payment_type').$type<'Tournament Subscription' | 'App Membership'>().notNull(),
    activitySource: text('activity_source').notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    /** For a refund (Debit): the payment (Credit) it gives back. */
    refundOf: uuid('refund_of').references((): AnyPgColumn => transactions.id),
    /** Test money (issue 32): taken or given back by the local test checkout, or Stripe in test mode. */
    testMoney: boolean('test_money').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('transactions_type', sql`${table.type} in ('Credit', 'Debit')`),
    check('transactions_status', sql`${table.status} in ('Complete', 'Incomplete', 'Rejected')`),
    check('transactions_amount', sql`${table.amountCents} >= 0`),
    // A checkout is paid once, and a payment refunded once, however often the event arrives.
    uniqueIndex('transactions_one_payment_per_checkout')
      .on(table.checkoutId)
      .where(sql`${table.type} = 'Credit' and ${table.status} = 'Complete'`),
    uniqueIndex('transactions_one_refund_per_payment')
      .on(table.refundOf)
      .where(sql`${table.type} = 'Debit'`),
    index('transactions_by_user').on(table.userId, table.createdAt, table.id),
  ],
);
