import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * Which server suite runs on which engine (ADR 031; docs/testing.md holds the rule and the budget).
 * Without TEST_DATABASE_URL every suite runs on PGlite. With it (CI):
 * - suites named `*.http.test.ts` drive the HTTP surface (headers, limits, the authorization matrix,
 *   the fuzzer, the process itself) and mean the same on either engine: once, on PostgreSQL;
 * - the engine's own ground (ENGINE_SUITES: the database layer, the platform's jobs, mail outbox,
 *   storage and payments drivers, the HTTP layer's transactions, backups, money, live events and the
 *   lockout's counting under concurrency) runs on both engines;
 * - every other suite that builds a test database (the modules' behaviour through their routes) runs
 *   on PostgreSQL only: the older, stricter engine CI's server has. The journeys run the same modules
 *   on PGlite, the default, through the built server;
 * - a suite that builds no test database and reads no TEST_DATABASE_URL (a pure rule, the migrations
 *   on a PGlite of their own, the data directory's lock) runs once, in `server`.
 */
const HTTP_SUITES = 'apps/server/src/**/*.http.test.ts';
const ENGINE_SUITES = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/http/**/*.test.ts',
  'apps/server/src/platform/**/*.test.ts',
  'apps/server/src/test/**/*.test.ts',
  'apps/server/src/*.test.ts',
  'apps/server/src/modules/backup/**/*.test.ts',
  'apps/server/src/modules/payments/**/*.test.ts',
  'apps/server/src/modules/auth/sign-in-lockout.test.ts',
  'apps/server/src/modules/judging/live-standings.test.ts',
  'apps/server/src/modules/notifications/live-notifications.test.ts',
  'apps/server/src/modules/notifications/notification-events.test.ts',
];
const postgresUrl = process.env.TEST_DATABASE_URL;
const SERVER_ROOT = 'apps/server/src';

/** The server's suites that build no test database of the run's engine (see above). */
function suitesWithoutTestDatabase(): string[] {
  return fs
    .readdirSync(SERVER_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.ts$/.test(file) && !/\.http\.test\.ts$/.test(file))
    .map((file) => path.join(SERVER_ROOT, file).split(path.sep).join('/'))
    .filter(
      (file) =>
        !/test\/(build-test-app|test-database)'|TEST_DATABASE_URL/.test(fs.readFileSync(file, 'utf8')),
    );
}

function serverProject(
  name: string,
  databaseUrl: string,
  { include, exclude }: { include: string[]; exclude: string[] },
): TestProjectConfiguration {
  return {
    test: {
      name,
      include,
      exclude,
      environment: 'node',
      setupFiles: ['apps/server/src/test/setup.ts'],
      // One migrated database per run and engine, which each test file copies.
      globalSetup: ['apps/server/src/test/database-templates.ts'],
      env: { TEST_DATABASE_URL: databaseUrl },
      // Files share a worker's module cache instead of importing the whole server again each (it
      // was most of the suite's CPU). Safe because each file builds its own app on its own database
      // and the server keeps no state at module level that is not keyed by its app or database.
      isolate: false,
      // Generous: CI machines have two cores, and each test file runs its own database.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

const WEB_CONFIG = 'apps/web/vite.config.ts';
const WEB_ROOT = 'apps/web';

/**
 * The web test files, relative to the web app's root, split by whether they replace a module with
 * `vi.mock`. A mock takes effect only where the module is imported afresh, so those files keep a
 * module cache and a jsdom page of their own (`isolate: true`); every other web file shares its
 * worker's modules and page with the files before it (`isolate: false`: importing React, Mantine
 * and the catalogues again for each file, and a new page each, cost more than the tests
 * themselves). A file that shares leaves nothing behind (docs/testing.md): the setup file closes
 * dialogs and toasts, unmounts, and clears storage, cookies and the address after each test.
 */
function webTestFiles(): { mocking: string[]; sharing: string[] } {
  const source = path.join(WEB_ROOT, 'src');
  const files = fs
    .readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'));
  const split = { mocking: [] as string[], sharing: [] as string[] };
  for (const file of files) {
    const mocks = /\bvi\.mock\(/.test(fs.readFileSync(path.join(source, file), 'utf8'));
    split[mocks ? 'mocking' : 'sharing'].push(`src/${file}`);
  }
  return split;
}

function webProjects(): TestProjectConfiguration[] {
  const { mocking, sharing } = webTestFiles();
  // Each project is the web app's own (its root, include and setup) without the other's files.
  const project = (name: string, isolate: boolean, others: string[]): TestProjectConfiguration => ({
    extends: WEB_CONFIG,
    root: WEB_ROOT,
    // 15 s, not 5: the other worker runs a server suite on the same two cores, and a test that opens
    // a lazily loaded page and clicks through it with user-event took over 5 s then (a timeout only
    // matters when a test fails; waits inside the tests are still assertions, never sleeps).
    test: { name, isolate, testTimeout: 15_000, exclude: [...configDefaults.exclude, ...others] },
  });
  return [project('web', false, mocking), project('web-isolated', true, sharing)];
}

// One runner: pure domain rules, the benchmarks' own measures, the server on each database engine,
// the web client in jsdom.
export default defineConfig({
  test: {
    // Vitest runs one file at a time on a two-core machine (its default leaves a core free); the
    // suites wait on their databases often enough that two at a time finish far sooner.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI also keeps each file's time, which it adds up per feature (scripts/test-times).
    reporters: process.env.CI ? ['default', './scripts/test-times/vitest-reporter.ts'] : ['default'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(postgresUrl
        ? [
            serverProject('server', '', {
              include: [...ENGINE_SUITES, ...suitesWithoutTestDatabase()],
              exclude: [HTTP_SUITES],
            }),
            serverProject('server-postgres', postgresUrl, {
              include: ['apps/server/src/**/*.test.ts'],
              exclude: suitesWithoutTestDatabase(),
            }),
          ]
        : [serverProject('server', '', { include: ['apps/server/src/**/*.test.ts'], exclude: [] })]),
      ...webProjects(),
    ],
  },
});
