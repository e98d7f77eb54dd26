import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Motor and propeller-model queries. */

export async function insertMotor(db: Db, values: typeof t.motors.$inferInsert) {
  const [row] = await db.insert(t.motors).values(values).returning();
  if (!row) throw new Error('insert returned no motor');
  return row;
}

export async function updateMotor(db: Db, motorId: string, values: Partial<typeof t.motors.$inferInsert>) {
  await db.update(t.motors).set(values).where(eq(t.motors.id, motorId));
}

export async function getMotorView(db: Db, motorId: string) {
  const [row] = await db
    .select({ motor: t.motors, makeName: t.motorMakes.name })
    .from(t.motors)
    .innerJoin(t.motorMakes, eq(t.motorMakes.id, t.motors.makeId))
    .where(eq(t.motors.id, motorId));
  return row ?? null;
}

export async function insertModel(db: Db, values: typeof t.propellerModels.$inferInsert) {
  const [row] = await db.insert(t.propellerModels).values(values).returning();
  if (!row) throw new Error('insert returned no propeller model');
  return row;
}

export async function updateModel(
  db: Db,
  modelId: string,
  values: Partial<typeof t.propellerModels.$inferInsert>,
) {
  await db.update(t.propellerModels).set(values).where(eq(t.propellerModels.id, modelId));
}

export async function getModelView(db: Db, modelId: string) {
  const [row] = await db
    .select({ model: t.propellerModels, manufacturerName: t.propellerManufacturers.name })
    .from(t.propellerModels)
    .innerJoin(t.propellerManufacturers, eq(t.propellerManufacturers.id, t.propellerModels.manufacturerId))
    .where(eq(t.propellerModels.id, modelId));
  return row ?? null;
}
