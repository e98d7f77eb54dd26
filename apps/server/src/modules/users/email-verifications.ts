import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** The id in a verification link is its only secret, so the database keeps just its hash. */
function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Records a link proving `email` for the account; the links sent before it stop working. */
export async function insertEmailVerification(
  db: Db,
  values: { userId: string; email: string; secret: string; expiresAt: Date },
): Promise<void> {
  await closeOpenEmailVerifications(db, values.userId);
  await db.insert(t.emailVerifications).values({
    userId: values.userId,
    email: values.email,
    tokenHash: hashSecret(values.secret),
    expiresAt: values.expiresAt,
  });
}

/**
 * An unused, unexpired link of a live account that still has the address it was sent to, locked
 * for its use; null otherwise (a link sent before an e-mail change proves nothing any more).
 */
export async function getOpenEmailVerificationForUpdate(db: Db, secret: string) {
  const [row] = await db
    .select({ id: t.emailVerifications.id, userId: t.users.id, email: t.users.email })
    .from(t.emailVerifications)
    .innerJoin(t.users, eq(t.users.id, t.emailVerifications.userId))
    .where(
      and(
        eq(t.emailVerifications.tokenHash, hashSecret(secret)),
        isNull(t.emailVerifications.usedAt),
        gt(t.emailVerifications.expiresAt, sql`now()`),
        eq(t.emailVerifications.email, t.users.email),
        isNull(t.users.deletedAt),
      ),
    )
    .for('update', { of: t.emailVerifications });
  return row ?? null;
}

/** Closes every open link of an account (after one was used, or a newer one was sent). */
export async function closeOpenEmailVerifications(db: Db, userId: string): Promise<void> {
  await db
    .update(t.emailVerifications)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.emailVerifications.userId, userId), isNull(t.emailVerifications.usedAt)));
}

/** How many verification links the account was sent in the last `seconds`. */
export async function countRecentEmailVerifications(
  db: Db,
  userId: string,
  seconds: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.emailVerifications)
    .where(
      and(
        eq(t.emailVerifications.userId, userId),
        gt(t.emailVerifications.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return Number(row?.count ?? 0);
}

/** Marks the account's current address proven. */
export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(t.users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(t.users.id, userId));
}
