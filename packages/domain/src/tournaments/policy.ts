import type { Permission } from '../auth/permissions';
import type { TournamentCan } from './schemas';
import { isJoinable } from './time';

/**
 * Who may do what with a tournament (issue 33 point 1, ADR 013): one rule for each thing, read by
 * the server's policies (tournaments, judging), the server's SQL (`judgesTournament` in the
 * tournaments module, built from `JUDGE_STANDINGS`) and its presenter, which sends the answers to
 * the web app as the tournament's `can`.
 */

/** The person asking, as the rules read them; null for a guest. */
export interface TournamentViewer {
  userId: string;
  email: string;
  /** The account proved it holds `email` (ADR 011): rights given to an address need it. */
  emailVerified: boolean;
}

/** What the rules read of a tournament: who created it, and which of its named judges judge. */
export interface TournamentPeople {
  organiserId: string;
  /**
   * The addresses (lower case) of its named judges whose invitation was accepted by the live
   * account holding the address, that account having proved it (ADR 011: the server reads them
   * with `judgeAccepted`). Invited, declined and unproven ones are not here.
   */
  acceptedJudgeEmails: readonly string[];
}

/** The viewer created the tournament. */
function isOrganiser(viewer: TournamentViewer | null, tournament: Pick<TournamentPeople, 'organiserId'>) {
  return viewer !== null && viewer.userId === tournament.organiserId;
}

/** The viewer is a named judge who accepted, on the account that proved the address (ADR 011). */
function isAcceptedJudge(viewer: TournamentViewer | null, tournament: TournamentPeople) {
  return (
    viewer !== null &&
    viewer.emailVerified &&
    tournament.acceptedJudgeEmails.includes(viewer.email.toLowerCase())
  );
}

const STANDINGS = { organiser: isOrganiser, acceptedJudge: isAcceptedJudge } as const;

/** The ways someone judges a tournament: each one is a test here and an SQL condition on the server. */
export type JudgeStanding = keyof typeof STANDINGS;

/**
 * Who judges a tournament (ADR 013): its organiser, and each judge it names who accepted on a
 * proven address (ADR 011). Judging is reading its catches with their flags, the judging
 * workspace, its members and each day's object, and deciding, noting and commenting on its catches
 * and finishing its judging; whoever judges still never decides their own catch (`isOwnCatch`,
 * ADR 012). The server's SQL condition is one term per entry of this list, so the two cannot part.
 */
export const JUDGE_STANDINGS: readonly JudgeStanding[] = ['organiser', 'acceptedJudge'];

/** Whether the viewer judges the tournament (`JUDGE_STANDINGS`). */
export function canJudgeTournament(viewer: TournamentViewer | null, tournament: TournamentPeople): boolean {
  return JUDGE_STANDINGS.some((standing) => STANDINGS[standing](viewer, tournament));
}

/**
 * Whether the viewer manages the tournament: deletes, cancels or finishes it (spec §4, §6) and
 * reads its named judges' addresses and answers. Its organiser only.
 */
export function canManageTournament(
  viewer: TournamentViewer | null,
  tournament: Pick<TournamentPeople, 'organiserId'>,
): boolean {
  return isOrganiser(viewer, tournament);
}

/**
 * Whether the viewer sees what only the tournament's people see (its members, each day's object):
 * whoever judges it (its organiser among them) and its members (`joined`).
 */
export function canSeeTournamentInside(
  viewer: TournamentViewer | null,
  tournament: TournamentPeople,
  joined: boolean,
): boolean {
  return (viewer !== null && joined) || canJudgeTournament(viewer, tournament);
}

/** Whether the viewer logs tournament sessions in it: its members only (spec §3 isTournamentSession). */
export function canFishTournament(viewer: TournamentViewer | null, joined: boolean): boolean {
  return viewer !== null && joined;
}

/**
 * Whether the viewer may join: signed in, not a member yet, the tournament Active. Its organiser
 * and its judges may fish it too (ADR 012). Whether it takes entrants at this hour is the time rule,
 * `joinState`, read at the viewer's own zone (ADR 014): the web app on the viewer's clock, the join
 * at the joiner's. The places and the club a join also checks are said when it is asked.
 */
export function canJoinTournament(
  viewer: TournamentViewer | null,
  joined: boolean,
  status: string | null | undefined,
): boolean {
  return viewer !== null && !joined && isJoinable({ tournamentStatus: status });
}

/**
 * The judge screens (spec §2, §6): JUDGE_TOURNAMENTS, which the server grants whoever judges a
 * tournament still to be judged and each named judge who has not declined (to answer the invitation).
 */
export function canUseJudgeScreens(viewer: { permissions: readonly Permission[] } | null): boolean {
  return viewer?.permissions.includes('JUDGE_TOURNAMENTS') ?? false;
}

/** The tournament's `can` for the viewer: what its page offers them, as the API will answer it. */
export function tournamentCan(
  viewer: TournamentViewer | null,
  tournament: TournamentPeople,
  { joined, status }: { joined: boolean; status: string | null | undefined },
): TournamentCan {
  const inside = canSeeTournamentInside(viewer, tournament, joined);
  return {
    judge: canJudgeTournament(viewer, tournament),
    manage: canManageTournament(viewer, tournament),
    join: canJoinTournament(viewer, joined, status),
    seeMembers: inside,
    seeObjectOfTheDay: inside,
  };
}
