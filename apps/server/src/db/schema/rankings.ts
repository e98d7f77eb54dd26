import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/** One boat or person a catch counts for, in one ranking category. */
export interface RankingSubject {
  category: 'boats' | 'captains' | 'mates' | 'anglers';
  id: string;
}

/**
 * What each fish log adds to the rankings now (issue 36 point 4): written by the rankings module's
 * `refreshRankedCatches` in the transaction that changes the log, its session or its decision. A
 * change takes the old contribution out of the counters and puts the new one in; a log that does
 * not count has no row. `npm run admin -- rankings verify` rebuilds all of it from the source rows.
 */
export const rankingContributions = pgTable('ranking_contributions', {
  // No foreign key: a log is never removed while it counts (deleting one marks it), and a row left
  // by anything else shows up in `rankings verify` rather than vanishing with its counters.
  logId: uuid('log_id').primaryKey(),
  day: date('day').notNull(),
  speciesId: uuid('species_id').notNull(),
  /** The session's water type: Offshore or Nearshore. */
  water: text('water').notNull(),
  /** '' when the session has no locality. */
  region: text('region').notNull(),
  locality: text('locality').notNull(),
  verified: boolean('verified').notNull(),
  points: doublePrecision('points').notNull(),
  subjects: jsonb('subjects').$type<RankingSubject[]>().notNull(),
});

/**
 * Counters per category, subject and day at the finest grain (species, water, region, locality,
 * verified): the daily and weekly rankings and the leader's chart add these up (a day or a week
 * holds few rows).
 */
export const rankingDays = pgTable(
  'ranking_days',
  {
    category: text('category').notNull(),
    day: date('day').notNull(),
    subjectId: uuid('subject_id').notNull(),
    speciesId: uuid('species_id').notNull(),
    water: text('water').notNull(),
    region: text('region').notNull(),
    locality: text('locality').notNull(),
    verified: boolean('verified').notNull(),
    points: doublePrecision('points').notNull(),
    catches: integer('catches').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'ranking_days_pk',
      columns: [
        table.category,
        table.day,
        table.subjectId,
        table.speciesId,
        table.water,
        table.region,
        table.locality,
        table.verified,
      ],
    }),
    index('ranking_days_subject_idx').on(table.category, table.subjectId, table.day),
  ],
);

/**
 * Counters per category, month or year, and filter: `species`, `water` and `place` are a value or
 * '*' (any), `place` is '*', 'r:<region name>' or 'l:<locality id>'; `verifiedOnly` rows count only
 * verified catches. A monthly or annual ranking is one index range of this table, read in order.
 */
export const rankingTotals = pgTable(
  'ranking_totals',
  {
    category: text('category').notNull(),
    period: text('period').notNull(),
    periodStart: date('period_start').notNull(),
    species: text('species').notNull(),
    water: text('water').notNull(),
    place: text('place').notNull(),
    verifiedOnly: boolean('verified_only').notNull(),
    subjectId: uuid('subject_id').notNull(),
    points: doublePrecision('points').notNull(),
    catches: integer('catches').notNull(),
    verifiedCatches: integer('verified_catches').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'ranking_totals_pk',
      columns: [
        table.category,
        table.period,
        table.periodStart,
        table.species,
        table.water,
        table.place,
        table.verifiedOnly,
        table.subjectId,
      ],
    }),
    check('ranking_totals_period', sql`${table.period} in ('month', 'year')`),
    index('ranking_totals_order_idx').on(
      table.category,
      table.period,
      table.periodStart,
      table.species,
      table.water,
      table.place,
      table.verifiedOnly,
      table.points.desc(),
      table.verifiedCatches.desc(),
      table.catches.desc(),
      table.subjectId,
    ),
  ],
);
