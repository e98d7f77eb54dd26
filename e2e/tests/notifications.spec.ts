import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures';
import { startOwnServer, type OwnServer } from '../own-server/own-server';

/**
 * Issue 35 points 3 and 4: the demo angler has the demo "Harbour Release Derby" open while its judge
 * decides. A release moves the page's provisional standings, and a refusal of the angler's own
 * catch raises their bell's count, both without a reload; the notification's detail gives the
 * judge's reason, and its link lands on the catch in My Fishlogs with the reason. On a server of
 * its own: the shared one's derby is judged and finished by judging.spec.ts, whose counters a
 * decision made here would move.
 */
const TOURNAMENT = '7d1e0c52-3f4a-4b8e-9a10-000000000005';
const REASON = 'The fish was out of the water too long';
const PASSWORD = 'tightlines-demo';

test.describe('notifications', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('while the angler watches, a release moves the standings and a refusal rings the bell; it opens the catch with the reason', async ({
    browser,
  }) => {
    test.slow();
    const anglerContext = await browser.newContext({ baseURL: server.baseURL });
    const angler = await anglerContext.newPage();
    await signInThroughForm(angler, 'angler@demo.tightlines.app', PASSWORD);
    await angler.goto(`/tournament/${TOURNAMENT}`);
    const standings = angler.getByRole('region', { name: /^Standings/ });
    await expect(standings.getByText('Provisional')).toBeVisible();
    await expect(standings.getByTestId('live-standings')).toBeVisible();
    // The demo world's unread comment.
    const banner = angler.getByRole('banner');
    await expect(banner.getByRole('button', { name: '1 unread notification' })).toBeVisible();

    const judgeContext = await browser.newContext({ baseURL: server.baseURL });
    const judge = await judgeContext.newPage();
    await signInThroughForm(judge, 'judge@demo.tightlines.app', PASSWORD);
    const pending = (await (
      await judge.request.get(`/api/judging/tournaments/${TOURNAMENT}/catches?status=pending`)
    ).json()) as {
      result: { items: { catchId: string; angler: { name: string }; decision: { version: number } }[] };
    };
    const decide = (item: (typeof pending.result.items)[number], decision: object) =>
      judge.request.put(`/api/judging/tournaments/${TOURNAMENT}/catches/${item.catchId}/decision`, {
        headers: { 'x-tightlines-csrf': '1' },
        data: { version: item.decision.version, ...decision },
      });
    const catchOfAna = pending.result.items.find((item) => item.angler.name === 'Ana');
    const catchOfAnother = pending.result.items.find((item) => item.angler.name !== 'Ana');
    expect(catchOfAna, 'a pending catch of the demo angler').toBeDefined();
    expect(catchOfAnother, 'a pending catch of another demo member').toBeDefined();

    const released = await decide(catchOfAnother!, {
      released: true,
      evidence: [
        'anglerOnRod',
        'rodBentToFish',
        'fishAndSpeciesVisible',
        'leaderTouched',
        'released',
        'objectCodeVisible',
      ],
    });
    expect(released.status(), await released.text()).toBe(200);
    await expect(standings.locator('[aria-live="polite"]')).toHaveText(
      new RegExp(`^Standings updated: ${catchOfAnother!.angler.name}\\b.* leads with \\d+ points\\.$`),
    );

    const refused = await decide(catchOfAna!, { released: false, evidence: [], refusalReason: REASON });
    expect(refused.status(), await refused.text()).toBe(200);
    await judgeContext.close();

    // No reload: the tab's live stream brings the notification.
    const bell = banner.getByRole('button', { name: '2 unread notifications' });
    await expect(bell).toBeVisible();
    await bell.click();
    const list = angler.getByRole('dialog', { name: 'Notifications' });
    await list
      .getByRole('button', { name: 'Unread: Your catch in Harbour Release Derby was refused' })
      .click();
    const detail = angler.getByTestId('notification-detail');
    await expect(detail.getByText(REASON)).toBeVisible();
    await detail.getByRole('link', { name: 'See your catch' }).click();

    await expect(angler).toHaveURL(/\/my_fish_logs\?session=/);
    const card = angler.locator('article[aria-current="true"]');
    await expect(card.getByText(REASON)).toBeVisible();
    await expect(banner.getByRole('button', { name: '1 unread notification' })).toBeVisible();
    await anglerContext.close();
  });
});
