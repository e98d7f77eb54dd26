import type { MailContent } from '../../platform/mail/render';

/** The password reset mail. */
export function passwordResetMail({ name, link }: { name: string; link: string }): MailContent {
  return { kind: 'passwordReset', values: { name, link } };
}

/** The mail proving a new account's address (and the resend button's). */
export function verifyEmailMail({ name, link }: { name: string; link: string }): MailContent {
  return { kind: 'verifyEmail', values: { name, link } };
}
