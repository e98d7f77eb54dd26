import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { tournamentMembers, tournaments, transactions } from '../../db/schema';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs';
import { refundCheckout } from '../payments';
import type { TournamentsDeps } from './deps';
import { releasedRefundReason } from './mails';

const ZCloseUploads = z.object({ tournamentId: z.uuid() });

/**
 * Closes a tournament's uploads at its deadline, which opens its judging. Idempotent: the first run
 * stamps the instant, a retry or a second instance's run finds it stamped and changes nothing; a
 * tournament cancelled or deleted meanwhile is left alone.
 */
export function closeUploadsJob(db: Db): JobDefinition<typeof ZCloseUploads> {
  return {
    name: 'tournaments.close-uploads',
    payload: ZCloseUploads,
    run: async ({ tournamentId }) => {
      await db
        .update(tournaments)
        .set({ uploadsClosedAt: new Date() })
        .where(
          and(
            eq(tournaments.id, tournamentId),
            isNull(tournaments.uploadsClosedAt),
            eq(tournaments.status, 'Active'),
          ),
        );
    },
  };
}

/**
 * Refunds the paid entries of cancelled or deleted tournaments that are not refunded yet: a cancel
 * whose refunds were interrupted, and a payment that completed after the tournament was cancelled
 * (the payer was on the checkout page). `refundCheckout` refunds each payment once.
 */
export async function refundReleasedEntries(
  deps: Pick<TournamentsDeps, 'db' | 'log' | 'payments'>,
): Promise<number> {
  const pending = await deps.db
    .select({ checkoutId: tournamentMembers.checkoutId, name: tournaments.name, status: tournaments.status })
    .from(tournamentMembers)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMembers.tournamentId))
    .where(
      and(
        inArray(tournaments.status, ['Canceled', 'Deleted']),
        isNotNull(tournamentMembers.checkoutId),
        // Only entries without a refund in the ledger: the sweep stays as small as what is owed.
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(transactions)
            .where(
              and(eq(transactions.checkoutId, tournamentMembers.checkoutId), eq(transactions.type, 'Debit')),
            ),
        ),
      ),
    )
    .limit(100);
  let refunded = 0;
  for (const entry of pending) {
    const reason = releasedRefundReason(entry.name, entry.status === 'Canceled' ? 'Canceled' : 'Deleted');
    try {
      await refundCheckout(deps.payments, entry.checkoutId!, reason);
      refunded += 1;
    } catch (error) {
      // One payment the platform will not refund now must not hold up the others; the next sweep retries.
      deps.log.error({ err: error, checkoutId: entry.checkoutId }, 'entry refund failed');
    }
  }
  return refunded;
}

/** Registers the tournaments module's jobs on the queue (app wiring calls it when ready). */
export async function registerTournamentJobs(jobs: Jobs, deps: TournamentsDeps): Promise<void> {
  await jobs.register(closeUploadsJob(deps.db));
  const sweep = {
    name: 'tournaments.refund-released-entries',
    payload: z.object({}),
    run: async () => {
      const refunded = await refundReleasedEntries(deps);
      if (refunded > 0) deps.log.info({ refunded }, 'entries of cancelled tournaments refunded');
    },
  };
  await jobs.register(sweep);
  await jobs.schedule(sweep, '*/5 * * * *', {});
}
