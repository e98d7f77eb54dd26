import { tournamentPath } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { participantIdsOf } from '../tournaments';
import type { JudgingDeps } from './deps';
import { resultsFinishedMail } from './mails';
import {
  claimOwedResultsMails,
  insertOwedResultsMails,
  markResultsMailSent,
  releaseResultsMail,
  resultsMailContact,
} from './results-repo';

/**
 * The official-results e-mails (issue 22 point 6) through an outbox: the mails owed are written in
 * the transaction that makes the results official, then written to the mail outbox, each claimed
 * first so two senders never write the same one, and marked sent in the transaction that writes it.
 * A crash or a failing outbox leaves them owed for the sweep (`scheduleJudgingJobs`); the mail driver
 * sends what the outbox holds (ADR 016).
 */

/** How long a claim keeps other senders off a mail: a sender that died is taken over after it. */
const CLAIM_MS = 10 * 60_000;

/** In the caller's transaction: one results e-mail owed to each participant (once, however often asked). */
export async function oweResultsMails(tx: Db, tournamentId: string): Promise<void> {
  await insertOwedResultsMails(tx, tournamentId, await participantIdsOf(tx, tournamentId));
}

/** Sends the results e-mails still owed, of one tournament or of all; answers how many went. */
export async function sendOwedResultsMails(
  deps: Pick<JudgingDeps, 'db' | 'mailer' | 'log' | 'publicUrl' | 'now'>,
  tournamentId?: string,
): Promise<number> {
  const now = deps.now();
  const claimed = await claimOwedResultsMails(deps.db, {
    now,
    staleBefore: new Date(now.getTime() - CLAIM_MS),
    tournamentId,
  });
  let sent = 0;
  for (const owed of claimed) {
    const contact = await resultsMailContact(deps.db, owed);
    try {
      // The mail is written to the outbox with its settling: once, whatever crashes around it.
      await deps.db.transaction(async (tx) => {
        // An account deleted since has no one to write to: the mail is settled unsent.
        if (contact) {
          await deps.mailer.send(tx, {
            to: contact.email,
            ...resultsFinishedMail({
              tournamentName: contact.tournamentName,
              link: `${deps.publicUrl}${tournamentPath(owed.tournamentId)}`,
            }),
          });
        }
        await markResultsMailSent(tx, owed, deps.now());
      });
      if (contact) sent += 1;
    } catch (error) {
      // Released, so the next sweep tries again rather than waiting out the claim.
      await releaseResultsMail(deps.db, owed);
      deps.log.error({ err: error, ...owed }, 'results mail not sent; the sweep tries again');
    }
  }
  return sent;
}
