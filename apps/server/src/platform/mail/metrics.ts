import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import { databaseGauge, type MetricsRegistry } from '../metrics/metrics';

/** The outbox's backlog (queued, being sent) and its failures; sent and kept mail are history. */
const WATCHED_STATES = ['queued', 'sending', 'failed'] as const;

/** Mail waiting to be sent, being sent and given up, read from the outbox at each scrape. */
export function registerMailMetrics(registry: MetricsRegistry, db: Db): void {
  databaseGauge(
    registry,
    {
      name: 'mail_outbox_mails',
      help: 'Mails of the outbox by state: queued and sending are the backlog, failed were given up',
      labelNames: ['state'] as const,
    },
    async () => {
      const rows = await db
        .select({ state: mailOutbox.state, count: count() })
        .from(mailOutbox)
        .where(inArray(mailOutbox.state, [...WATCHED_STATES]))
        .groupBy(mailOutbox.state);
      // Every watched state is reported, zero included, so an alert on it has a series to read.
      return WATCHED_STATES.map((state) => ({
        labels: { state },
        value: rows.find((row) => row.state === state)?.count ?? 0,
      }));
    },
  );
}
