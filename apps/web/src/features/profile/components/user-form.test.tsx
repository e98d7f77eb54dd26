import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { captainProfile } from '../../../test/profiles';
import { renderElement, signedInAs, userInfoOf } from '../../../test/render';
import type * as pictures from '../../../api/upload-picture';
import { preparePicture } from '../../../api/upload-picture';
import { UserForm } from './user-form';
import { AppError } from '@tightlines/domain';
import { emptyLists, refusal, serveApi } from '../../../test/serve-api';
import { showOnField } from '../../../ui/field-errors';

vi.mock('../../../api/upload-picture', async (importOriginal) => ({
  ...(await importOriginal<typeof pictures>()),
  preparePicture: vi.fn(),
}));

const EMAIL = 'cap@example.com';
const profile = captainProfile;
const CAPTAIN = signedInAs({ email: EMAIL });

/** The form's catalogues (countries, genders, regions), which these tests leave empty. */
const CATALOGUES = emptyLists('/countries', '/genders', '/regions');

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

/** Replaces what a text field holds by `text`, pasted at once. */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

// A whole form with its pickers renders slowly in jsdom, on a busy machine even more so.
describe('UserForm', { timeout: 30_000 }, () => {
  it('holds Save while a chosen picture is being checked and shrunk, so the profile is never saved without it', async () => {
    serveApi(CATALOGUES);
    let finishPreparing = (_picture: Blob) => {};
    vi.mocked(preparePicture).mockReturnValue(new Promise((resolve) => (finishPreparing = resolve)));
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderElement(
      <UserForm profile={profile} email={EMAIL} onDone={() => undefined} />,
      { auth: CAPTAIN },
    );
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeEnabled();

    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['png'], 'fish.png', { type: 'image/png' }));
    await waitFor(() => expect(save).toBeDisabled());

    finishPreparing(new Blob(['shrunk'], { type: 'image/png' }));
    await waitFor(() => expect(save).toBeEnabled());
  });

  // Issue 31: filled but too long says its limit at the field, in the language shown (never zod's
  // own English), and keeps what was typed.
  it.each([
    [
      'en',
      'First name',
      'City',
      'Save profile',
      'Please use at most 80 characters',
      'Please use at most 120 characters',
    ],
    [
      'es',
      'Nombre',
      'Ciudad',
      'Guardar perfil',
      'Usa como máximo 80 caracteres',
      'Usa como máximo 120 caracteres',
    ],
  ] as const)(
    'names the limit of a too-long name and city, in %s',
    async (language, nameLabel, cityLabel, saveLabel, nameMessage, cityMessage) => {
      await activateLanguage(language);
      const fetch = serveApi(CATALOGUES);
      renderElement(<UserForm profile={profile} email={EMAIL} onDone={() => undefined} />, {
        auth: CAPTAIN,
      });
      const name = screen.getByRole('textbox', { name: new RegExp(`^${nameLabel}`) });
      const city = screen.getByRole('textbox', { name: cityLabel });
      await replaceText(name, 'N'.repeat(81));
      await replaceText(city, 'C'.repeat(121));
      await userEvent.click(screen.getByRole('button', { name: saveLabel }));
      await waitFor(() => expect(name).toHaveAccessibleDescription(nameMessage));
      expect(city).toHaveAccessibleDescription(cityMessage);
      expect(name).toHaveValue('N'.repeat(81));
      expect(city).toHaveValue('C'.repeat(121));
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    },
  );

  // Issue 33: an 81-character last name says its limit next to the field in Spanish, whether the
  // form or the server refuses it: the server's refusal carries a key and the limit, never text.
  it('says a too-long last name in Spanish next to it, from the form and from the server', async () => {
    await activateLanguage('es');
    serveApi(CATALOGUES);
    renderElement(<UserForm profile={profile} email={EMAIL} onDone={() => undefined} />, {
      auth: signedInAs({ email: EMAIL }),
    });
    const lastname = screen.getByRole('textbox', { name: 'Apellidos' });
    await replaceText(lastname, 'L'.repeat(81));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() => expect(lastname).toHaveAccessibleDescription('Usa como máximo 80 caracteres'));

    const form = { getValues: () => ({ lastname: 'L'.repeat(81) }), setFieldError: vi.fn() };
    const refused = await refusal(400, { key: 'tooLong', values: { maximum: 80 } }, { fields: ['lastname'] });
    showOnField(form)(AppError.fromEnvelope(400, await refused.json()));
    expect(form.setFieldError).toHaveBeenCalledWith('lastname', 'Usa como máximo 80 caracteres');
  });

  // Issue 31: inches no longer switch temperatures to Fahrenheit; each is chosen on its own.
  it('saves the length unit and the temperature scale each as chosen', async () => {
    const fetch = serveApi({
      ...CATALOGUES,
      'PUT /api/accounts/cap%40example.com': () => profile,
      // Saved, the user info is read again (names and units everywhere).
      'GET /api/users': () => [userInfoOf(CAPTAIN)],
    });
    const onDone = vi.fn();
    renderElement(<UserForm profile={profile} email={EMAIL} onDone={onDone} />, {
      auth: CAPTAIN,
    });
    const lengths = screen.getByRole('radiogroup', { name: 'Lengths in' });
    const temperatures = screen.getByRole('radiogroup', { name: 'Temperatures in' });
    // The captain measures in inches and reads Fahrenheit; she keeps inches and picks Celsius.
    expect(within(lengths).getByRole('radio', { name: 'Inches' })).toBeChecked();
    expect(within(temperatures).getByRole('radio', { name: 'Fahrenheit' })).toBeChecked();
    await userEvent.click(within(temperatures).getByRole('radio', { name: 'Celsius' }));
    expect(within(lengths).getByRole('radio', { name: 'Inches' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      sizeId: 2,
      weightId: 4,
      temperatureUnit: 'celsius',
    });
  });
});
