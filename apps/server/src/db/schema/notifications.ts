import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@tightlines/domain';
import { uuidPrimaryKey } from './columns';
import { users } from './identity';

/**
 * In-app notifications (issue 35 point 3), written only by the notifications module's `notify`, in
 * the transaction of the event they tell of. A kind and the values its text needs, never text (the
 * web words it in the reader's language). The subjects are plain ids, not foreign keys: a
 * notification outlives a deleted session or catch. `(recipient_id, event_key)` is unique, so an
 * event told twice (a retried job, a second click) is one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it (the commenter, the joiner, the judge…), when someone did. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    eventKey: text('event_key').notNull(),
    sessionId: uuid('session_id'),
    catchId: uuid('catch_id'),
    tournamentId: uuid('tournament_id'),
    paymentId: uuid('payment_id'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    // Milliseconds, as the keyset cursor carries them.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_recipient_event_key').on(table.recipientId, table.eventKey),
    index('notifications_recipient_newest').on(table.recipientId, table.createdAt, table.id),
    index('notifications_recipient_unread')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
    index('notifications_actor_id_idx').on(table.actorId),
  ],
);
