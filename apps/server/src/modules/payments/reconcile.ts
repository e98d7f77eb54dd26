import { openCheckoutsMadeBefore } from './checkout-repo';
import type { PaymentsDeps } from './deps';
import { settleCheckout } from './settle';

/** A checkout left open this long is asked about: its webhook may have been lost (the default). */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
const BATCH = 100;

export interface ReconcileReport {
  looked: number;
  complete: number;
  expired: number;
  /** Checkouts the platform could not answer about this time (asked again at the next run). */
  failed: number;
}

/**
 * Settles every checkout still open ten minutes (`reconcileAfterMs`) after it was made, from the payment platform's
 * own record: a paid one is fulfilled (a lost or late webhook, a crash between payment and
 * fulfilment), one past its expiry is expired at the platform and closed.
 */
export async function reconcileCheckouts(deps: PaymentsDeps): Promise<ReconcileReport> {
  const now = deps.now();
  const stale = await openCheckoutsMadeBefore(
    deps.db,
    new Date(now.getTime() - (deps.reconcileAfterMs ?? RECONCILE_AFTER_MS)),
    BATCH,
  );
  const report: ReconcileReport = { looked: stale.length, complete: 0, expired: 0, failed: 0 };
  for (const checkout of stale) {
    try {
      let state = await settleCheckout(deps, checkout.providerSessionId);
      if (state === 'open' && checkout.expiresAt <= now) {
        await deps.driver.expireCheckoutSession(checkout.providerSessionId);
        state = await settleCheckout(deps, checkout.providerSessionId);
      }
      if (state === 'complete') report.complete += 1;
      if (state === 'expired') report.expired += 1;
    } catch (error) {
      report.failed += 1;
      // One checkout the platform cannot answer about must not hold up the others.
      deps.log.error({ err: error, session: checkout.providerSessionId }, 'checkout could not be reconciled');
    }
  }
  return report;
}
