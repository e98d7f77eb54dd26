import { z } from 'zod';
import { messageKeys } from '../messages';

/**
 * Every kind of e-mail the server writes (issue 33 point 5, issue 35 point 2). The server words each
 * from its mail catalogue (`apps/server/src/platform/mail/locales/`); the web names each in the
 * privacy settings.
 */
export const MAIL_KINDS = [
  'passwordReset',
  'verifyEmail',
  'confirmNewEmail',
  'emailAboutToChange',
  'captaincyInvitation',
  'judgeInvitation',
  'newEntry',
  'tournamentReleased',
  'refund',
  'resultsFinished',
  'dataExportReady',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * The kinds a user may turn off (a switch in the privacy settings, a one-click unsubscribe link in
 * each mail). The others keep an account safe and always go out: the password reset, the proof of a
 * new account's address and the two mails of an e-mail change.
 */
export const OPTIONAL_MAIL_KINDS = [
  'captaincyInvitation',
  'judgeInvitation',
  'newEntry',
  'tournamentReleased',
  'refund',
  'resultsFinished',
] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export const isOptionalMailKind = (kind: string): kind is OptionalMailKind =>
  (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);

export const ZOptionalMailKind = z.enum(OPTIONAL_MAIL_KINDS, { error: messageKeys.selectOption });

/** Which optional mails a user gets: every kind, on unless they turned it off. */
export const ZMailSettings = z.object(
  Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    OptionalMailKind,
    z.ZodBoolean
  >,
);
export type MailSettings = z.infer<typeof ZMailSettings>;

/** The mail settings as read back with the privacy configuration's owner. */
export const ZMailSettingsConfig = z.object({ email: z.string(), mail: ZMailSettings });
export type MailSettingsConfig = z.infer<typeof ZMailSettingsConfig>;

/** One switch of the privacy settings: one kind of e-mail on or off. */
export const ZMailSettingInput = z.object({
  kind: ZOptionalMailKind.describe('the kind of e-mail'),
  enabled: z.boolean({ error: messageKeys.completeRequiredFields }).describe('false: never send this kind'),
});
export type MailSettingInput = z.infer<typeof ZMailSettingInput>;

/**
 * An unsubscribe link's token: random, stored with the user and the kind it turns off. Anything
 * else is no token of ours (400, naming `token`).
 */
export const ZUnsubscribeQuery = z.object({
  token: z
    .string({ error: messageKeys.notFound })
    .regex(/^[A-Za-z0-9_-]{32}$/, messageKeys.notFound)
    .describe("the unsubscribe link's token"),
});
export type UnsubscribeQuery = z.infer<typeof ZUnsubscribeQuery>;

/** What an unsubscribe turned off. */
export const ZUnsubscribed = z.object({ kind: ZOptionalMailKind, enabled: z.literal(false) });
export type Unsubscribed = z.infer<typeof ZUnsubscribed>;
