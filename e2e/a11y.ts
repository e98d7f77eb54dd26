import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/**
 * Runs axe on what the page shows now and fails on any serious or critical violation. Prints the
 * count per impact so the CI log shows every route's figures, and attaches the full report.
 */
export async function expectNoSeriousA11yViolations(page: Page, testInfo: TestInfo, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const counts = Object.fromEntries(
    IMPACTS.map((impact) => [impact, results.violations.filter((rule) => rule.impact === impact).length]),
  ) as Record<(typeof IMPACTS)[number], number>;
  // Straight to the run's output (a console.log would be lint's business), so CI logs every figure.
  process.stdout.write(
    `axe [${testInfo.project.name}] ${label}: ${IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ')}\n`,
  );
  await testInfo.attach(`axe-${label.replace(/[^a-z0-9]+/gi, '-')}.json`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations
    .filter((rule) => rule.impact === 'critical' || rule.impact === 'serious')
    .map((rule) => ({
      rule: rule.id,
      impact: rule.impact,
      help: rule.help,
      nodes: rule.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
