import type { TournamentDraftInput } from '@tightlines/domain';
import { eq } from 'drizzle-orm';
import { localities, regions, ruleSets, species, users } from '../db/schema';
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
