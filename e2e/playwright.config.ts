import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8090);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys against the real built server on a fresh in-memory database. The browser is Debian's
 * Chromium (`/usr/bin/chromium`); Playwright's own browser downloads do not work on our machines.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: true,
  workers: 2,
  // No retries: a journey that fails once is a failing journey (its trace says why).
  retries: 0,
  // Journeys wait for what the reader sees, never for a time, so these are only how long they wait
  // before calling it missing. The CI host is two cores shared by two browsers, the app's server and
  // the runner, and its speed halves on some evenings (docs/testing.md): Playwright's defaults (5 s
  // for a step, 30 s for a journey) then fail journeys that are merely slow.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['html', { outputFolder: './artifacts/report', open: 'never' }],
    // Each journey's time, which CI adds up per feature (scripts/test-times).
    ['json', { outputFile: './artifacts/report.json' }],
  ],
  use: {
    baseURL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, which
    // the trace viewer draws, and the network. Not the screencast's frames: filming every journey
    // for the few that fail kept the browsers' GPU process busy (docs/testing.md has the figures),
    // and the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The installable app's service worker (issue 40) precaches the whole app for every signed-in
    // visitor: in each journey's fresh browser that is 2 MB fetched beside what the journey tests.
    // Its files are tested on the server (http/spa.http.test.ts); journeys run without it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  /**
   * Which journeys run on which screen. Desktop runs every journey. The phone runs only those tagged
   * `@both`: the ones about what the screen changes, i.e. layout and screen fit (the route walks),
   * the navigation bar, burger and drawer, keyboard use and focus, and links followed through the
   * page's layout. Journeys about data and behaviour that no screen size changes (API answers,
   * XSS, sign-in and registration flows, uploads, logging sessions, the profile forms) run on
   * desktop only. A new journey that asserts anything about layout or the phone gets the tag.
   */
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', grep: /@both/, use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } } },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      AUTH_RATE_LIMIT_MAX: '1000',
      // The journeys read the password-reset e-mail from the outbox.
      MAIL_OUTBOX_API: '1',
      NODE_ENV: 'test',
      // Accounts registered by the journeys hash their passwords at the tests' cost (README).
      PASSWORD_HASH_COST: '10',
    },
  },
});
