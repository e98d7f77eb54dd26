import { sql } from 'drizzle-orm';
import type { CatchFlag } from '@tightlines/domain';
import {
  bigint,
  boolean,
  doublePrecision,
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
import { boats } from './boats';
import { localities, species, units } from './catalogue';
import { tournaments } from './tournaments';
import { uuidPrimaryKey } from './columns';
import { users } from './identity';

/**
 * Keyset cursors carry created_at through JavaScript dates (milliseconds), so these rows keep
 * milliseconds only: a cursor then names its row exactly and paging never skips or repeats one.
 */
const createdAtMs = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`date_trunc('milliseconds', now())`);

const counter = (name: string) => integer(name).notNull().default(0);

/** A fishing session (spec §3). Counters move in the transaction that changes a log or a comment. */
export const fishingSessions = pgTable(
  'fishing_sessions',
  {
    id: uuidPrimaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    finishAt: timestamp('finish_at', { withTimezone: true }).notNull(),
    fishingStyle: text('fishing_style', { enum: ['Offshore', 'Nearshore'] }).notNull(),
    boatId: uuid('boat_id').references(() => boats.id),
    localityId: uuid('locality_id').references(() => localities.id),
    releases: counter('releases'),
    raises: counter('raises'),
    bites: counter('bites'),
    harvests: counter('harvests'),
    numComments: counter('num_comments'),
    hidden: boolean('hidden').notNull().default(false),
    /**
     * When a moderator hid the session (null otherwise, and once a moderator restores it): while set,
     * only a moderator restores it; its author sees it was a moderator, and `moderationReason`.
     */
    moderatorHiddenAt: timestamp('moderator_hidden_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    deleted: boolean('deleted').notNull().default(false),
    isTournamentSession: boolean('is_tournament_session').notNull().default(false),
    /** The tournament a tournament session is fished in (spec §3 isTournamentSession); null otherwise. */
    tournamentId: uuid('tournament_id').references(() => tournaments.id),
    weather: jsonb('weather').$type<Record<string, string | number>>(),
    /**
     * The key a device made for a session it captured offline (issue 40): one session per owner and
     * key, so the same capture sent again (a sync cut off after the server wrote it) answers the
     * first session instead of logging a second one. Null for a session logged online.
     */
    clientKey: text('client_key'),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('fishing_sessions_owner_idx').on(table.ownerId, table.startAt.desc()),
    uniqueIndex('fishing_sessions_client_key_idx')
      .on(table.ownerId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
    index('fishing_sessions_boat_id_idx').on(table.boatId),
    index('fishing_sessions_locality_id_idx').on(table.localityId),
    index('fishing_sessions_tournament_idx').on(table.tournamentId),
    // The home feed: visible sessions by fishing date (their start), newest first, read by keyset;
    // the same index bounds the feed's date window and finds the next future-dated session. NULLS
    // FIRST is what `order by … desc` means, so the planner can read this index in the feed's order
    // (with NULLS LAST it cannot, and sorts the whole table instead).
    index('fishing_sessions_feed_idx')
      .on(table.startAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deleted} = false and ${table.hidden} = false`),
  ],
);

/** Who fished with the owner (spec §3 TeamMembers). */
export const sessionTeamMembers = pgTable(
  'session_team_members',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => fishingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index('session_team_members_user_id_idx').on(table.userId),
  ],
);

/** One fish raised, bitten, released or harvested in a session (spec §3 "Fishing log"). */
export const fishLogs = pgTable(
  'fish_logs',
  {
    id: uuidPrimaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => fishingSessions.id, { onDelete: 'cascade' }),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
    type: text('type', { enum: ['Release', 'Raise', 'Bite', 'Harvest'] }).notNull(),
    logTime: timestamp('log_time', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    length: doublePrecision('length'),
    sizeUnitId: integer('size_unit_id')
      .notNull()
      .references(() => units.id),
    weight: doublePrecision('weight'),
    weightUnitId: integer('weight_unit_id')
      .notNull()
      .references(() => units.id),
    points: doublePrecision('points').notNull().default(0),
    status: text('status', { enum: ['Pending', 'Approved', 'Refused', 'Invalid'] })
      .notNull()
      .default('Pending'),
    ruleName: text('rule_name'),
    /**
     * The automatic fair-play flags of a tournament catch (packages/domain catch-flags.ts), computed
     * when it is logged and again when it is edited; shown to its owner and the tournament's judges.
     */
    flags: text('flags')
      .array()
      .$type<CatchFlag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * A catch captured offline (issue 40): how far the device's clock was ahead of the server's
     * (negative: behind) when it was sent, in milliseconds; its times were read on that clock.
     * Null for a log sent as it was logged. Flags `deviceClockDiffers` past two minutes.
     */
    deviceClockSkewMs: integer('device_clock_skew_ms'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('fish_logs_session_id_idx').on(table.sessionId),
    index('fish_logs_species_id_idx').on(table.speciesId),
    index('fish_logs_size_unit_id_idx').on(table.sizeUnitId),
    index('fish_logs_weight_unit_id_idx').on(table.weightUnitId),
  ],
);

/** A video of a fish log; keys are storage keys (or external URLs of imported data). */
export const fishLogVideos = pgTable(
  'fish_log_videos',
  {
    id: uuidPrimaryKey(),
    logId: uuid('log_id')
      .notNull()
      .references(() => fishLogs.id, { onDelete: 'cascade' }),
    // The log's session, copied (a log never changes session): a card reads its videos by session
    // in one index lookup instead of one per log (most logs have none).
    sessionId: uuid('session_id')
      .notNull()
      .references(() => fishingSessions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    startRecordingAt: timestamp('start_recording_at', { withTimezone: true }),
    endRecordingAt: timestamp('end_recording_at', { withTimezone: true }),
    addedFromGallery: boolean('added_from_gallery').notNull().default(true),
    sizeBytes: integer('size_bytes'),
    lengthSeconds: doublePrecision('length_seconds'),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('fish_log_videos_log_id_idx').on(table.logId),
    index('fish_log_videos_session_id_idx').on(table.sessionId),
  ],
);

/** Backup media of a log or of a session (spec §3), at most 3 each (spec §9). */
export const backupMedia = pgTable(
  'backup_media',
  {
    id: uuidPrimaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    logId: uuid('log_id').references(() => fishLogs.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => fishingSessions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes'),
    lengthSeconds: doublePrecision('length_seconds'),
    startRecordingAt: timestamp('start_recording_at', { withTimezone: true }),
    endRecordingAt: timestamp('end_recording_at', { withTimezone: true }),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('backup_media_owner_id_idx').on(table.ownerId),
    index('backup_media_log_id_idx').on(table.logId),
    index('backup_media_session_id_idx').on(table.sessionId),
  ],
);

/** Comments on a session (spec §3 "Comment"); the text is stored and shown as plain text. */
export const sessionComments = pgTable(
  'session_comments',
  {
    id: uuidPrimaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => fishingSessions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('session_comments_session_idx').on(table.sessionId, table.createdAt.desc()),
    index('session_comments_author_id_idx').on(table.authorId),
  ],
);

/** A share of a session or a tournament (spec §3 "Share"). */
export const shares = pgTable(
  'shares',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectId: uuid('object_id').notNull(),
    objectType: text('object_type').notNull(),
    platform: text('platform').notNull(),
    createdAt: createdAtMs(),
  },
  (table) => [index('shares_user_id_idx').on(table.userId), index('shares_object_id_idx').on(table.objectId)],
);

/**
 * Every object uploaded through `POST /api/media/uploads`, with the size the uploader declared
 * (which storage enforces): the account's storage quota is their sum. `state` says who may still
 * read the object: `active` anyone its URL was given to; `hidden` (its session is hidden) and
 * `deleted` (its session or log is deleted; the removal job deletes the object, then this row) only
 * through URLs signed for the owner and moderators. The local driver reads this row on every GET.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: ['active', 'hidden', 'deleted'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the sweep of unattached uploads found the key in use (then it is never checked again). */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** When the object was re-encoded or remuxed in place without its metadata (ADR 004); null until then. */
    cleanedAt: timestamp('cleaned_at', { withTimezone: true }),
    /** Whoever cleans the object holds it until then (another attempt waits, or takes over after it). */
    cleaningUntil: timestamp('cleaning_until', { withTimezone: true }),
    /** When the cleaning job could not read an object that was already attached (left as it is, not retried). */
    cleanFailedAt: timestamp('clean_failed_at', { withTimezone: true }),
    /** Videos: when the camera recorded it, read from the container before its metadata was removed. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    /** Videos: the SHA-256 of the file as it was uploaded (hex), for the same video used in two catches. */
    contentHash: text('content_hash'),
    width: integer('width'),
    height: integer('height'),
    /**
     * A smaller copy of a picture (a tournament picture's 400, 800 and 1600 px renditions): the key
     * of the picture it was made from. It lives and dies with that picture (its state, its removal)
     * and counts against the same owner's quota; null for an upload.
     */
    renditionOf: text('rendition_of'),
  },
  (table) => [
    index('media_objects_owner_id_idx').on(table.ownerId),
    index('media_objects_rendition_of_idx')
      .on(table.renditionOf)
      .where(sql`${table.renditionOf} is not null`),
    index('media_objects_content_hash_idx')
      .on(table.contentHash)
      .where(sql`${table.contentHash} is not null`),
    index('media_objects_deleted_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'deleted'`),
    index('media_objects_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'active' and ${table.attachedAt} is null`),
    index('media_objects_uncleaned_idx')
      .on(table.createdAt)
      .where(
        sql`${table.cleanedAt} is null and ${table.cleanFailedAt} is null and ${table.state} <> 'deleted'`,
      ),
  ],
);
