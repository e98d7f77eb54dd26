import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures';
import { startOwnServer, type OwnServer } from '../own-server/own-server';

/**
 * Issue 35 point 3: a judge refuses the demo angler's catch in the demo "Harbour Release Derby";
 * the angler's bell counts it (after a reload: live updates are point 4's), the notification's
 * detail gives the judge's reason, and its link lands on the catch in My Fishlogs with the reason.
 * On a server of its own: the shared one's derby is judged and finished by judging.spec.ts, whose
 * counters a decision made here would move.
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

  test("a judge refuses a catch: the angler's bell counts it, and it opens the catch with the reason", async ({
    browser,
  }) => {
    test.slow();
    const judgeContext = await browser.newContext({ baseURL: server.baseURL });
    const judge = await judgeContext.newPage();
    await signInThroughForm(judge, 'judge@demo.tightlines.app', PASSWORD);
    const pending = (await (
      await judge.request.get(`/api/judging/tournaments/${TOURNAMENT}/catches?status=pending`)
    ).json()) as {
      result: { items: { catchId: string; angler: { name: string }; decision: { version: number } }[] };
    };
    const catchOfAna = pending.result.items.find((item) => item.angler.name === 'Ana');
    expect(catchOfAna, 'a pending catch of the demo angler').toBeDefined();
    const refused = await judge.request.put(
      `/api/judging/tournaments/${TOURNAMENT}/catches/${catchOfAna!.catchId}/decision`,
      {
        headers: { 'x-tightlines-csrf': '1' },
        data: {
          version: catchOfAna!.decision.version,
          released: false,
          evidence: [],
          refusalReason: REASON,
        },
      },
    );
    expect(refused.status(), await refused.text()).toBe(200);
    await judgeContext.close();

    const anglerContext = await browser.newContext({ baseURL: server.baseURL });
    const angler = await anglerContext.newPage();
    await signInThroughForm(angler, 'angler@demo.tightlines.app', PASSWORD);
    // The demo world's unread comment, and the refusal.
    const bell = angler.getByRole('banner').getByRole('button', { name: '2 unread notifications' });
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
    await expect(
      angler.getByRole('banner').getByRole('button', { name: '1 unread notification' }),
    ).toBeVisible();
    await anglerContext.close();
  });
});
