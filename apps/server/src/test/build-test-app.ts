import type { DestinationStream } from 'pino';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, Db } from '../db/database';
import { createJobs, type Jobs } from '../platform/jobs/jobs';
import type { StorageSetup } from '../platform/storage/create-storage';
import type { PaymentsSetup } from '../platform/payments/create-payments';
import type { Fulfilments } from '../modules/payments';
import { createLogger } from '../http/logger';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  jobs: Jobs;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load the reference catalogue (species, regions, rules…). */
  seed?: boolean;
  env?: Record<string, string>;
  /** Extra routes a test needs (registered before the app is ready). */
  routes?: (app: App) => void;
  /** A storage driver of the test's own (by default: in memory, as DATA_DIR=memory:// picks). */
  storage?: StorageSetup;
  /** Where the app's log lines go (by default stdout, silent unless env sets LOG_LEVEL). */
  logTo?: DestinationStream;
  /**
   * Start the job queue before the app and hand it over, as the server does: the app's own jobs
   * run (payment events, reconciliation). Off by default: most tests need no queue.
   */
  startJobs?: boolean;
  /** A payment driver of the test's own, made on the test's database (by default the local checkout). */
  payments?: (db: Db) => Promise<PaymentsSetup> | PaymentsSetup;
  /** What paid checkouts grant in this test. */
  fulfilments?: Fulfilments;
}

/** The whole application on a fresh database, for `app.inject()` tests. Close it in `afterAll`. */
export async function buildTestApp({
  seed = true,
  env = {},
  routes,
  storage,
  logTo,
  startJobs = false,
  payments,
  fulfilments,
}: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    AUTH_RATE_LIMIT_MAX: '1000',
    // The cheapest hash the configuration allows; password.test.ts keeps the production cost.
    PASSWORD_HASH_COST: '10',
    // Tests take test money on purpose, whatever public address they pretend to be served at.
    PAYMENTS_DRIVER: 'local',
    ...env,
  });
  const database = await createTestDatabase({ seeded: seed });
  const logger = createLogger(config, logTo);
  const jobs = createJobs({ executeSql: database.executeSql, logger, pollingIntervalSeconds: 0.5 });
  if (startJobs) await jobs.start();
  const app = await buildApp({
    config,
    database,
    logger,
    storage,
    payments: await payments?.(database.db),
    fulfilments,
    ...(startJobs ? { jobs } : {}),
  });
  routes?.(app);
  await app.ready();
  return {
    app,
    database,
    jobs,
    config,
    close: async () => {
      // Jobs first: a job running against a closed app would fail, and retry against a closed database.
      await jobs.stop();
      await app.close();
      await database.close();
    },
  };
}
