import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which version of each seed data set or one-off data move was last applied, so a restart skips
 * work already done.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
