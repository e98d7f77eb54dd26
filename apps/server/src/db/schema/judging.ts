import { sql } from 'drizzle-orm';
import type { EvidenceItem, FishLogStatus } from '@tightlines/domain';
import {
  bigint,
  boolean,
  check,
  customType,
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
import { uuidPrimaryKey } from './columns';
import { units } from './catalogue';
import { users } from './identity';
import { fishLogs, fishLogVideos } from './sessions';
import { tournaments } from './tournaments';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAtMs = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`date_trunc('milliseconds', now())`);

/**
 * The current decision on a tournament catch (issue 22). `version` grows with every decision: a
 * judge saves with the version they saw, so two judges never overwrite each other silently.
 */
export const catchDecisions = pgTable(
  'catch_decisions',
  {
    logId: uuid('log_id')
      .primaryKey()
      .references(() => fishLogs.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    version: integer('version').notNull(),
    status: text('status').$type<FishLogStatus>().notNull(),
    released: boolean('released').notNull(),
    /** Null means correct (spec §4). */
    speciesCorrect: boolean('species_correct'),
    length: doublePrecision('length'),
    lengthUnitId: integer('length_unit_id')
      .notNull()
      .references(() => units.id),
    weight: doublePrecision('weight'),
    weightUnitId: integer('weight_unit_id')
      .notNull()
      .references(() => units.id),
    points: doublePrecision('points').notNull(),
    evidence: text('evidence').array().$type<EvidenceItem[]>().notNull(),
    overrideNote: text('override_note'),
    refusalReason: text('refusal_reason'),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check('catch_decisions_version', sql`${table.version} >= 1`),
    check('catch_decisions_status', sql`${table.status} in ('Approved', 'Refused')`),
    index('catch_decisions_tournament_idx').on(table.tournamentId),
    index('catch_decisions_judge_idx').on(table.judgeId),
    index('catch_decisions_length_unit_idx').on(table.lengthUnitId),
    index('catch_decisions_weight_unit_idx').on(table.weightUnitId),
  ],
);

/**
 * Every judge decision, appended and never changed (a trigger refuses UPDATE, DELETE and TRUNCATE):
 * who, when, the state before and after, and the note. The official standings are computed from it.
 * The catch is named by id only, so the record outlives anything else.
 */
export const judgingAudit = pgTable(
  'judging_audit',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    logId: uuid('log_id').notNull(),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    note: text('note'),
  },
  (table) => [
    index('judging_audit_tournament_idx').on(table.tournamentId, table.seq),
    index('judging_audit_log_idx').on(table.logId),
    index('judging_audit_judge_idx').on(table.judgeId),
  ],
);

/** A judge's note pinned to a moment of one of a catch's videos. */
export const judgingNotes = pgTable(
  'judging_notes',
  {
    id: uuidPrimaryKey(),
    logId: uuid('log_id')
      .notNull()
      .references(() => fishLogs.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    videoId: uuid('video_id')
      .notNull()
      .references(() => fishLogVideos.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    atSeconds: doublePrecision('at_seconds').notNull(),
    text: text('text').notNull(),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('judging_notes_log_idx').on(table.logId, table.createdAt),
    index('judging_notes_tournament_idx').on(table.tournamentId),
    index('judging_notes_video_idx').on(table.videoId),
    index('judging_notes_author_idx').on(table.authorId),
  ],
);

/** Spec §3 "Tournament log comment": a judge's comment on a catch, read by its angler. */
export const tournamentLogComments = pgTable(
  'tournament_log_comments',
  {
    id: uuidPrimaryKey(),
    logId: uuid('log_id')
      .notNull()
      .references(() => fishLogs.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAtMs(),
  },
  (table) => [
    index('tournament_log_comments_log_idx').on(table.logId, table.createdAt),
    index('tournament_log_comments_tournament_idx').on(table.tournamentId),
    index('tournament_log_comments_author_idx').on(table.authorId),
  ],
);

/**
 * A tournament's official results, stored once when judging finishes: the canonical results JSON
 * and its SHA-256, and the CSV and PDF exports as served (always the same bytes) with theirs.
 */
export const officialResults = pgTable(
  'official_results',
  {
    tournamentId: uuid('tournament_id')
      .primaryKey()
      .references(() => tournaments.id),
    document: text('document').notNull(),
    sha256: text('sha256').notNull(),
    csv: bytea('csv').notNull(),
    csvSha256: text('csv_sha256').notNull(),
    pdf: bytea('pdf').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    finishedBy: uuid('finished_by')
      .notNull()
      .references(() => users.id),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex('official_results_sha256_idx').on(table.sha256),
    index('official_results_csv_sha256_idx').on(table.csvSha256),
    index('official_results_pdf_sha256_idx').on(table.pdfSha256),
    index('official_results_finished_by_idx').on(table.finishedBy),
  ],
);

/**
 * The official-results e-mail owed to each participant, written in the transaction that makes the
 * results official (an outbox): sent after the commit, and by a sweep every minute for any a crash or
 * a mail server's failure left behind. `claimedAt` keeps two senders off the same row; a claim
 * older than ten minutes (a sender that died) may be taken again.
 */
export const resultsMails = pgTable(
  'results_mails',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    index('results_mails_user_idx').on(table.userId),
    index('results_mails_unsent_idx')
      .on(table.tournamentId)
      .where(sql`${table.sentAt} is null`),
  ],
);
