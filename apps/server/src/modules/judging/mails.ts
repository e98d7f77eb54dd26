import type { MailContent } from '../../platform/mail/render';

/** Tells a participant that the tournament's official results are published. */
export function resultsFinishedMail({
  tournamentName,
  link,
}: {
  tournamentName: string;
  link: string;
}): MailContent {
  return { kind: 'resultsFinished', values: { tournamentName, link } };
}
