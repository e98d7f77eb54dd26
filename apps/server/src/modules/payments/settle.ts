import { ACTIVITY_SOURCE, type PaymentTypeName } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { checkouts, transactions, type CheckoutPurpose, type CheckoutState } from '../../db/schema';
import type { CheckoutSession } from '../../platform/payments/payment-driver';
import type { PaymentsDeps } from './deps';
import { merchantOf } from './merchants';

const PAYMENT_TYPE: Record<CheckoutPurpose, PaymentTypeName> = {
  tournament_entry: 'Tournament Subscription',
  team_registration: 'Tournament Subscription',
  club_subscription: 'App Membership',
};

/**
 * Brings our checkout in line with the payment platform's record of its session, once: a paid
 * session records the Complete payment and fulfils in one transaction; an expired one is closed.
 * The checkout's row is locked for the whole transaction, so deliveries of the same event racing
 * each other (or the reconciliation job) settle it exactly once. Answers the checkout's state, or
 * null when the session is not one of ours.
 */
export async function settleCheckout(
  deps: PaymentsDeps,
  providerSessionId: string,
): Promise<CheckoutState | null> {
  // The event that brought us here is only a hint: the platform's own record decides.
  const session = await deps.driver.getCheckoutSession(providerSessionId);
  if (!session) return null;
  return deps.db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(checkouts)
      .where(eq(checkouts.providerSessionId, providerSessionId))
      .for('update');
    if (!checkout) return null;
    if (checkout.status !== 'open') return checkout.status;
    if (session.status === 'complete' && session.paid) {
      if (!amountMatches(session, checkout)) {
        deps.log.error(
          { checkoutId: checkout.id, expected: checkout.amountCents, paid: session.amountTotalCents },
          'paid amount differs from the checkout: left open for review',
        );
        return 'open';
      }
      const fulfil = deps.fulfilments[checkout.purpose];
      if (!fulfil) throw new Error(`nothing fulfils a ${checkout.purpose} checkout`);
      const settledAt = new Date();
      await tx
        .update(checkouts)
        .set({ status: 'complete', providerPaymentId: session.paymentId, settledAt })
        .where(eq(checkouts.id, checkout.id));
      const wallet = session.paymentMethod === 'wallet';
      await tx.insert(transactions).values({
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
      });
      await fulfil(tx, { ...checkout, status: 'complete', providerPaymentId: session.paymentId, settledAt });
      return 'complete';
    }
    if (session.status === 'expired') {
      await tx
        .update(checkouts)
        .set({ status: 'expired', settledAt: new Date() })
        .where(eq(checkouts.id, checkout.id));
      return 'expired';
    }
    return 'open';
  });
}

function amountMatches(
  session: CheckoutSession,
  checkout: { amountCents: number; currency: string },
): boolean {
  return session.amountTotalCents === checkout.amountCents && session.currency === checkout.currency;
}
