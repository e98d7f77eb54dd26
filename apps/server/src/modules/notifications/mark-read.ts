import { AppError, type UnreadCountDto } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { NotificationsDeps } from './deps';
import { publishUnreadCount } from './live';
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
    return unreadAfterReading(tx, recipientId);
  });
}

/** Marks all of the caller's notifications read. */
export async function markAllNotificationsRead(
  deps: NotificationsDeps,
  recipientId: string,
): Promise<UnreadCountDto> {
  return deps.db.transaction(async (tx) => {
    await markAllRead(tx, recipientId, deps.now());
    return unreadAfterReading(tx, recipientId);
  });
}

/** The unread count after a read, told to the reader's other tabs too. */
async function unreadAfterReading(tx: Db, recipientId: string): Promise<UnreadCountDto> {
  const unread = { unreadCount: await countUnread(tx, recipientId) };
  await publishUnreadCount(tx, recipientId, unread);
  return unread;
}
