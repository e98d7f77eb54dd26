import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { MEDIA_KEY_COLUMNS } from './key-columns';

/** A column whose name (a word of it) says it may hold a storage key, or a picture's or video's address. */
const LOOKS_LIKE_A_KEY =
  /(^|_)(key|picture|thumbnail|url|uri|image|photo|video|avatar|media|file|poster)s?(_|$)/i;

/** Columns named like that which hold something else, and what. */
const NOT_REFERENCES: Record<string, string> = {
  'media_objects.key': "the object's own row, moved with it",
  'sign_in_attempts.account_key': 'a hash of an e-mail address',
  'users.media_prefix': "the name of the user's media folder, not an object",
  'local_pay_prices.idempotency_key': 'a payment idempotency key',
  'local_pay_sessions.idempotency_key': 'a payment idempotency key',
  'local_pay_refunds.idempotency_key': 'a payment idempotency key',
  'idempotent_requests.key': "an account's Idempotency-Key for a write (http/idempotency.ts)",
  'local_pay_sessions.success_url': 'a page of the app the payer returns to',
  'local_pay_sessions.cancel_url': 'a page of the app the payer returns to',
  'checkouts.checkout_url': "the payment platform's hosted checkout page",
  'checkouts.request_key': 'what a checkout request was for, to find it again on a retry',
  'judging_notes.video_id': "the video row a judge's note is pinned to (its id), not an object",
  'notifications.event_key': 'the event a notification tells of, so each recipient gets one (notify)',
  'fishing_sessions.client_key': 'the key a device made for a session logged offline, so it is sent once',
  'clubs.site_url': "the club's own web site",
  'data_exports.archive_key':
    "a user's own data zip (exports/…, ADR 029): no media object, out of backups, removed by its expiry job",
};

const nameOf = (table: PgTable, column: string) => `${getTableConfig(table).name}.${column}`;

describe('the list of columns that name storage objects', () => {
  it('has every column of the schema named like a key, picture, thumbnail or URL', () => {
    const tables = (Object.values(schema) as unknown[]).filter(
      (value): value is PgTable => value instanceof PgTable,
    );
    const named = tables.flatMap((table) =>
      getTableConfig(table)
        .columns.filter((column) => LOOKS_LIKE_A_KEY.test(column.name))
        .map((column) => nameOf(table, column.name)),
    );
    const listed = MEDIA_KEY_COLUMNS.map((column) => nameOf(column.table, column.name));
    // A failure names a new column: add it to MEDIA_KEY_COLUMNS, or here if it holds no key.
    expect(named.filter((name) => !listed.includes(name) && !(name in NOT_REFERENCES))).toEqual([]);
    expect(listed.filter((name) => !named.includes(name))).toEqual([]);
    expect(named).toEqual(expect.arrayContaining(['users.picture_url', 'fish_log_videos.thumbnail_key']));
  });
});
