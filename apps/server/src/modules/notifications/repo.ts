import type { KeysetCursor } from '@tightlines/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { afterCursor, type KeysetOrder } from '../../db/keyset-page';
import { notifications, users } from '../../db/schema';

/** Notification queries. Every read and write names its recipient: nobody reaches another's. */

export type NotificationInsert = typeof notifications.$inferInsert;

const NEWEST_FIRST: KeysetOrder = { at: notifications.createdAt, id: notifications.id, direction: 'desc' };

const VIEW_COLUMNS = {
  notification: notifications,
  actorName: sql<
    string | null
  >`nullif(trim(coalesce(${users.name}, '') || ' ' || coalesce(${users.lastname}, '')), '')`,
};

function selectViews(db: Db) {
  return db.select(VIEW_COLUMNS).from(notifications).leftJoin(users, eq(users.id, notifications.actorId));
}

export type NotificationView = Awaited<ReturnType<typeof selectViews>>[number];

/** Writes the notifications of one event; one told before (same recipient and key) is skipped. */
export async function insertNotifications(
  db: Db,
  rows: NotificationInsert[],
): Promise<{ id: string; recipientId: string }[]> {
  if (!rows.length) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.recipientId, notifications.eventKey] })
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
}

/** A page of the recipient's notifications, newest first, `limit + 1` rows. */
export function findNotificationPage(
  db: Db,
  recipientId: string,
  after: KeysetCursor | null,
  limit: number,
): Promise<NotificationView[]> {
  return selectViews(db)
    .where(and(eq(notifications.recipientId, recipientId), afterCursor(NEWEST_FIRST, after)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

/** One notification of the recipient's, or null (someone else's is not there). */
export async function getNotificationView(
  db: Db,
  recipientId: string,
  id: string,
): Promise<NotificationView | null> {
  const [row] = await selectViews(db).where(
    and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)),
  );
  return row ?? null;
}

export async function countUnread(db: Db, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the recipient's notifications read (kept as first read); false when it is not theirs. */
export async function markRead(db: Db, recipientId: string, id: string, at: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  return Boolean(row);
}

/** Marks every unread notification of the recipient read. */
export async function markAllRead(db: Db, recipientId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
}

/** The notifications just written, by id, for whoever publishes them. */
export function findNotificationViews(db: Db, ids: string[]): Promise<NotificationView[]> {
  if (!ids.length) return Promise.resolve([]);
  return selectViews(db).where(inArray(notifications.id, ids));
}
