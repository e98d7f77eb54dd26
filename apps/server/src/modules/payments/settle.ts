import { ACTIVITY_SOURCE, type PaymentTypeName } from '@tightlines/domain';
import type { CheckoutPurpose, CheckoutState } from '../../db/schema';
import type { CheckoutSession } from '../../platform/payments/payment-driver';
import { lockCheckoutOfSession, updateCheckout } from './checkout-repo';
import type { PaymentsDeps } from './deps';
import { insertTransaction } from './ledger-repo';
import type { RefundReason } from './mails';
import { merchantOf } from './merchants';
import { refundCheckout } from './refunds';

const PAYMENT_TYPE: Record<CheckoutPurpose, PaymentTypeName> = {
  tournament_entry: 'Tournament Subscription',
  team_registration: 'Tournament Subscription',
  club_subscription: 'App Membership',
};

/**
 * Brings our checkout in line with the payment platform's record of its session, once: a paid
 * session records the Complete payment and fulfils in one transaction; an expired one is closed.
 * The checkout's row is locked for the whole transaction, so deliveries of the same event racing
 * each other (or the reconciliation job) settle it exactly once. A payment whose fulfilment refuses
 * it (issue 32: paid after the tournament stopped taking entrants) is recorded, marked refused and
 * refunded once after the commit; a refund the platform fails now is owed and the refund sweep
 * finishes it. Answers the checkout's state, or null when the session is not one of ours.
 */
export async function settleCheckout(
  deps: PaymentsDeps,
  providerSessionId: string,
): Promise<CheckoutState | null> {
  // The event that brought us here is only a hint: the platform's own record decides.
  const session = await deps.driver.getCheckoutSession(providerSessionId);
  if (!session) return null;
  const settled = await settleFromSession(deps, session);
  if (settled.refused) {
    try {
      await refundCheckout(deps, settled.refused.checkoutId, settled.refused.reason);
    } catch (error) {
      // Recorded as owed (refused_at, no refund yet): the refund sweep of its purpose gives it back.
      deps.log.error(
        { err: error, checkoutId: settled.refused.checkoutId },
        'refund of a refused payment failed',
      );
    }
  }
  return settled.state;
}

interface Settled {
  state: CheckoutState | null;
  /** Set only by the one settlement that recorded a payment its fulfilment refused. */
  refused?: { checkoutId: string; reason: RefundReason };
}

async function settleFromSession(deps: PaymentsDeps, session: CheckoutSession): Promise<Settled> {
  const providerSessionId = session.id;
  return deps.db.transaction(async (tx): Promise<Settled> => {
    const checkout = await lockCheckoutOfSession(tx, providerSessionId);
    if (!checkout) return { state: null };
    if (checkout.status !== 'open') return { state: checkout.status };
    if (session.status === 'complete' && session.paid) {
      if (!amountMatches(session, checkout)) {
        deps.log.error(
          { checkoutId: checkout.id, expected: checkout.amountCents, paid: session.amountTotalCents },
          'paid amount differs from the checkout: left open for review',
        );
        return { state: 'open' };
      }
      const fulfil = deps.fulfilments[checkout.purpose];
      if (!fulfil) throw new Error(`nothing fulfils a ${checkout.purpose} checkout`);
      const settledAt = deps.now();
      await updateCheckout(tx, checkout.id, {
        status: 'complete',
        providerPaymentId: session.paymentId,
        settledAt,
        testMoney: session.testMoney,
      });
      const wallet = session.paymentMethod === 'wallet';
      await insertTransaction(tx, {
        userId: checkout.userId,
        email: checkout.payerEmail,
        description: checkout.description,
        amountCents: checkout.amountCents,
        currency: checkout.currency,
        confirmationNumber: session.paymentId,
        type: 'Credit',
        merchant: merchantOf({
          paymentMethod: wallet ? 'Wallet' : 'Credit Card',
          merchant: 'Other',
          provider: checkout.provider,
        }),
        status: 'Complete',
        paymentMethod: wallet ? 'Wallet' : 'Credit Card',
        paymentType: PAYMENT_TYPE[checkout.purpose],
        activitySource: ACTIVITY_SOURCE,
        checkoutId: checkout.id,
        testMoney: session.testMoney,
      });
      const outcome = await fulfil(tx, {
        ...checkout,
        status: 'complete',
        providerPaymentId: session.paymentId,
        settledAt,
        testMoney: session.testMoney,
      });
      if (!outcome) return { state: 'complete' };
      await updateCheckout(tx, checkout.id, { refusedAt: settledAt });
      return { state: 'complete', refused: { checkoutId: checkout.id, reason: outcome.refused } };
    }
    if (session.status === 'expired') {
      await updateCheckout(tx, checkout.id, { status: 'expired', settledAt: deps.now() });
      return { state: 'expired' };
    }
    return { state: 'open' };
  });
}

function amountMatches(
  session: CheckoutSession,
  checkout: { amountCents: number; currency: string },
): boolean {
  return session.amountTotalCents === checkout.amountCents && session.currency === checkout.currency;
}
