/** What the leave rules read of a tournament (a row on the server, a DTO on the web). */
export interface LeavingTournament {
  status: string;
  startAt: Date;
  /** Full refund until this many days before the start; null: no refund. */
  refundDaysBeforeStart: number | null;
}

const DAY_MS = 86_400_000;

/**
 * Whether an entrant may leave now: only an Active tournament, and only before its start (once it
 * started, its catches count and the entry stands).
 */
export function canLeaveTournament(tournament: LeavingTournament, now: Date): boolean {
  return tournament.status === 'Active' && now.getTime() < tournament.startAt.getTime();
}

/** The last instant a leaving entrant is refunded in full; null when the organiser gives no refund. */
export function refundDeadlineOf(tournament: LeavingTournament): Date | null {
  if (tournament.refundDaysBeforeStart === null) return null;
  return new Date(tournament.startAt.getTime() - tournament.refundDaysBeforeStart * DAY_MS);
}

/** Whether an entrant who leaves at `now` gets their entrance fee back (before the refund deadline). */
export function leaveIsRefunded(tournament: LeavingTournament, now: Date): boolean {
  const deadline = refundDeadlineOf(tournament);
  return deadline !== null && now.getTime() < deadline.getTime() && canLeaveTournament(tournament, now);
}
