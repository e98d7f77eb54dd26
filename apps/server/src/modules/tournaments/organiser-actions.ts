import { AppError, type TournamentDto } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { tournamentMembers, tournaments } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { discardPicture } from '../media';
import { notify } from '../notifications';
import type { TournamentsDeps } from './deps';
import { releasedRefundReason, tournamentReleasedMail } from './mails';
import { canManageTournament } from './policy';
import { presentTournaments } from './presenter';
import { findTournament, findUserContact, lockTournamentRow, type TournamentRow } from './repo';

type OrganiserStatus = 'Deleted' | 'Canceled' | 'Finished';

/**
 * Deletes, cancels or finishes a tournament (spec §4), for its organiser only. Only an Active
 * tournament changes; asking again for the status it already has changes nothing more. Cancelling
 * or deleting a paid tournament refunds every paid entry (each refund once, however often this is
 * called, so a failure midway is finished by asking again) and e-mails the entrants; deleting
 * removes its picture and the picture's renditions. Finishing is
 * finishing the judging (see `finishAsOrganiser`).
 * NOT_FOUND; FORBIDDEN for anyone but the organiser; CONFLICT when it is no longer Active.
 */
export async function setTournamentStatus(
  deps: TournamentsDeps,
  actor: Actor,
  tournamentId: string,
  status: OrganiserStatus,
): Promise<TournamentDto | null> {
  if (status === 'Finished') return finishAsOrganiser(deps, actor, tournamentId);
  const { tournament, changed, picture } = await deps.db.transaction(async (tx) => {
    const row = await lockTournamentRow(tx, tournamentId);
    // A deleted tournament is gone for everyone, except that its organiser may delete it again to
    // finish refunds a failure interrupted.
    const gone = row?.status === 'Deleted' && (status !== 'Deleted' || !canManageTournament(actor, row));
    if (!row || gone) throw new AppError('NOT_FOUND');
    if (!canManageTournament(actor, row)) throw new AppError('FORBIDDEN');
    if (row.status === status) return { tournament: row, changed: false, picture: null };
    if (row.status !== 'Active') throw new AppError('CONFLICT', { key: 'tournamentNotActive' });
    // A deleted tournament shows its picture to nobody: the picture (and its renditions) go.
    const [updated] = await tx
      .update(tournaments)
      .set(status === 'Deleted' ? { status, pictureKey: null } : { status })
      .where(eq(tournaments.id, row.id))
      .returning();
    await tellEntrants(tx, deps, actor, updated!, status);
    return { tournament: updated!, changed: true, picture: row.pictureKey };
  });
  if (status === 'Deleted' && changed) await discardPicture(deps.db, deps.storage, picture);
  // Nobody can pay for it any more (issue 32); one paid meanwhile is refused and refunded.
  await deps.payments.expireOpenCheckoutsOf({ purpose: 'tournament_entry', subjectId: tournament.id });
  await refundEntries(deps, tournament, status);
  if (status === 'Deleted') return null;
  return (await presentTournaments(deps, [tournament], actor))[0]!;
}

/**
 * A Finished tournament has official results, so the organiser's Finish is the end of its judging
 * (issue 22): after the upload deadline, with no catch left Pending, the standings are made official
 * and the tournament Finished; before, CONFLICT says why (the judging module's refusals). A
 * tournament already Finished stays as it is.
 */
async function finishAsOrganiser(
  deps: TournamentsDeps,
  actor: Actor,
  tournamentId: string,
): Promise<TournamentDto> {
  const row = await findTournament(deps.db, tournamentId);
  if (!row) throw new AppError('NOT_FOUND');
  if (!canManageTournament(actor, row)) throw new AppError('FORBIDDEN');
  if (row.status === 'Finished') return (await presentTournaments(deps, [row], actor))[0]!;
  if (row.status !== 'Active') throw new AppError('CONFLICT', { key: 'tournamentNotActive' });
  await deps.finishJudging(actor, tournamentId);
  await deps.payments.expireOpenCheckoutsOf({ purpose: 'tournament_entry', subjectId: tournamentId });
  const finished = await findTournament(deps.db, tournamentId);
  return (await presentTournaments(deps, [finished!], actor))[0]!;
}

/**
 * Tells each entrant (by e-mail and a notification) that the tournament will not take place, in the
 * transaction that says so.
 */
async function tellEntrants(
  tx: Db,
  deps: Pick<TournamentsDeps, 'mailer'>,
  actor: Actor,
  tournament: TournamentRow,
  status: 'Deleted' | 'Canceled',
): Promise<void> {
  for (const member of await membersOf(tx, tournament.id)) {
    await notify(tx, {
      recipients: [member.userId],
      actorId: actor.userId,
      kind: 'tournamentCancelled',
      eventKey: `released:${tournament.id}`,
      subjects: { tournamentId: tournament.id },
      values: { tournamentName: tournament.name, status, paid: member.checkoutId !== null },
    });
    const contact = await findUserContact(tx, member.userId);
    if (!contact) continue;
    await deps.mailer.send(tx, {
      to: contact.email,
      ...tournamentReleasedMail({ tournament, status, paid: member.checkoutId !== null }),
    });
  }
}

/** Refunds every paid entry of a tournament that will not take place (each once, with its e-mail). */
async function refundEntries(
  deps: TournamentsDeps,
  tournament: TournamentRow,
  status: 'Deleted' | 'Canceled',
): Promise<void> {
  for (const member of await membersOf(deps.db, tournament.id)) {
    if (member.checkoutId) {
      await deps.payments.refund(member.checkoutId, releasedRefundReason(tournament.name, status));
    }
  }
}

function membersOf(db: Db, tournamentId: string) {
  return db
    .select({ userId: tournamentMembers.userId, checkoutId: tournamentMembers.checkoutId })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournamentId, tournamentId));
}
