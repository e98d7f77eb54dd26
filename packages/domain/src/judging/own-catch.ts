/** Who a catch belongs to, for the rule that nobody judges their own (ADR 012). */
export interface CatchTies {
  /** The angler: the owner of the catch's session. */
  anglerId: string;
  /** The session's crew (its team members). */
  crewIds: readonly string[];
  /** The session's boat's owner and confirmed captain (lower-cased e-mail), when it names a boat. */
  boatOwnerId: string | null;
  boatCaptainEmail: string | null;
}

/**
 * Whether `judge` is tied to the catch: its angler, one of its session's crew, or the owner or the
 * captain of the boat it was fished from. Such a judge, even the organiser, may read the catch but
 * not decide it, note it or comment on it: another judge does (ADR 012).
 */
export function isOwnCatch(judge: { userId: string; email: string }, ties: CatchTies): boolean {
  return (
    ties.anglerId === judge.userId ||
    ties.crewIds.includes(judge.userId) ||
    ties.boatOwnerId === judge.userId ||
    (ties.boatCaptainEmail !== null && ties.boatCaptainEmail === judge.email.toLowerCase())
  );
}
