import type { LiveNotificationDto, UnreadCountDto } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { publishLiveEvent, userChannel } from '../../platform/events/live-events';
import { toNotificationDto } from './presenter';
import { countUnread, getNotificationView } from './repo';

/** The events of a signed-in tab's stream: a new notification, and the unread count after a read. */
export const NOTIFICATION_EVENT = 'notification';
export const UNREAD_EVENT = 'unread';

/** Tells each recipient's open tabs of their new notification, in the transaction that wrote it. */
export async function publishNotifications(
  tx: Db,
  written: readonly { id: string; recipientId: string }[],
): Promise<void> {
  for (const { id, recipientId } of written) {
    const view = await getNotificationView(tx, recipientId, id);
    if (!view) continue;
    const data: LiveNotificationDto = {
      notification: toNotificationDto(view),
      unreadCount: await countUnread(tx, recipientId),
    };
    await publishLiveEvent(tx, userChannel(recipientId), { type: NOTIFICATION_EVENT, data });
  }
}

/** Tells the recipient's open tabs their unread count after they read one or all (another tab's bell). */
export async function publishUnreadCount(tx: Db, recipientId: string, unread: UnreadCountDto): Promise<void> {
  await publishLiveEvent(tx, userChannel(recipientId), { type: UNREAD_EVENT, data: unread });
}

/** A signed-in tab's full state: its unread count (the list itself is read over the API). */
export async function liveStateOf(db: Db, recipientId: string): Promise<UnreadCountDto> {
  return { unreadCount: await countUnread(db, recipientId) };
}
