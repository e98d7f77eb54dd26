import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';

// Full-page screenshots for a person to review, one folder per project and screen size. Taken only
// when asked (`E2E_SCREENSHOTS=1`): nobody looks at CI's, and a full-page capture of a long page is
// a good part of a walked page's time. A failing journey keeps its own screenshot and trace anyway.
const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');
const takeScreenshots = process.env.E2E_SCREENSHOTS === '1';

/**
 * What the route walks check on a page once it has settled, all in the one visit: a full-page
 * screenshot for review (with `E2E_SCREENSHOTS=1`), no sideways scrolling at the project's screen size, and no serious or
 * critical accessibility violation. A page that scrolls sideways still gets its axe figures: the
 * overflow is a soft failure, reported with the rest when the journey ends.
 */
export async function checkSettledPage(
  page: Page,
  testInfo: TestInfo,
  { label, screenshot }: { label: string; screenshot?: string },
): Promise<void> {
  if (screenshot && takeScreenshots) {
    await test.step('full-page screenshot', async () => {
      const viewport = page.viewportSize();
      const file = path.join(
        screenshots,
        `${testInfo.project.name}-${viewport?.width}x${viewport?.height}`,
        `${screenshot}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });
    });
  }
  await test.step('no sideways scrolling', async () => {
    const overflow = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      // Name the widest culprits so a failure says what to fix.
      const culprits = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
      return { scrollWidth, clientWidth, culprits };
    });
    expect
      .soft(
        overflow.scrollWidth,
        `${label} scrolls sideways at ${overflow.clientWidth}px: ${overflow.culprits.join(', ')}`,
      )
      .toBeLessThanOrEqual(overflow.clientWidth);
  });
  await test.step('no serious accessibility violation', () =>
    expectNoSeriousA11yViolations(page, testInfo, label));
}
