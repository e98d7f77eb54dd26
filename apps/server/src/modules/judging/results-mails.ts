import { tournamentPath } from '@tightlines/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resultsMails, tournaments, users } from '../../db/schema';
import { participantIdsOf } from '../tournaments';
import type { JudgingDeps } from './deps';
import { resultsFinishedMail } from './mails';

/**
 * The official-results e-mails (issue 22 point 6) through an outbox: the mails owed are written in
 * the transaction that makes the results official, then sent, each claimed first so two senders
 * never send the same one, and marked sent. A crash or a failing mail server leaves them owed for
 * the sweep (`scheduleJudgingJobs`); only a crash between sending and marking can send one twice.
 */

/** How long a claim keeps other senders off a mail: a sender that died is taken over after it. */
const CLAIM_MS = 10 * 60_000;

/** In the caller's transaction: one results e-mail owed to each participant (once, however often asked). */
export async function oweResultsMails(tx: Db, tournamentId: string): Promise<void> {
  const participants = await participantIdsOf(tx, tournamentId);
  if (!participants.length) return;
  await tx
    .insert(resultsMails)
    .values(participants.map((userId) => ({ tournamentId, userId })))
    .onConflictDoNothing();
}

/** Sends the results e-mails still owed, of one tournament or of all; answers how many went. */
export async function sendOwedResultsMails(
  deps: Pick<JudgingDeps, 'db' | 'mailer' | 'log' | 'publicUrl' | 'now'>,
  tournamentId?: string,
): Promise<number> {
  const now = deps.now();
  const claimed = await deps.db
    .update(resultsMails)
    .set({ claimedAt: now })
    .where(
      and(
        isNull(resultsMails.sentAt),
        tournamentId ? eq(resultsMails.tournamentId, tournamentId) : undefined,
        or(isNull(resultsMails.claimedAt), lt(resultsMails.claimedAt, new Date(now.getTime() - CLAIM_MS))),
      ),
    )
    .returning({ tournamentId: resultsMails.tournamentId, userId: resultsMails.userId });
  let sent = 0;
  for (const owed of claimed) {
    const row = and(eq(resultsMails.tournamentId, owed.tournamentId), eq(resultsMails.userId, owed.userId))!;
    const [contact] = await contactOf(deps.db, owed);
    try {
      // An account deleted since has no one to write to: the mail is settled unsent.
      if (contact) {
        await deps.mailer.send({
          to: contact.email,
          ...resultsFinishedMail(contact.language, {
            tournamentName: contact.tournamentName,
            link: `${deps.publicUrl}${tournamentPath(owed.tournamentId)}`,
          }),
        });
        sent += 1;
      }
      await deps.db.update(resultsMails).set({ sentAt: deps.now() }).where(row);
    } catch (error) {
      // Released, so the next sweep tries again rather than waiting out the claim.
      await deps.db.update(resultsMails).set({ claimedAt: null }).where(row);
      deps.log.error({ err: error, ...owed }, 'results mail not sent; the sweep tries again');
    }
  }
  return sent;
}

function contactOf(db: Db, owed: { tournamentId: string; userId: string }) {
  return db
    .select({ email: users.email, language: users.language, tournamentName: tournaments.name })
    .from(users)
    .innerJoin(tournaments, eq(tournaments.id, owed.tournamentId))
    .where(and(eq(users.id, owed.userId), isNull(users.deletedAt)));
}
