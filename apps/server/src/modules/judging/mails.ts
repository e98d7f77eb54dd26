import type { Language } from '@tightlines/domain';
import type { MailMessage } from '../../platform/mail/mailer';

/** Tells a participant, in their language, that the tournament's official results are published. */
export function resultsFinishedMail(
  language: Language | null,
  { tournamentName, link }: { tournamentName: string; link: string },
): Pick<MailMessage, 'subject' | 'text'> {
  if (language === 'es')
    return {
      subject: `Resultados oficiales de ${tournamentName}`,
      text: [
        `Los jueces terminaron de juzgar "${tournamentName}": los resultados ya son oficiales.`,
        `Consulta la clasificación y descarga los resultados firmados aquí: ${link}`,
      ].join('\n\n'),
    };
  return {
    subject: `Official results of ${tournamentName}`,
    text: [
      `The judges have finished judging "${tournamentName}": its results are now official.`,
      `See the standings and download the signed results here: ${link}`,
    ].join('\n\n'),
  };
}
