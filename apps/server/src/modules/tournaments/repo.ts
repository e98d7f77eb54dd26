import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { JudgeStatus, Language, TournamentPeople } from '@tightlines/domain';
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
import { catalogueName } from '../catalogue';
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
  locations: { regionName: string; label: string; localities: PlaceDto[] }[];
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

/**
 * A tournament whatever its status, deleted ones too, its row share-locked: a verified payment
 * for an entry reads it so that a concurrent cancel, delete or finish commits first or waits.
 */
export async function findTournamentForPayment(db: Db, id: string): Promise<TournamentRow | undefined> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('share');
  return row;
}

interface PlaceRow {
  regionName: string;
  regionNameEs: string;
  id: string;
  name: string;
  nameEs: string;
  latitude: number;
  longitude: number;
}

/** A tournament's parts as its statement reads them, before they are shaped (`toParts`). */
interface PartsFields {
  ruleName: string | null;
  regionPlaces: PlaceRow[];
  localityPlaces: PlaceRow[];
  species: { id: string; name: string; nameEs: string }[];
  judges: {
    email: string;
    status: JudgeStatus;
    accepted: boolean;
    name: string | null;
    lastname: string | null;
  }[];
  memberCount: number;
  joined: boolean;
}

/**
 * The rule name, places, species, judges and members of the tournament of the row beside them, as
 * columns correlated on `tournaments.id`: a select of tournaments reads a whole page's parts in its
 * own statement, whatever the page's length.
 */
function partsColumns(viewerId: string | null) {
  const place = (
    region: SQL,
  ) => sql`json_build_object('regionName', ${region}, 'regionNameEs', ${regions.nameEs},
    'id', ${localities.id}, 'name', ${localities.name}, 'nameEs', ${localities.nameEs},
    'latitude', ${localities.latitude}, 'longitude', ${localities.longitude})`;
  const list = <T>(query: SQL) => sql<T>`coalesce(${subquery(query)}, '[]')`;
  return {
    ruleName: subquery<PartsFields['ruleName']>(
      sql`select ${ruleSets.name} from ${ruleSets} where ${ruleSets.id} = ${tournaments.ruleSetId}`,
    ),
    // A Regional tournament fishes from every locality of its regions: the map shows them all.
    regionPlaces: list<
      PartsFields['regionPlaces']
    >(sql`select json_agg(${place(sql`${regions.name}`)} order by ${regions.name}, ${localities.name})
      from ${tournamentRegions}
      join ${regions} on ${regions.id} = ${tournamentRegions.regionId}
      join ${localities} on ${localities.regionId} = ${regions.id}
      where ${tournamentRegions.tournamentId} = ${tournaments.id}`),
    localityPlaces: list<PartsFields['localityPlaces']>(sql`select json_agg(${place(sql`${regions.name}`)})
      from ${tournamentLocalities}
      join ${localities} on ${localities.id} = ${tournamentLocalities.localityId}
      join ${regions} on ${regions.id} = ${localities.regionId}
      where ${tournamentLocalities.tournamentId} = ${tournaments.id}`),
    species: list<
      PartsFields['species']
    >(sql`select json_agg(json_build_object('id', ${species.id}, 'name', ${species.name},
        'nameEs', ${species.nameEs}))
      from ${tournamentSpecies}
      join ${species} on ${species.id} = ${tournamentSpecies.speciesId}
      where ${tournamentSpecies.tournamentId} = ${tournaments.id}`),
    // A judge is named by e-mail; one who accepted is shown by the name of the account that did.
    judges: list<
      PartsFields['judges']
    >(sql`select json_agg(json_build_object('email', ${tournamentJudges.email},
        'status', ${tournamentJudges.status}, 'accepted', ${judgeAccepted()},
        'name', judge_user.name, 'lastname', judge_user.lastname) order by ${tournamentJudges.email})
      from ${tournamentJudges}
      left join ${users} judge_user
        on judge_user.id = ${tournamentJudges.answeredBy} and judge_user.deleted_at is null
      where ${tournamentJudges.tournamentId} = ${tournaments.id}`),
    memberCount: subquery<number>(sql`select count(*)::int from ${tournamentMembers}
      where ${tournamentMembers.tournamentId} = ${tournaments.id}`),
    joined: viewerId
      ? sql<boolean>`exists ${subquery(sql`select 1 from ${tournamentMembers}
          where ${tournamentMembers.tournamentId} = ${tournaments.id} and ${tournamentMembers.userId} = ${viewerId}`)}`
      : sql<boolean>`false`,
  };
}

/**
 * A statement in parentheses, kept whole: a select of one table writes its own columns unqualified
 * ("id"), which inside a statement of other tables names theirs; nested, they stay qualified.
 */
function subquery<T = unknown>(query: SQL): SQL<T> {
  return sql<T>`(${query})`;
}

/** The parts as the presenter shows them: places grouped by region, names in `language`. */
function toParts(found: PartsFields, language: Language): TournamentParts {
  const byRegion = new Map<string, { label: string; localities: PlaceDto[] }>();
  for (const place of [...found.regionPlaces, ...found.localityPlaces]) {
    const region = byRegion.get(place.regionName) ?? {
      label: catalogueName({ name: place.regionName, nameEs: place.regionNameEs }, language),
      localities: [],
    };
    region.localities.push({
      UUID: place.id,
      localityName: catalogueName(place, language),
      latitude: place.latitude,
      longitude: place.longitude,
    });
    byRegion.set(place.regionName, region);
  }
  const accepted = found.judges.filter((judge) => judge.accepted);
  return {
    ruleName: found.ruleName ?? '',
    locations: [...byRegion].map(([regionName, region]) => ({ regionName, ...region })),
    species: found.species.map((fish) => ({ UUID: fish.id, name: catalogueName(fish, language) })),
    judgesEmails: found.judges.map((judge) => judge.email),
    judges: found.judges.map((judge) => ({ email: judge.email, status: judge.status })),
    acceptedJudgeEmails: accepted.map((judge) => judge.email),
    judgeNames: accepted
      .filter((judge) => judge.name !== null)
      .map((judge) => `${judge.name} ${judge.lastname ?? ''}`.trim()),
    memberCount: found.memberCount,
    userIsJoined: found.joined,
  };
}

/** A tournament's row and its parts (`loadParts`), as the presenter takes them. */
export interface TournamentWithParts {
  row: TournamentRow;
  parts: TournamentParts;
}

/**
 * Tournaments with their parts (named in `language`) in one statement: the caller adds its filter,
 * order and limit (a list page), then reads the rows with `withPartsOf`.
 */
export function selectWithParts(db: Db, viewerId: string | null) {
  return db.select({ row: tournaments, ...partsColumns(viewerId) }).from(tournaments);
}

/** The rows of a `selectWithParts` statement, their parts shaped for the presenter. */
export function withPartsOf(
  found: ({ row: TournamentRow } & PartsFields)[],
  language: Language,
): TournamentWithParts[] {
  return found.map(({ row, ...parts }) => ({ row, parts: toParts(parts, language) }));
}

/**
 * The parts of tournaments already read (`selectWithParts` reads them beside a page instead): one
 * statement whatever their number.
 */
export async function loadParts(
  db: Db,
  rows: TournamentRow[],
  viewerId: string | null,
  language: Language,
): Promise<Map<string, TournamentParts>> {
  const parts = new Map<string, TournamentParts>();
  if (!rows.length) return parts;
  const found = await db
    .select({ id: tournaments.id, ...partsColumns(viewerId) })
    .from(tournaments)
    .where(
      inArray(
        tournaments.id,
        rows.map((row) => row.id),
      ),
    );
  for (const { id, ...fields } of found) parts.set(id, toParts(fields, language));
  return parts;
}

/** The user's saved locality and its region (null when none is saved). */
/** The saved locality (and its region) of each of `userIds` who has one. */
export async function findUserPlaces(
  db: Db,
  userIds: readonly string[],
): Promise<{ userId: string; localityId: string; regionId: string }[]> {
  if (!userIds.length) return [];
  return db
    .select({ userId: users.id, localityId: localities.id, regionId: localities.regionId })
    .from(users)
    .innerJoin(localities, eq(localities.id, users.localityId))
    .where(inArray(users.id, [...userIds]));
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

/** The zones the tournament's members joined from (docs/decisions/014), each once. */
export async function memberTimeZonesOf(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ timeZone: tournamentMembers.timeZone })
    .from(tournamentMembers)
    .where(eq(tournamentMembers.tournamentId, tournamentId));
  return rows.map((row) => row.timeZone);
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
): Promise<{ joinedAt: Date } | null> {
  const [added] = await db
    .insert(tournamentMembers)
    .values({ ...member, checkoutId: member.checkoutId ?? null })
    .onConflictDoNothing()
    .returning({ joinedAt: tournamentMembers.joinedAt });
  return added ?? null;
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
