import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { tournamentJudges, tournaments } from '../../db/schema';
import type { DerivedGrant } from '../users';

/**
 * Being named judge of a tournament still to be judged (Active or Finished) grants JUDGE_TOURNAMENTS,
 * which shows the judging screens; what a judge may judge stays limited to their own tournaments
 * (`canJudgeTournament`). The users module checks it, as an SQL condition on the account's e-mail,
 * in the one statement that reads a signed-in account on every request: no statement of its own.
 * The statuses are literal, so the statement's kept plan is made for them.
 */
export const namedJudgeGrant: DerivedGrant = {
  permission: 'JUDGE_TOURNAMENTS',
  heldWhen: (email: SQLWrapper): SQL =>
    sql`exists (select 1 from ${tournamentJudges}
      inner join ${tournaments} on ${tournaments.id} = ${tournamentJudges.tournamentId}
      where ${tournamentJudges.email} = lower(${email})
        and ${tournaments.status} in ('Active', 'Finished'))`,
};
