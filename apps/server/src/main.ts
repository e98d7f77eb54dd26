// First, before any package is evaluated: traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts;
// the builds keep it a file of its own, so this import stays first).
import './tracing.js';
import { APP_VERSION } from '@tightlines/domain';
import closeWithGrace from 'close-with-grace';
import path from 'node:path';
import { buildApp, type App } from './app';
import { loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './db/open-database';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { seedDemoSessions } from './db/seed/seed-demo-sessions';
import { seedDemoTournamentCatches } from './db/seed/seed-demo-tournament-catches';
import { seedDemoTournaments } from './db/seed/seed-demo-tournaments';
import { seedDemoNotifications } from './db/seed/seed-demo-notifications';
import { seedDemoClubs } from './db/seed/seed-demo-clubs';
import { seedDemoTeams } from './db/seed/seed-demo-teams';
import { seedDemoJudging } from './db/seed/seed-demo-judging';
import { verifyRankings } from './modules/rankings';
import { DEMO_PASSWORD, seedDemoUsers, type DemoUser } from './db/seed/seed-demo-users';
import { createPaymentProduct } from './modules/payments';
import { createConfiguredPayments } from './platform/payments/create-payments';
import { createPasswordHasher, scheduleAuthJobs } from './modules/auth';
import { createLogger } from './http/logger';
import { createJobs, JOBS_STOP_MS } from './platform/jobs/jobs';
import { createConfiguredStorage } from './platform/storage/create-storage';
import { scheduleMediaJobs } from './modules/media';
import { ADMIN_SOCKET, serveBackups } from './modules/backup';
import { describeStartupError } from './startup-error';

/** Reads the configuration, opens and migrates the database, seeds the catalogue, starts jobs and listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config);
  const jobs = createJobs({ executeSql: database.executeSql, logger });
  let app: App | undefined;
  let demoUsers: DemoUser[] = [];
  try {
    await database.migrate();
    if (await seedCatalogue(database.db)) logger.info('catalogue seeded');
    const storage = await createConfiguredStorage(config, database.db);
    // One payment platform for the app and the demo seed (a demo tournament sells entries).
    const payments = await createConfiguredPayments(config, database.db, jobs);
    if (config.SEED_DEMO) {
      demoUsers = await seedDemoUsers(database.db, createPasswordHasher(config.PASSWORD_HASH_COST));
      const added = await seedDemoSessions(database.db, storage.storage);
      if (added > 0) logger.info({ added }, 'demo sessions seeded');
      // Clubs, free and paid, with members and followers (issue 37); before the tournaments, one of
      // which is a club's members-only derby.
      const clubsAdded = await seedDemoClubs(database.db, async (product) => {
        const made = await createPaymentProduct(
          { db: database.db, driver: payments.driver, log: logger },
          {
            createdBy: product.createdBy,
            name: product.name,
            description: '',
            unitAmountCents: product.unitAmountCents,
            sellerKey: `club-${product.clubId}`,
          },
        );
        return made.id;
      });
      if (clubsAdded > 0) logger.info({ added: clubsAdded }, 'demo clubs seeded');
      const tournaments = await seedDemoTournaments(database.db, async (product) => {
        const made = await createPaymentProduct(
          { db: database.db, driver: payments.driver, log: logger },
          {
            createdBy: product.organiserId,
            // Named as the wizard names a tournament's entry: by the tournament alone (issue 33).
            name: product.name,
            description: '',
            unitAmountCents: product.unitAmountCents,
            sellerKey: `tournament-${product.tournamentId}`,
          },
        );
        return made.id;
      });
      if (tournaments > 0) logger.info({ added: tournaments }, 'demo tournaments seeded');
      // Teams (issue 38): one registered in the Pacific Billfish Classic, its crew its entrants.
      const teamsAdded = await seedDemoTeams(database.db);
      if (teamsAdded > 0) logger.info({ added: teamsAdded }, 'demo teams seeded');
      // After the tournaments (whose dates each start moves): the current one's catches follow them.
      await seedDemoTournamentCatches(database.db, storage.storage);
      // The demo judge's tournament to judge: ended, its catches in, waiting for the judge.
      await seedDemoJudging(database.db, storage.storage);
      // A few notifications, read and unread, about the demo world's derby and sessions.
      await seedDemoNotifications(database.db);
      // The demo world is written straight to its tables, past the rankings' counters: they are
      // worked out again from its rows, as `npm run admin -- rankings verify` does (issue 36).
      await verifyRankings(database.db);
    }
    // Started first: the app registers its own jobs on the queue when it is ready.
    await jobs.start();
    app = await buildApp({ config, database, logger, storage, jobs, payments });
    // A server on a PGlite data directory holds its lock: `npm run admin -- backup` asks it for the
    // archive through a socket in DATA_DIR (ADR 021). PostgreSQL is backed up by the command itself.
    const stopBackups =
      database.kind === 'pglite' && !config.inMemory
        ? await serveBackups(
            path.join(config.dataDir, ADMIN_SOCKET),
            { database, storage: storage.storage, storageConfig: config.storage },
            logger,
          ).catch((error: unknown) => {
            // A DATA_DIR path too long for a socket, say: the server still serves; backups wait for a stop.
            logger.warn(
              { err: error },
              'the admin socket could not be opened: back up while the server is stopped',
            );
            return async () => undefined;
          })
        : async () => undefined;
    app.addHook('onClose', async () => {
      await stopBackups();
      await jobs.stop();
      await database.close();
    });
    await scheduleMediaJobs(jobs, storage, database.db);
    await scheduleAuthJobs(jobs, database.db);
    await listenQuietly(app, config);
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else {
      await jobs.stop().catch(() => undefined);
      await database.close().catch(() => undefined);
    }
    throw error;
  }
  const where =
    database.kind === 'postgres'
      ? 'PostgreSQL'
      : config.inMemory
        ? 'in-memory PGlite'
        : `PGlite in ${config.dataDir}`;
  logger.info(`Tightlines ${APP_VERSION} on ${where}: open ${config.publicUrl}`);
  if (config.payments.driver === 'local') {
    logger.warn(
      'payments: the local test checkout (test cards and wallet): TEST MONEY ONLY, no real payment is taken',
    );
  }
  if (demoUsers.length > 0) printDemoAccounts(demoUsers);

  const server = app;
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  // Past the grace, what is still open is cut so the queue and the database still close cleanly
  // (jobs finish or are handed back, the data directory's lock is released); the outer bound leaves
  // the queue its own stop time.
  closeWithGrace({ delay: graceMs + JOBS_STOP_MS + 5_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an unexpected error');
    else logger.info(`${signal ?? 'shutdown'} received: answering the requests in flight, then closing`);
    const cut = setTimeout(() => {
      logger.warn('requests still open after SHUTDOWN_GRACE_SECONDS: closing their connections');
      server.server.closeAllConnections();
    }, graceMs);
    // The HTTP server closes once its last connection has: the grace is over early.
    server.server.once('close', () => clearTimeout(cut));
    try {
      await server.close();
    } finally {
      clearTimeout(cut);
    }
    logger.info('closed');
  });
}

/**
 * Listens without Fastify's "Server listening at" line for each interface (127.0.0.1, the LAN
 * address…): sign-in comes back to PUBLIC_URL only, so that is the one address the server prints.
 */
async function listenQuietly(app: App, config: Config): Promise<void> {
  await app.ready();
  const level = app.log.level;
  if (['trace', 'debug', 'info'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } finally {
    app.log.level = level;
  }
}

/** The demo accounts and their password, for a newcomer to sign in at once (SEED_DEMO=0 skips them). */
function printDemoAccounts(demoUsers: DemoUser[]): void {
  const width = Math.max(...demoUsers.map((user) => user.email.length));
  const lines = demoUsers.map((user) => `  ${user.email.padEnd(width)}  ${user.purpose}`);
  process.stdout.write(`\nDemo accounts (password "${DEMO_PASSWORD}"):\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`tightlines: cannot start: ${describeStartupError(error)}\n`);
  process.exit(1);
});
