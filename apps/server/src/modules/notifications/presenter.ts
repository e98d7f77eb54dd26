import { ZNotification, type NotificationDto } from '@tightlines/domain';
import type { NotificationView } from './repo';

/**
 * A notification as its recipient reads it: its kind, the values its text needs and the ids of what
 * it is about. The values are parsed by the kind's schema, so a row cannot send anything else.
 */
export function toNotificationDto({ notification: row, actorName }: NotificationView): NotificationDto {
  return ZNotification.parse({
    id: row.id,
    kind: row.kind,
    values: row.values,
    actorName,
    sessionId: row.sessionId,
    catchId: row.catchId,
    tournamentId: row.tournamentId,
    paymentId: row.paymentId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  });
}
