import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Checkout } from './checkout-record';
import type { RefundReason } from './mails';
import type { ReconcileReport } from './reconcile';
import type { CheckoutPurpose } from '../../db/schema';
import type { Mailer } from '../../platform/mail/mailer';
import type { PaymentDriver } from '../../platform/payments/payment-driver';

/**
 * What a paid checkout grants, supplied by the module that owns the purpose (the tournaments
 * module joins the payer, the teams module registers the team, the clubs module activates the
 * subscription). It runs inside the transaction that records the payment, so both happen or
 * neither; it must not call anything outside the database. When what was paid for can no longer
 * be had (issue 32: a tournament that stopped taking entrants before the payment arrived), it
 * grants nothing and answers `{ refused }` with the reason the refund mail gives: the payment is
 * then refunded, once.
 */
export type Fulfil = (tx: Db, checkout: Checkout) => Promise<FulfilOutcome>;

export type FulfilOutcome = void | { refused: RefundReason };

export type Fulfilments = Partial<Record<CheckoutPurpose, Fulfil>>;

export interface PaymentsDeps {
  db: Db;
  driver: PaymentDriver;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  platformFeePercent: number;
  /** How old an open checkout is before reconciliation reads it again (default ten minutes). */
  reconcileAfterMs?: number;
  fulfilments: Fulfilments;
  /** The app's clock (tests of time rules pass their own). */
  now: () => Date;
  /** Hears each reconciliation run's outcome (the metrics count them). */
  reconciled?: (report: ReconcileReport) => void;
}
