import { demoClip } from '../../apps/server/src/db/seed/demo-video/demo-clip';
import { expect, test } from '../fixtures';

const PART_BYTES = 8 * 1024 * 1024;

/**
 * An MP4 just over one upload part: a real one-second clip (the server opens and remuxes every
 * video when the upload is finished), padded with a `free` box.
 */
function largeMp4(): Buffer {
  const clip = Buffer.from(demoClip(0, 1));
  const free = Buffer.alloc(PART_BYTES + 512 * 1024 - clip.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([clip, free]);
}

test.use({ signedInAs: 'captain' });

test('a large video goes up in parts; a part whose connection drops is sent again; then it is finished', async ({
  page,
}) => {
  test.setTimeout(120_000);

  const partAttempts: string[] = [];
  let dropped = false;
  await page.route(
    (url) => url.pathname.startsWith('/media/') && url.searchParams.has('partNumber'),
    async (route) => {
      const partNumber = new URL(route.request().url()).searchParams.get('partNumber')!;
      partAttempts.push(partNumber);
      if (partNumber === '2' && !dropped) {
        dropped = true;
        // The connection drops while part 2 is on its way (answered as a timeout, not sent on).
        await route.fulfill({ status: 408, body: '' });
        return;
      }
      await route.continue();
    },
  );
  const completed = page.waitForResponse((response) =>
    response.url().endsWith('/api/media/uploads/complete'),
  );
  const finished = page.waitForResponse((response) => response.url().endsWith('/api/media/uploads/finish'));

  await page.goto('/my_fish_logs');
  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Video of fish 1/ }).click();
  await (await chooser).setFiles({ name: 'marlin.mp4', mimeType: 'video/mp4', buffer: largeMp4() });

  // The bar's filled part is the progressbar: at 0 % it has no width, so it is attached, not visible.
  await expect(dialog.getByRole('progressbar', { name: 'Video upload progress' })).toBeAttached();
  await expect(dialog.getByText('The video was uploaded correctly')).toBeVisible({ timeout: 60_000 });
  expect((await completed).status()).toBe(200);
  expect((await finished).status()).toBe(200);
  expect(partAttempts.filter((part) => part === '1')).toHaveLength(1);
  expect(partAttempts.filter((part) => part === '2')).toHaveLength(2);
});

test('a video replaced mid-upload is cancelled: its upload is dropped, only the new one reaches the log', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // The parts of the first (large) video never arrive: it is still uploading when another is picked.
  let releaseParts!: () => void;
  const partsHeld = new Promise<void>((resolve) => (releaseParts = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/media/') && url.searchParams.has('partNumber'),
    async (route) => {
      await partsHeld;
      await route.abort().catch(() => undefined);
    },
  );
  const completions: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/media/uploads/complete')) completions.push(request.url());
  });

  await page.goto('/my_fish_logs');
  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  await dialog.getByRole('combobox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Atlantic sailfish' }).click();

  const firstPart = page.waitForRequest((request) => new URL(request.url()).searchParams.has('partNumber'));
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Video of fish 1/ }).click();
  await (await chooser).setFiles({ name: 'marlin.mp4', mimeType: 'video/mp4', buffer: largeMp4() });
  await firstPart;

  const aborted = page.waitForResponse((response) => response.url().endsWith('/api/media/uploads/abort'));
  const secondTicket = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/media/uploads') &&
      (response.request().postDataJSON() as { purpose?: string } | null)?.purpose === 'video',
  );
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Video of fish 1/ }).click();
  const picker = await chooser;
  await picker.setFiles({
    name: 'sailfish.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(demoClip(0, 1)),
  });
  expect((await aborted).status()).toBe(200);
  const { key } = ((await (await secondTicket).json()) as { result: { key: string } }).result;
  await expect(dialog.getByText('The video was uploaded correctly')).toBeVisible({ timeout: 60_000 });
  releaseParts();

  const saved = page.waitForRequest(
    (request) => request.url().endsWith('/api/sessions') && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Log session' }).click();
  const body = (await saved).postDataJSON() as { logs: { video: { key: string } | null }[] };
  expect(body.logs.map((log) => log.video?.key)).toEqual([key]);
  await expect(page.getByText('Fishing session saved correctly')).toBeVisible();
  expect(completions).toEqual([]);
});
