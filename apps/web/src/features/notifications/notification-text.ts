import type { NotificationDto } from '@tightlines/domain';
import type { MessageKey, Translate } from '../../i18n/use-t';
import { formatDate } from '../../ui/format-date';
import { formatMoney } from '../../ui/format-money';

/** A notification's sentence in the language shown, from its kind and values (nothing is stored as text). */
export function notificationTitle(t: Translate, notification: NotificationDto): string {
  const actor = notification.actorName ?? t('notifications.someone');
  switch (notification.kind) {
    case 'sessionComment':
      return t('notifications.kind.sessionComment', { actor });
    case 'tournamentJoined':
      return t('notifications.kind.tournamentJoined', {
        actor,
        tournament: notification.values.tournamentName,
      });
    case 'judgeNamed':
      return t('notifications.kind.judgeNamed', { tournament: notification.values.tournamentName });
    case 'catchDecided':
      return notification.values.status === 'Approved'
        ? t('notifications.kind.catchApproved', {
            tournament: notification.values.tournamentName,
            points: notification.values.points,
          })
        : t('notifications.kind.catchRefused', { tournament: notification.values.tournamentName });
    case 'resultsOfficial':
      return t('notifications.kind.resultsOfficial', { tournament: notification.values.tournamentName });
    case 'tournamentCancelled':
      return t(
        notification.values.status === 'Deleted'
          ? 'notifications.kind.tournamentDeleted'
          : 'notifications.kind.tournamentCancelled',
        { tournament: notification.values.tournamentName },
      );
    case 'paymentRefunded':
      return t('notifications.kind.paymentRefunded', {
        amount: formatMoney(notification.values.amountCents, notification.values.currency),
        description: notification.values.description,
      });
    case 'clubRequestProcessed': {
      const { action, approved, clubName: club } = notification.values;
      if (action === 'join') {
        return t(approved ? 'notifications.kind.clubJoined' : 'notifications.kind.clubJoinRefused', { club });
      }
      return t(approved ? 'notifications.kind.clubLeft' : 'notifications.kind.clubLeaveRefused', { club });
    }
    case 'clubSubscriptionEnding':
      return t('notifications.kind.clubSubscriptionEnding', {
        club: notification.values.clubName,
        date: formatDate(notification.values.endsAt),
      });
    case 'clubMembershipEnded':
      return t('notifications.kind.clubMembershipEnded', { club: notification.values.clubName });
    case 'teamMemberAdded':
      return t('notifications.kind.teamMemberAdded', {
        actor,
        team: notification.values.teamName,
        role: teamRoleLabel(t, notification.values.role),
      });
    case 'teamMemberLeft':
      return t(
        notification.values.declined
          ? 'notifications.kind.teamMemberDeclined'
          : 'notifications.kind.teamMemberLeft',
        { actor, team: notification.values.teamName },
      );
    case 'teamRegistered':
      return t('notifications.kind.teamRegistered', {
        team: notification.values.teamName,
        tournament: notification.values.tournamentName,
      });
    case 'dataExportReady':
      return t('notifications.kind.dataExportReady', { date: formatDate(notification.values.expiresAt) });
  }
}

/** What more the detail says: a refusal's reason, a refunded entry, how to answer an invitation. */
export function notificationDetail(
  notification: NotificationDto,
): { label?: MessageKey; key?: MessageKey; text?: string } | null {
  switch (notification.kind) {
    case 'catchDecided':
      return notification.values.refusalReason
        ? { label: 'notifications.detail.reason', text: notification.values.refusalReason }
        : null;
    case 'tournamentCancelled':
      return notification.values.paid ? { key: 'notifications.detail.entryRefunded' } : null;
    case 'judgeNamed':
      return { key: 'notifications.detail.answerInvitation' };
    case 'teamMemberAdded':
      return { key: 'notifications.detail.declineTeam' };
    default:
      return null;
  }
}

/** The words of a notification's action link. */
export const ACTION_LABEL: Record<NotificationDto['kind'], MessageKey> = {
  sessionComment: 'notifications.action.session',
  tournamentJoined: 'notifications.action.tournament',
  judgeNamed: 'notifications.action.judge',
  catchDecided: 'notifications.action.catch',
  resultsOfficial: 'notifications.action.results',
  tournamentCancelled: 'notifications.action.tournament',
  paymentRefunded: 'notifications.action.payments',
  clubRequestProcessed: 'notifications.action.clubs',
  clubSubscriptionEnding: 'notifications.action.clubs',
  clubMembershipEnded: 'notifications.action.clubs',
  teamMemberAdded: 'notifications.action.teams',
  teamMemberLeft: 'notifications.action.teams',
  teamRegistered: 'notifications.action.tournament',
  dataExportReady: 'notifications.action.dataExport',
};

/** A team role (spec §3: Captain, Angler, Mate) in the language shown. */
function teamRoleLabel(t: Translate, role: string): string {
  if (role === 'Captain') return t('notifications.teamRole.Captain');
  if (role === 'Mate') return t('notifications.teamRole.Mate');
  return t('notifications.teamRole.Angler');
}
