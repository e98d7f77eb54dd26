import { JUDGE_STANDINGS, type JudgeStanding } from '@tightlines/domain';
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
 * An account as the SQL conditions read it: the signed-in actor's values (`actor.userId`, its
 * e-mail in lower case) or columns of the statement (the signed-in account's own read).
 */
export interface AccountRef {
  id: SQLWrapper | string;
  /** Lower case. */
  email: SQLWrapper | string;
}

/**
 * The ids of the tournaments an account judges in each way of the domain's `JUDGE_STANDINGS`, one
 * `select` each, none tied to the tournament row around it: each reads its own index
 * (`tournaments_organiser_idx`, `tournament_judges_answered_by_idx`) for the account, so a list or
 * a grant built on them reads the account's few tournaments, not every tournament.
 */
const JUDGED_IDS: Record<JudgeStanding, (account: AccountRef) => SQL> = {
  organiser: (account) =>
    sql`select ${tournaments.id} from ${tournaments} where ${tournaments.organiserId} = ${account.id}`,
  acceptedJudge: (account) =>
    sql`select ${tournamentJudges.tournamentId} from ${tournamentJudges}
      where ${tournamentJudges.email} = ${account.email}
        and ${tournamentJudges.answeredBy} = ${account.id}
        and ${judgeAccepted()}`,
};

/** The ids of the tournaments `account` judges: one `select` per entry of `JUDGE_STANDINGS`. */
function idsJudgedBy(account: AccountRef): SQL {
  return sql.join(
    JUDGE_STANDINGS.map((standing) => JUDGED_IDS[standing](account)),
    sql` union all `,
  );
}

/** The ids of the tournaments naming the address judge: whatever the answer, or not declined. */
function idsNaming(account: AccountRef, { withDeclined }: { withDeclined: boolean }): SQL {
  return sql`select ${tournamentJudges.tournamentId} from ${tournamentJudges}
    where ${tournamentJudges.email} = ${account.email}
      ${withDeclined ? sql`` : sql`and ${tournamentJudges.status} <> 'declined'`}`;
}

/**
 * `canJudgeTournament` (packages/domain tournaments/policy.ts) as an SQL condition on a
 * `tournaments` row: one term per entry of the domain's `JUDGE_STANDINGS`, so what a list or a
 * feed reads in bulk is what the policies answer one at a time (ADR 013).
 */
export function judgesTournament(account: AccountRef): SQL {
  return sql`${tournaments.id} in (${idsJudgedBy(account)})`;
}

/**
 * A tournament on the account's judge list (spec §2 Judge screens): one it judges
 * (`judgesTournament`), or one naming it judge whatever its answer, which it answers there
 * (issue 32). Each item's `can.judge` says which.
 */
export function onJudgeList(account: AccountRef): SQL {
  return sql`${tournaments.id} in (${idsNaming(account, { withDeclined: true })} union all ${idsJudgedBy(account)})`;
}

/** The actor as these conditions read it. */
export function accountOf(actor: { userId: string; email: string }): AccountRef {
  return { id: actor.userId, email: actor.email.toLowerCase() };
}

/**
 * JUDGE_TOURNAMENTS opens the judging screens (spec §2, §6). It is held, for a tournament still to
 * be judged (Active or Finished), by whoever judges it (`judgesTournament`: its organiser, a named
 * judge who accepted) and by a named judge who has not declined, who answers the invitation there;
 * what anyone may judge stays each tournament's own rule. The users module checks it in the one
 * statement that reads a signed-in account on every request: no statement of its own. The statuses
 * are literal, so the statement's kept plan is made for them.
 */
export const namedJudgeGrant: DerivedGrant = {
  permission: 'JUDGE_TOURNAMENTS',
  heldWhen: ({ id, email }): SQL => {
    const account = { id, email: sql`lower(${email})` };
    return sql`exists (select 1 from ${tournaments}
      where ${tournaments.status} in ('Active', 'Finished')
        and ${tournaments.id} in (${idsNaming(account, { withDeclined: false })} union all ${idsJudgedBy(account)}))`;
  },
};
