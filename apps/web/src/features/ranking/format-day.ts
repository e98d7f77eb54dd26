import { formatDate } from '../../ui/format-date';

/** A calendar day of a ranking's period ("2026-11-21", no zone) as that same day: "Nov 21, 2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year!, month! - 1, date!));
}
