import { AppError, type JudgeStatus } from '@tightlines/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tournamentJudges } from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import type { MailContent } from '../../platform/mail/render';
import { notify } from '../notifications';
import { getUserByEmail } from '../users';
import type { TournamentsDeps } from './deps';
import { canAnswerJudgeInvitation } from './policy';
import { findTournament } from './repo';

/**
 * A named judge answers the invitation to judge a tournament (issue 32): accepting makes them judge
 * it (with the account that answered, ADR 011), declining ends their part; either may be changed
 * later. NOT_FOUND unless the caller's address is named (not yours = not there), or for a deleted
 * tournament; FORBIDDEN (emailNotVerified) until the caller proved that address; CONFLICT
 * (tournamentOver) once the tournament was cancelled.
 */
export async function answerJudgeInvitation(
  deps: Pick<TournamentsDeps, 'db' | 'now'>,
  actor: Actor,
  tournamentId: string,
  accept: boolean,
): Promise<{ tournamentUUID: string; status: JudgeStatus }> {
  const status: JudgeStatus = accept ? 'accepted' : 'declined';
  await deps.db.transaction(async (tx) => {
    const tournament = await findTournament(tx, tournamentId, true);
    const email = actor.email.toLowerCase();
    const named = tournament ? await findInvitation(tx, tournament.id, email) : null;
    if (!tournament || !named) throw new AppError('NOT_FOUND');
    if (!canAnswerJudgeInvitation(actor)) {
      throw new AppError('FORBIDDEN', { key: 'emailNotVerified' });
    }
    if (tournament.status !== 'Active' && tournament.status !== 'Finished') {
      throw new AppError('CONFLICT', { key: 'tournamentOver' });
    }
    await tx
      .update(tournamentJudges)
      .set({ status, answeredBy: actor.userId, answeredAt: deps.now() })
      .where(and(eq(tournamentJudges.tournamentId, tournament.id), eq(tournamentJudges.email, email)));
  });
  return { tournamentUUID: tournamentId, status };
}

async function findInvitation(db: Db, tournamentId: string, email: string) {
  const [row] = await db
    .select({ status: tournamentJudges.status })
    .from(tournamentJudges)
    .where(and(eq(tournamentJudges.tournamentId, tournamentId), eq(tournamentJudges.email, email)))
    .for('update');
  return row ?? null;
}

/**
 * Mails each named judge the invitation (the mailer words it in their language when they have an
 * account, English otherwise): they answer on the judge page once signed in with that address,
 * verified. The account that proved the address is notified too (an unproven one holds nothing of
 * it, ADR 011). Written in the transaction that names them (`tx`).
 */
export async function mailJudgeInvitations(
  tx: Db,
  deps: Pick<TournamentsDeps, 'mailer' | 'publicUrl'>,
  tournament: { id: string; name: string },
  judgeEmails: readonly string[],
  organiser: Pick<Actor, 'userId' | 'email'>,
): Promise<void> {
  for (const to of judgeEmails) {
    const judge = await getUserByEmail(tx, to);
    if (judge?.emailVerifiedAt) {
      await notify(tx, {
        recipients: [judge.id],
        actorId: organiser.userId,
        kind: 'judgeNamed',
        eventKey: `judge-named:${tournament.id}:${to.toLowerCase()}`,
        subjects: { tournamentId: tournament.id },
        values: { tournamentName: tournament.name },
      });
    }
    await deps.mailer.send(tx, {
      to,
      ...judgeInvitationMail({
        tournamentName: tournament.name,
        organiserEmail: organiser.email,
        link: `${deps.publicUrl}/judge`,
      }),
    });
  }
}

/** The invitation to judge a tournament. */
export function judgeInvitationMail({
  tournamentName,
  organiserEmail,
  link,
}: {
  tournamentName: string;
  organiserEmail: string;
  link: string;
}): MailContent {
  return { kind: 'judgeInvitation', values: { tournamentName, organiserEmail, link } };
}
