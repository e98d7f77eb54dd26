import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { signInAttempts } from '../../db/schema';

/** The address of the account-wide row (every address together). */
export const ANY_ADDRESS = '';

/** The key of an account as typed: the same for a known and an unknown e-mail, and not the e-mail itself. */
export function accountKeyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export interface Attempts {
  /** Seconds until the row's next attempt is checked (0: now), by the database clock. */
  waitSeconds: number;
  known: boolean;
}

/** The (account, address) row and the account-wide row, where they exist. */
export async function getAttempts(db: Db, accountKey: string, address: string) {
  const rows = await db
    .select({
      address: signInAttempts.address,
      waitSeconds: sql<number>`coalesce(greatest(0, ceil(extract(epoch from ${signInAttempts.blockedUntil} - now())))::int, 0)`,
      known: sql<boolean>`${signInAttempts.lastSuccessAt} is not null`,
    })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.accountKey, accountKey),
        sql`${signInAttempts.address} in (${address}, ${ANY_ADDRESS})`,
      ),
    );
  const none: Attempts = { waitSeconds: 0, known: false };
  const pick = (row: (typeof rows)[number] | undefined): Attempts =>
    row ? { waitSeconds: Number(row.waitSeconds), known: Boolean(row.known) } : none;
  return {
    pair: pick(rows.find((row) => row.address === address && address !== ANY_ADDRESS)),
    account: pick(rows.find((row) => row.address === ANY_ADDRESS)),
  };
}

/**
 * Counts one failure on a row (a run of failures starts again after `memorySeconds` without one)
 * and answers the new count. One statement, so instances racing on the same row count correctly.
 */
export async function countFailure(
  db: Db,
  accountKey: string,
  address: string,
  memorySeconds: number,
): Promise<number> {
  const [row] = await db
    .insert(signInAttempts)
    .values({ accountKey, address, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: [signInAttempts.accountKey, signInAttempts.address],
      set: {
        failures: sql`case when ${signInAttempts.lastFailureAt} is null
          or ${signInAttempts.lastFailureAt} < now() - make_interval(secs => ${memorySeconds})
          then 1 else ${signInAttempts.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: signInAttempts.failures });
  return row?.failures ?? 1;
}

/** No further attempt on this row is checked for `seconds`. */
export async function blockFor(db: Db, accountKey: string, address: string, seconds: number): Promise<void> {
  await db
    .update(signInAttempts)
    .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(signInAttempts.accountKey, accountKey), eq(signInAttempts.address, address)));
}

/** A correct password from this address: its run of failures ends, and the address is now known. */
export async function recordSuccess(db: Db, accountKey: string, address: string): Promise<void> {
  await db
    .insert(signInAttempts)
    .values({ accountKey, address, failures: 0, lastSuccessAt: sql`now()` })
    .onConflictDoUpdate({
      target: [signInAttempts.accountKey, signInAttempts.address],
      set: { failures: 0, blockedUntil: null, lastSuccessAt: sql`now()` },
    });
}

/**
 * Deletes up to `limit` rows that no longer hold anything a sign-in reads: no correct password was
 * ever given from the address (that row is what lets a known address skip the account-wide wait),
 * its last failure is older than `memorySeconds` (its run of failures would start again anyway)
 * and any wait it imposed is over. Answers how many rows it deleted.
 */
export async function deleteStaleAttempts(db: Db, memorySeconds: number, limit: number): Promise<number> {
  const stale = db
    .select({ accountKey: signInAttempts.accountKey, address: signInAttempts.address })
    .from(signInAttempts)
    .where(
      and(
        isNull(signInAttempts.lastSuccessAt),
        or(
          isNull(signInAttempts.lastFailureAt),
          lt(signInAttempts.lastFailureAt, sql`now() - make_interval(secs => ${memorySeconds})`),
        ),
        or(isNull(signInAttempts.blockedUntil), lt(signInAttempts.blockedUntil, sql`now()`)),
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(signInAttempts)
    .where(sql`(${signInAttempts.accountKey}, ${signInAttempts.address}) in ${stale}`)
    .returning({ address: signInAttempts.address });
  return deleted.length;
}
