import type { MailContent } from '../../platform/mail/render';

/** The link that confirms a new e-mail address (worded in the account's language). */
export function confirmNewEmailMail({ name, link }: { name: string; link: string }): MailContent {
  return { kind: 'confirmNewEmail', values: { name, link } };
}

/** The warning to the current address that its account's e-mail is about to change. */
export function emailAboutToChangeMail({ name, newEmail }: { name: string; newEmail: string }): MailContent {
  return { kind: 'emailAboutToChange', values: { name, newEmail } };
}

/** The zip of all the user's data is ready (issue 40 point 4): where to download it, and until when. */
export function dataExportReadyMail({
  name,
  link,
  expiresAt,
}: {
  name: string;
  link: string;
  expiresAt: Date;
}): MailContent {
  return {
    kind: 'dataExportReady',
    values: { name, link, expiresAt: { dateTime: expiresAt, timeZone: 'UTC' } },
  };
}
