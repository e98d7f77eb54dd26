import type { Locator, Page } from '@playwright/test';
import { expect, signInThroughForm, test } from '../fixtures';

const PASSWORD = 'a quiet reef at dawn';
/** A real 1×1 PNG, and a GIF (the wrong format whatever its name says). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A form field by the start of its label (required fields add an asterisk to the name). */
function field(scope: Page | Locator, label: string) {
  return scope.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** Picks an option of a select: typed into a searchable one, else opened with a click. */
async function pick(page: Page, label: string, search: string | null, option: string) {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  if (search) await select.fill(search);
  else await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const signIn = (page: Page, email: string) => signInThroughForm(page, email, PASSWORD);

async function expectCompleteness(page: Page, value: number) {
  await expect(page.getByTestId('profile-completeness-value')).toHaveText(`${value}%`);
  await expect(page.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    String(value),
  );
}

async function acknowledge(page: Page, message: string) {
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

async function choosePicture(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose picture' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test('a captain completes the profile, adds a boat with motor and propeller, and reads it in inches', async ({
  page,
  request,
}) => {
  test.slow();
  const email = `captain-${Date.now()}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Marina',
      lastname: 'Solís',
      email,
      password: PASSWORD,
      roleName: 'Captain',
      nationalityName: 'Costa Rica',
    },
  });
  expect(registered.status()).toBe(200);
  await signIn(page, email);
  // A new user has no locality yet, so the prompt asks, once after signing in; this journey sets it
  // in the profile instead.
  await page
    .getByRole('dialog', { name: 'Where do you fish?' })
    .getByRole('button', { name: 'Later' })
    .click();
  await page.goto('/my_profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  // Registration gave a name and a country.
  await expectCompleteness(page, 20);

  // Personal data: birthday, phone and a full address.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit profile' });
  await field(editor, 'Birthday').fill('2999-01-01');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await expect(editor.getByText('Birthday must be a valid date')).toBeVisible();
  await field(editor, 'Birthday').fill('1990-04-01');
  await field(editor, 'Phone').fill('+506 8888 1111');
  await field(editor, 'Address').fill('1 Marina Way');
  await pick(page, 'Country', 'Costa', 'Costa Rica');
  await pick(page, 'State or province', 'Guana', 'Guanacaste Province');
  await field(editor, 'City').fill('Flamingo');
  await pick(page, 'Fishing region', 'Costa', 'Costa Rica Pacific');
  await pick(page, 'Locality', 'Flam', 'Flamingo');
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await acknowledge(page, 'User edit was successful');
  await expectCompleteness(page, 50);
  await expect(page.getByRole('heading', { name: 'Marina Solís' }).locator('..')).toContainText('Flamingo');

  // A picture: a GIF is refused by its bytes, a PNG counts.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await choosePicture(page, 'fish.gif', 'image/gif', GIF);
  await expect(editor.getByText('Image must be in a valid format')).toBeVisible();
  await choosePicture(page, 'fish.png', 'image/png', PNG);
  await expect(editor.getByText('Image must be in a valid format')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await acknowledge(page, 'User edit was successful');
  await expectCompleteness(page, 60);

  // The first fishing experience: years, type, role and countries.
  await page.getByRole('tab', { name: 'Experience' }).click();
  await page.getByRole('button', { name: 'Add experience' }).click();
  const experience = page.getByRole('dialog', { name: 'Add fishing experience' });
  await pick(page, 'Fishing type', null, 'Offshore');
  await pick(page, 'Role', null, 'Captain');
  await field(experience, 'Years of experience').fill('12');
  await pick(page, 'Countries', 'Costa', 'Costa Rica');
  await page.keyboard.press('Escape');
  await field(experience, 'Boats fished on').fill('Reel Deal');
  await experience.getByRole('button', { name: 'Add boat name' }).click();
  await experience.getByRole('button', { name: 'Save experience' }).click();
  await acknowledge(page, 'Fishing experience edit was successful');
  await expectCompleteness(page, 100);
  await expect(page.getByText('Boats: Reel Deal')).toBeVisible();

  // A boat with its motor and propeller; a cruise speed above the top speed is refused in place.
  await page.getByRole('tab', { name: 'Boats' }).click();
  await page.getByRole('button', { name: 'Add boat' }).click();
  const boat = page.getByRole('dialog', { name: 'Add a boat' });
  await field(boat, 'Boat name').fill('Sea Dog');
  await field(boat, 'Hull number').fill('CR-4321');
  await pick(page, 'Boat type', 'Sport', 'Sportfisher');
  await pick(page, 'Country', 'Costa', 'Costa Rica');
  await field(boat, 'Size').fill('1000');
  await pick(page, 'Motor make', 'Yama', 'Yamaha');
  await field(boat, 'Motor model').fill('F300');
  await field(boat, 'Top speed').fill('30');
  await field(boat, 'Cruise speed').fill('45');
  await pick(page, 'Propeller manufacturer', 'Merc', 'Mercury');
  await field(boat, 'Blades').fill('3');
  await boat.getByRole('button', { name: 'Add boat' }).click();
  await expect(boat.getByText('Top Speed must be greater than Top Cruise Speed')).toBeVisible();
  await expect(field(boat, 'Boat name')).toHaveValue('Sea Dog');
  await expect(field(boat, 'Top speed')).toHaveValue('30');
  await field(boat, 'Cruise speed').fill('25');
  await boat.getByRole('button', { name: 'Add boat' }).click();
  await acknowledge(page, 'Boat edit was successful');
  await expect(page.getByRole('heading', { name: 'Sea Dog' })).toBeVisible();
  await expect(page.getByTestId('boat-size')).toHaveText('1,000 cm');

  // Inches and pounds: the stored length now reads in inches.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await editor.getByRole('radio', { name: 'Inches' }).check();
  await editor.getByRole('radio', { name: 'Pounds' }).check();
  await editor.getByRole('button', { name: 'Save profile' }).click();
  await acknowledge(page, 'User edit was successful');
  await page.getByRole('tab', { name: 'Boats' }).click();
  await expect(page.getByTestId('boat-size')).toHaveText('393.7 in');
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByText('Lengths in inches, weights in pounds')).toBeVisible();

  // Deleting a boat asks first.
  await page.getByRole('tab', { name: 'Boats' }).click();
  await page.getByRole('button', { name: 'Delete Sea Dog' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Sea Dog?' })
    .getByRole('button', { name: 'Delete boat' })
    .click();
  await acknowledge(page, 'Boat edit was successful');
  await expect(page.getByText('No boats yet')).toBeVisible();
});

test('an angler turns one kind of e-mail off in the privacy settings, and it stays off', async ({
  page,
  request,
}) => {
  const email = `mail-switch-${Date.now()}@example.com`;
  const registered = await request.post('/api/register', {
    data: {
      name: 'Lucía',
      lastname: 'Vega',
      email,
      password: PASSWORD,
      roleName: 'Angler',
      nationalityName: 'Costa Rica',
    },
  });
  expect(registered.status()).toBe(200);
  await signIn(page, email);
  await page
    .getByRole('dialog', { name: 'Where do you fish?' })
    .getByRole('button', { name: 'Later' })
    .click();
  await page.goto('/my_profile');

  const openPrivacy = async () => {
    await page.getByRole('button', { name: 'Privacy' }).click();
    return page.getByRole('dialog', { name: 'Privacy' });
  };
  let privacy = await openPrivacy();
  // A switch is named by its label and its description.
  const results = () => privacy.getByRole('switch', { name: /^Official results/ });
  await expect(results()).toBeChecked();
  // Flipped and saved at once, without the privacy form's Save.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/privacy/mail') && response.request().method() === 'PUT',
  );
  await results().uncheck();
  expect((await saved).status()).toBe(200);
  await expect(results()).not.toBeChecked();
  await expect(privacy.getByRole('switch', { name: /^Refunds/ })).toBeChecked();

  await page.reload();
  privacy = await openPrivacy();
  await expect(results()).not.toBeChecked();
  await expect(privacy.getByRole('switch', { name: /^New entries in my tournaments/ })).toBeChecked();

  // An unsubscribe link no mail carried is refused on the page that asks, turning nothing off.
  await page.goto(`/unsubscribe?token=${'Z'.repeat(32)}`);
  await page.getByRole('button', { name: 'Turn off these e-mails' }).click();
  // (The new account's other alert asks it to verify its address.)
  await expect(page.getByRole('alert').filter({ hasText: 'The requested item was not found' })).toBeVisible();
});
