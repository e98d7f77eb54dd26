import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an uncaught page error or a console.error: a page that logs errors is
 * broken even when the assertion happens to pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens the navigation: the bar on wide screens, the drawer behind the burger on phones. */
export async function openNavigation(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) {
    await burger.click();
    return page.getByRole('navigation', { name: 'Main mobile' });
  }
  return page.getByRole('navigation', { name: 'Main', exact: true });
}
