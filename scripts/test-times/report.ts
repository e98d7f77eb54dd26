// `npx tsx scripts/test-times/report.ts`: the test time of each feature in the last run, from the
// files the Vitest reporter (vitest-reporter.ts) and Playwright's JSON reporter wrote, against the
// budget of docs/testing.md. CI prints it after its stage table.
import fs from 'node:fs';
import { featureOf, ROUTE_WALKS, type SuiteTime } from './times';

/** Seconds of test time (summed over files, engines and projects) one feature may take. */
const FEATURE_BUDGET_SECONDS = 120;
/** The route walks grow with every page: about 4 s per walk, for today's ~100 (50 routes, 2 screens). */
const ROUTE_WALK_BUDGET_SECONDS = 400;
const budgetOf = (feature: string) =>
  feature === ROUTE_WALKS ? ROUTE_WALK_BUDGET_SECONDS : FEATURE_BUDGET_SECONDS;
const VITEST_TIMES = 'test-results/vitest-times.json';
const PLAYWRIGHT_REPORT = 'e2e/artifacts/report.json';

interface PlaywrightSuite {
  file?: string;
  specs?: { tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightTimes(): SuiteTime[] {
  if (!fs.existsSync(PLAYWRIGHT_REPORT)) return [];
  const report = JSON.parse(fs.readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as { suites: PlaywrightSuite[] };
  const seconds = new Map<string, SuiteTime>();
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const key = `${file} ${test.projectName}`;
        const time = seconds.get(key) ?? {
          runner: 'playwright',
          project: test.projectName,
          file,
          seconds: 0,
        };
        time.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        seconds.set(key, time);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file ?? 'unknown');
  return [...seconds.values()];
}

function vitestTimes(): SuiteTime[] {
  return fs.existsSync(VITEST_TIMES)
    ? (JSON.parse(fs.readFileSync(VITEST_TIMES, 'utf8')) as SuiteTime[])
    : [];
}

const times = [...vitestTimes(), ...playwrightTimes()];
const features = new Map<string, { unit: number; journeys: number }>();
for (const time of times) {
  const feature = features.get(featureOf(time)) ?? { unit: 0, journeys: 0 };
  if (time.runner === 'vitest') feature.unit += time.seconds;
  else feature.journeys += time.seconds;
  features.set(featureOf(time), feature);
}

const rows = [...features].sort(([, a], [, b]) => b.unit + b.journeys - (a.unit + a.journeys));
const over = rows.filter(([name, { unit, journeys }]) => unit + journeys > budgetOf(name));
console.log(
  `\nTest time per feature (seconds, summed over files, engines and browser projects; budget ${FEATURE_BUDGET_SECONDS} s, route walks ${ROUTE_WALK_BUDGET_SECONDS} s)`,
);
console.log(
  `${'feature'.padEnd(24)} ${'unit+int'.padStart(9)} ${'journeys'.padStart(9)} ${'total'.padStart(7)}`,
);
for (const [name, { unit, journeys }] of rows) {
  const total = unit + journeys;
  const mark = total > budgetOf(name) ? '  OVER BUDGET' : '';
  console.log(
    `${name.padEnd(24)} ${unit.toFixed(0).padStart(9)} ${journeys.toFixed(0).padStart(9)} ${total.toFixed(0).padStart(7)}${mark}`,
  );
}
if (times.length === 0) console.log('(no test times were recorded: run `npm test` with CI=true first)');
if (over.length > 0) console.log(`\n${over.length} feature(s) over the budget: see docs/testing.md`);
