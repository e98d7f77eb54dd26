import { z } from 'zod';
import type { Jobs } from '../../platform/jobs/jobs';
import type { PaymentsDeps } from './deps';
import { reconcileCheckouts } from './reconcile';

/**
 * Settles checkouts left open (lost webhooks, crashes) every minute, and once at start: a server
 * that was down (killed between a payment and its fulfilment) catches up at once.
 */
export async function schedulePaymentJobs(jobs: Jobs, deps: PaymentsDeps): Promise<void> {
  const reconcile = {
    name: 'payments.reconcile-checkouts',
    payload: z.object({}),
    run: async () => {
      const report = await reconcileCheckouts(deps);
      if (report.complete + report.expired > 0) deps.log.info(report, 'checkouts reconciled');
    },
  };
  await jobs.register(reconcile);
  await jobs.schedule(reconcile, '* * * * *', {});
  await jobs.send(reconcile, {});
}
