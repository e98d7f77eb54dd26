import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language, type MailKind, type OptionalMailKind } from '@tightlines/domain';
import en from './locales/en';
import es from './locales/es';
import { formatMailDateTime, formatMailMoney } from './mail-format';

export type MailCatalogueKey = keyof typeof en;

/** A moment, written in the recipient's language on the clock of `timeZone`, which it names. */
export interface MailDateTime {
  dateTime: Date;
  timeZone: string;
}

/** An amount kept in cents, written in the recipient's language. */
export interface MailMoney {
  cents: number;
  currency: string;
}

/** A sentence of the catalogue that another mail's text takes whole (a refund's reason). */
export interface MailPhrase {
  phrase: Extract<MailCatalogueKey, `mail.refundReason.${string}`>;
  values: Readonly<Record<string, string>>;
}

export type MailValue = string | number | MailDateTime | MailMoney | MailPhrase;
export type MailValues = Readonly<Record<string, MailValue>>;

/**
 * A mail before it has a language: its kind and what its text says. The mailer words it in the
 * recipient's language (`mailer.ts`), from the catalogue, when it writes it.
 */
export interface MailContent {
  kind: MailKind;
  values: MailValues;
}

/** What a mail says, worded. */
export interface RenderedMail {
  subject: string;
  text: string;
}

const CATALOGUES: Record<Language, Record<MailCatalogueKey, string>> = { en, es };

// Compiled once when the server starts, as the web's build compiles its bundles: Lingui compiles
// nothing at run time in production.
const compiled = (catalogue: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));

// One instance per language: a mail is worded in its recipient's language whatever another
// request's mail is being worded in.
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, messages: { [language]: compiled(CATALOGUES[language]) } }),
  ]),
) as Record<Language, I18n>;

/** The language of a mail to someone who never chose one, or has no account: English. */
export const mailLanguage = (language: Language | null | undefined): Language => language ?? 'en';

function valueIn(language: Language, value: MailValue): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('dateTime' in value) return formatMailDateTime(language, value.dateTime, value.timeZone);
  if ('cents' in value) return formatMailMoney(language, value.cents, value.currency);
  return translate(language, value.phrase, value.values);
}

/** One message of the mail catalogue in `language`, its values written in that language. */
export function translate(language: Language, key: MailCatalogueKey, values: MailValues = {}): string {
  const resolved = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, valueIn(language, value)]),
  );
  return instances[language]._(key, resolved);
}

/** A mail of `kind` in `language` (English when the recipient never chose one). */
export function renderMail(kind: MailKind, language: Language | null, values: MailValues): RenderedMail {
  const words = mailLanguage(language);
  return {
    subject: translate(words, `mail.${kind}.subject`, values),
    text: translate(words, `mail.${kind}.text`, values),
  };
}

/** The closing lines of a mail its reader may turn off: what it is about, and the link that does. */
export function unsubscribeFooter(kind: OptionalMailKind, language: Language | null, link: string): string {
  const words = mailLanguage(language);
  return translate(words, 'mail.footer.unsubscribe', { kind: translate(words, `mail.kind.${kind}`), link });
}
