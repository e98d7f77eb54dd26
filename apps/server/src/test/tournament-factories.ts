import type { TournamentDraftInput } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { localities, regions, ruleSets, species, tournaments, users } from '../db/schema';
import type { TestApp } from './build-test-app';
import type { TestUser } from './factories';

/** Seeded catalogue rows a tournament names: a rule set, two regions each with a locality, two species. */
export interface TournamentCatalogue {
  ruleId: string;
  regionA: { name: string; localityId: string };
  regionB: { name: string; localityId: string };
  speciesIds: [string, string];
}

export async function loadTournamentCatalogue(t: TestApp): Promise<TournamentCatalogue> {
  const { db } = t.database;
  const [rule] = await db.select({ id: ruleSets.id }).from(ruleSets).limit(1);
  const places = await db
    .select({ regionId: regions.id, regionName: regions.name, localityId: localities.id })
    .from(localities)
    .innerJoin(regions, eq(regions.id, localities.regionId))
    .orderBy(regions.name);
  const first = places[0]!;
  const second = places.find((place) => place.regionId !== first.regionId)!;
  const fish = await db.select({ id: species.id }).from(species).limit(2);
  return {
    ruleId: rule!.id,
    regionA: { name: first.regionName, localityId: first.localityId },
    regionB: { name: second.regionName, localityId: second.localityId },
    speciesIds: [fish[0]!.id, fish[1]!.id],
  };
}

const HOUR = 3_600_000;

/** A complete free Regional tournament (in region A) starting `startsInMs` from now. */
export function tournamentInput(
  catalogue: TournamentCatalogue,
  change: Partial<TournamentDraftInput> = {},
  startsInMs = 48 * HOUR,
): TournamentDraftInput {
  const start = Date.now() + startsInMs;
  return {
    tournamentName: 'Marlin Open',
    tournamentDescription: 'Three days of blue water',
    regionType: 'Regional',
    regionNames: [{ regionName: catalogue.regionA.name }],
    officialTournamentTimeZone: 'America/Costa_Rica',
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 8 * HOUR).toISOString(),
    uploadDeadlineTime: new Date(start + 14 * HOUR).toISOString(),
    clubOption: 'All members',
    ruleUUID: catalogue.ruleId,
    judgesEmails: [{ judgeEmail: 'judge@example.com' }],
    fishes: [{ fishUUID: catalogue.speciesIds[0] }],
    entranceFee: 0,
    prize: 500,
    acceptedTerms: true,
    allowLateJoin: 1,
    ...change,
  };
}

/** Publishes a tournament through the API as `organiser`; answers its UUID. */
export async function publishTournament(t: TestApp, organiser: TestUser, input: TournamentDraftInput) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: organiser.auth,
    payload: input,
  });
  if (response.statusCode !== 200) throw new Error(`publish failed: ${response.body}`);
  return response.json().result.UUID as string;
}

/** Saves `localityId` as the user's home locality (the profile's locality setting). */
export async function placeUser(t: TestApp, user: TestUser, localityId: string | null): Promise<void> {
  await t.database.db.update(users).set({ localityId }).where(eq(users.email, user.email));
}

export async function userIdOf(t: TestApp, user: TestUser): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return row!.id;
}

/** Moves a tournament's dates (tests of what happens before, during and after it). */
export async function setTournamentTimes(
  t: TestApp,
  id: string,
  times: { startAt: Date; endAt: Date; uploadDeadlineAt: Date },
): Promise<void> {
  await t.database.db.update(tournaments).set(times).where(eq(tournaments.id, id));
}

/**
 * A free Regional tournament (region A) that started an hour ago and ends in five, its deadline in
 * eight, with `members` joined (before it started, as anglers of region A): answers its UUID.
 */
export async function tournamentOnNow(
  t: TestApp,
  organiser: TestUser,
  catalogue: TournamentCatalogue,
  members: TestUser[],
  change: Partial<TournamentDraftInput> = {},
): Promise<string> {
  const id = await publishTournament(t, organiser, tournamentInput(catalogue, change));
  for (const member of members) {
    await placeUser(t, member, catalogue.regionA.localityId);
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/join`,
      headers: member.auth,
      payload: { acceptedTerms: true },
    });
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  }
  const now = Date.now();
  await setTournamentTimes(t, id, {
    startAt: new Date(now - HOUR),
    endAt: new Date(now + 5 * HOUR),
    uploadDeadlineAt: new Date(now + 8 * HOUR),
  });
  return id;
}

/** A locality of region A (where `tournamentInput`'s tournaments are fished), with its position. */
export async function placeOfRegionA(t: TestApp, catalogue: TournamentCatalogue) {
  const [row] = await t.database.db
    .select({ latitude: localities.latitude, longitude: localities.longitude })
    .from(localities)
    .where(eq(localities.id, catalogue.regionA.localityId));
  return row!;
}
