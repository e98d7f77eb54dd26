import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live events' log (issue 35 point 4, ADR 020): every event a stream carries, written in the
 * transaction that causes it. Its id is the stream's event id, so a reconnecting client replays
 * what it missed; rows are kept a day at least, then pruned by `events.prune`.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_channel_idx').on(table.channel, table.id),
    index('live_events_created_at_idx').on(table.createdAt),
  ],
);
