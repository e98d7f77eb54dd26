import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const PASSWORD = 'tight lines 2026';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function register(request: APIRequestContext, name: string, lastname: string, email: string) {
  const registered = await request.post('/api/register', {
    data: { name, lastname, email, password: PASSWORD, roleName: 'Captain', nationalityName: 'Costa Rica' },
  });
  expect(registered.status()).toBe(200);
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign_in');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
  // A new user has no locality yet: the prompt asks once, and this journey is not about it.
  await page
    .getByRole('dialog', { name: 'Where do you fish?' })
    .getByRole('button', { name: 'Later' })
    .click();
}

async function signOut(page: Page) {
  await page.goto('/log_out');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Latest fishing sessions' })).toBeVisible();
}

/** Records a one-second WebM from a canvas in the browser: a real, playable video made by the test. */
async function recordTinyVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame += 1) {
      context.fillStyle = `hsl(${frame * 36}, 70%, 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function pickVideo(page: Page, label: RegExp, video: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles({ name: 'catch.webm', mimeType: 'video/webm', buffer: video });
}

async function confirmAndAcknowledge(page: Page, confirmLabel: string, message: string) {
  await page.getByRole('button', { name: confirmLabel }).last().click();
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

test('log a session with a video, comment on it, hide, restore and delete it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const ownerEmail = `owner-${stamp}@example.com`;
  const lastname = `Fisher${stamp}`;
  const cardName = new RegExp(`Lena ${lastname}`);

  await register(request, 'Lena', lastname, ownerEmail);
  await register(request, 'Rafa', `Commenter${stamp}`, `commenter-${stamp}@example.com`);
  await signIn(page, ownerEmail);
  const video = await recordTinyVideo(page);
  await page.goto('/my_fish_logs');
  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });
  await dialog.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Locality' }).click();
  const locality = (await page.getByRole('option').first().textContent()) ?? '';
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  await dialog.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Atlantic sailfish' }).click();
  await pickVideo(page, /Video of fish 1/, video);
  await expect(dialog.getByRole('progressbar', { name: 'Video upload progress' })).toBeVisible();
  await expect(dialog.getByText('The video was uploaded correctly')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log session' }).click();
  await expect(page.getByText('Fishing session saved correctly')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region', { name: 'Map of your fish logs' })).toBeVisible();

  // It is on home, with its video.
  await page.goto('/');
  const card = page.getByRole('article', { name: cardName });
  await expect(card).toBeVisible();
  await expect(card.getByLabel(/Video 1/)).toBeVisible();
  await expect(card.getByText(new RegExp(locality))).toBeVisible();
  await expect(card.getByText('1 × Atlantic sailfish (Release)')).toBeVisible();

  // Another user comments.
  await signOut(page);
  await signIn(page, `commenter-${stamp}@example.com`);
  await card.getByRole('button', { name: /Comments/ }).click();
  await card.getByRole('textbox', { name: 'Add a comment' }).fill('Great release!');
  await card.getByRole('button', { name: 'Post comment' }).click();
  await expect(card.getByText('Great release!')).toBeVisible();

  // They share it: the link opens that one session over the feed.
  await card.getByRole('button', { name: 'Share' }).click();
  const copied = page.getByText(/Link copied: /);
  await expect(copied).toBeVisible();
  const link = /(https?:\/\/\S+)/.exec((await copied.textContent()) ?? '')?.[1];
  await page.getByRole('button', { name: 'OK' }).click();
  await page.goto(link!);
  const overlay = page.getByRole('dialog', { name: 'Shared fishing session' });
  await expect(overlay.getByRole('article', { name: cardName })).toBeVisible();
  await page.keyboard.press('Escape');

  // The owner hides it: gone from home, still on My Fishlogs; then restores it.
  await signOut(page);
  await signIn(page, ownerEmail);
  await page.goto('/my_fish_logs');
  const mine = page.getByRole('article').first();
  await expect(mine.getByText(/Comments 1/)).toBeVisible();
  await mine.getByRole('button', { name: 'Hide' }).click();
  await confirmAndAcknowledge(page, 'Hide session', 'Fishing session hidden correctly');
  await expect(mine.getByText('Hidden')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest fishing sessions' })).toBeVisible();
  await expect(page.getByRole('article', { name: cardName })).toHaveCount(0);
  await page.goto('/my_fish_logs');
  await mine.getByRole('button', { name: 'Restore' }).click();
  await confirmAndAcknowledge(page, 'Restore session', 'Fishing session restored correctly');
  await page.goto('/');
  await expect(page.getByRole('article', { name: cardName })).toBeVisible();

  // Backup media: three are accepted, a fourth is refused with the spec message.
  await page.goto('/my_fish_logs');
  await mine.getByRole('button', { name: 'Backup media' }).click();
  const backup = page.getByRole('dialog', { name: 'Backup media' });
  for (let count = 1; count <= 4; count += 1) {
    await pickVideo(page, /Backup video/, video);
    await expect(backup.getByText('The video was uploaded correctly')).toBeVisible();
    await backup.getByRole('button', { name: 'Add backup media' }).click();
    const expected =
      count <= 3 ? 'Backup media added correctly' : 'You reached the maximum number of backup media allowed';
    await expect(page.getByText(expected)).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
  }
  await expect(backup.getByRole('link', { name: /Backup media \d/ })).toHaveCount(3);
  await page.keyboard.press('Escape');

  // Delete for good.
  await mine.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmAndAcknowledge(page, 'Delete session', 'Fishing session deleted correctly');
  await expect(page.getByRole('article')).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest fishing sessions' })).toBeVisible();
  await expect(page.getByRole('article', { name: cardName })).toHaveCount(0);
});
