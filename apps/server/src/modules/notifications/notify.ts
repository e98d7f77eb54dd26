import type { NotificationKind, NotificationValues } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { publishNotifications } from './live';
import { insertNotifications } from './repo';

/** What a notification is about: the ids its action link and its reader need. */
export interface NotificationSubjects {
  sessionId?: string | null;
  catchId?: string | null;
  tournamentId?: string | null;
  paymentId?: string | null;
}

export interface NotifyEvent<K extends NotificationKind> {
  /** Who hears of the event; the actor is left out, and each recipient is told once. */
  recipients: readonly string[];
  /** Who caused it, never told of their own action; null for the system (a job, the platform). */
  actorId: string | null;
  kind: K;
  /**
   * Names the event, the same however often it is told (a retried job, a second click): one
   * notification per recipient per key. A new event (a reversed decision) has a key of its own.
   */
  eventKey: string;
  subjects: NotificationSubjects;
  values: NotificationValues<K>;
}

/**
 * The one way a notification is written (issue 35 point 3): in the transaction of the event it
 * tells of (`tx`), so it exists exactly when the event committed. Answers the notifications written
 * now (none for an event told before).
 */
export async function notify<K extends NotificationKind>(
  tx: Db,
  event: NotifyEvent<K>,
): Promise<{ id: string; recipientId: string }[]> {
  const recipients = [...new Set(event.recipients)].filter((id) => id !== event.actorId);
  const written = await insertNotifications(
    tx,
    recipients.map((recipientId) => ({
      recipientId,
      actorId: event.actorId,
      kind: event.kind,
      eventKey: event.eventKey,
      sessionId: event.subjects.sessionId ?? null,
      catchId: event.subjects.catchId ?? null,
      tournamentId: event.subjects.tournamentId ?? null,
      paymentId: event.subjects.paymentId ?? null,
      values: event.values,
    })),
  );
  // The recipients' open tabs hear of it once the event commits (issue 35 point 4).
  await publishNotifications(tx, written);
  return written;
}
