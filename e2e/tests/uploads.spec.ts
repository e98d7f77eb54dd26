import { expect, test } from '../fixtures';

const PART_BYTES = 8 * 1024 * 1024;

/** An MP4 just over one upload part: a real `ftyp` head (what the server sniffs), then filler. */
function largeMp4(): Buffer {
  const bytes = Buffer.alloc(PART_BYTES + 512 * 1024);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0])]).copy(
    bytes,
  );
  return bytes;
}

test.use({ signedInAs: 'captain' });

test('a large video goes up in parts; a part whose connection drops is sent again', async ({ page }) => {
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

  await page.goto('/my_fish_logs');
  await page.getByRole('button', { name: 'Log a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log a session' });
  await dialog.getByRole('button', { name: 'Add a fish' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Video of fish 1/ }).click();
  await (await chooser).setFiles({ name: 'marlin.mp4', mimeType: 'video/mp4', buffer: largeMp4() });

  await expect(dialog.getByRole('progressbar', { name: 'Video upload progress' })).toBeVisible();
  await expect(dialog.getByText('The video was uploaded correctly')).toBeVisible({ timeout: 60_000 });
  expect((await completed).status()).toBe(200);
  expect(partAttempts.filter((part) => part === '1')).toHaveLength(1);
  expect(partAttempts.filter((part) => part === '2')).toHaveLength(2);
});
