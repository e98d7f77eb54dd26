import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** The request id in a confirmation link is its only secret, so the database keeps just its hash. */
function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export async function insertEmailChange(
  db: Db,
  values: { userId: string; newEmail: string; secret: string; expiresAt: Date },
): Promise<void> {
  await db.insert(t.emailChanges).values({
    userId: values.userId,
    newEmail: values.newEmail,
    tokenHash: hashSecret(values.secret),
    expiresAt: values.expiresAt,
  });
}

/** An unused, unexpired change of a live user, locked for the change; null otherwise. */
export async function getOpenEmailChangeForUpdate(db: Db, secret: string) {
  const [row] = await db
    .select({
      id: t.emailChanges.id,
      userId: t.emailChanges.userId,
      newEmail: t.emailChanges.newEmail,
      oldEmail: t.users.email,
    })
    .from(t.emailChanges)
    .innerJoin(t.users, eq(t.users.id, t.emailChanges.userId))
    .where(
      and(
        eq(t.emailChanges.tokenHash, hashSecret(secret)),
        isNull(t.emailChanges.usedAt),
        gt(t.emailChanges.expiresAt, sql`now()`),
        isNull(t.users.deletedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Closes every open change of a user: only the newest link, or none, may work. */
export async function closeOpenEmailChanges(db: Db, userId: string): Promise<void> {
  await db
    .update(t.emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.emailChanges.userId, userId), isNull(t.emailChanges.usedAt)));
}
