import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tournamentJudges, tournaments } from '../../db/schema';

/**
 * Whether `email` is named judge of a tournament still to be judged (Active or Finished): such a
 * user gains JUDGE_TOURNAMENTS, which shows them the judging screens; what they may judge stays
 * limited to their own tournaments (`canJudgeTournament`).
 */
export async function isNamedJudge(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(tournamentJudges)
    .innerJoin(tournaments, eq(tournaments.id, tournamentJudges.tournamentId))
    .where(
      and(
        eq(tournamentJudges.email, email.toLowerCase()),
        inArray(tournaments.status, ['Active', 'Finished']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A signed-in account's grants with JUDGE_TOURNAMENTS added when it is named judge somewhere. */
export async function withJudgeGrant<A extends { email: string; permissionGrants: string[] }>(
  db: Db,
  account: A | null,
): Promise<A | null> {
  if (!account || account.permissionGrants.includes('JUDGE_TOURNAMENTS')) return account;
  if (!(await isNamedJudge(db, account.email))) return account;
  return { ...account, permissionGrants: [...account.permissionGrants, 'JUDGE_TOURNAMENTS'] };
}
