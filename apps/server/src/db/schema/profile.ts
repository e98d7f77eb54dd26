import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { POSITION_VISIBILITIES, type OptionalMailKind } from '@tightlines/domain';
import { countries, fishingTypes, roles, workTypes } from './catalogue';
import { createdAt, uuidPrimaryKey } from './columns';
import { users } from './identity';

/** The parts of a profile beyond the account (one row per user, made on first edit). */
export const userProfiles = pgTable(
  'user_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull().default(''),
    countryCode: text('country_code').references(() => countries.code),
    stateName: text('state_name').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    /** The contact e-mail (spec userContactInfo); the phone lives on users.phone. */
    contactEmail: text('contact_email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_profiles_country_code_idx').on(table.countryCode)],
);

/** Privacy configuration; a user without a row has the defaults of DEFAULT_PRIVACY. */
export const userPrivacy = pgTable('user_privacy', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // The defaults are DEFAULT_PRIVACY's: private unless the owner shares.
  showEmail: boolean('show_email').notNull().default(false),
  showPhone: boolean('show_phone').notNull().default(false),
  showProfileDetails: boolean('show_profile_details').notNull().default(false),
  showBoats: boolean('show_boats').notNull().default(true),
  showExperience: boolean('show_experience').notNull().default(true),
  /** Who sees where this user's fish were caught (POSITION_VISIBILITIES): nobody, roughly, exactly. */
  positionVisibility: text('position_visibility', { enum: POSITION_VISIBILITIES })
    .notNull()
    .default('private'),
  /** Whether this user is listed in the rankings at all (issue 36 point 5); on unless they opt out. */
  appearInRankings: boolean('appear_in_rankings').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which optional e-mails a user gets (OPTIONAL_MAIL_KINDS), one row per user and kind once a mail of
 * that kind was written to them or they set its switch; no row: on. The token is the kind's
 * unsubscribe link (random, unguessable): it names the user and the kind, and turns off that one.
 */
export const mailSettings = pgTable(
  'mail_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OptionalMailKind>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    token: text('token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    uniqueIndex('mail_settings_token_unique').on(table.token),
  ],
);

export const fishingExperiences = pgTable(
  'fishing_experiences',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fishingTypeId: uuid('fishing_type_id')
      .notNull()
      .references(() => fishingTypes.id),
    workTypeId: uuid('work_type_id')
      .notNull()
      .references(() => workTypes.id),
    roleName: text('role_name')
      .notNull()
      .references(() => roles.name),
    years: integer('years').notNull(),
    /** Names of the boats fished on, each once (spec §5). */
    boatNames: text('boat_names').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('fishing_experiences_user_created_idx').on(table.userId, table.createdAt),
    index('fishing_experiences_fishing_type_id_idx').on(table.fishingTypeId),
    index('fishing_experiences_work_type_id_idx').on(table.workTypeId),
    index('fishing_experiences_role_name_idx').on(table.roleName),
  ],
);

export const fishingExperienceCountries = pgTable(
  'fishing_experience_countries',
  {
    experienceId: uuid('experience_id')
      .notNull()
      .references(() => fishingExperiences.id, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.experienceId, table.countryCode] }),
    index('fishing_experience_countries_country_code_idx').on(table.countryCode),
  ],
);

/**
 * "Download all my data" (issue 40 point 4, ADR 029): one zip of everything a user owns, built by a
 * job and kept in storage under `archive_key` until `expires_at` (seven days after it is ready; a
 * request that never got ready expires too), when the cleanup job removes the file and the row. At
 * most one is being prepared per user at a time (the partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['preparing', 'ready'] })
      .notNull()
      .default('preparing'),
    /** The zip's storage key once it is written (`exports/<user id>/<export id>.zip`). */
    archiveKey: text('archive_key'),
    sizeBytes: integer('size_bytes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    index('data_exports_expires_idx').on(table.expiresAt),
    uniqueIndex('data_exports_one_preparing')
      .on(table.userId)
      .where(sql`status = 'preparing'`),
  ],
);
