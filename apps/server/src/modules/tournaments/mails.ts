import type { MailContent, MailPhrase } from '../../platform/mail/render';

/** What the tournament mails say about the tournament: dates on its official clock. */
interface TournamentFacts {
  name: string;
  startAt: Date;
  timeZone: string;
}

/** Tells the organiser who just entered their tournament. */
export function newEntryMail({
  tournament,
  memberName,
}: {
  tournament: TournamentFacts;
  memberName: string;
}): MailContent {
  return {
    kind: 'newEntry',
    values: {
      tournamentName: tournament.name,
      memberName,
      start: { dateTime: tournament.startAt, timeZone: tournament.timeZone },
    },
  };
}

/**
 * Tells an entrant that the tournament will not take place, and what happens to their entry fee.
 * The amount is left to the refund mail, which states what was given back.
 */
export function tournamentReleasedMail({
  tournament,
  status,
  paid,
}: {
  tournament: TournamentFacts;
  status: 'Canceled' | 'Deleted';
  paid: boolean;
}): MailContent {
  return {
    kind: 'tournamentReleased',
    values: {
      tournamentName: tournament.name,
      status,
      paid: paid ? 'yes' : 'no',
      start: { dateTime: tournament.startAt, timeZone: tournament.timeZone },
    },
  };
}

/** The reason a refund mail gives when a tournament will not take place. */
export function releasedRefundReason(name: string, status: 'Canceled' | 'Deleted'): MailPhrase {
  return {
    phrase: status === 'Canceled' ? 'mail.refundReason.canceled' : 'mail.refundReason.deleted',
    values: { name },
  };
}

/** The reason a refund mail gives when an entrant leaves a tournament before its start. */
export function leftRefundReason(name: string): MailPhrase {
  return { phrase: 'mail.refundReason.left', values: { name } };
}

/**
 * The reason a refund mail gives for a payment that arrived when the tournament no longer took
 * entrants (issue 32: it had started without late joining, or ended): nothing was bought.
 */
export function lateEntryRefundReason(name: string): MailPhrase {
  return { phrase: 'mail.refundReason.lateEntry', values: { name } };
}
