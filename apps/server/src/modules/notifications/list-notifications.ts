import type { NotificationDto, NotificationPageDto } from '@tightlines/domain';
import { AppError } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { keysetPage, readCursor } from '../../db/keyset-page';
import { toNotificationDto } from './presenter';
import { countUnread, findNotificationPage, getNotificationView } from './repo';

/**
 * A page of the recipient's notifications, newest first (keyset), with their unread count.
 * VALIDATION naming `cursor` for a cursor that is not one of ours.
 */
export async function listNotifications(
  db: Db,
  recipientId: string,
  query: { cursor?: string; limit: number },
): Promise<NotificationPageDto> {
  const after = readCursor(query.cursor);
  const [rows, unreadCount] = await Promise.all([
    findNotificationPage(db, recipientId, after, query.limit),
    countUnread(db, recipientId),
  ]);
  const { page, nextCursor } = keysetPage(rows, query.limit, ({ notification }) => ({
    at: notification.createdAt,
    id: notification.id,
  }));
  return { items: page.map(toNotificationDto), nextCursor, unreadCount };
}

/** How many of the recipient's notifications are unread. */
export function unreadCountOf(db: Db, recipientId: string): Promise<number> {
  return countUnread(db, recipientId);
}

/** One of the recipient's notifications; NOT_FOUND for another's or none (not yours = not there). */
export async function getNotification(db: Db, recipientId: string, id: string): Promise<NotificationDto> {
  const view = await getNotificationView(db, recipientId, id);
  if (!view) throw new AppError('NOT_FOUND');
  return toNotificationDto(view);
}
