import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { JudgeStatus, TournamentPeople } from '@tightlines/domain';
import type { Db } from '../../db/database';
import {
  localities,
  regions,
  ruleSets,
  species,
  tournamentJudges,
  tournamentLocalities,
  tournamentMembers,
  tournamentRegions,
  tournaments,
  tournamentSpecies,
  users,
} from '../../db/schema';
import { judgeAccepted } from './judges';

export type TournamentRow = typeof tournaments.$inferSelect;

interface PlaceDto {
  UUID: string;
  localityName: string;
  latitude: number;
  longitude: number;
}

/** What the presenter shows beside a tournament's own row. */
export interface TournamentParts {
  ruleName: string;
  locations: { regionName: string; localities: PlaceDto[] }[];
  species: { UUID: string; name: string }[];
  judgesEmails: string[];
  /** Each named judge's answer (the organiser's view). */
  judges: { email: string; status: JudgeStatus }[];
  /** The named judges who judge (`judgeAccepted`). */
  acceptedJudgeEmails: string[];
  judgeNames: string[];
  memberCount: number;
  userIsJoined: boolean;
}

/** A tournament that is not deleted, or undefined; `forUpdate` locks it for a state change. */
export async function findTournament(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<TournamentRow | undefined> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, id), ne(tournaments.status, 'Deleted')));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The rule names, places, species, judges and members of `rows`, in a fixed number of queries. */
export async function loadParts(
  db: Db,
  rows: TournamentRow[],
  viewerId: string | null,
): Promise<Map<string, TournamentParts>> {
  const ids = rows.map((row) => row.id);
  const parts = new Map<string, TournamentParts>();
  if (!ids.length) return parts;
  const [rules, regionRows, localityRows, speciesRows, judgeRows, memberCounts, joined] = await Promise.all([
    db.select({ id: ruleSets.id, name: ruleSets.name }).from(ruleSets),
    // A Regional tournament fishes from every locality of its regions: the map shows them all.
    db
      .select({
        tournamentId: tournamentRegions.tournamentId,
        regionName: regions.name,
        id: localities.id,
        name: localities.name,
        latitude: localities.latitude,
        longitude: localities.longitude,
      })
      .from(tournamentRegions)
      .innerJoin(regions, eq(regions.id, tournamentRegions.regionId))
      .innerJoin(localities, eq(localities.regionId, regions.id))
      .where(inArray(tournamentRegions.tournamentId, ids))
      .orderBy(regions.name, localities.name),
    db
      .select({
        tournamentId: tournamentLocalities.tournamentId,
        id: localities.id,
        name: localities.name,
        latitude: localities.latitude,
        longitude: localities.longitude,
        regionName: regions.name,
      })
      .from(tournamentLocalities)
      .innerJoin(localities, eq(localities.id, tournamentLocalities.localityId))
      .innerJoin(regions, eq(regions.id, localities.regionId))
      .where(inArray(tournamentLocalities.tournamentId, ids)),
    db
      .select({ tournamentId: tournamentSpecies.tournamentId, id: species.id, name: species.name })
      .from(tournamentSpecies)
      .innerJoin(species, eq(species.id, tournamentSpecies.speciesId))
      .where(inArray(tournamentSpecies.tournamentId, ids)),
    // A judge is named by e-mail; one who accepted is shown by the name of the account that did.
    db
      .select({
        tournamentId: tournamentJudges.tournamentId,
        email: tournamentJudges.email,
        status: tournamentJudges.status,
        accepted: sql<boolean>`${judgeAccepted()}`,
        name: users.name,
        lastname: users.lastname,
      })
      .from(tournamentJudges)
      .leftJoin(users, and(eq(users.id, tournamentJudges.answeredBy), isNull(users.deletedAt)))
      .where(inArray(tournamentJudges.tournamentId, ids))
      .orderBy(tournamentJudges.email),
    db
      .select({ tournamentId: tournamentMembers.tournamentId, members: count() })
      .from(tournamentMembers)
      .where(inArray(tournamentMembers.tournamentId, ids))
      .groupBy(tournamentMembers.tournamentId),
    viewerId
      ? db
          .select({ tournamentId: tournamentMembers.tournamentId })
          .from(tournamentMembers)
          .where(and(inArray(tournamentMembers.tournamentId, ids), eq(tournamentMembers.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  const ruleNames = new Map(rules.map((rule) => [rule.id, rule.name]));
  const joinedIds = new Set(joined.map((row) => row.tournamentId));
  for (const row of rows) {
    const byRegion = new Map<string, PlaceDto[]>();
    const places = [...regionRows, ...localityRows].filter((place) => place.tournamentId === row.id);
    for (const place of places) {
      const list = byRegion.get(place.regionName) ?? [];
      list.push({
        UUID: place.id,
        localityName: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
      });
      byRegion.set(place.regionName, list);
    }
    parts.set(row.id, {
      ruleName: ruleNames.get(row.ruleSetId) ?? '',
      locations: [...byRegion].map(([regionName, places]) => ({ regionName, localities: places })),
      species: speciesRows
        .filter((s) => s.tournamentId === row.id)
        .map((s) => ({ UUID: s.id, name: s.name })),
      judgesEmails: judgeRows.filter((j) => j.tournamentId === row.id).map((j) => j.email),
      judges: judgeRows
        .filter((j) => j.tournamentId === row.id)
        .map((j) => ({ email: j.email, status: j.status })),
      acceptedJudgeEmails: judgeRows
        .filter((j) => j.tournamentId === row.id && j.accepted)
        .map((j) => j.email),
      judgeNames: judgeRows
        .filter((j) => j.tournamentId === row.id && j.accepted && j.name !== null)
        .map((j) => `${j.name} ${j.lastname ?? ''}`.trim()),
      memberCount: memberCounts.find((m) => m.tournamentId === row.id)?.members ?? 0,
      userIsJoined: joinedIds.has(row.id),
    });
  }
  return parts;
}

/** The user's saved locality and its region (null when none is saved). */
export async function findUserPlace(
  db: Db,
  userId: string,
): Promise<{ localityId: string; regionId: string } | null> {
  const [row] = await db
    .select({ localityId: localities.id, regionId: localities.regionId })
    .from(users)
    .innerJoin(localities, eq(localities.id, users.localityId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The places a tournament is open to: its regions, and its localities. */
export async function findTournamentPlaces(db: Db, tournamentId: string) {
  const [regionIds, localityIds] = await Promise.all([
    db
      .select({ id: tournamentRegions.regionId })
      .from(tournamentRegions)
      .where(eq(tournamentRegions.tournamentId, tournamentId)),
    db
      .select({ id: tournamentLocalities.localityId })
      .from(tournamentLocalities)
      .where(eq(tournamentLocalities.tournamentId, tournamentId)),
  ]);
  return { regionIds: regionIds.map((r) => r.id), localityIds: localityIds.map((l) => l.id) };
}

/**
 * The e-mails (lower case) of the tournament's judges who judge: named, accepted, by the verified
 * account holding the address (`judgeAccepted`). Invited, declined and unverified ones are not here.
 */
export async function acceptedJudgeEmailsOf(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .select({ email: tournamentJudges.email })
    .from(tournamentJudges)
    .where(and(eq(tournamentJudges.tournamentId, tournamentId), judgeAccepted()));
  return rows.map((row) => row.email);
}

/** The tournament's people as the domain's rules read them (`canJudgeTournament`…). */
export async function peopleOf(
  db: Db,
  tournament: Pick<TournamentRow, 'id' | 'organiserId'>,
): Promise<TournamentPeople> {
  return {
    organiserId: tournament.organiserId,
    acceptedJudgeEmails: await acceptedJudgeEmailsOf(db, tournament.id),
  };
}

export async function isMember(db: Db, tournamentId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentMembers.userId })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, userId)));
  return Boolean(row);
}

/** The actor's entry in a tournament (the checkout that paid it, the zone they joined from), or undefined. */
export async function findMembership(db: Db, tournamentId: string, userId: string) {
  const [row] = await db
    .select({ checkoutId: tournamentMembers.checkoutId, timeZone: tournamentMembers.timeZone })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, userId)));
  return row;
}

/** Removes a member; removing one already gone (a second click) changes nothing. */
export async function removeMember(db: Db, tournamentId: string, userId: string): Promise<void> {
  await db
    .delete(tournamentMembers)
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, userId)));
}

/** Adds a member once: a second join (a retried payment event) changes nothing. True when added now. */
export async function addMember(
  db: Db,
  member: { tournamentId: string; userId: string; checkoutId?: string | null; timeZone: string },
): Promise<boolean> {
  const added = await db
    .insert(tournamentMembers)
    .values({ ...member, checkoutId: member.checkoutId ?? null })
    .onConflictDoNothing()
    .returning({ userId: tournamentMembers.userId });
  return added.length > 0;
}

export async function findUserContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, lastname: users.lastname, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Any tournament, deleted ones included, locked: only its organiser's status actions see deleted ones. */
export async function lockTournamentRow(db: Db, id: string): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row;
}
