import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

/**
 * Writes an account sent with an `Idempotency-Key` (http/idempotency.ts): the first claims its key,
 * a repeat with the same key gets the stored answer instead of a second write. Kept 24 hours.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, route and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status and body, byte for byte; null while the first request is still being handled. */
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotent_requests_user_created_idx').on(table.userId, table.createdAt),
  ],
);
