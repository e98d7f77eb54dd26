import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { judgingAudit, officialResults, tournaments } from '../../db/schema';

export type OfficialResultsRow = typeof officialResults.$inferSelect;
export type AuditInsert = typeof judgingAudit.$inferInsert;

/** Whether the tournament's judging is finished (its official results are stored). */
export async function hasOfficialResults(db: Db, tournamentId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(officialResults)
    .where(eq(officialResults.tournamentId, tournamentId));
  return Boolean(row);
}

/** The tournament's official results, or undefined. */
export async function findOfficialResults(
  db: Db,
  tournamentId: string,
): Promise<OfficialResultsRow | undefined> {
  const [row] = await db.select().from(officialResults).where(eq(officialResults.tournamentId, tournamentId));
  return row;
}

/** Stores the official results (once: the tournament is the primary key). */
export async function insertOfficialResults(db: Db, row: typeof officialResults.$inferInsert): Promise<void> {
  await db.insert(officialResults).values(row);
}

/** The official results whose document, CSV or PDF has this SHA-256, with the tournament's name. */
export async function findResultsByHash(db: Db, sha256: string) {
  const [row] = await db
    .select({
      tournamentId: officialResults.tournamentId,
      name: tournaments.name,
      finishedAt: officialResults.finishedAt,
      sha256: officialResults.sha256,
      csvSha256: officialResults.csvSha256,
      pdfSha256: officialResults.pdfSha256,
    })
    .from(officialResults)
    .innerJoin(tournaments, eq(tournaments.id, officialResults.tournamentId))
    .where(
      or(
        eq(officialResults.sha256, sha256),
        eq(officialResults.csvSha256, sha256),
        eq(officialResults.pdfSha256, sha256),
      ),
    )
    .limit(1);
  return row;
}

/** Appends one entry to the judging audit trail (the only write it ever takes). */
export async function appendAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(judgingAudit).values(entry);
}

/** The tournament's audit trail in the order it was written. */
export async function auditOf(db: Db, tournamentId: string) {
  return db
    .select()
    .from(judgingAudit)
    .where(eq(judgingAudit.tournamentId, tournamentId))
    .orderBy(asc(judgingAudit.seq));
}
