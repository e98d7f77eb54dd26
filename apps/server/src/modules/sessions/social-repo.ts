import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** Comments, shares and backup media queries. */

export type BackupMediaRow = typeof t.backupMedia.$inferSelect;

export async function insertComment(db: Db, values: typeof t.sessionComments.$inferInsert) {
  const [row] = await db.insert(t.sessionComments).values(values).returning();
  if (!row) throw new Error('insert returned no comment');
  return row;
}

/** A page of a session's comments, newest first, with their authors. */
export function findComments(db: Db, sessionId: string, offset: number, limit: number) {
  return db
    .select({
      comment: t.sessionComments,
      name: t.users.name,
      lastname: t.users.lastname,
      email: t.users.email,
      showEmail: sql<boolean>`coalesce(${t.userPrivacy.showEmail}, false)`,
      picture: t.users.pictureUrl,
    })
    .from(t.sessionComments)
    .innerJoin(t.users, eq(t.users.id, t.sessionComments.authorId))
    .leftJoin(t.userPrivacy, eq(t.userPrivacy.userId, t.users.id))
    .where(eq(t.sessionComments.sessionId, sessionId))
    .orderBy(desc(t.sessionComments.createdAt), desc(t.sessionComments.id))
    .offset(offset)
    .limit(limit);
}

export type CommentView = Awaited<ReturnType<typeof findComments>>[number];

export async function insertShare(db: Db, values: typeof t.shares.$inferInsert) {
  const [row] = await db.insert(t.shares).values(values).returning();
  if (!row) throw new Error('insert returned no share');
  return row;
}

type Parent = { logId: string } | { sessionId: string };

const parentFilter = (parent: Parent) =>
  'logId' in parent ? eq(t.backupMedia.logId, parent.logId) : eq(t.backupMedia.sessionId, parent.sessionId);

export async function countBackupMedia(db: Db, parent: Parent): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t.backupMedia).where(parentFilter(parent));
  return row?.n ?? 0;
}

export function findBackupMedia(db: Db, parent: Parent): Promise<BackupMediaRow[]> {
  return db.select().from(t.backupMedia).where(parentFilter(parent)).orderBy(t.backupMedia.createdAt);
}

export async function insertBackupMedia(db: Db, values: typeof t.backupMedia.$inferInsert) {
  const [row] = await db.insert(t.backupMedia).values(values).returning();
  if (!row) throw new Error('insert returned no backup media');
  return row;
}

export async function getBackupMedia(db: Db, id: string): Promise<BackupMediaRow | null> {
  const [row] = await db.select().from(t.backupMedia).where(eq(t.backupMedia.id, id));
  return row ?? null;
}

export async function deleteBackupMedia(db: Db, id: string, ownerId: string) {
  await db.delete(t.backupMedia).where(and(eq(t.backupMedia.id, id), eq(t.backupMedia.ownerId, ownerId)));
}
