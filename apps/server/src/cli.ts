import { AppError, PERMISSIONS, type ClubDto, type ClubInput, type Permission } from '@tightlines/domain';
import { createWriteStream } from 'node:fs';
import { ZodError } from 'zod';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { expectedSchemaVersion } from './db/schema-version';
import type { Database } from './db/database';
import { openConfiguredDatabase } from './db/open-database';
import { seedCatalogue } from './db/seed/seed-catalogue';
import {
  ADMIN_SOCKET,
  assertEmptyDirectory,
  readArchive,
  requestBackup,
  restoreBackup,
  verifyArchive,
  writeBackup,
  type BackupSummary,
} from './modules/backup';
import { verifyRankings } from './modules/rankings';
import { createClub, editClub, type ClubAdminDeps } from './modules/clubs';
import { createPaymentProduct } from './modules/payments';
import { createConfiguredPayments } from './platform/payments/create-payments';
import { createLogger } from './http/logger';
import { createConfiguredStorage } from './platform/storage/create-storage';
import { getUserByEmail, grantPermission, revokePermission } from './modules/users';
import { describeFailedMail, listFailedMail, retryFailedMail } from './platform/mail/delivery';
import { describeStartupError } from './startup-error';

const USAGE = `usage:
  migrate                      apply the database migrations
  seed                         load the catalogue
  grant <email> <PERMISSION>   give a user a permission on top of their role's
  revoke <email> <PERMISSION>  take it back
  mail failed                  the mail the mail server refused or that was given up, and why
  mail retry <id>              send a failed mail again (with SMTP_URL set)
  backup <file>                write one archive of the database and the local media (also while
                               the server runs)
  restore <file>               restore an archive into an empty DATA_DIR or an empty database
  rankings verify              work every ranking counter out again from the fish logs, sessions
                               and decisions, report each one that differed, and rebuild them all
  club create --by <email> --name <name> [--site <url>] [--description <text>]
              [--region <region name>] [--price <dollars a unit a year>]
                               create a club (a price makes it paid: a product of the configured
                               payment platform); --by names the administrator's account
  club update <club id> --by <email> [--name …] [--site <url>|none] [--description …]
              [--region <region name>|none] [--price <dollars>|none]
                               edit a club: only the options given change
permissions: ${PERMISSIONS.join(', ')}`;

class UsageError extends Error {}

const commands: Record<string, (database: Database, args: string[]) => Promise<string>> = {
  migrate: async () => 'migrations applied',
  seed: async ({ db }) => ((await seedCatalogue(db)) ? 'catalogue seeded' : 'catalogue already up to date'),
  grant: async ({ db }, args) => {
    const { userId, email, permission } = await resolveGrant(db, args);
    await grantPermission(db, userId, permission);
    return `${email} now holds ${permission}`;
  },
  revoke: async ({ db }, args) => {
    const { userId, email, permission } = await resolveGrant(db, args);
    await revokePermission(db, userId, permission);
    return `${email} no longer holds ${permission} (unless their role gives it)`;
  },
  mail: async ({ db }, [action, id]) => {
    if (action === 'failed' && id === undefined) return describeFailedMail(await listFailedMail(db));
    if (action === 'retry' && id !== undefined) {
      if (!UUID.test(id) || !(await retryFailedMail(db, id, new Date()))) {
        throw new Error(`no failed mail with the id ${id}`);
      }
      return `mail ${id} queued again: the next delivery run sends it`;
    }
    throw new UsageError(USAGE);
  },
  club,
  rankings: async ({ db }, [action]) => {
    if (action !== 'verify') throw new UsageError(USAGE);
    const report = await verifyRankings(db);
    if (!report.differences.length) {
      return `rankings verified: ${report.countedCatches} counted catches, every counter as the source rows say`;
    }
    process.exitCode = 1;
    return [
      `rankings: ${report.differences.length} counters differed from the source rows (now rebuilt):`,
      ...report.differences,
    ].join('\n');
  },
};

/** `--name value` pairs; a value may hold spaces when quoted by the shell. */
function optionsOf(args: string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index]!.replace(/^--/, '');
    const value = args[index + 1];
    if (!args[index]!.startsWith('--') || !allowed.includes(name) || value === undefined) {
      throw new UsageError(USAGE);
    }
    options.set(name, value);
  }
  return options;
}

const CLUB_OPTIONS = ['by', 'name', 'site', 'description', 'region', 'price'] as const;

/** The club fields the options give; `none` clears an optional one (on update). */
function clubFieldsOf(options: Map<string, string>): Partial<ClubInput> {
  const cleared = (name: string) => options.get(name) === 'none';
  const fields: Partial<ClubInput> = {};
  if (options.has('name')) fields.name = options.get('name');
  if (options.has('site')) fields.siteUrl = cleared('site') ? null : options.get('site');
  if (options.has('description')) fields.description = options.get('description');
  if (options.has('region')) fields.regionName = cleared('region') ? null : options.get('region');
  if (options.has('price')) {
    const price = Number(options.get('price'));
    if (!cleared('price') && !(Number.isFinite(price) && price >= 0)) {
      throw new Error(`--price must be dollars (0 or more), not ${options.get('price')}`);
    }
    fields.unitPrice = cleared('price') ? null : price;
  }
  return fields;
}

/** The account named by --by: a paid club's product is recorded as made by it. */
async function clubEditorOf(db: Database['db'], email: string | undefined) {
  if (!email) throw new UsageError(USAGE);
  const user = await getUserByEmail(db, email);
  if (!user) throw new Error(`no account with the e-mail ${email}`);
  return { userId: user.id };
}

/** The clubs module's writes on the configured database, storage and payment platform. */
async function clubAdminDeps(database: Database): Promise<ClubAdminDeps> {
  const config = loadConfig();
  const log = createLogger(config);
  const refuseJobs = { send: () => Promise.reject(new Error('the admin command sends no jobs')) };
  const platform = await createConfiguredPayments(config, database.db, refuseJobs);
  const storage = await createConfiguredStorage(config, database.db);
  return {
    db: database.db,
    storage: storage.storage,
    payments: {
      createProduct: (request) =>
        createPaymentProduct({ db: database.db, driver: platform.driver, log }, request),
    },
  };
}

const describeClub = (club: ClubDto) =>
  `${club.name} (${club.id}): ${
    club.unitPriceCents === null ? 'free' : `$${(club.unitPriceCents / 100).toFixed(2)} a unit a year`
  }${club.regionName ? `, ${club.regionName}` : ''}`;

/** A refusal of the clubs module as a line a person reads (a taken name, a field refused). */
function clubFailure(error: unknown): Error {
  if (error instanceof ZodError) {
    return new Error(
      `refused: ${[...new Set(error.issues.map((issue) => issue.path.join('.')))].join(', ')}`,
    );
  }
  if (!(error instanceof AppError)) return error as Error;
  const fields = (error.details as { fields?: string[] } | undefined)?.fields;
  return new Error(fields?.length ? `${error.message} (${fields.join(', ')})` : error.message);
}

async function club(database: Database, [action, ...args]: string[]): Promise<string> {
  if (action === 'create') {
    const options = optionsOf(args, CLUB_OPTIONS);
    const editor = await clubEditorOf(database.db, options.get('by'));
    const fields = clubFieldsOf(options);
    if (!fields.name) throw new UsageError(USAGE);
    const made = await createClub(await clubAdminDeps(database), editor, {
      ...fields,
      name: fields.name,
    }).catch((error: unknown) => {
      throw clubFailure(error);
    });
    return `club created: ${describeClub(made)}`;
  }
  if (action === 'update' && args[0] && UUID.test(args[0])) {
    const options = optionsOf(args.slice(1), CLUB_OPTIONS);
    const editor = await clubEditorOf(database.db, options.get('by'));
    const fields = clubFieldsOf(options);
    const edited = await editClub(await clubAdminDeps(database), editor, args[0], fields).catch(
      (error: unknown) => {
        throw error instanceof AppError && error.errorCode === 'NOT_FOUND'
          ? new Error(`no club with the id ${args[0]}`)
          : clubFailure(error);
      },
    );
    return `club updated: ${describeClub(edited)}`;
  }
  throw new UsageError(USAGE);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function resolveGrant(db: Database['db'], [email, permission]: string[]) {
  if (!email || !permission) throw new UsageError(USAGE);
  if (!(PERMISSIONS as readonly string[]).includes(permission))
    throw new UsageError(`unknown permission ${permission}\n${USAGE}`);
  const user = await getUserByEmail(db, email);
  if (!user) throw new Error(`no account with the e-mail ${email}`);
  return { userId: user.id, email: user.email, permission: permission as Permission };
}

/**
 * `backup <file>`: the archive is written beside the file and renamed into place once read back
 * whole. On a PGlite data directory another process (the running server) may hold: then that
 * server writes the archive of its open database through its admin socket (ADR 021).
 */
async function backup(file: string | undefined): Promise<string> {
  if (!file) throw new UsageError(USAGE);
  const config = loadConfig();
  if (config.inMemory) throw new Error('DATA_DIR=memory:// keeps nothing to back up');
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const partial = `${target}.partial`;
  try {
    let summary: BackupSummary | null = null;
    let database: Database | null = null;
    try {
      database = await openConfiguredDatabase(config);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (database) {
      try {
        const storage = await createConfiguredStorage(config, database.db);
        summary = await writeBackup(
          { database, storage: storage.storage, storageConfig: config.storage },
          createWriteStream(partial, { mode: 0o600 }),
        );
      } finally {
        await database.close();
      }
    } else {
      await requestBackup(
        path.join(config.dataDir, ADMIN_SOCKET),
        createWriteStream(partial, { mode: 0o600 }),
      );
    }
    const manifest = await readArchive(partial);
    await fs.rename(partial, target);
    const objects = manifest.media.included
      ? `${manifest.media.objects.length} media objects`
      : `no media: they stay in the S3 bucket ${manifest.media.bucket}`;
    const inFlight =
      summary?.uploadsInFlight ?? (manifest.media.included ? manifest.media.uploadsInFlight : 0);
    return [
      `backup written to ${target} and read back whole`,
      `  schema ${manifest.schemaVersion}, ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows in ${manifest.tables.length} tables, ${objects}`,
      ...(inFlight > 0 ? [`  ${inFlight} upload(s) still under way were left out`] : []),
    ].join('\n');
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/**
 * `restore <file>`: reads and checks the whole archive first; then refuses a DATA_DIR or database
 * that holds anything; only then restores (and migrates an older archive to this build's schema).
 */
async function restore(file: string | undefined): Promise<string> {
  if (!file) throw new UsageError(USAGE);
  const config = loadConfig();
  if (config.inMemory) throw new Error('DATA_DIR=memory:// keeps nothing: set DATA_DIR or DATABASE_URL');
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'tightlines-restore-'));
  try {
    const manifest = await verifyArchive(source, scratch);
    if (!config.DATABASE_URL) await assertEmptyDirectory(config.dataDir, 'DATA_DIR');
    else if (config.storage.driver === 'local' && manifest.media.included) {
      await assertEmptyDirectory(path.join(config.dataDir, 'media'), 'the media folder');
    }
    const database = await openConfiguredDatabase(config);
    try {
      const summary = await restoreBackup(manifest, scratch, database, async () => {
        return (await createConfiguredStorage(config, database.db)).storage;
      });
      return [
        `restored ${source}: ${summary.rows} rows in ${summary.tables} tables, ${summary.objects} media objects`,
        `  schema ${summary.fromSchemaVersion}, migrated to ${expectedSchemaVersion()}`,
        ...(summary.mediaInBucket ? [`  media stay in the S3 bucket ${summary.mediaInBucket}`] : []),
        ...(summary.mediaInBucket && !readsBucket(config.storage, summary.mediaInBucket)
          ? [
              `  this installation does not read that bucket: set STORAGE_DRIVER=s3 and S3_BUCKET=${summary.mediaInBucket} (or a copy of it) before starting the server, or its media will not be found`,
            ]
          : []),
      ].join('\n');
    } finally {
      await database.close();
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/** Whether the configured store is the S3 bucket an archive's media stayed in. */
function readsBucket(storage: Config['storage'], bucket: string): boolean {
  return storage.driver === 's3' && storage.bucket === bucket;
}

const ownDatabase: Record<string, (file: string | undefined) => Promise<string>> = { backup, restore };

/** Maintenance commands on the configured database (`npm run admin -- <command>`). */
async function run([command, ...args]: string[]): Promise<void> {
  const own = command ? ownDatabase[command] : undefined;
  if (own) {
    if (args.length !== 1) throw new UsageError(USAGE);
    console.log(await own(args[0]));
    return;
  }
  const action = command ? commands[command] : undefined;
  if (!action) throw new UsageError(USAGE);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(await action(database, args));
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    error instanceof UsageError ? `${error.message}\n` : `tightlines: ${describeStartupError(error)}\n`,
  );
  process.exit(error instanceof UsageError ? 2 : 1);
});
