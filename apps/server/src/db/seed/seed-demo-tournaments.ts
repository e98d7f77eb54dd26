import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { nameDemoJudge } from './demo-judge';
import { DEMO_CLUB_IDS } from './seed-demo-clubs';
import {
  regions,
  ruleSets,
  species,
  tournamentMembers,
  tournamentRegions,
  tournaments,
  tournamentSpecies,
  users,
  type TournamentRowStatus,
} from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

interface DemoTournament {
  id: string;
  name: string;
  description: string;
  status: TournamentRowStatus;
  regionType: 'Global' | 'Regional';
  regionName: string | null;
  timeZone: string;
  /** Start, relative to the seeding instant. */
  startsInMs: number;
  lengthMs: number;
  feeCents: number;
  prizeCents: number;
  speciesNames: string[];
  memberEmails: string[];
  /** A club-only tournament's club (seedDemoClubs first); none, open to all. */
  clubId?: string;
}

/** Fixed ids: seeding again finds them, and moves their dates so the demo world stays current. */
export const DEMO_TOURNAMENTS: DemoTournament[] = [
  {
    id: '7d1e0c52-3f4a-4b8e-9a10-000000000001',
    name: 'Pacific Billfish Classic',
    description: 'Three days off the Costa Rica Pacific coast: release-only billfish, IGFA rules.',
    status: 'Active',
    regionType: 'Regional',
    regionName: 'Costa Rica Pacific',
    timeZone: 'America/Costa_Rica',
    startsInMs: 21 * DAY,
    lengthMs: 3 * DAY,
    feeCents: 15_000,
    prizeCents: 500_000,
    speciesNames: ['Black marlin', 'Striped marlin'],
    memberEmails: [],
  },
  {
    id: '7d1e0c52-3f4a-4b8e-9a10-000000000002',
    name: 'World Release Week',
    description: 'Fish anywhere, log every release on video. Free to enter.',
    status: 'Active',
    regionType: 'Global',
    regionName: null,
    timeZone: 'UTC',
    startsInMs: -2 * DAY,
    lengthMs: 7 * DAY,
    feeCents: 0,
    prizeCents: 0,
    speciesNames: ['Atlantic blue marlin', 'White marlin'],
    memberEmails: ['angler@demo.tightlines.app', 'captain@demo.tightlines.app'],
  },
  {
    id: '7d1e0c52-3f4a-4b8e-9a10-000000000003',
    name: 'Autumn Marlin Open',
    description: 'Last month’s open: results are official.',
    status: 'Finished',
    regionType: 'Regional',
    regionName: 'Panama Pacific',
    timeZone: 'America/Panama',
    startsInMs: -35 * DAY,
    lengthMs: 2 * DAY,
    feeCents: 0,
    prizeCents: 100_000,
    speciesNames: ['Black marlin'],
    memberEmails: ['mate@demo.tightlines.app'],
  },
  {
    // On now in the first region of the catalogue, free, taking late entries and nobody's yet: a new
    // angler of Los Sueños joins it and logs a tournament session at once (the catches journey).
    id: '7d1e0c52-3f4a-4b8e-9a10-000000000006',
    name: 'Los Sueños Sailfish Sprint',
    description: 'On now off the Costa Rica Pacific coast: late entries welcome, every catch on video.',
    status: 'Active',
    regionType: 'Regional',
    regionName: 'Costa Rica Pacific',
    timeZone: 'America/Costa_Rica',
    startsInMs: -DAY,
    lengthMs: 5 * DAY,
    feeCents: 0,
    prizeCents: 0,
    speciesNames: ['Indo-Pacific sailfish', 'Black marlin'],
    memberEmails: [],
  },
  {
    // Club members only (issue 37 point 4): the Costa Rica Billfish Club's own derby.
    id: '7d1e0c52-3f4a-4b8e-9a10-000000000007',
    name: 'Billfish Club Members Derby',
    description: 'The Costa Rica Billfish Club’s yearly derby: open to the club’s members only.',
    status: 'Active',
    regionType: 'Regional',
    regionName: 'Costa Rica Pacific',
    timeZone: 'America/Costa_Rica',
    startsInMs: 14 * DAY,
    lengthMs: 2 * DAY,
    feeCents: 0,
    prizeCents: 0,
    speciesNames: ['Black marlin', 'Indo-Pacific sailfish'],
    memberEmails: [],
    clubId: DEMO_CLUB_IDS.billfish,
  },
  {
    id: '7d1e0c52-3f4a-4b8e-9a10-000000000004',
    name: 'Storm Season Shootout',
    description: 'Cancelled by the organiser for the weather.',
    status: 'Canceled',
    regionType: 'Regional',
    regionName: 'Costa Rica Pacific',
    timeZone: 'America/Costa_Rica',
    startsInMs: 10 * DAY,
    lengthMs: DAY,
    feeCents: 0,
    prizeCents: 0,
    speciesNames: ['Striped marlin'],
    memberEmails: [],
  },
];

const ORGANISER = 'organiser@demo.tightlines.app';

/**
 * The demo world's tournaments (issue 21 point 9), one per status (two on now: a Global one and a
 * Regional one), organised and judged by the
 * demo organiser and judge (seedDemoUsers and seedDemoClubs first). A paid one needs a payment product at the
 * configured payment platform: `createProduct` makes it and answers our product id. Idempotent.
 */
export async function seedDemoTournaments(
  db: Db,
  createProduct: (input: {
    organiserId: string;
    tournamentId: string;
    name: string;
    unitAmountCents: number;
  }) => Promise<string>,
  now = new Date(),
): Promise<number> {
  const [organiser] = await db.select({ id: users.id }).from(users).where(eq(users.email, ORGANISER));
  const [rule] = await db.select({ id: ruleSets.id }).from(ruleSets).orderBy(ruleSets.position).limit(1);
  if (!organiser || !rule) return 0;
  let added = 0;
  for (const demo of DEMO_TOURNAMENTS) {
    const startAt = new Date(now.getTime() + demo.startsInMs);
    const dates = {
      startAt,
      endAt: new Date(startAt.getTime() + demo.lengthMs),
      uploadDeadlineAt: new Date(startAt.getTime() + demo.lengthMs + 6 * HOUR),
    };
    const [existing] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.id, demo.id));
    if (existing) {
      await db.update(tournaments).set(dates).where(eq(tournaments.id, demo.id));
      await nameDemoJudge(db, demo.id, now);
      continue;
    }
    const paymentProductId =
      demo.feeCents > 0
        ? await createProduct({
            organiserId: organiser.id,
            tournamentId: demo.id,
            name: demo.name,
            unitAmountCents: demo.feeCents,
          })
        : null;
    await db.transaction(async (tx) => {
      await tx.insert(tournaments).values({
        id: demo.id,
        organiserId: organiser.id,
        status: demo.status,
        name: demo.name,
        description: demo.description,
        regionType: demo.regionType,
        timeZone: demo.timeZone,
        ...dates,
        allowLateJoin: true,
        feeCents: demo.feeCents,
        prizeCents: demo.prizeCents,
        currency: 'usd',
        ruleSetId: rule.id,
        clubOption: demo.clubId ? 'Club members only' : 'All members',
        clubId: demo.clubId ?? null,
        paymentProductId,
      });
      if (demo.regionName) {
        const [region] = await tx
          .select({ id: regions.id })
          .from(regions)
          .where(eq(regions.name, demo.regionName));
        if (region) await tx.insert(tournamentRegions).values({ tournamentId: demo.id, regionId: region.id });
      }
      const fish = await tx
        .select({ id: species.id })
        .from(species)
        .where(inArray(species.name, demo.speciesNames));
      await tx
        .insert(tournamentSpecies)
        .values(fish.map((row) => ({ tournamentId: demo.id, speciesId: row.id })));
      await nameDemoJudge(tx, demo.id, now);
      if (demo.memberEmails.length) {
        const members = await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.email, demo.memberEmails));
        await tx
          .insert(tournamentMembers)
          .values(members.map((member) => ({ tournamentId: demo.id, userId: member.id })))
          .onConflictDoNothing();
      }
    });
    added += 1;
  }
  return added;
}
