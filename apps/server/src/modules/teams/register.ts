import {
  AppError,
  ZTimeZone,
  type TeamRegistrationInput,
  type TeamRegistrationResultDto,
  type TeamRole,
  type TeamVerificationDto,
  type TeamVerifyInput,
} from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { MailPhrase } from '../../platform/mail/render';
import { notify } from '../notifications';
import type { Checkout, FulfilOutcome } from '../payments';
import {
  enterMembers,
  outsideClub,
  outsideLocations,
  paidEntryOf,
  requireEntryOpen,
  tournamentForEntry,
  type TournamentRow,
} from '../tournaments';
import type { TeamsDeps } from './deps';
import { requireTeamRegistrant } from './policy';
import {
  findMembers,
  findNames,
  findOtherTeamsOf,
  findPendingRegistration,
  findRegistered,
  findTeam,
  insertRegistration,
  insertRegistrationMembers,
  lockRegistration,
  markRegistered,
  memberKeyOf,
  type TeamRegistrationRow,
  type TeamRow,
} from './repo';

/** Where a paid registration's checkout comes back to: the wizard's register section (spec §2). */
export const TEAM_REGISTRATION_RETURN = '/create_tournament_team?payment=success';

type Marked = { userId: string; role: TeamRole };

/** The team, readable by the actor, and its marked members with their roles; each marked must be on it. */
async function markedMembersOf(
  deps: TeamsDeps,
  actor: Actor,
  teamId: string,
  memberIds: readonly string[],
): Promise<{ team: TeamRow; marked: Marked[] }> {
  const team = await findTeam(deps.db, teamId);
  if (!team) throw new AppError('NOT_FOUND');
  const members = await findMembers(deps.db, teamId);
  requireTeamRegistrant(
    actor,
    team,
    members.map((member) => member.userId),
  );
  const unique = [...new Set(memberIds)];
  if (!unique.length) {
    throw new AppError('VALIDATION', { key: 'selectTeamMember', details: { fields: ['memberIds'] } });
  }
  const marked = unique.map((userId) => members.find((member) => member.userId === userId));
  if (marked.some((member) => !member)) {
    throw new AppError('VALIDATION', { key: 'teamMarkedNotOnTeam', details: { fields: ['memberIds'] } });
  }
  return { team, marked: marked as Marked[] };
}

/**
 * Verify team details against the tournament (spec §7): for each marked member, whether their
 * saved locality is in the tournament's locations, and the other team of the tournament they fish
 * in, if any. The wizard names whoever does not pass.
 */
export async function verifyTeam(
  deps: TeamsDeps,
  actor: Actor,
  teamId: string,
  input: TeamVerifyInput,
): Promise<TeamVerificationDto> {
  const { marked } = await markedMembersOf(deps, actor, teamId, input.memberIds);
  const tournament = await tournamentForEntry(deps.db, input.tournamentId);
  const ids = marked.map((member) => member.userId);
  const [outside, others, names] = await Promise.all([
    outsideLocations(deps.db, tournament.id, ids),
    findOtherTeamsOf(deps.db, tournament.id, ids, teamId),
    findNames(deps.db, ids),
  ]);
  const members = ids.map((userId) => ({
    userId,
    name: names.get(userId) ?? '',
    inLocations: !outside.includes(userId),
    otherTeam: others.get(userId) ?? null,
  }));
  return { ok: members.every((member) => member.inLocations && !member.otherTeam), members };
}

/**
 * Registers a team for a tournament (spec §4 Team registration, issue 38 point 2): at least one
 * marked member, each on the team, each in the tournament's locations, none fishing the tournament
 * in another team, the team not registered yet, the tournament open to entrants (the one join
 * rule). Free: registered at once, its marked members made members of the tournament and told.
 * Paid: a pending registration and its checkout (quantity 1); only the verified payment event
 * registers it (`teamRegistrationFulfilment`), so a cancelled checkout registers nothing.
 * Refusals carry the member they name in `details` (`memberId`, `memberName`).
 */
export async function registerTeam(
  deps: TeamsDeps,
  actor: Actor,
  input: TeamRegistrationInput,
): Promise<TeamRegistrationResultDto> {
  const timeZone = ZTimeZone.safeParse(input.timeZone).success ? input.timeZone! : 'UTC';
  const { team, marked } = await markedMembersOf(deps, actor, input.teamId, input.memberIds);
  const tournament = await tournamentForEntry(deps.db, input.tournamentId);
  requireEntryOpen(tournament, timeZone, deps.now());
  await requireRegistrable(deps, deps.db, tournament, team, marked);
  if (tournament.feeCents === 0) {
    await deps.db.transaction(async (tx) => {
      const locked = await tournamentForEntry(tx, tournament.id, true);
      requireEntryOpen(locked, timeZone, deps.now());
      // The team's row orders two registrations of it: the second finds the first.
      await findTeam(tx, team.id, true);
      await requireRegistrable(deps, tx, locked, team, marked);
      const registration = await newRegistration(tx, { actor, tournament, team, marked, timeZone });
      const outcome = await confirm(tx, deps.now(), registration, locked, null);
      if (outcome === 'memberTaken') throw new AppError('CONFLICT', { key: 'teamMemberInAnotherTeam' });
    });
    return { outcome: 'registered', checkoutUrl: null };
  }
  if (!tournament.paymentProductId) throw new AppError('INTERNAL', { key: 'paymentProductNotFound' });
  const registration = await pendingRegistration(deps, actor, tournament, team, marked, timeZone);
  const names = await findNames(
    deps.db,
    marked.map((member) => member.userId),
  );
  const checkout = await deps.payments.startCheckout({
    payer: { userId: actor.userId, email: actor.email },
    purpose: 'team_registration',
    subjectId: registration.id,
    productId: tournament.paymentProductId,
    quantity: 1,
    description: `${tournament.name} · ${team.name}`,
    // Spec §3 Checkout body: the team, the tournament and the members who fish it.
    details: {
      teamName: team.name,
      tournamentUUID: tournament.id,
      members: marked.map((member) => ({ memberName: names.get(member.userId) ?? '', roleId: member.role })),
    },
    returnPath: TEAM_REGISTRATION_RETURN,
  });
  return { outcome: 'checkout', checkoutUrl: checkout.checkoutUrl };
}

/**
 * A new registration of `team`, pending: a free one is confirmed in the same transaction, a paid one
 * by its verified payment. Its members are the marked ones with their roles, as the team has them now.
 */
function newRegistration(
  tx: Db,
  entry: { actor: Actor; tournament: TournamentRow; team: TeamRow; marked: Marked[]; timeZone: string },
): Promise<TeamRegistrationRow> {
  return insertRegistration(tx, {
    tournamentId: entry.tournament.id,
    teamId: entry.team.id,
    teamName: entry.team.name,
    registeredBy: entry.actor.userId,
    members: entry.marked,
    timeZone: entry.timeZone,
    status: 'pending',
    registeredAt: null,
  });
}

/** The pending registration a paid one pays for: the same one for a retried request (one checkout). */
async function pendingRegistration(
  deps: TeamsDeps,
  actor: Actor,
  tournament: TournamentRow,
  team: TeamRow,
  marked: Marked[],
  timeZone: string,
): Promise<TeamRegistrationRow> {
  return deps.db.transaction(async (tx) => {
    await findTeam(tx, team.id, true);
    const known = await findPendingRegistration(tx, {
      tournamentId: tournament.id,
      teamId: team.id,
      registeredBy: actor.userId,
      memberKey: memberKeyOf(marked),
    });
    if (known && known.timeZone === timeZone) return known;
    return newRegistration(tx, { actor, tournament, team, marked, timeZone });
  });
}

/** The refusals of spec §5 and issue 38, each naming the member it is about. */
async function requireRegistrable(
  deps: TeamsDeps,
  db: Db,
  tournament: TournamentRow,
  team: TeamRow,
  marked: Marked[],
): Promise<void> {
  if (await findRegistered(db, tournament.id, team.id)) {
    throw new AppError('CONFLICT', { key: 'teamAlreadyRegistered' });
  }
  const ids = marked.map((member) => member.userId);
  const names = await findNames(db, ids);
  const naming = (userId: string) => ({
    fields: ['memberIds'],
    memberId: userId,
    memberName: names.get(userId) ?? '',
  });
  const others = await findOtherTeamsOf(db, tournament.id, ids, team.id);
  const taken = ids.find((userId) => others.has(userId));
  if (taken) {
    throw new AppError('CONFLICT', {
      key: 'teamMemberInAnotherTeam',
      details: { ...naming(taken), otherTeam: others.get(taken) },
    });
  }
  const [outside] = await outsideLocations(db, tournament.id, ids);
  if (outside) throw new AppError('FORBIDDEN', { key: 'teamMemberNotInLocality', details: naming(outside) });
  const [notInClub] = await outsideClub(db, tournament, ids, deps.now());
  if (notInClub) {
    throw new AppError('FORBIDDEN', { key: 'tournamentClubMembersOnly', details: naming(notInClub) });
  }
}

/**
 * Makes a registration registered, in `tx`: its marked members fish in this team (one team per
 * person per tournament: 'memberTaken' when one already fishes in another, and nothing is written),
 * become members of the tournament, and are told. 'done' when it was registered already.
 */
async function confirm(
  tx: Db,
  now: Date,
  registration: TeamRegistrationRow,
  tournament: TournamentRow,
  checkoutId: string | null,
): Promise<'registered' | 'done' | 'memberTaken' | 'teamTaken'> {
  if (registration.status === 'registered') return 'done';
  if (await findRegistered(tx, registration.tournamentId, registration.teamId)) return 'teamTaken';
  const written = await insertRegistrationMembers(tx, registration, registration.members);
  if (!written) return 'memberTaken';
  await markRegistered(tx, registration.id, { checkoutId, registeredAt: now });
  const userIds = registration.members.map((member) => member.userId);
  await enterMembers(tx, {
    tournamentId: registration.tournamentId,
    userIds,
    checkoutId,
    timeZone: registration.timeZone,
  });
  await notify(tx, {
    recipients: userIds,
    actorId: registration.registeredBy,
    kind: 'teamRegistered',
    eventKey: `team-registered:${registration.id}`,
    subjects: { tournamentId: tournament.id },
    values: { tournamentName: tournament.name, teamName: registration.teamName },
  });
  return 'registered';
}

const teamTakenReason = (name: string): MailPhrase => ({
  phrase: 'mail.refundReason.teamTaken',
  values: { name },
});

/**
 * The `team_registration` fulfilment: the verified payment registers the pending registration it
 * paid for, in the transaction that records the payment; the registration's row is locked, so an
 * event delivered twice, or a retried job, registers it once. A payment that arrives when the
 * tournament no longer takes entrants (deleted, cancelled, closed: the reason `paidEntryOf` gives),
 * or when the team or one of its marked members was registered meanwhile ("team taken"), registers
 * nothing and is refunded once, with its reason.
 */
export function teamRegistrationFulfilment(deps: Pick<TeamsDeps, 'now'>) {
  return async (tx: Db, checkout: Checkout): Promise<FulfilOutcome> => {
    const registration = await lockRegistration(tx, checkout.subjectId);
    if (!registration)
      throw new Error(`team registration ${checkout.subjectId} of checkout ${checkout.id} not found`);
    if (registration.status === 'registered') return;
    // Deleted ones too: a tournament deleted or cancelled meanwhile is refunded with that reason.
    const entry = await paidEntryOf(tx, {
      tournamentId: registration.tournamentId,
      timeZone: registration.timeZone,
      now: deps.now(),
      missingName: registration.teamName,
    });
    if (entry.refused) return { refused: entry.refused };
    const { tournament } = entry;
    const outcome = await confirm(tx, deps.now(), registration, tournament, checkout.id);
    if (outcome === 'memberTaken' || outcome === 'teamTaken') {
      return { refused: teamTakenReason(registration.teamName) };
    }
  };
}
