import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExecuteSql } from './database';

// Resolved as database.ts resolves it: next to this file in the sources, next to main.js in the bundle.
const journalFile = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));

let latest: number | undefined;
let known: Set<number> | undefined;

/** Whether `version` is the instant of one of this build's migrations (an archive of a newer build is not). */
export function isKnownSchemaVersion(version: number): boolean {
  known ??= new Set(readJournal().entries.map((entry) => entry.when));
  return known.has(version);
}

function readJournal(): { entries: { when: number }[] } {
  return JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
}

/**
 * The schema version this build expects: the instant (`when`) of the last migration it carries,
 * which Drizzle records as `created_at` when it applies the migration.
 */
export function expectedSchemaVersion(): number {
  if (latest === undefined) {
    latest = Math.max(...readJournal().entries.map((entry) => entry.when));
  }
  return latest;
}

/** The schema version of a database: its last applied migration's instant, or null before any. */
export async function appliedSchemaVersion(executeSql: ExecuteSql): Promise<number | null> {
  const { rows: present } = await executeSql(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(present[0] as { present: boolean } | undefined)?.present) return null;
  const { rows } = await executeSql(
    'select max(created_at)::text as version from drizzle.__drizzle_migrations',
  );
  const version = (rows[0] as { version: string | null } | undefined)?.version;
  return version == null ? null : Number(version);
}
