import type { CheckoutPurpose } from '../../db/schema';
import { openCheckoutsOf } from './checkout-repo';
import type { PaymentsDeps } from './deps';
import { settleCheckout } from './settle';

/**
 * Ends every open checkout of something that can no longer be sold (issue 32: a tournament that
 * stopped taking entrants) at the payment platform, then settles each from the platform's record:
 * one paid in the meantime is settled as paid, and its fulfilment refuses and refunds it. Running
 * it again (a retried job, a second instance) finds nothing open. Answers how many it closed.
 */
export async function expireOpenCheckoutsOf(
  deps: PaymentsDeps,
  subject: { purpose: CheckoutPurpose; subjectId: string },
): Promise<number> {
  const open = await openCheckoutsOf(deps.db, subject);
  let closed = 0;
  for (const checkout of open) {
    try {
      await deps.driver.expireCheckoutSession(checkout.providerSessionId);
      if ((await settleCheckout(deps, checkout.providerSessionId)) !== 'open') closed += 1;
    } catch (error) {
      // One checkout the platform cannot answer about must not keep the others open; the
      // reconciliation job reads it again, and a payment that still arrives is refused.
      deps.log.error(
        { err: error, session: checkout.providerSessionId },
        'open checkout could not be expired',
      );
    }
  }
  return closed;
}
