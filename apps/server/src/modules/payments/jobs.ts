import { z } from 'zod';
import { scheduledJob, type BackgroundJob } from '../../platform/jobs/registry';
import type { PaymentsDeps } from './deps';
import { reconcileCheckouts } from './reconcile';

/**
 * Settles checkouts left open (lost webhooks, crashes) every minute, and once at start: a server
 * that was down (killed between a payment and its fulfilment) catches up at once.
 */
export function paymentJobs(deps: PaymentsDeps): BackgroundJob[] {
  const reconcile = {
    name: 'payments.reconcile-checkouts',
    payload: z.object({}),
    run: async () => {
      const report = await reconcileCheckouts(deps);
      deps.reconciled?.(report);
      if (report.complete + report.expired > 0) deps.log.info(report, 'checkouts reconciled');
    },
  };
  return [scheduledJob(reconcile, '* * * * *', {}, { atStart: true })];
}
