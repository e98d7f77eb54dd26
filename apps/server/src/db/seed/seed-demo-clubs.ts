import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../database';
import { clubFollows, clubMembers, clubs, regions, users } from '../schema';

const DAY = 86_400_000;
const DEMO = (who: string) => `${who}@demo.tightlines.app`;

interface DemoClub {
  id: string;
  name: string;
  siteUrl: string;
  description: string;
  regionName: string;
  /** Cents per unit per year; null, free. */
  unitPriceCents: number | null;
  members: string[];
  followers: string[];
}

/** The clubs other demo rows name (the club-only demo tournament's club). */
export const DEMO_CLUB_IDS = { billfish: '5c1b0000-3f4a-4b8e-9a10-000000000001' } as const;

/** Fixed ids: seeding again finds them (issue 37: several clubs, free and paid, with members). */
export const DEMO_CLUBS: DemoClub[] = [
  {
    id: DEMO_CLUB_IDS.billfish,
    name: 'Costa Rica Billfish Club',
    siteUrl: 'https://example.org/crbc',
    description: 'Release-only billfish anglers of the Pacific coast. Free to join.',
    regionName: 'Costa Rica Pacific',
    unitPriceCents: null,
    members: ['angler', 'captain'],
    followers: ['angler', 'organiser'],
  },
  {
    id: '5c1b0000-3f4a-4b8e-9a10-000000000002',
    name: 'Pacific Sportfishing Association',
    siteUrl: 'https://example.org/psa',
    description: 'Yearly membership: club days, a members-only derby and a release award.',
    regionName: 'Panama Pacific',
    unitPriceCents: 4_500,
    members: ['mate'],
    followers: ['mate'],
  },
  {
    id: '5c1b0000-3f4a-4b8e-9a10-000000000003',
    name: 'Gulf Coast Light Tackle Club',
    siteUrl: 'https://example.org/gcltc',
    description: 'Light tackle and fly anglers. Free to join.',
    regionName: 'Costa Rica Pacific',
    unitPriceCents: null,
    members: [],
    followers: [],
  },
];

/**
 * The demo world's clubs (issue 37): free and paid ones, with members (a paid member's subscription
 * running most of a year) and followers (seedDemoUsers first). A paid club's price is a product of the
 * configured payment platform: `createProduct` makes it and answers our product id. Idempotent.
 */
export async function seedDemoClubs(
  db: Db,
  createProduct: (input: {
    clubId: string;
    name: string;
    unitAmountCents: number;
    createdBy: string;
  }) => Promise<string>,
  now = new Date(),
): Promise<number> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['angler', 'captain', 'mate', 'organiser'].map(DEMO)));
  const idOf = (who: string) => people.find((person) => person.email === DEMO(who))?.id;
  const creator = idOf('organiser');
  if (!creator) return 0;
  let added = 0;
  for (const demo of DEMO_CLUBS) {
    const [existing] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, demo.id));
    if (existing) continue;
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.name, demo.regionName));
    const paymentProductId = demo.unitPriceCents
      ? await createProduct({
          clubId: demo.id,
          name: demo.name,
          unitAmountCents: demo.unitPriceCents,
          createdBy: creator,
        })
      : null;
    await db.transaction(async (tx) => {
      await tx.insert(clubs).values({
        id: demo.id,
        name: demo.name,
        siteUrl: demo.siteUrl,
        description: demo.description,
        regionId: region?.id ?? null,
        unitPriceCents: demo.unitPriceCents,
        paymentProductId,
      });
      const members = demo.members.map(idOf).filter((id): id is string => !!id);
      if (members.length) {
        await tx.insert(clubMembers).values(
          members.map((userId) => ({
            clubId: demo.id,
            userId,
            endsAt: demo.unitPriceCents ? new Date(now.getTime() + 200 * DAY) : null,
          })),
        );
      }
      const followers = demo.followers.map(idOf).filter((id): id is string => !!id);
      if (followers.length) {
        await tx.insert(clubFollows).values(followers.map((userId) => ({ clubId: demo.id, userId })));
      }
    });
    added += 1;
  }
  return added;
}
