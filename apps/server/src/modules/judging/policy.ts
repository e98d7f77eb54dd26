import type { Actor } from '../../http/authenticate';

/**
 * Who judges a tournament (issue 22): its named judges (by e-mail) and its organiser; nobody else,
 * not the judge or the organiser of another tournament.
 */
export function canJudge(
  actor: Pick<Actor, 'userId' | 'email'>,
  tournament: { organiserId: string },
  judgeEmails: readonly string[],
): boolean {
  return tournament.organiserId === actor.userId || judgeEmails.includes(actor.email.toLowerCase());
}

/** Spec §6: the judge screens need JUDGE_TOURNAMENTS. */
export function canUseJudgeScreens(actor: Pick<Actor, 'permissions'>): boolean {
  return actor.permissions.includes('JUDGE_TOURNAMENTS');
}
