import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** The moderators' record and the comment rows they remove. */

export type ModerationActionRow = typeof t.moderationActions.$inferSelect;

export async function insertModerationAction(db: Db, values: typeof t.moderationActions.$inferInsert) {
  const [row] = await db.insert(t.moderationActions).values(values).returning();
  if (!row) throw new Error('insert returned no moderation action');
  return row;
}

export async function getCommentForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(t.sessionComments).where(eq(t.sessionComments.id, id)).for('update');
  return row ?? null;
}

export async function deleteComment(db: Db, id: string) {
  await db.delete(t.sessionComments).where(eq(t.sessionComments.id, id));
}
