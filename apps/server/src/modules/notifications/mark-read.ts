import { AppError, type UnreadCountDto } from '@tightlines/domain';
import type { NotificationsDeps } from './deps';
import { countUnread, markAllRead, markRead } from './repo';

/**
 * Marks one of the caller's notifications read (again: nothing changes) and answers how many stay
 * unread. NOT_FOUND for another's or none (not yours = not there).
 */
export async function markNotificationRead(
  deps: NotificationsDeps,
  recipientId: string,
  id: string,
): Promise<UnreadCountDto> {
  return deps.db.transaction(async (tx) => {
    if (!(await markRead(tx, recipientId, id, deps.now()))) throw new AppError('NOT_FOUND');
    return { unreadCount: await countUnread(tx, recipientId) };
  });
}

/** Marks all of the caller's notifications read. */
export async function markAllNotificationsRead(
  deps: NotificationsDeps,
  recipientId: string,
): Promise<UnreadCountDto> {
  return deps.db.transaction(async (tx) => {
    await markAllRead(tx, recipientId, deps.now());
    return { unreadCount: await countUnread(tx, recipientId) };
  });
}
