import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** The kinds of write a mutation may name in `meta.changes`. */
export type DataChange =
  | 'boats'
  | 'account'
  | 'experience'
  | 'privacy'
  | 'sessions'
  | 'capturedSessions'
  | 'comments'
  | 'tournaments'
  | 'tournamentEntries'
  | 'tournamentCatches'
  | 'judgeInvitations'
  | 'judging'
  | 'payments'
  | 'clubs'
  | 'teams'
  | 'language'
  | 'notifications';

/**
 * What each kind of write makes stale, in one place. A mutation names what it changed
 * (`meta: { changes: ['boats'] }`) and the query client (app/providers.tsx) refreshes every query
 * that shows that data, whichever feature reads it, before the mutation resolves.
 */
export const staleAfter: Record<DataChange, () => QueryKey[]> = {
  /**
   * A boat saved, deleted or its captaincy answered: every boat list (the session form's too), the
   * profile, the user info's boats and the sessions and rankings that show a boat's name.
   */
  boats: () => [
    queryKeys.boats.all(),
    queryKeys.profile.all(),
    queryKeys.users.infos(),
    queryKeys.sessions.all(),
    queryKeys.rankings.all(),
  ],
  /**
   * The account edited (names, picture, units, locality, language, e-mail) or its address verified:
   * everywhere a user appears (the rankings too), and the map settings (the maps open over the
   * user's locality).
   */
  account: () => [
    queryKeys.users.all(),
    queryKeys.profile.all(),
    queryKeys.sessions.all(),
    queryKeys.map.config(),
    queryKeys.rankings.all(),
  ],
  experience: () => [queryKeys.profile.all()],
  /** Privacy settings saved: the profile, and the rankings a user may have joined or left. */
  privacy: () => [queryKeys.profile.all(), queryKeys.rankings.all()],
  /**
   * A session or fish log logged, edited, hidden or deleted; its comments and backup media too; and
   * the rankings its catches count in.
   */
  sessions: () => [queryKeys.sessions.all(), queryKeys.rankings.all()],
  /** A session kept on the device, edited there, removed or sent (issue 40): the waiting list. */
  capturedSessions: () => [queryKeys.capturedSessions.all()],
  /** A comment posted or removed: the session's comments and the feed's counters. */
  comments: () => [queryKeys.sessions.home(), queryKeys.sessions.allComments()],
  /**
   * A tournament published, deleted, cancelled or finished by its organiser, or a draft saved or
   * deleted: the tournaments everywhere (lists, counters, drafts, one tournament), the judge list
   * and the tournaments on now.
   */
  tournaments: () => [
    queryKeys.tournaments.all(),
    queryKeys.judging.all(),
    queryKeys.tournamentCatches.all(),
  ],
  /**
   * An entry taken or left (a fee perhaps paid or refunded): the tournaments everywhere, the
   * tournaments on now (a running tournament just joined is offered at once) and the payments list.
   */
  tournamentEntries: () => [
    queryKeys.tournaments.all(),
    queryKeys.tournamentCatches.all(),
    queryKeys.payments.all(),
  ],
  /**
   * A tournament catch's evidence changed (a catch logged, edited or removed with its session,
   * backup media added or removed): the judging workspaces and what its angler sees of it.
   */
  tournamentCatches: () => [queryKeys.tournamentCatches.all(), queryKeys.judging.all()],
  /** A judge accepted or declined judging a tournament: the tournaments and the judge list. */
  judgeInvitations: () => [queryKeys.tournaments.all(), queryKeys.judging.all(), queryKeys.users.infos()],
  /**
   * A decision, a note or a comment on a catch, or judging finished: every judging read (the
   * counters and the summary included), what the catch's angler sees of its judging, and the
   * rankings (a refused catch leaves them, a reversed decision brings it back).
   */
  judging: () => [queryKeys.judging.all(), queryKeys.tournamentCatches.all(), queryKeys.rankings.all()],
  /**
   * A checkout paid or closed: the payments, and the tournaments whose entry it bought (the entry
   * is granted by the verified payment) with the tournaments on now, and the clubs (a subscription).
   */
  payments: () => [
    queryKeys.payments.all(),
    queryKeys.tournaments.all(),
    queryKeys.tournamentCatches.all(),
    queryKeys.clubs.all(),
    queryKeys.teams.all(),
  ],
  /**
   * A club followed or unfollowed, a join or leave asked for, a club created or edited: every club
   * read, and the tournaments (a club-only tournament's joinability, the list's club filter).
   */
  clubs: () => [queryKeys.clubs.all(), queryKeys.tournaments.all()],
  /**
   * A team created, edited, left or registered (issue 38): my teams, the tournaments' teams, and
   * the tournaments (its members join them).
   */
  teams: () => [queryKeys.teams.all(), queryKeys.tournaments.all()],
  /** The reader switched language: the catalogue names species and places in it. */
  language: () => [queryKeys.catalogue.all()],
  /** Notifications marked read: the list and the bell's unread count. */
  notifications: () => [queryKeys.notifications.all()],
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

/** The events of a signed-in tab's live stream (`GET /api/events`), each with the unread count. */
export type UserStreamEvent = 'refresh' | 'notification' | 'unread';

/**
 * What a signed-in tab's live stream tells (issue 35 point 4): the bell's unread count, set from the
 * event itself; a new notification (or a refresh, after which some may have been missed) makes the
 * notifications stale, as a write of them would.
 */
export function applyUserStreamEvent(
  queryClient: QueryClient,
  event: UserStreamEvent,
  data: { unreadCount: number },
): void {
  queryClient.setQueryData(queryKeys.notifications.unread(), data.unreadCount);
  if (event !== 'unread') void refreshAfter(queryClient, ['notifications']);
}
