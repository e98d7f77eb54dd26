import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type Session, type SessionPage } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * Which of my sessions to list: the spec §9 default (the year before the last day fished), every
 * one, or the calendar days from `from` to `to` (YYYY-MM-DD, both included, the reader's time zone).
 */
export type MySessionsRange =
  { kind: 'latest' } | { kind: 'all' } | { kind: 'days'; from: string; to: string };

/** Local midnight of a YYYY-MM-DD day, `plusDays` later, as an instant. */
function localMidnight(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
}

/** The query a range asks the server for; the end is the day after the last one picked (spec §9). */
export function rangeQuery(range: MySessionsRange): Record<string, string | undefined> {
  switch (range.kind) {
    case 'latest':
      return {};
    case 'all':
      return { all: 'true' };
    case 'days':
      return { startDate: localMidnight(range.from), endDate: localMidnight(range.to, 1) };
  }
}

export function fetchMySessions(
  range: MySessionsRange,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SessionPage> {
  return apiRequest<SessionPage>('/sessions/mine', {
    query: { limit: PAGE_SIZE, cursor: cursor ?? undefined, ...rangeQuery(range) },
    signal,
  });
}

export interface MySessions {
  sessions: Session[];
  /** The window the server read (null ends: open), so the page can say which sessions it lists. */
  window: SessionPage['window'];
}

/** The signed-in user's sessions in `range` (hidden ones included) with their logs, 10 a page by cursor. */
export function useMySessions(range: MySessionsRange) {
  return useInfiniteQuery({
    queryKey: queryKeys.sessions.mineIn(rangeQuery(range)),
    queryFn: ({ pageParam, signal }) => fetchMySessions(range, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.items.length < PAGE_SIZE ? null : page.nextCursor),
    // Changing the range keeps the list on screen until the new one arrives.
    placeholderData: keepPreviousData,
    select: (data): MySessions => ({
      sessions: data.pages.flatMap((page) => page.items),
      window: data.pages[0]?.window ?? { start: null, end: null },
    }),
  });
}
