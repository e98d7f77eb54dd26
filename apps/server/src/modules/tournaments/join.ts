import { AppError, tournamentPath, ZTimeZone } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Mailer } from '../../platform/mail/mailer';
import { notify } from '../notifications';
import type { Checkout, FulfilOutcome } from '../payments';
import type { TournamentsDeps } from './deps';
import { outsideClub, outsideLocations, paidEntryOf, requireEntryOpen } from './entry-rules';
import { newEntryMail } from './mails';
import { addMember, findTournament, findUserContact, isMember, type TournamentRow } from './repo';

export interface JoinResult {
  outcome: 'joined' | 'checkout';
  checkoutUrl: string | null;
}

/**
 * Joins the actor to a tournament (spec §4–§5): only Active, before its end, late only when
 * allowed (the one join rule, `joinState`, a Global tournament's dates read on the clock of
 * `timeZone`, the joiner's), from a matching locality, once. Free: a member at once, who keeps the
 * zone, and the organiser e-mailed. Paid: a checkout to pay, which keeps the zone; the verified
 * payment event makes the member (`tournamentEntryFulfilment`). NOT_FOUND; CONFLICT (not joinable,
 * already joined); FORBIDDEN (locality, club only).
 */
export async function joinTournament(
  deps: TournamentsDeps,
  actor: Actor,
  tournamentId: string,
  timeZone = 'UTC',
): Promise<JoinResult> {
  const tournament = await findTournament(deps.db, tournamentId);
  if (!tournament) throw new AppError('NOT_FOUND');
  await requireJoinable(deps, actor, tournament, timeZone);
  if (tournament.feeCents === 0) {
    const added = await deps.db.transaction(async (tx) => {
      // The lock orders a join against a concurrent cancel: nobody joins a tournament being cancelled.
      const locked = await findTournament(tx, tournamentId, true);
      if (locked?.status !== 'Active') throw new AppError('CONFLICT', { key: 'tournamentNotJoinable' });
      const member = await addMember(tx, { tournamentId, userId: actor.userId, timeZone });
      if (member) await tellOrganiser(tx, deps.mailer, tournament, actor.userId, member.joinedAt);
      return member;
    });
    if (!added) throw new AppError('CONFLICT', { key: 'tournamentAlreadyJoined' });
    return { outcome: 'joined', checkoutUrl: null };
  }
  if (!tournament.paymentProductId) throw new AppError('INTERNAL', { key: 'paymentProductNotFound' });
  const checkout = await deps.payments.startCheckout({
    payer: { userId: actor.userId, email: actor.email },
    purpose: 'tournament_entry',
    subjectId: tournament.id,
    productId: tournament.paymentProductId,
    quantity: 1,
    // What is bought, by its own name: the web words "entry" in the payer's language.
    description: tournament.name,
    // The fulfilment reads the join rule at the zone the payer joined from.
    details: { timeZone },
    // The tournament's page: its address holds the encoded id (spec §2).
    returnPath: tournamentPath(tournament.id),
  });
  return { outcome: 'checkout', checkoutUrl: checkout.checkoutUrl };
}

async function requireJoinable(
  deps: TournamentsDeps,
  actor: Actor,
  tournament: TournamentRow,
  timeZone: string,
): Promise<void> {
  requireEntryOpen(tournament, timeZone, deps.now());
  if (await isMember(deps.db, tournament.id, actor.userId)) {
    throw new AppError('CONFLICT', { key: 'tournamentAlreadyJoined' });
  }
  // A club-only tournament admits the club's current members only (issue 37 point 4).
  if ((await outsideClub(deps.db, tournament, [actor.userId], deps.now())).length) {
    throw new AppError('FORBIDDEN', { key: 'tournamentClubMembersOnly' });
  }
  if ((await outsideLocations(deps.db, tournament.id, [actor.userId])).length) {
    throw new AppError('FORBIDDEN', { key: 'tournamentNotInLocality' });
  }
}

/**
 * The `tournament_entry` fulfilment: the verified payment makes the payer a member and tells the
 * organiser, in the transaction that records the payment (the outbox mailer writes to the same
 * database). A retried event adds nobody twice and sends nothing twice. A payment that arrives
 * when the tournament no longer takes entrants (issue 32: started without late joining, ended,
 * finished, cancelled, deleted; the one join rule, `joinState`, at the zone the payer joined from)
 * buys nothing: no member, and the payments module refunds it once with the reason given here.
 */
export function tournamentEntryFulfilment(deps: Pick<TournamentsDeps, 'mailer' | 'now'>) {
  return async (tx: Db, checkout: Checkout): Promise<FulfilOutcome> => {
    // Deleted ones too. The shared lock orders this against a concurrent cancel, delete or finish:
    // whichever commits first, the other reads its outcome.
    const timeZone = joinedFrom(checkout);
    const entry = await paidEntryOf(tx, {
      tournamentId: checkout.subjectId,
      timeZone,
      now: deps.now(),
      missingName: checkout.description,
    });
    if (entry.refused) return { refused: entry.refused };
    const { tournament } = entry;
    const added = await addMember(tx, {
      tournamentId: tournament.id,
      userId: checkout.userId,
      checkoutId: checkout.id,
      timeZone,
    });
    if (added) await tellOrganiser(tx, deps.mailer, tournament, checkout.userId, added.joinedAt);
  };
}

/** The zone an entry checkout's payer joined from (UTC for a checkout started before zones were kept). */
function joinedFrom(checkout: Checkout): string {
  const kept = ZTimeZone.safeParse(checkout.details.timeZone);
  return kept.success ? kept.data : 'UTC';
}

/**
 * The organiser hears of a new entrant (by e-mail and a notification) in the transaction that adds
 * them; each join is its own event (a member who left and joins again is told of again).
 */
async function tellOrganiser(
  tx: Db,
  mailer: Mailer,
  tournament: TournamentRow,
  memberId: string,
  joinedAt: Date,
): Promise<void> {
  await notify(tx, {
    recipients: [tournament.organiserId],
    actorId: memberId,
    kind: 'tournamentJoined',
    eventKey: `joined:${tournament.id}:${memberId}:${joinedAt.toISOString()}`,
    subjects: { tournamentId: tournament.id },
    values: { tournamentName: tournament.name },
  });
  const [organiser, member] = await Promise.all([
    findUserContact(tx, tournament.organiserId),
    findUserContact(tx, memberId),
  ]);
  if (!organiser || !member) return;
  await mailer.send(tx, {
    to: organiser.email,
    ...newEntryMail({
      tournament,
      memberName: `${member.name} ${member.lastname}`.trim(),
    }),
  });
}
