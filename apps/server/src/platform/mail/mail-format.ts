import type { Language } from '@tightlines/domain';

/**
 * The locale an e-mail writes numbers, money and dates in: US English in English (as the web app
 * does), else the recipient's language. Nobody chose yet: English.
 */
export const mailLocale = (language: Language | null): string => (language === 'es' ? 'es' : 'en-US');

/** An amount kept in cents, in the recipient's language ("$25.00", "25,00 US$"). */
export function formatMailMoney(language: Language | null, cents: number, currency: string): string {
  return new Intl.NumberFormat(mailLocale(language), { style: 'currency', currency }).format(cents / 100);
}

/**
 * A moment in the recipient's language, on the clock of `timeZone` (a tournament's official time
 * zone) and naming it, so a reader abroad knows which clock it is.
 */
export function formatMailDateTime(language: Language | null, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(mailLocale(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}
