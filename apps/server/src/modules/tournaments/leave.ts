import {
  AppError,
  canLeaveTournament,
  leaveIsRefunded,
  tournamentWindow,
  type LeaveResult,
} from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { TournamentsDeps } from './deps';
import { leftRefundReason } from './mails';
import { findMembership, findTournament, removeMember, type TournamentRow } from './repo';

/** The leave rules' reading of a tournament: a Global one starts on the clock of the zone the member joined from. */
const leavingOf = (row: TournamentRow, timeZone: string) => ({
  status: row.status,
  startAt: tournamentWindow(row, timeZone).start,
  refundDaysBeforeStart: row.refundDaysBeforeStart,
});

/**
 * The actor leaves a tournament they joined, before its start (issue 31): a paid entry is refunded
 * in full when the organiser's refund rule still allows it (before the refund deadline), through
 * the payments module's refund, which refunds a payment once however often it is asked (a double
 * click, a retry after a failure midway), then the entry is removed. Only the actor's own entry.
 * NOT_FOUND; CONFLICT when not a member (tournamentNotJoined) or when it started or is no longer
 * Active (tournamentLeaveClosed); UNAVAILABLE when the payment platform refuses the refund (the
 * entry stays, so asking again finishes it).
 */
export async function leaveTournament(
  deps: TournamentsDeps,
  actor: Actor,
  tournamentId: string,
): Promise<LeaveResult> {
  const tournament = await findTournament(deps.db, tournamentId);
  if (!tournament) throw new AppError('NOT_FOUND');
  const entry = await findMembership(deps.db, tournamentId, actor.userId);
  if (!entry) throw new AppError('CONFLICT', { key: 'tournamentNotJoined' });
  const now = deps.now();
  if (!canLeaveTournament(leavingOf(tournament, entry.timeZone), now)) {
    throw new AppError('CONFLICT', { key: 'tournamentLeaveClosed' });
  }
  let refundedCents = 0;
  if (entry.checkoutId && leaveIsRefunded(leavingOf(tournament, entry.timeZone), now)) {
    const refund = await deps.payments.refund(
      entry.checkoutId,
      leftRefundReason(tournament.name),
      actor.userId,
    );
    refundedCents = refund.amountCents;
  }
  await deps.db.transaction(async (tx) => {
    // The lock orders the leave against a concurrent cancel (which refunds the members it finds).
    const locked = await findTournament(tx, tournamentId, true);
    if (!locked || !canLeaveTournament(leavingOf(locked, entry.timeZone), deps.now())) {
      throw new AppError('CONFLICT', { key: 'tournamentLeaveClosed' });
    }
    await removeMember(tx, tournamentId, actor.userId);
  });
  return { refundedCents };
}
