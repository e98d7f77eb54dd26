import { ACTIVITY_SOURCE, AppError } from '@tightlines/domain';
import { notify } from '../notifications';
import type { PaymentsDeps } from './deps';
import { insertRefund, paymentOfCheckout, refundOfPayment } from './ledger-repo';
import { refundMail, type RefundReason } from './mails';

export interface RefundResult {
  /** The refund (Debit) in our ledger. */
  transactionId: string;
  amountCents: number;
  /** False when the payment had been refunded already: nothing was done this time. */
  refundedNow: boolean;
}

/**
 * Refunds a checkout's payment in full through the payment platform, records the Debit, notifies
 * the payer and e-mails them in their language. Calling it again — a retried job, a second click — refunds nothing more: the
 * platform call carries an idempotency key made of our payment's id, and the ledger holds at most
 * one refund of a payment (a unique index), so only the call that records it sends the e-mail.
 */
export async function refundCheckout(
  deps: Pick<PaymentsDeps, 'db' | 'driver' | 'mailer' | 'log'>,
  checkoutId: string,
  reason: RefundReason,
  /** Who asked for it (a member leaving), never notified of it; null when the refund is the system's. */
  actorId: string | null = null,
): Promise<RefundResult> {
  const { db } = deps;
  const paid = await paymentOfCheckout(db, checkoutId);
  if (!paid?.providerPaymentId) throw new AppError('NOT_FOUND');
  const { payment } = paid;
  const existing = await refundOfPayment(db, payment.id);
  if (existing) return { transactionId: existing.id, amountCents: existing.amountCents, refundedNow: false };

  const refund = await deps.driver.refund({ paymentId: paid.providerPaymentId }, `refund:${payment.id}`);
  if (refund.status === 'failed') {
    deps.log.error({ checkoutId, refundId: refund.id }, 'refund failed at the payment platform');
    throw new AppError('UNAVAILABLE');
  }
  // The Debit, its notification and its e-mail commit together: only the call that records the
  // refund tells of it.
  const recorded = await db.transaction(async (tx) => {
    const row = await insertRefund(tx, {
      userId: payment.userId,
      email: payment.email,
      // The same purchase's name: a Debit with refundOf is a refund, which the web words.
      description: payment.description,
      amountCents: refund.amountCents,
      currency: payment.currency,
      confirmationNumber: refund.id,
      type: 'Debit',
      merchant: payment.merchant,
      status: 'Complete',
      paymentMethod: payment.paymentMethod,
      paymentType: payment.paymentType,
      activitySource: ACTIVITY_SOURCE,
      checkoutId,
      refundOf: payment.id,
      testMoney: payment.testMoney,
    });
    if (!row) return null;
    await notify(tx, {
      recipients: [payment.userId],
      actorId,
      kind: 'paymentRefunded',
      eventKey: `refund:${payment.id}`,
      subjects: { paymentId: row.id },
      values: { description: payment.description, amountCents: row.amountCents, currency: row.currency },
    });
    // The payer's account words it: the address they paid with may no longer be theirs.
    await deps.mailer.send(tx, {
      to: payment.email,
      account: payment.userId,
      ...refundMail({
        amountCents: row.amountCents,
        currency: row.currency,
        description: payment.description,
        reason,
        reference: refund.id,
      }),
    });
    return row;
  });
  if (!recorded) {
    const raced = await refundOfPayment(db, payment.id);
    if (!raced) throw new Error(`refund of ${payment.id} not recorded`);
    return { transactionId: raced.id, amountCents: raced.amountCents, refundedNow: false };
  }
  return { transactionId: recorded.id, amountCents: recorded.amountCents, refundedNow: true };
}
