import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row: a number the database itself moves (triggers of migration 0017, ADR 008) in the same
 * transaction as any write that changes what a session card shows. The guests' feed pages are kept
 * with the version they were read at, and served while it has not moved.
 */
export const feedVersion = pgTable(
  'feed_version',
  {
    one: boolean('one').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('feed_version_one_row', sql`${table.one}`)],
);
