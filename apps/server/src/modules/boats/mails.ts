import type { MailContent } from '../../platform/mail/render';

/**
 * The invitation to captain a boat. The mailer words it in the named captain's language (English
 * when they have no account yet or never chose one).
 */
export function captaincyInvitationMail({
  boatName,
  ownerEmail,
  link,
}: {
  boatName: string;
  ownerEmail: string;
  link: string;
}): MailContent {
  return { kind: 'captaincyInvitation', values: { boatName, ownerEmail, link } };
}
