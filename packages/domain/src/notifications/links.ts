import { encodeUuid, tournamentPath } from '../shared/uuid-encoding';
import { sharePath } from '../shared/share-links';
import type { NotificationDto } from './schemas';

/**
 * Where a notification's action leads in the web app, the same share and page addresses the rest of
 * the app uses: a comment opens the session over home, a decided catch the angler's session in My
 * Fish Logs (where its judging and reason show), the tournament's page for the rest (its official
 * results show there), the judge page for a judge named, the payments tab for a refund. Null when
 * there is nowhere to go (a deleted tournament).
 */
/** My Profile's teams (issue 38). */
export const MY_TEAMS = '/my_profile?tab=teams';
/** My Profile's "Your data" (the edit-profile modal's tab): download all my data (issue 40). */
export const MY_DATA = '/my_profile?edit=data';

export function notificationLink(notification: NotificationDto): string | null {
  const { tournamentId, sessionId } = notification;
  switch (notification.kind) {
    case 'sessionComment':
      return sessionId ? sharePath('FishingSession', sessionId) : null;
    case 'catchDecided':
      return sessionId ? `/my_fish_logs?session=${encodeUuid(sessionId)}` : null;
    case 'judgeNamed':
      return '/judge';
    case 'paymentRefunded':
      return '/my_profile?tab=payments';
    case 'tournamentCancelled':
      if (notification.values.status === 'Deleted') return null;
      return tournamentId ? tournamentPath(tournamentId) : null;
    case 'clubRequestProcessed':
    case 'clubSubscriptionEnding':
    case 'clubMembershipEnded':
      return '/myclubs';
    case 'teamMemberAdded':
    case 'teamMemberLeft':
      return MY_TEAMS;
    case 'teamRegistered':
      return tournamentId ? tournamentPath(tournamentId) : null;
    case 'dataExportReady':
      return MY_DATA;
    case 'tournamentJoined':
    case 'resultsOfficial':
      return tournamentId ? tournamentPath(tournamentId) : null;
  }
}
