import { useEffect, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n';

export { viewerTimeZone } from '../../ui/format-date';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as a date and time in `timeZone`, with the zone's short name ("Nov 21, 2026, 7:30 AM
 * CST"): a tournament's times are shown in the viewer's zone and in its official one.
 */
export function formatInZone(when: string | Date, timeZone: string): string {
  const locale = currentLanguage() === 'en' ? undefined : currentLanguage();
  const key = `${locale ?? ''}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // dateStyle cannot be combined with timeZoneName: the same fields, spelled out.
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(when));
}

/** The time now, again every `everyMs` while the component is shown (countdowns, live status). */
export function useNow(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
