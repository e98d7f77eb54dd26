import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database } from '../db/database';
import { seedCatalogue } from '../db/seed/seed-catalogue';

/**
 * Where each test file's database is copied from: a database migrated once per run, and one also
 * holding the catalogue. On PGlite a data-directory dump each file loads; on PostgreSQL a database
 * each file names as its `TEMPLATE`. Made once by Vitest's global setup of a server project,
 * instead of an initdb, the migrations and the seed in every file.
 */
export type DatabaseTemplates =
  | { engine: 'pglite'; migratedDump: string; seededDump: string }
  | { engine: 'postgres'; serverUrl: string; migratedName: string; seededName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Vitest global setup: makes the templates for the project's engine and removes them after the run. */
export default async function makeDatabaseTemplates(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env?.TEST_DATABASE_URL;
  const templates = serverUrl ? await makePostgresTemplates(serverUrl) : await makePgliteTemplates();
  project.provide('databaseTemplates', templates);
  return () => removeTemplates(templates);
}

// Each engine is migrated once: the migrated template is written out, then seeded and written out
// again (PGlite), or copied and the copy seeded (PostgreSQL).
async function makePgliteTemplates(): Promise<DatabaseTemplates> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tightlines-test-templates-'));
  const database = await openPglite('memory://');
  const dump = async (name: string) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    return file;
  };
  try {
    await database.migrate();
    const migratedDump = await dump('migrated.tar');
    await seedCatalogue(database.db);
    return { engine: 'pglite', migratedDump, seededDump: await dump('seeded.tar') };
  } finally {
    await database.close();
  }
}

async function makePostgresTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  const migratedName = `tightlines_template_${run}_migrated`;
  const seededName = `tightlines_template_${run}_seeded`;
  // A template must have no open connection while databases are copied from it: each is closed first.
  const withDatabase = async (name: string, work: (database: Database) => Promise<void>) => {
    const database = await openPostgres(databaseUrl(serverUrl, name));
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };
  await runOnServer(serverUrl, `create database ${migratedName}`);
  await withDatabase(migratedName, (database) => database.migrate());
  await runOnServer(serverUrl, `create database ${seededName} template ${migratedName}`);
  await withDatabase(seededName, async (database) => {
    await seedCatalogue(database.db);
  });
  return { engine: 'postgres', serverUrl, migratedName, seededName };
}

async function removeTemplates(templates: DatabaseTemplates): Promise<void> {
  if (templates.engine === 'pglite') {
    fs.rmSync(path.dirname(templates.migratedDump), { recursive: true, force: true });
    return;
  }
  for (const name of [templates.migratedName, templates.seededName]) {
    await runOnServer(templates.serverUrl, `drop database if exists ${name} with (force)`);
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
