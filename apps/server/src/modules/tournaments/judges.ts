import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { tournamentJudges, tournaments, users } from '../../db/schema';
import type { DerivedGrant } from '../users';

/**
 * The one answer to "does this named judge judge" (issue 32, ADR 011), as an SQL condition on a
 * `tournament_judges` row: it was accepted by the live account that holds its address, and that
 * account proved the address. An impostor who registered the address proves nothing, and a
 * deleted judge's address registered anew starts with nothing.
 */
export function judgeAccepted(): SQL {
  return sql`(${tournamentJudges.status} = 'accepted' and exists (select 1 from ${users} as judge_account
    where judge_account.id = ${tournamentJudges.answeredBy}
      and judge_account.email = ${tournamentJudges.email}
      and judge_account.email_verified_at is not null
      and judge_account.deleted_at is null))`;
}

/**
 * Being named judge of a tournament still to be judged (Active or Finished), and not having declined,
 * grants JUDGE_TOURNAMENTS, which shows the judging screens (where the invitation is answered);
 * what a judge may judge stays limited to the tournaments they accepted, verified (`judgeAccepted`). The users module checks it, as an SQL condition on the account's e-mail,
 * in the one statement that reads a signed-in account on every request: no statement of its own.
 * The statuses are literal, so the statement's kept plan is made for them.
 */
export const namedJudgeGrant: DerivedGrant = {
  permission: 'JUDGE_TOURNAMENTS',
  heldWhen: (email: SQLWrapper): SQL =>
    sql`exists (select 1 from ${tournamentJudges}
      inner join ${tournaments} on ${tournaments.id} = ${tournamentJudges.tournamentId}
      where ${tournamentJudges.email} = lower(${email})
        and ${tournamentJudges.status} <> 'declined'
        and ${tournaments.status} in ('Active', 'Finished'))`,
};
