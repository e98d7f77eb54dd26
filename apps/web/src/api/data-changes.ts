import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** The kinds of write a mutation may name in `meta.changes`. */
export type DataChange =
  'boats' | 'account' | 'experience' | 'privacy' | 'sessions' | 'tournamentEntries' | 'judgeInvitations';

/**
 * What each kind of write makes stale, in one place. A mutation names what it changed
 * (`meta: { changes: ['boats'] }`) and the query client (app/providers.tsx) refreshes every query
 * that shows that data, whichever feature reads it, before the mutation resolves.
 */
export const staleAfter: Record<DataChange, () => QueryKey[]> = {
  /**
   * A boat saved, deleted or its captaincy answered: every boat list (the session form's too), the
   * profile, the user info's boats and the sessions that show a boat's name.
   */
  boats: () => [
    queryKeys.boats.all(),
    queryKeys.profile.all(),
    queryKeys.users.infos(),
    queryKeys.sessions.all(),
  ],
  /**
   * The account edited (names, picture, units, locality, e-mail): everywhere a user appears, and the
   * map settings (the maps open over the user's locality).
   */
  account: () => [
    queryKeys.users.all(),
    queryKeys.profile.all(),
    queryKeys.sessions.all(),
    queryKeys.map.config(),
  ],
  experience: () => [queryKeys.profile.all()],
  privacy: () => [queryKeys.profile.all()],
  /** A session or fish log logged, edited, hidden or deleted; its comments and backup media too. */
  sessions: () => [queryKeys.sessions.all()],
  /** An entry left (its fee perhaps refunded): the tournaments everywhere, and the payments list. */
  tournamentEntries: () => [queryKeys.tournaments.all(), queryKeys.payments.all()],
  /** A judge accepted or declined judging a tournament: the tournaments and the judge list. */
  judgeInvitations: () => [queryKeys.tournaments.all(), queryKeys.judging.all(), queryKeys.users.infos()],
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** What the mutation changes, even when it fails half-way (see `staleAfter`). */
      changes?: readonly DataChange[];
    };
  }
}

/** Invalidates (and refetches, when shown) every query the `changes` make stale. */
export async function refreshAfter(queryClient: QueryClient, changes: readonly DataChange[]): Promise<void> {
  const keys = changes.flatMap((change) => staleAfter[change]());
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
