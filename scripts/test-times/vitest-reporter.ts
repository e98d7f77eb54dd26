import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { SuiteTime } from './times';

/**
 * Writes how long each test file took, per project (a server file runs once per engine), for
 * `node scripts/test-times/report.mjs` to add up per feature.
 */
const OUTPUT_FILE = 'test-results/vitest-times.json';

export default class SuiteTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times: SuiteTime[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        runner: 'vitest',
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        seconds: (diagnostic.duration + diagnostic.setupDuration + diagnostic.collectDuration) / 1000,
      };
    });
    fs.mkdirSync(path.dirname(OUTPUT_FILE), { recursive: true });
    fs.writeFileSync(OUTPUT_FILE, JSON.stringify(times, null, 2));
  }
}
