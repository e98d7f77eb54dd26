import { currentLanguage } from '../i18n/i18n';

/**
 * The locale dates are written in: the browser's own in English (its date order), else the language
 * shown. Here rather than in display-locale.ts, which would cost the first download a chunk.
 */
const dateLocale = (): string | undefined => (currentLanguage() === 'en' ? undefined : currentLanguage());

/**
 * Dates and times as the reader's locale writes them. One formatter per style, made once and kept
 * (`toLocaleString` with options makes a new one every call). The first formatter a page makes
 * also loads the engine's locale data: some 10 ms, 40 on a throttled phone, which
 * `prepareDateFormats` moves out of the first render that shows a date.
 */
const styles = {
  /** "Nov 21, 2026, 6:05 AM": when a session started, when a log or a comment was written. */
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Nov 21, 2026": a day, as the ends of a date range. */
  date: { dateStyle: 'medium' },
  /** "6:05 AM": a log's time inside its session. */
  time: { timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof styles;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The style's formatter in the language shown. */
function formatterFor(style: Style): Intl.DateTimeFormat {
  const locale = dateLocale();
  const key = `${locale ?? ''}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, styles[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An ISO timestamp as a date and a time: "Nov 21, 2026, 6:05 AM". */
export const formatDateTime = (iso: string): string => formatterFor('dateTime').format(new Date(iso));

/** An ISO timestamp (or a Date) as a day: "Nov 21, 2026". */
export const formatDate = (when: string | Date): string => formatterFor('date').format(new Date(when));

let viewerZone: string | undefined;

/**
 * The viewer's IANA time zone, as the browser knows it (read once: a formatter is costly to make):
 * a Global tournament's dates are read on its clock, the join sends it, and a ranking's period
 * without a date is the one around the viewer's today.
 */
export function viewerTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return viewerZone;
}

/** An ISO timestamp as a time of day: "6:05 AM". */
export const formatTime = (iso: string): string => formatterFor('time').format(new Date(iso));

/**
 * Makes the formatters ahead of use, one each time `whenFree` runs a task (start.tsx: when the
 * browser is idle). One at a time, because each is a task a tap waits for on a slow phone: the
 * first also loads the engine's locale data, and all three in one task block for longer.
 */
export function prepareDateFormats(whenFree: (task: () => void) => unknown): void {
  const waiting = Object.keys(styles) as Style[];
  const prepareNext = () => {
    const style = waiting.shift();
    if (style === undefined) return;
    formatterFor(style);
    whenFree(prepareNext);
  };
  whenFree(prepareNext);
}
