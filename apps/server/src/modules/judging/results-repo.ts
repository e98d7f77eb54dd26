import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { judgingAudit, officialResults, resultsMails, tournaments, users } from '../../db/schema';

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

/** In the caller's transaction: one results e-mail owed to each of `userIds` (once, however often asked). */
export async function insertOwedResultsMails(tx: Db, tournamentId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  await tx
    .insert(resultsMails)
    .values(userIds.map((userId) => ({ tournamentId, userId })))
    .onConflictDoNothing();
}

/**
 * Claims the results e-mails still owed (of one tournament or of all) that nobody holds: unclaimed,
 * or claimed before `staleBefore` by a sender that died.
 */
export function claimOwedResultsMails(
  db: Db,
  { now, staleBefore, tournamentId }: { now: Date; staleBefore: Date; tournamentId?: string },
): Promise<{ tournamentId: string; userId: string }[]> {
  return db
    .update(resultsMails)
    .set({ claimedAt: now })
    .where(
      and(
        isNull(resultsMails.sentAt),
        tournamentId ? eq(resultsMails.tournamentId, tournamentId) : undefined,
        or(isNull(resultsMails.claimedAt), lt(resultsMails.claimedAt, staleBefore)),
      ),
    )
    .returning({ tournamentId: resultsMails.tournamentId, userId: resultsMails.userId });
}

type OwedMail = { tournamentId: string; userId: string };
const owedMail = (owed: OwedMail) =>
  and(eq(resultsMails.tournamentId, owed.tournamentId), eq(resultsMails.userId, owed.userId));

export async function markResultsMailSent(tx: Db, owed: OwedMail, sentAt: Date): Promise<void> {
  await tx.update(resultsMails).set({ sentAt }).where(owedMail(owed));
}

/** Releases a claimed mail, so the next sweep tries again rather than waiting out the claim. */
export async function releaseResultsMail(db: Db, owed: OwedMail): Promise<void> {
  await db.update(resultsMails).set({ claimedAt: null }).where(owedMail(owed));
}

/** Where a results e-mail goes: the participant's address (none once deleted) and the tournament's name. */
export async function resultsMailContact(db: Db, owed: OwedMail) {
  const [contact] = await db
    .select({ email: users.email, language: users.language, tournamentName: tournaments.name })
    .from(users)
    .innerJoin(tournaments, eq(tournaments.id, owed.tournamentId))
    .where(and(eq(users.id, owed.userId), isNull(users.deletedAt)));
  return contact;
}

/** The official results' document alone (not its files), once judging finished. */
export async function officialDocumentOf(db: Db, tournamentId: string): Promise<string | undefined> {
  const [official] = await db
    .select({ document: officialResults.document })
    .from(officialResults)
    .where(eq(officialResults.tournamentId, tournamentId));
  return official?.document;
}
