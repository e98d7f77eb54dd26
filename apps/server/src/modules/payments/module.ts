import type { CheckoutOrderDto } from '@tightlines/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CheckoutPurpose } from '../../db/schema';
import type { BackgroundJob } from '../../platform/jobs/registry';
import type { Checkout } from './checkout-record';
import { refusedCheckoutsOwed } from './checkout-repo';
import { startCheckout, type CheckoutRequest } from './checkouts';
import type { PaymentsDeps } from './deps';
import { expireOpenCheckoutsOf } from './expire';
import { paymentJobs } from './jobs';
import type { RefundReason } from './mails';
import { checkoutOrderOf, type OrganisedTournaments } from './organiser-money';
import { createPaymentProduct, type PaymentProductRecord, type ProductRequest } from './products';
import { reconcileCheckouts, type ReconcileReport } from './reconcile';
import { refundCheckout, type RefundResult } from './refunds';
import { paymentRoutes } from './routes';

/** The payments module as the app builds it once (app.ts) and other modules call it. */
export interface Payments {
  /** Creates the product and its price at the payment platform and keeps our record of it. */
  createProduct(request: ProductRequest): Promise<PaymentProductRecord>;
  /** Starts (or resumes) a hosted checkout; see `startCheckout`. */
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Refunds a checkout's payment in full, once however often it is asked; `actorId` (a member
   * leaving) is not notified of their own refund; see `refundCheckout`.
   */
  refund(checkoutId: string, reason: RefundReason, actorId?: string | null): Promise<RefundResult>;
  /** Ends and settles every open checkout of something no longer sold; answers how many it closed. */
  expireOpenCheckoutsOf(subject: { purpose: CheckoutPurpose; subjectId: string }): Promise<number>;
  /** Paid checkouts of `purpose` their fulfilment refused and not refunded yet. */
  refusedCheckoutsOwed(
    purpose: CheckoutPurpose,
    limit?: number,
  ): Promise<{ checkoutId: string; subjectId: string }[]>;
  /** Settles the checkouts left open long enough to be asked about (the reconciliation job's run). */
  reconcile(): Promise<ReconcileReport>;
  /** What a checkout session sells, from our own record (the hosted checkout page's breakdown). */
  checkoutOrderOf(providerSessionId: string): Promise<CheckoutOrderDto | null>;
  /** The webhook, the payer's return page's calls and the user's own ledger. */
  routes: FastifyPluginAsyncZod<{ organisedTournaments: OrganisedTournaments }>;
  /** The module's contribution to the app's job registry. */
  jobs: BackgroundJob[];
}

/** Builds the payments module on its dependencies (once, in app wiring; tests build their own). */
export function createPayments(deps: PaymentsDeps): Payments {
  return {
    createProduct: (request) => createPaymentProduct(deps, request),
    startCheckout: (request) => startCheckout(deps, request),
    refund: (checkoutId, reason, actorId) => refundCheckout(deps, checkoutId, reason, actorId),
    expireOpenCheckoutsOf: (subject) => expireOpenCheckoutsOf(deps, subject),
    refusedCheckoutsOwed: (purpose, limit) => refusedCheckoutsOwed(deps.db, purpose, limit),
    reconcile: () => reconcileCheckouts(deps),
    checkoutOrderOf: (providerSessionId) => checkoutOrderOf(deps, providerSessionId),
    routes: (app, { organisedTournaments }) => paymentRoutes(app, { payments: deps, organisedTournaments }),
    jobs: paymentJobs(deps),
  };
}
