import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface Journal {
  entries: { when: number; tag: string }[];
}

/**
 * Runs `migrate` on the migrations folder, or, with `upTo` (a schema version: the instant `when` of
 * a migration, schema-version.ts), on a copy holding only the migrations up to that one: Drizzle's
 * migrator applies whatever its folder's journal lists. Throws when `upTo` names no migration of
 * this build (an archive of a newer build, say).
 */
export async function withMigrationsUpTo(
  folder: string,
  upTo: number | undefined,
  migrate: (folder: string) => Promise<void>,
): Promise<void> {
  if (upTo === undefined) return migrate(folder);
  const journal = JSON.parse(
    await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  if (!journal.entries.some((entry) => entry.when === upTo)) {
    throw new Error(`schema version ${upTo} is not one of this build's migrations`);
  }
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'tightlines-migrations-'));
  try {
    const entries = journal.entries.filter((entry) => entry.when <= upTo);
    await fs.mkdir(path.join(copy, 'meta'));
    await fs.writeFile(path.join(copy, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await fs.copyFile(path.join(folder, `${entry.tag}.sql`), path.join(copy, `${entry.tag}.sql`));
    }
    await migrate(copy);
  } finally {
    await fs.rm(copy, { recursive: true, force: true });
  }
}
