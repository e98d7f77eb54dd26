import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { tournamentJudges, users } from '../schema';

const JUDGE = 'judge@demo.tightlines.app';

/**
 * Names the demo judge judge of a demo tournament, accepted by the demo judge's (verified) account
 * (ADR 011: the demo world's judge judges at once), again on every start: a tournament seeded before
 * judges accepted their invitations gets its acceptance too. Invited only while that account is missing.
 */
export async function nameDemoJudge(db: Db, tournamentId: string, now = new Date()): Promise<void> {
  const [judge] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, JUDGE), isNull(users.deletedAt)));
  const answer = judge
    ? { status: 'accepted' as const, answeredBy: judge.id, answeredAt: now }
    : { status: 'invited' as const, answeredBy: null, answeredAt: null };
  await db
    .insert(tournamentJudges)
    .values({ tournamentId, email: JUDGE, ...answer })
    .onConflictDoUpdate({ target: [tournamentJudges.tournamentId, tournamentJudges.email], set: answer });
}
