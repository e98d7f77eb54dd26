import { useQueryClient } from '@tanstack/react-query';
import type { LiveStandings } from '@tightlines/domain';
import { useState } from 'react';
import { refreshAfter } from '../../../api/data-changes';
import { useEventStream } from '../../../api/event-stream';

/**
 * A running or judged tournament's live leaderboard (issue 35 point 4), from its public event
 * stream while `enabled`: null until the stream's first `refresh`, then each `standings` event.
 * When the stream says the results are official, the tournament's reads are refreshed (its status,
 * its official results), as after any write that finishes judging.
 */
export function useLiveStandings(tournamentId: string, enabled: boolean): LiveStandings | null {
  const queryClient = useQueryClient();
  const [standings, setStandings] = useState<LiveStandings | null>(null);
  const heard = (data: unknown) => {
    const next = data as LiveStandings;
    setStandings(next);
    if (!next.provisional) void refreshAfter(queryClient, ['judging', 'tournaments']);
  };
  useEventStream(enabled ? `/tournaments/${encodeURIComponent(tournamentId)}/events` : null, {
    refresh: heard,
    standings: heard,
  });
  return standings;
}
