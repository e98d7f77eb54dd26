import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, uuidPrimaryKey } from './columns';
import { localities, regions, ruleSets, species } from './catalogue';
import { users } from './identity';
import { checkouts, paymentProducts } from './payments';

export type TournamentRowStatus = 'Active' | 'Finished' | 'Canceled' | 'Deleted';

/** A published tournament (spec §3). Instants are UTC; the official zone is how they are shown. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuidPrimaryKey(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<TournamentRowStatus>().notNull().default('Active'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    terms: text('terms').notNull().default(''),
    regionType: text('region_type').$type<'Global' | 'Regional' | 'Local'>().notNull(),
    timeZone: text('time_zone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, precision: 3 }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, precision: 3 }).notNull(),
    uploadDeadlineAt: timestamp('upload_deadline_at', { withTimezone: true, precision: 3 }).notNull(),
    allowLateJoin: boolean('allow_late_join').notNull(),
    /** The fishing area: this far around the tournament's localities (or its regions'), for the catch flags. */
    fishingRadiusNm: integer('fishing_radius_nm').notNull().default(100),
    feeCents: integer('fee_cents').notNull(),
    /**
     * Leaving before the start: a full refund until this many days before it; null, no refund.
     * Tournaments published before the rule existed stated none, so they keep none.
     */
    refundDaysBeforeStart: integer('refund_days_before_start'),
    prizeCents: integer('prize_cents').notNull(),
    currency: text('currency').notNull(),
    ruleSetId: uuid('rule_set_id')
      .notNull()
      .references(() => ruleSets.id),
    clubOption: text('club_option').$type<'All members' | 'Club members only'>().notNull(),
    /** A club-only tournament's club (`clubs`; checked to exist when published). */
    clubId: uuid('club_id'),
    pictureKey: text('picture_key'),
    paymentProductId: uuid('payment_product_id').references(() => paymentProducts.id),
    /**
     * The secret each day's object-of-the-day code is derived from (HMAC): nobody can work out a
     * day's code before the server reveals it. Random per tournament, never sent to anyone.
     */
    catchCodeSecret: text('catch_code_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** Set once by the upload-deadline job: uploads are closed and judging may start. */
    uploadsClosedAt: timestamp('uploads_closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    check('tournaments_status', sql`${table.status} in ('Active', 'Finished', 'Canceled', 'Deleted')`),
    check('tournaments_region_type', sql`${table.regionType} in ('Global', 'Regional', 'Local')`),
    check(
      'tournaments_dates',
      sql`${table.startAt} < ${table.endAt} and ${table.endAt} < ${table.uploadDeadlineAt}`,
    ),
    check('tournaments_fishing_radius', sql`${table.fishingRadiusNm} between 1 and 1000`),
    check(
      'tournaments_refund_days',
      sql`${table.refundDaysBeforeStart} is null or ${table.refundDaysBeforeStart} between 0 and 60`,
    ),
    check('tournaments_amounts', sql`${table.feeCents} >= 0 and ${table.prizeCents} >= 0`),
    check(
      'tournaments_paid_has_product',
      sql`${table.feeCents} = 0 or ${table.paymentProductId} is not null`,
    ),
    index('tournaments_by_start').on(table.startAt, table.id),
    index('tournaments_organiser_idx').on(table.organiserId),
    index('tournaments_rule_set_idx').on(table.ruleSetId),
    index('tournaments_payment_product_idx').on(table.paymentProductId),
  ],
);

export const tournamentRegions = pgTable(
  'tournament_regions',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.regionId] }),
    index('tournament_regions_region_idx').on(table.regionId),
  ],
);

export const tournamentLocalities = pgTable(
  'tournament_localities',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    localityId: uuid('locality_id')
      .notNull()
      .references(() => localities.id),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.localityId] }),
    index('tournament_localities_locality_idx').on(table.localityId),
  ],
);

export const tournamentSpecies = pgTable(
  'tournament_species',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.speciesId] }),
    index('tournament_species_species_idx').on(table.speciesId),
  ],
);

/**
 * Judges are named by e-mail (they may not have an account yet) and invited: a judge judges only
 * once the account holding that address, verified, accepted (`status` accepted, `answeredBy` that
 * account). ADR 011.
 */
export const tournamentJudges = pgTable(
  'tournament_judges',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    email: text('email').notNull(),
    status: text('status').$type<'invited' | 'accepted' | 'declined'>().notNull().default('invited'),
    /** The verified account that answered the invitation; the rights stay with it alone. */
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.email] }),
    index('tournament_judges_email_idx').on(table.email),
    index('tournament_judges_answered_by_idx').on(table.answeredBy),
    check('tournament_judges_status_check', sql`${table.status} in ('invited', 'accepted', 'declined')`),
  ],
);

/** Who joined: once per tournament (the primary key), free at once or by a verified payment. */
export const tournamentMembers = pgTable(
  'tournament_members',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id').references(() => checkouts.id),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * The IANA zone the member joined from (docs/decisions/014-tournament-time.md): a Global
     * tournament's dates are read on its clock for their sessions and catches.
     */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    index('tournament_members_user_idx').on(table.userId),
    index('tournament_members_checkout_idx').on(table.checkoutId),
    index('tournament_members_by_join').on(table.tournamentId, table.joinedAt, table.userId),
  ],
);

/** The wizard's saved state: the organiser's payload as it stands, checked only when published. */
export const tournamentDrafts = pgTable(
  'tournament_drafts',
  {
    id: uuidPrimaryKey(),
    organiserId: uuid('organiser_id')
      .notNull()
      .references(() => users.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The payload's picture (a media key): named here so the sweep of unattached uploads keeps it. */
    pictureKey: text('picture_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tournament_drafts_by_organiser').on(table.organiserId, table.updatedAt)],
);
