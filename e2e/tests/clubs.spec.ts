import type { Locator, Page } from '@playwright/test';
import { PASSWORD, registerAngler } from '../api';
import { fillCard, SUCCESS_CARD } from '../checkout';
import { expect, signInThroughForm, test } from '../fixtures';

/**
 * Clubs (issue 37) through the real pages, on the demo world's clubs: a fresh angler is refused the
 * Costa Rica Billfish Club's members-only derby, follows the club, joins it (a request the server's
 * job processes), subscribes to the paid Pacific Sportfishing Association for two units through the
 * local checkout, and leaves it again. The angler is the journey's own; the clubs are shared, so
 * nothing here counts their members.
 */

const FREE_CLUB = 'Costa Rica Billfish Club';
const PAID_CLUB = 'Pacific Sportfishing Association';
const DERBY = 'Billfish Club Members Derby';

const yourClubs = (page: Page) => page.getByRole('region', { name: 'Your clubs' });
const toDiscover = (page: Page) => page.getByRole('region', { name: 'Clubs to discover' });
const clubCard = (where: Locator, name: string) => where.getByRole('article', { name });

test('an angler follows a club, joins it, subscribes to a paid one with two units and leaves it; a club-only tournament refuses a non-member', async ({
  page,
  request,
}) => {
  test.slow();
  const angler = await registerAngler(request, 'Clubber');
  await signInThroughForm(page, angler.email, PASSWORD);

  // Not a member yet: the club's members-only derby, found on the club's page, refuses the join.
  await page.goto('/myclubs');
  await expect(page.getByRole('heading', { level: 1, name: 'My Clubs' })).toBeVisible();
  await clubCard(toDiscover(page), FREE_CLUB).getByRole('link', { name: FREE_CLUB }).click();
  await expect(page.getByRole('heading', { level: 1, name: FREE_CLUB })).toBeVisible();
  await page.getByRole('region', { name: 'Upcoming tournaments' }).getByRole('link', { name: DERBY }).click();
  await expect(page.getByRole('heading', { level: 1, name: DERBY })).toBeVisible();
  await page.getByRole('button', { name: 'Join tournament' }).click();
  const join = page.getByRole('dialog', { name: /^Join / });
  await join.getByRole('checkbox', { name: /I accept the tournament terms/ }).check();
  await join.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(join.getByRole('alert')).toHaveText("This tournament is open to its club's members only.");

  // Follow: at once, the club moves from the carousel to my clubs.
  await page.goto('/myclubs');
  await clubCard(toDiscover(page), FREE_CLUB).getByRole('button', { name: 'Follow' }).click();
  const free = clubCard(yourClubs(page), FREE_CLUB);
  await expect(free.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(clubCard(toDiscover(page), FREE_CLUB)).toHaveCount(0);

  // Join the free club: a request with its 5 s notice; the job makes the angler a member.
  await free.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByText('Your join request will be processed')).toBeVisible();
  await expect(free.getByRole('button', { name: 'Leave' })).toBeVisible();

  // The paid club: quantity 2, the local checkout, the approved message, then back to /myclubs.
  await clubCard(toDiscover(page), PAID_CLUB).getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${PAID_CLUB}` });
  const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('2');
  await expect(dialog.getByText('Total: $90.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Secure checkout', level: 1 })).toBeVisible();
  await fillCard(page, SUCCESS_CARD);
  await page.getByRole('button', { name: 'Pay $90.00' }).click();
  await expect(page.getByText('Your request has been approved')).toBeVisible();
  await expect(page).toHaveURL(/\/myclubs$/);
  const paid = clubCard(yourClubs(page), PAID_CLUB);
  await expect(paid.getByText(/^Member until /)).toBeVisible();

  // Leave it: a request with its notice; once processed, the club is back among those to discover.
  await paid.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByText('Your leave request will be processed')).toBeVisible();
  await expect(clubCard(toDiscover(page), PAID_CLUB)).toBeVisible();
  await expect(clubCard(yourClubs(page), PAID_CLUB)).toHaveCount(0);
  // The free club stays: followed and joined.
  await expect(free.getByRole('button', { name: 'Leave' })).toBeVisible();
});
