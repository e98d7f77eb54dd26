import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dataExports, users } from '../../db/schema';

export type DataExportRow = typeof dataExports.$inferSelect;

/** Holds the account's row until the transaction ends: one request at a time per user. */
export async function lockAccount(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's export being prepared (at most one: the partial unique index), expired or not. */
export async function findPreparing(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'preparing')));
  return row ?? null;
}

/** The user's latest export that has not expired at `now`. */
export async function findLatest(db: Db, userId: string, now: Date): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gt(dataExports.expiresAt, now)))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** One of the user's own exports (scoped to its owner: someone else's reads as absent). */
export async function findOwn(db: Db, userId: string, exportId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  return row ?? null;
}

export async function getExport(db: Db, exportId: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  return row ?? null;
}

export async function insertExport(
  tx: Db,
  row: { id: string; userId: string; archiveKey: string; requestedAt: Date; expiresAt: Date },
): Promise<DataExportRow> {
  const [written] = await tx.insert(dataExports).values(row).returning();
  return written!;
}

/**
 * Marks a prepared export ready; answers it, or null when it was no longer being prepared (a
 * retried job) or has expired.
 */
export async function markReady(
  tx: Db,
  exportId: string,
  values: { sizeBytes: number; readyAt: Date; expiresAt: Date },
): Promise<DataExportRow | null> {
  // One that expired meanwhile (its account deleted) stays expired, for the cleanup job.
  const [row] = await tx
    .update(dataExports)
    .set({ status: 'ready', ...values })
    .where(
      and(
        eq(dataExports.id, exportId),
        eq(dataExports.status, 'preparing'),
        gt(dataExports.expiresAt, values.readyAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Exports expired at `now` (of one user, or of everyone), oldest first. */
export async function listExpired(
  db: Db,
  now: Date,
  { userId, limit }: { userId?: string; limit: number },
): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(lte(dataExports.expiresAt, now), userId ? eq(dataExports.userId, userId) : undefined))
    .orderBy(dataExports.expiresAt)
    .limit(limit);
}

export async function deleteExport(db: Db, exportId: string): Promise<void> {
  await db.delete(dataExports).where(eq(dataExports.id, exportId));
}

/** Every export of a deleted account expires at once: the cleanup job removes the files and rows. */
export async function expireExportsOf(tx: Db, userId: string, now: Date): Promise<void> {
  await tx.update(dataExports).set({ expiresAt: now }).where(eq(dataExports.userId, userId));
}

export async function emailOf(db: Db, userId: string): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
