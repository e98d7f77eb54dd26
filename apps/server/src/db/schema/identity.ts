import type { Language, TemperatureUnit } from '@tightlines/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldForSearch, fullNameOf } from '../search-fold';
import { genders, localities, permissions, roles, units } from './catalogue';
import { createdAt, uuidPrimaryKey } from './columns';

export const MAIL_STATES = ['kept', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    /** Stored lower-cased; unique among accounts that are not deleted. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    roleName: text('role_name')
      .notNull()
      .references(() => roles.name),
    nationalityName: text('nationality_name'),
    genderId: integer('gender_id').references(() => genders.id),
    birthday: date('birthday'),
    phone: text('phone'),
    localityId: uuid('locality_id').references(() => localities.id),
    pictureUrl: text('picture_url'),
    /**
     * The random folder of this user's uploads (`uploads/<media_prefix>/<uuid>.<ext>`): media URLs
     * must not name the account, and only its holder may attach what is under it.
     */
    mediaPrefix: uuid('media_prefix').notNull().defaultRandom(),
    sizeUnitId: integer('size_unit_id')
      .notNull()
      .default(1)
      .references(() => units.id),
    weightUnitId: integer('weight_unit_id')
      .notNull()
      .default(4)
      .references(() => units.id),
    /**
     * The temperature scale the weather is read in (issue 31), chosen apart from the length unit;
     * accounts from before it were given the scale their length unit implied (inches: Fahrenheit).
     */
    temperatureUnit: text('temperature_unit').$type<TemperatureUnit>().notNull().default('celsius'),
    /** The language of the app and of e-mails, `en` or `es` (issue 19); null until chosen. */
    language: text('language').$type<Language>(),
    /** Upstream identity provider of a social account (null for a local one). */
    socialProvider: text('social_provider'),
    socialSubject: text('social_subject'),
    /**
     * When the account proved it holds `email` (the link mailed at registration, or an e-mail change's
     * confirmation); null until then. Rights someone else gave to the address need it (ADR 011).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('users_media_prefix_unique').on(table.mediaPrefix),
    check('users_language_check', sql`${table.language} in ('en', 'es')`),
    check('users_temperature_unit_check', sql`${table.temperatureUnit} in ('celsius', 'fahrenheit')`),
    uniqueIndex('users_social_unique').on(table.socialProvider, table.socialSubject),
    index('users_role_name_idx').on(table.roleName),
    index('users_gender_id_idx').on(table.genderId),
    index('users_locality_id_idx').on(table.localityId),
    index('users_size_unit_id_idx').on(table.sizeUnitId),
    index('users_weight_unit_id_idx').on(table.weightUnitId),
    /** People search (GET /api/users/list): prefixes of "first last", of the last name, of the e-mail. */
    index('users_search_full_name_idx')
      .using('btree', sql`${foldForSearch(fullNameOf(table.name, table.lastname))} text_pattern_ops`)
      .where(sql`${table.deletedAt} is null`),
    index('users_search_lastname_idx')
      .using('btree', sql`${foldForSearch(table.lastname)} text_pattern_ops`)
      .where(sql`${table.deletedAt} is null`),
    index('users_search_email_idx')
      .using('btree', table.email.op('text_pattern_ops'))
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** Permissions granted to one user on top of their role's (e.g. CONTENT_MODERATOR). */
export const userPermissionGrants = pgTable(
  'user_permission_grants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permissionName: text('permission_name')
      .notNull()
      .references(() => permissions.name),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.permissionName] }),
    index('user_permission_grants_permission_idx').on(table.permissionName),
  ],
);

/** Single-use password reset links; only a hash of the secret part is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/** Single-use links that prove an account holds its address; only a hash of the secret is kept. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to: it proves that address only (stored lower-cased). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_verifications_user_id_idx').on(table.userId, table.createdAt),
    uniqueIndex('email_verifications_token_hash_unique').on(table.tokenHash),
  ],
);

/**
 * Every mail the server writes, in the transaction that causes it. `kept`: the outbox driver's (no
 * mail server; the local viewer reads it). With the SMTP driver: `queued` until its next attempt is
 * due, `sending` while one delivery run holds it, then `sent` (with the SMTP message id) or `failed`
 * (with the reason). A mail leaves `sending` once, so it is sent at most once (ADR 016).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuidPrimaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    state: text('state', { enum: MAIL_STATES }).notNull().default('kept'),
    /** Attempts at handing it to the mail server so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a queued mail is due (its backoff after a temporary failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** When the delivery run now sending it took it. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID it was sent with, and the server's answer (which names its queue id). */
    messageId: text('message_id'),
    smtpResponse: text('smtp_response'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Why the last attempt failed (a temporary failure while queued, the refusal once failed). */
    failure: text('failure'),
    /** Which MAIL_KINDS it is (null for mail written before kinds were kept). */
    kind: text('kind'),
    /**
     * The one-click unsubscribe address its List-Unsubscribe header names (RFC 8058), for a kind its
     * reader may turn off, written to an account; null otherwise.
     */
    listUnsubscribe: text('list_unsubscribe'),
  },
  (table) => [
    index('mail_outbox_to_created_idx').on(table.to, table.createdAt),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'queued'`),
    index('mail_outbox_sending_idx')
      .on(table.claimedAt)
      .where(sql`${table.state} = 'sending'`),
    index('mail_outbox_failed_idx')
      .on(table.failedAt)
      .where(sql`${table.state} = 'failed'`),
  ],
);

/** State of the OpenID Connect provider (sessions, grants, codes, refresh tokens…), shared by every instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/** Secrets made on first start and shared by every instance: signing keys, cookie keys, client secret. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Failed password sign-ins, counted in the database so every instance sees them (the design is in
 * modules/auth/sign-in.ts): one row per (account, address), and one per account with the address ''. The account key is a hash of the e-mail as typed, so an unknown e-mail is counted
 * exactly like a known one and no mistyped address is stored. Rows nothing reads any more are
 * deleted hourly (`pruneSignInAttempts`, modules/auth/jobs.ts).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    accountKey: text('account_key').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    /** No attempt from this address (or, on the account row, from an address never used to sign in) before then. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** The last correct password from this address: such an address skips the account-wide slowdown. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.accountKey, table.address] }),
    index('sign_in_attempts_last_failure_idx').on(table.lastFailureAt),
  ],
);

/** Pending e-mail changes: the new address takes effect only when the link mailed to it is opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_changes_user_id_idx').on(table.userId),
    uniqueIndex('email_changes_token_hash_unique').on(table.tokenHash),
  ],
);
