import { joinState, LAST_ZONE_ON_EARTH } from '@tightlines/domain';
import { and, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkouts, tournamentMembers, tournaments, transactions } from '../../db/schema';
import type { JobDefinition } from '../../platform/jobs/jobs';
import { queuedJob, scheduledJob, type BackgroundJob } from '../../platform/jobs/registry';
import type { TournamentsDeps } from './deps';
import { lateEntryRefundReason, releasedRefundReason } from './mails';

const ZCloseUploads = z.object({ tournamentId: z.uuid() });

/**
 * Closes a tournament's uploads at its deadline, which opens its judging. Idempotent: the first run
 * stamps the instant, a retry or a second instance's run finds it stamped and changes nothing; a
 * tournament cancelled or deleted meanwhile is left alone.
 */
export function closeUploadsJob({
  db,
  now,
}: Pick<TournamentsDeps, 'db' | 'now'>): JobDefinition<typeof ZCloseUploads> {
  return {
    name: 'tournaments.close-uploads',
    payload: ZCloseUploads,
    run: async ({ tournamentId }) => {
      await db
        .update(tournaments)
        .set({ uploadsClosedAt: now() })
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
 * Refunds what the tournaments owe and have not given back yet: the paid entries of cancelled or
 * deleted tournaments (a cancel whose refunds were interrupted), and every payment that arrived
 * when its tournament no longer took entrants (issue 32: started without late joining, ended,
 * finished, cancelled, deleted), whose refund at settlement failed or never ran.
 * The payments module's refund refunds each payment once, with its e-mail.
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
  const refused = await deps.payments.refusedCheckoutsOwed('tournament_entry');
  const refusedOf = refused.length
    ? await deps.db
        .select({ id: tournaments.id, name: tournaments.name, status: tournaments.status })
        .from(tournaments)
        .where(
          inArray(
            tournaments.id,
            refused.map((entry) => entry.subjectId),
          ),
        )
    : [];
  const owed = [
    ...pending.map((entry) => ({
      checkoutId: entry.checkoutId!,
      reason: releasedRefundReason(entry.name, entry.status === 'Canceled' ? 'Canceled' : 'Deleted'),
    })),
    ...refused.map((entry) => {
      const tournament = refusedOf.find((row) => row.id === entry.subjectId);
      const released = tournament?.status === 'Canceled' || tournament?.status === 'Deleted';
      return {
        checkoutId: entry.checkoutId,
        reason: released
          ? releasedRefundReason(tournament.name, tournament.status as 'Canceled' | 'Deleted')
          : lateEntryRefundReason(tournament?.name ?? ''),
      };
    }),
  ];
  let refunded = 0;
  for (const entry of owed) {
    const { reason } = entry;
    try {
      await deps.payments.refund(entry.checkoutId, reason);
      refunded += 1;
    } catch (error) {
      // One payment the platform will not refund now must not hold up the others; the next sweep retries.
      deps.log.error({ err: error, checkoutId: entry.checkoutId }, 'entry refund failed');
    }
  }
  return refunded;
}

/**
 * Expires the open entry checkouts of every tournament that no longer takes entrants (issue 32):
 * it started without late joining, ended, finished, or was cancelled or deleted (the one join
 * rule, `joinState`; a Global tournament once no zone on earth takes entrants: the fulfilment
 * refuses a payer whose own zone stopped earlier). A cancel or delete expires its own at once; this sweep catches the rest
 * within a minute. A payment that still arrives buys nothing and is refunded. Answers how many
 * checkouts it closed.
 */
export async function closeEntries(deps: Pick<TournamentsDeps, 'db' | 'payments' | 'now'>): Promise<number> {
  const open = await deps.db
    .selectDistinct({
      id: tournaments.id,
      status: tournaments.status,
      regionType: tournaments.regionType,
      startAt: tournaments.startAt,
      endAt: tournaments.endAt,
      uploadDeadlineAt: tournaments.uploadDeadlineAt,
      allowLateJoin: tournaments.allowLateJoin,
    })
    .from(checkouts)
    .innerJoin(tournaments, eq(tournaments.id, checkouts.subjectId))
    .where(and(eq(checkouts.status, 'open'), eq(checkouts.purpose, 'tournament_entry')));
  const now = deps.now();
  let closed = 0;
  for (const tournament of open) {
    if (joinState(tournament, LAST_ZONE_ON_EARTH, now) === 'open') continue;
    closed += await deps.payments.expireOpenCheckoutsOf({
      purpose: 'tournament_entry',
      subjectId: tournament.id,
    });
  }
  return closed;
}

/** The tournaments module's contribution to the app's job registry. */
export function tournamentJobs(deps: TournamentsDeps): BackgroundJob[] {
  const sweep = {
    name: 'tournaments.refund-released-entries',
    payload: z.object({}),
    run: async () => {
      const refunded = await refundReleasedEntries(deps);
      if (refunded > 0) deps.log.info({ refunded }, 'owed entry payments refunded');
    },
  };
  const close = {
    name: 'tournaments.close-entries',
    payload: z.object({}),
    run: async () => {
      const closed = await closeEntries(deps);
      if (closed > 0)
        deps.log.info({ closed }, 'open checkouts of tournaments no longer taking entrants expired');
    },
  };
  return [
    queuedJob(closeUploadsJob(deps)),
    scheduledJob(sweep, '*/5 * * * *', {}),
    scheduledJob(close, '* * * * *', {}),
  ];
}
