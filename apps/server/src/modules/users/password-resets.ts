import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** The request id in a reset link is its only secret, so the database keeps just its hash. */
export function hashResetSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Records a reset link when `record` holds. The statement runs either way (`insert … select … where`),
 * so a request for an unknown e-mail costs the database what a known one does.
 */
export async function insertPasswordResetIf(
  db: Db,
  record: boolean,
  userId: string,
  secret: string,
  expiresAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into ${t.passwordResets} (user_id, token_hash, expires_at)
    select ${userId}::uuid, ${hashResetSecret(secret)}, ${expiresAt.toISOString()}::timestamptz
    where ${record}`);
}

/** An unused, unexpired reset with its user's e-mail; null otherwise. */
export async function getOpenPasswordReset(db: Db, secret: string) {
  const [row] = await db
    .select({
      id: t.passwordResets.id,
      userId: t.users.id,
      email: t.users.email,
      expiresAt: t.passwordResets.expiresAt,
    })
    .from(t.passwordResets)
    .innerJoin(t.users, eq(t.users.id, t.passwordResets.userId))
    .where(
      and(
        eq(t.passwordResets.tokenHash, hashResetSecret(secret)),
        isNull(t.passwordResets.usedAt),
        gt(t.passwordResets.expiresAt, sql`now()`),
        isNull(t.users.deletedAt),
      ),
    )
    .orderBy(desc(t.passwordResets.createdAt));
  return row ?? null;
}

/** Marks a reset used; answers false when another request used it first (single use under races). */
export async function consumePasswordReset(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(t.passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.passwordResets.id, id), isNull(t.passwordResets.usedAt)))
    .returning({ id: t.passwordResets.id });
  return rows.length === 1;
}

/** Closes every open reset link of a user (after a reset or a password change): none can be used any more. */
export async function closeOpenPasswordResets(db: Db, userId: string): Promise<void> {
  await db
    .update(t.passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.passwordResets.userId, userId), isNull(t.passwordResets.usedAt)));
}

/** How many reset links a user was sent in the last `seconds`. */
export async function countRecentPasswordResets(db: Db, userId: string, seconds: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t.passwordResets)
    .where(
      and(
        eq(t.passwordResets.userId, userId),
        gt(t.passwordResets.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return Number(row?.count ?? 0);
}
