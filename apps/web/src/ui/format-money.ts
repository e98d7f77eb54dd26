import { numberLocale } from './display-locale';

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents as money in the language shown: "$40.00" in English, "40,00 US$" in Spanish. */
export function formatMoney(cents: number, currency: string): string {
  const locale = numberLocale();
  const code = currency.toUpperCase();
  const id = `${locale}|${code}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    formatters.set(id, formatter);
  }
  return formatter.format(cents / 100);
}
