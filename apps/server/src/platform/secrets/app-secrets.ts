import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets } from '../../db/schema';

/**
 * Returns the secret stored under `name`, creating it with `create` on first use. The insert
 * ignores a conflict and re-reads, so two instances starting together agree on one value.
 */
export async function getOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T> | T): Promise<T> {
  const existing = await readSecret<T>(db, name);
  if (existing !== undefined) return existing;
  await db
    .insert(appSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const stored = await readSecret<T>(db, name);
  if (stored === undefined) throw new Error(`secret ${name} could not be stored`);
  return stored;
}

async function readSecret<T>(db: Db, name: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row ? (row.value as T) : undefined;
}
