import type { APIRequestContext, Page } from '@playwright/test';
import { HOUR, PASSWORD, registerAngler } from '../api';
import { expect, signInThroughForm, test } from '../fixtures';

/**
 * Issue 32 point 1: a judge named by e-mail judges only once their address is proven and they
 * accepted. The judge registers, is told to verify, opens the link from the mail (read from the
 * outbox, as the password reset's journey does), accepts the invitation on the judge page and opens
 * the tournament's judging once it has started. Its own organiser, judge and tournament.
 */

const MINUTE = 60_000;

/** The newest mail to `email` whose text holds `marker`, from the outbox API. */
async function mailLink(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const mails = (await outbox.json()).result as { text: string }[];
  const link = mails.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
  expect(link, `a mail to ${email} matching ${pattern}`).toBeTruthy();
  return link!;
}

/** A free Global tournament naming `judgeEmail`, starting on the next whole minute (at least 10 s away). */
async function publishNaming(
  request: APIRequestContext,
  organiser: Record<string, string>,
  judgeEmail: string,
) {
  const species = (await (await request.get('/api/species')).json()).result as { fishUUID: string }[];
  const rules = (await (await request.get('/api/rules')).json()).result as { ruleUUID: string }[];
  const now = Date.now();
  let start = Math.ceil(now / MINUTE) * MINUTE;
  if (start - now < 10_000) start += MINUTE;
  const name = `Invitation Cup ${now}`;
  const published = await request.post('/api/tournaments', {
    headers: organiser,
    data: {
      tournamentName: name,
      tournamentDescription: 'A tournament of the judge invitation journey',
      regionType: 'Global',
      officialTournamentTimeZone: 'UTC',
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 2 * HOUR).toISOString(),
      uploadDeadlineTime: new Date(start + 3 * HOUR).toISOString(),
      clubOption: 'All members',
      ruleUUID: rules[0]!.ruleUUID,
      judgesEmails: [{ judgeEmail }],
      fishes: [{ fishUUID: species[0]!.fishUUID }],
      entranceFee: 0,
      prize: 0,
      acceptedTerms: true,
      allowLateJoin: 1,
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { id: ((await published.json()).result as { UUID: string }).UUID, name };
}

async function judgeCard(page: Page, name: string) {
  await page.goto('/judge');
  return page.getByRole('article', { name });
}

test('a named judge verifies their address from the mail, accepts the invitation and judges', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const organiser = await registerAngler(request, `Organiser${Date.now()}`);
  const judge = await registerAngler(request, `Judge${Date.now()}`);
  const { id, name } = await publishNaming(request, organiser.auth, judge.email);

  // Signed in, not verified: told to check the mail; the invitation waits for a verified address.
  await signInThroughForm(page, judge.email, PASSWORD);
  let card = await judgeCard(page, name);
  await expect(page.getByText('Verify your e-mail to judge')).toBeVisible();
  await expect(page.getByText('Check your e-mail to verify your address')).toBeVisible();
  await card.getByRole('button', { name: `Accept judging ${name}` }).click();
  await expect(card.getByRole('alert')).toContainText('Verify your e-mail address first');

  // The invitation came by mail too; the verification link proves the address.
  await mailLink(request, judge.email, /You are invited to judge|https?:\/\/\S+\/judge\b/);
  await page.goto(await mailLink(request, judge.email, /https?:\/\/\S+\/verify_email\/[\w-]+/));
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();

  // Accepted, the card opens judging once the tournament has started.
  card = await judgeCard(page, name);
  await expect(page.getByText('Verify your e-mail to judge')).toBeHidden();
  await card.getByRole('button', { name: `Accept judging ${name}` }).click();
  const open = card.getByRole('button', { name: `Judge ${name}` });
  await expect(open).toBeVisible();
  // The organiser sees the judge's answer.
  const asOrganiser = (
    await (await request.get(`/api/tournaments/${id}`, { headers: organiser.auth })).json()
  ).result as { judges: { email: string; status: string }[] };
  expect(asOrganiser.judges).toEqual([{ email: judge.email, status: 'accepted' }]);

  await expect
    .poll(
      async () =>
        (await request.get(`/api/tournaments/${id}`)).json().then((body) => body.result.displayStatus),
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBe('Current');
  await open.click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('counter-Pending')).toContainText('0');
});
