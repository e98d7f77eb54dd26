import { useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import type { MySessionsRange } from './list-my-sessions';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const [year, month, date] = value.split('-').map(Number);
  const parsed = new Date(Date.UTC(year!, month! - 1, date!));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month! - 1 && parsed.getUTCDate() === date
  );
}

/**
 * The range My Fishlogs lists, kept in the address (?sessions=all, or ?from=…&to=…) so it survives a
 * reload and the back button. A calendar range needs ACCESS_CALENDAR (spec §6); an address that
 * names one the reader may not use, or days that do not exist, lists the default range instead.
 */
export function useSessionsRange(): {
  range: MySessionsRange;
  canPickDays: boolean;
  setRange(range: MySessionsRange): void;
} {
  const [params, setParams] = useSearchParams();
  const canPickDays = useAuth().hasPermission('ACCESS_CALENDAR');
  const from = params.get('from');
  const to = params.get('to');
  let range: MySessionsRange = { kind: 'latest' };
  if (params.get('sessions') === 'all') range = { kind: 'all' };
  else if (canPickDays && isDay(from) && isDay(to) && from <= to) range = { kind: 'days', from, to };

  const setRange = (next: MySessionsRange) => {
    const search = new URLSearchParams();
    if (next.kind === 'all') search.set('sessions', 'all');
    if (next.kind === 'days') {
      search.set('from', next.from);
      search.set('to', next.to);
    }
    setParams(search);
  };
  return { range, canPickDays, setRange };
}
