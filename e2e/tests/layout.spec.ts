import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, gotoSettled, test } from '../fixtures';
import { GUEST_ROUTES } from '../routes';

// Each page at the project's screen size (phone 375 × 812, desktop 1280 × 800): a full-page
// screenshot kept for review under e2e/artifacts/screenshots/, and no sideways scrolling.
const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screenshots');

for (const route of GUEST_ROUTES) {
  test(`${route.path} fits the screen without scrolling sideways`, async ({ page }, testInfo) => {
    await gotoSettled(page, route);
    const viewport = page.viewportSize();
    const file = path.join(
      screenshots,
      `${testInfo.project.name}-${viewport?.width}x${viewport?.height}`,
      `${route.name}.png`,
    );
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach('screenshot', { path: file, contentType: 'image/png' });

    const overflow = await page.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      // Name the widest culprits so a failure says what to fix.
      const culprits = Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > clientWidth + 1)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`);
      return { scrollWidth, clientWidth, culprits };
    });
    expect(
      overflow.scrollWidth,
      `${route.path} scrolls sideways at ${overflow.clientWidth}px: ${overflow.culprits.join(', ')}`,
    ).toBeLessThanOrEqual(overflow.clientWidth);
  });
}
