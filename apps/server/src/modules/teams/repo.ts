import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  boats,
  teamMembers,
  teamRegistrationMembers,
  teamRegistrations,
  teams,
  users,
  type TeamRoleName,
} from '../../db/schema';

/** Members listed Captain first, then Anglers, then Mates (spec §3's order of roles). */
const roleOrder = (role: AnyPgColumn) =>
  sql`case ${role} when 'Captain' then 0 when 'Angler' then 1 else 2 end`;

export type TeamRow = typeof teams.$inferSelect;
export type TeamRegistrationRow = typeof teamRegistrations.$inferSelect;

/** A member as a team or a tournament shows them. */
export interface MemberView {
  userId: string;
  name: string;
  lastname: string;
  pictureUrl: string | null;
  role: TeamRoleName;
}

/** A team with what its presenter shows beside its own row. */
export interface TeamView {
  team: TeamRow;
  ownerName: string;
  boatName: string | null;
  members: MemberView[];
}

export async function findTeam(db: Db, teamId: string, forUpdate = false): Promise<TeamRow | undefined> {
  const query = db.select().from(teams).where(eq(teams.id, teamId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertTeam(
  db: Db,
  values: { name: string; ownerId: string; pictureKey: string | null; boatId: string | null },
): Promise<TeamRow> {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

export async function updateTeam(
  db: Db,
  teamId: string,
  values: Partial<{ name: string; pictureKey: string | null; boatId: string | null }>,
  now: Date,
): Promise<void> {
  await db
    .update(teams)
    .set({ ...values, updatedAt: now })
    .where(eq(teams.id, teamId));
}

/** Whether the boat is one of the user's. */
export async function isOwnBoat(db: Db, boatId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: boats.id })
    .from(boats)
    .where(and(eq(boats.id, boatId), eq(boats.ownerId, userId)));
  return !!row;
}

/** Which of `userIds` are accounts. */
export async function existingUserIds(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return rows.map((row) => row.id);
}

export async function findMembers(db: Db, teamId: string): Promise<{ userId: string; role: TeamRoleName }[]> {
  return db
    .select({ userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
}

export async function insertMembers(
  db: Db,
  teamId: string,
  members: readonly { userId: string; role: TeamRoleName }[],
): Promise<void> {
  if (!members.length) return;
  await db
    .insert(teamMembers)
    .values(members.map((member) => ({ teamId, ...member })))
    .onConflictDoNothing();
}

export async function updateMemberRole(
  db: Db,
  teamId: string,
  userId: string,
  role: TeamRoleName,
): Promise<void> {
  await db
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

/** Removes a member; answers whether they were one. */
export async function deleteMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return gone.length > 0;
}

/** The teams whose ids are given, with owner, boat and members (by name), in the order of `teamIds`. */
export async function findTeamViews(db: Db, teamIds: readonly string[]): Promise<TeamView[]> {
  if (!teamIds.length) return [];
  const [rows, members] = await Promise.all([
    db
      .select({
        team: teams,
        ownerName: sql<string>`trim(${users.name} || ' ' || ${users.lastname})`,
        boatName: boats.name,
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .leftJoin(boats, eq(boats.id, teams.boatId))
      .where(inArray(teams.id, [...teamIds])),
    db
      .select({
        teamId: teamMembers.teamId,
        userId: teamMembers.userId,
        name: users.name,
        lastname: users.lastname,
        pictureUrl: users.pictureUrl,
        role: teamMembers.role,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, [...teamIds]))
      .orderBy(roleOrder(teamMembers.role), asc(users.name), asc(users.lastname), asc(users.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.team.id, row]));
  return teamIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        team: row.team,
        ownerName: row.ownerName,
        boatName: row.boatName ?? null,
        members: members.filter((member) => member.teamId === id),
      },
    ];
  });
}

/** The teams the user owns or belongs to, newest first. */
export async function findTeamIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: teams.id, createdAt: teams.createdAt })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .where(sql`${teams.ownerId} = ${userId} or ${teamMembers.userId} = ${userId}`)
    .orderBy(sql`${teams.createdAt} desc`, asc(teams.id));
  return rows.map((row) => row.id);
}

/** The names of the users given (first then last), by id. */
export async function findNames(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.name} || ' ' || ${users.lastname})` })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// ---- registrations ----

/** The registered team fishing the tournament of each of `userIds`, other than `teamId`. */
export async function findOtherTeamsOf(
  db: Db,
  tournamentId: string,
  userIds: readonly string[],
  teamId: string,
): Promise<Map<string, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: teamRegistrationMembers.userId, teamName: teamRegistrations.teamName })
    .from(teamRegistrationMembers)
    .innerJoin(teamRegistrations, eq(teamRegistrations.id, teamRegistrationMembers.registrationId))
    .where(
      and(
        eq(teamRegistrationMembers.tournamentId, tournamentId),
        inArray(teamRegistrationMembers.userId, [...userIds]),
        ne(teamRegistrations.teamId, teamId),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.teamName]));
}

export async function findRegistered(
  db: Db,
  tournamentId: string,
  teamId: string,
): Promise<TeamRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(teamRegistrations)
    .where(
      and(
        eq(teamRegistrations.tournamentId, tournamentId),
        eq(teamRegistrations.teamId, teamId),
        eq(teamRegistrations.status, 'registered'),
      ),
    );
  return row;
}

/** A pending registration of the same team, marked members and registrant (a retried request reuses it). */
export async function findPendingRegistration(
  db: Db,
  values: { tournamentId: string; teamId: string; registeredBy: string; memberKey: string },
): Promise<TeamRegistrationRow | undefined> {
  const rows = await db
    .select()
    .from(teamRegistrations)
    .where(
      and(
        eq(teamRegistrations.tournamentId, values.tournamentId),
        eq(teamRegistrations.teamId, values.teamId),
        eq(teamRegistrations.registeredBy, values.registeredBy),
        eq(teamRegistrations.status, 'pending'),
      ),
    );
  return rows.find((row) => memberKeyOf(row.members) === values.memberKey);
}

/** The marked members as one comparable value. */
export function memberKeyOf(members: readonly { userId: string; role: string }[]): string {
  return members
    .map((member) => `${member.userId}:${member.role}`)
    .sort()
    .join(',');
}

export async function insertRegistration(
  db: Db,
  values: {
    tournamentId: string;
    teamId: string;
    teamName: string;
    registeredBy: string;
    members: { userId: string; role: TeamRoleName }[];
    timeZone: string;
    status: 'pending' | 'registered';
    registeredAt: Date | null;
  },
): Promise<TeamRegistrationRow> {
  const [row] = await db.insert(teamRegistrations).values(values).returning();
  return row!;
}

/** Locks a registration's row (the payment event's fulfilment). */
export async function lockRegistration(db: Db, id: string): Promise<TeamRegistrationRow | undefined> {
  const [row] = await db.select().from(teamRegistrations).where(eq(teamRegistrations.id, id)).for('update');
  return row;
}

export async function markRegistered(
  db: Db,
  id: string,
  values: { checkoutId: string | null; registeredAt: Date },
): Promise<void> {
  await db
    .update(teamRegistrations)
    .set({ status: 'registered', checkoutId: values.checkoutId, registeredAt: values.registeredAt })
    .where(eq(teamRegistrations.id, id));
}

/**
 * Writes who fishes in the registration's team; answers false, leaving nothing written, when one of them
 * already fishes the tournament in another team (the primary key: one team per person).
 */
export async function insertRegistrationMembers(
  db: Db,
  registration: { id: string; tournamentId: string },
  members: readonly { userId: string; role: TeamRoleName }[],
): Promise<boolean> {
  const written = await db
    .insert(teamRegistrationMembers)
    .values(
      members.map((member) => ({
        tournamentId: registration.tournamentId,
        registrationId: registration.id,
        userId: member.userId,
        role: member.role,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: teamRegistrationMembers.userId });
  if (written.length === members.length) return true;
  // Someone fishes in another team already: what was written of this one goes again.
  await db.delete(teamRegistrationMembers).where(eq(teamRegistrationMembers.registrationId, registration.id));
  return false;
}

/** The teams registered for a tournament, in order of registration, with their fishing members. */
export async function findTournamentTeams(db: Db, tournamentId: string) {
  const [registrations, members] = await Promise.all([
    db
      .select({
        registrationId: teamRegistrations.id,
        teamId: teamRegistrations.teamId,
        name: teamRegistrations.teamName,
        pictureKey: teams.pictureKey,
      })
      .from(teamRegistrations)
      .innerJoin(teams, eq(teams.id, teamRegistrations.teamId))
      .where(
        and(eq(teamRegistrations.tournamentId, tournamentId), eq(teamRegistrations.status, 'registered')),
      )
      .orderBy(asc(teamRegistrations.registeredAt), asc(teamRegistrations.id)),
    findTournamentTeamMembers(db, tournamentId),
  ]);
  return { registrations, members };
}

/** Who fishes the tournament in which registered team. */
export async function findTournamentTeamMembers(db: Db, tournamentId: string) {
  return db
    .select({
      registrationId: teamRegistrationMembers.registrationId,
      teamId: teamRegistrations.teamId,
      teamName: teamRegistrations.teamName,
      userId: teamRegistrationMembers.userId,
      name: users.name,
      lastname: users.lastname,
      pictureUrl: users.pictureUrl,
      role: teamRegistrationMembers.role,
    })
    .from(teamRegistrationMembers)
    .innerJoin(teamRegistrations, eq(teamRegistrations.id, teamRegistrationMembers.registrationId))
    .innerJoin(users, eq(users.id, teamRegistrationMembers.userId))
    .where(eq(teamRegistrationMembers.tournamentId, tournamentId))
    .orderBy(roleOrder(teamRegistrationMembers.role), asc(users.name), asc(users.lastname), asc(users.id));
}
