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
