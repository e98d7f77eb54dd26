import type { Db } from '../../db/database';
import { databaseGauge, processCounter, type MetricsRegistry } from '../../platform/metrics/metrics';
import { countOpenCheckouts } from './checkout-repo';
import type { ReconcileReport } from './reconcile';

/**
 * Checkouts still open (read at each scrape: a count that only grows means webhooks are lost), and
 * what this process's reconciliation runs made of the stale ones. Answers the listener
 * `PaymentsDeps.reconciled` takes.
 */
export function registerPaymentMetrics(registry: MetricsRegistry, db: Db): (report: ReconcileReport) => void {
  databaseGauge(
    registry,
    { name: 'checkouts_open', help: 'Checkouts begun and neither paid nor expired yet', labelNames: [] },
    async () => [{ labels: {}, value: await countOpenCheckouts(db) }],
  );
  const outcomes = processCounter(registry, {
    name: 'checkout_reconciliations_total',
    help: 'Stale checkouts reconciliation asked the payment platform about, by outcome: complete (a lost webhook settled), expired, open (still being paid), failed (the platform could not answer)',
    labelNames: ['outcome'] as const,
  });
  return (report) => {
    outcomes.inc({ outcome: 'complete' }, report.complete);
    outcomes.inc({ outcome: 'expired' }, report.expired);
    outcomes.inc({ outcome: 'failed' }, report.failed);
    outcomes.inc({ outcome: 'open' }, report.looked - report.complete - report.expired - report.failed);
  };
}
