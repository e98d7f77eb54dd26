import type { Language } from '@tightlines/domain';
import { formatMailDateTime } from '../../platform/mail/mail-format';
import type { MailMessage } from '../../platform/mail/mailer';

type MailText = Pick<MailMessage, 'subject' | 'text'>;

/** What the tournament mails say about the tournament: dates on its official clock. */
interface TournamentFacts {
  name: string;
  startAt: Date;
  timeZone: string;
}

/** Tells the organiser, in their language, who just entered their tournament. */
export function newEntryMail(
  language: Language | null,
  { tournament, memberName }: { tournament: TournamentFacts; memberName: string },
): MailText {
  const start = formatMailDateTime(language, tournament.startAt, tournament.timeZone);
  if (language === 'es')
    return {
      subject: `Nueva inscripción en ${tournament.name}`,
      text: `${memberName} se inscribió en tu torneo "${tournament.name}", que empieza el ${start}.`,
    };
  return {
    subject: `New entry in ${tournament.name}`,
    text: `${memberName} joined your tournament "${tournament.name}", which starts on ${start}.`,
  };
}

/**
 * Tells an entrant, in their language, that the tournament will not take place, and what happens
 * to their entry fee. The amount is left to the refund mail, which states what was given back.
 */
export function tournamentReleasedMail(
  language: Language | null,
  {
    tournament,
    status,
    paid,
  }: {
    tournament: TournamentFacts;
    status: 'Canceled' | 'Deleted';
    paid: boolean;
  },
): MailText {
  const start = formatMailDateTime(language, tournament.startAt, tournament.timeZone);
  if (language === 'es') {
    const word = status === 'Canceled' ? 'canceló' : 'eliminó';
    return {
      subject: `${tournament.name} se ${word}`,
      text: [
        `El organizador ${word} el torneo "${tournament.name}", previsto para el ${start}.`,
        paid
          ? 'Te devolvemos el importe completo de la inscripción: otro correo confirma el reembolso.'
          : 'Tu inscripción era gratuita: no hay nada que reembolsar.',
      ].join('\n\n'),
    };
  }
  const word = status === 'Canceled' ? 'cancelled' : 'deleted';
  return {
    subject: `${tournament.name} was ${word}`,
    text: [
      `The organiser ${word} the tournament "${tournament.name}", planned for ${start}.`,
      paid
        ? 'Your entry fee is refunded in full: a separate e-mail confirms the refund.'
        : 'Your entry was free: there is nothing to refund.',
    ].join('\n\n'),
  };
}

/** The reason a refund mail gives when a tournament will not take place, in each language. */
export function releasedRefundReason(
  name: string,
  status: 'Canceled' | 'Deleted',
): Readonly<Record<Language, string>> {
  return status === 'Canceled'
    ? { en: `The tournament "${name}" was cancelled.`, es: `El torneo "${name}" se canceló.` }
    : { en: `The tournament "${name}" was deleted.`, es: `El torneo "${name}" se eliminó.` };
}

/** The reason a refund mail gives when an entrant leaves a tournament before its start. */
export function leftRefundReason(name: string): Readonly<Record<Language, string>> {
  return {
    en: `You left the tournament "${name}" before its refund deadline.`,
    es: `Abandonaste el torneo "${name}" antes de su plazo de reembolso.`,
  };
}

/**
 * The reason a refund mail gives for a payment that arrived when the tournament no longer took
 * entrants (issue 32: it had started without late joining, or ended): nothing was bought.
 */
export function lateEntryRefundReason(name: string): Readonly<Record<Language, string>> {
  return {
    en: `The tournament "${name}" was no longer taking entrants when your payment arrived, so you were not entered.`,
    es: `El torneo "${name}" ya no admitía inscripciones cuando llegó tu pago, así que tu inscripción no se completó.`,
  };
}
