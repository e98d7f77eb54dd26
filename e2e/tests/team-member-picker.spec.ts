// The team-member picker of the log-a-session form, by keyboard alone and through axe: find a
// person by part of their name, choose them, remove them again, without ever submitting the form.
import { expectNoSeriousA11yViolations } from '../a11y';
import { expect, test } from '../fixtures';

test.use({ signedInAs: 'captain' });

// Keyboard use and the suggestions' place on screen: both projects.
test(
  'team members are found, chosen and removed by keyboard, with no serious axe violation',
  { tag: '@both' },
  async ({ page, request }, testInfo) => {
    // Both projects run this at the same time: the worker's process id keeps their mates apart.
    const lastname = `Crewmate${Date.now()}${process.pid}`;
    const registered = await request.post('/api/register', {
      data: {
        name: 'Íñigo',
        lastname,
        email: `${lastname.toLowerCase()}@example.com`,
        password: 'a quiet reef at dawn',
        roleName: 'Mate',
        nationalityName: 'Costa Rica',
      },
    });
    expect(registered.status()).toBe(200);

    await page.goto('/my_fish_logs');
    await page.getByRole('button', { name: 'Log a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log a session' });
    const search = dialog.getByRole('combobox', { name: 'Team members' });
    await search.focus();
    // Accents and case do not matter; the start of the surname is this run's own (other runs' mates
    // share the rest of it).
    await page.keyboard.type(`inigo ${lastname.slice(0, -2).toLowerCase()}`);
    const option = page.getByRole('option', { name: new RegExp(`Íñigo ${lastname}`) });
    await expect(option).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page, testInfo, 'log a session / team member suggestions');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const remove = dialog.getByRole('button', { name: `Remove Íñigo ${lastname}` });
    await expect(remove).toBeVisible();
    await expect(search).toHaveValue('');

    // Searching again leaves the chosen person out; Enter on a half-typed text submits nothing.
    await page.keyboard.type(lastname);
    await expect(page.getByText('No one found').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');

    await search.fill('');
    await page.keyboard.press('Backspace');
    await expect(remove).toHaveCount(0);
  },
);
