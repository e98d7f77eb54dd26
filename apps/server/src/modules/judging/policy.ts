import type { Actor } from '../../http/authenticate';

/**
 * Who judges a tournament (issue 22): its organiser and its named judges who accepted
 * (`judgeEmails`, the tournaments module's judgeEmailsOf), on an account that proved its address
 * (issue 32); nobody else, not the judge or the organiser of another tournament.
 */
export function canJudge(
  actor: Pick<Actor, 'userId' | 'email' | 'emailVerified'>,
  tournament: { organiserId: string },
  judgeEmails: readonly string[],
): boolean {
  return (
    tournament.organiserId === actor.userId ||
    (actor.emailVerified && judgeEmails.includes(actor.email.toLowerCase()))
  );
}

/** Spec §6: the judge screens need JUDGE_TOURNAMENTS. */
export function canUseJudgeScreens(actor: Pick<Actor, 'permissions'>): boolean {
  return actor.permissions.includes('JUDGE_TOURNAMENTS');
}
