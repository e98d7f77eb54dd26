import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database';
import { databaseUrl, runOnServer } from './database-templates';

/** Where each PostgreSQL test database is, for a second instance's connections. */
const urls = new WeakMap<Database, string>();

/**
 * A fresh database for one test file, copied from the run's template (database-templates.ts):
 * migrated, and with the catalogue when `seeded`. In-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase({ seeded }: { seeded: boolean }): Promise<Database> {
  const templates = inject('databaseTemplates');
  if (templates.engine === 'pglite') {
    const dump = fs.readFileSync(seeded ? templates.seededDump : templates.migratedDump);
    return openPglite('memory://', { template: new Blob([dump]) });
  }
  const name = `tightlines_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const template = seeded ? templates.seededName : templates.migratedName;
  await runOnServer(templates.serverUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(templates.serverUrl, name);
  const database = await openPostgres(url);
  const opened: Database = {
    ...database,
    close: async () => {
      await database.close();
      await runOnServer(templates.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
  urls.set(opened, url);
  return opened;
}

/**
 * Another connection pool on a test's PostgreSQL database, as a second server instance would open
 * (closing it leaves the database); none on PGlite, which one process alone opens.
 */
export async function openSameDatabase(database: Database): Promise<Database | null> {
  const url = urls.get(database);
  return url ? openPostgres(url) : null;
}
