import { unitIds } from '@tightlines/domain';
import { asc, eq, inArray, isNull, and } from 'drizzle-orm';
import type { Db } from '../database';
import * as t from '../schema';

/** The demo world's boats: one for the demo Captain, one for the demo Boat account. */
const DEMO_BOATS = [
  { ownerEmail: 'captain@demo.tightlines.app', name: 'Sea Vega', hullNumber: 'DEMO-CV-01', inches: 456 },
  { ownerEmail: 'boat@demo.tightlines.app', name: 'Reel Deal', hullNumber: 'DEMO-RD-01', inches: 540 },
];

/**
 * Gives each demo boat owner their boat when they have none (idempotent), so demo sessions can name
 * a boat. Answers the boat of each owner that has one, by owner id.
 */
export async function seedDemoBoats(db: Db): Promise<Map<string, string>> {
  const owners = await db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(
      inArray(
        t.users.email,
        DEMO_BOATS.map((boat) => boat.ownerEmail),
      ),
    );
  const boats = new Map<string, string>();
  const [type] = await db
    .select({ id: t.boatTypes.id })
    .from(t.boatTypes)
    .orderBy(asc(t.boatTypes.name))
    .limit(1);
  const [motorMake] = await db
    .select({ id: t.motorMakes.id })
    .from(t.motorMakes)
    .orderBy(asc(t.motorMakes.name))
    .limit(1);
  const [manufacturer] = await db
    .select({ id: t.propellerManufacturers.id })
    .from(t.propellerManufacturers)
    .orderBy(asc(t.propellerManufacturers.name))
    .limit(1);
  const [country] = await db
    .select({ code: t.countries.code })
    .from(t.countries)
    .orderBy(asc(t.countries.code))
    .limit(1);
  for (const demo of DEMO_BOATS) {
    const owner = owners.find((user) => user.email === demo.ownerEmail);
    if (!owner) continue;
    const [existing] = await db
      .select({ id: t.boats.id })
      .from(t.boats)
      .where(and(eq(t.boats.ownerId, owner.id), isNull(t.boats.deletedAt)))
      .limit(1);
    if (existing) {
      boats.set(owner.id, existing.id);
      continue;
    }
    // A catalogue without boat types or makes cannot hold a boat: the sessions then name none.
    if (!type || !motorMake || !manufacturer || !country) continue;
    const id = await db.transaction(async (tx) => {
      const [motor] = await tx
        .insert(t.motors)
        .values({
          createdById: owner.id,
          model: 'Demo 300',
          makeId: motorMake.id,
          topSpeed: 45,
          cruiseSpeed: 30,
        })
        .returning({ id: t.motors.id });
      const [propeller] = await tx
        .insert(t.propellerModels)
        .values({
          createdById: owner.id,
          sizeUnitId: unitIds.inch,
          manufacturerId: manufacturer.id,
          blades: 4,
        })
        .returning({ id: t.propellerModels.id });
      const [boat] = await tx
        .insert(t.boats)
        .values({
          ownerId: owner.id,
          hullNumber: demo.hullNumber,
          name: demo.name,
          typeId: type.id,
          countryCode: country.code,
          captainEmail: demo.ownerEmail,
          size: demo.inches,
          sizeUnitId: unitIds.inch,
          motorId: motor!.id,
          modelId: propeller!.id,
        })
        .returning({ id: t.boats.id });
      return boat!.id;
    });
    boats.set(owner.id, id);
  }
  return boats;
}
